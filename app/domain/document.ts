/** The id of the inline style element, shared by the page (InlineStyles) and the boot script that loads the full stylesheet. */
export const STYLE_ID = 'yatri-styles'

/** The site's icon: linked by the boot script after the first paint, and by a <noscript> link for a page read without scripts. */
export const ICON_HREF = '/favicon.svg'

/** The Web App manifest: linked by the boot script after the first paint, as the icon. */
export const MANIFEST_HREF = '/manifest.webmanifest'

/**
 * The meta element that names a Hindi or Marathi document's messages file. The boot script
 * asks for the file at the first paint, with the scripts that need it, not while the document
 * is parsed.
 */
export const MESSAGES_META = 'yatri-messages'

/**
 * Where React Router keeps scroll positions (its <ScrollRestoration> default): the boot script
 * restores from it, and so does a home page section drawn after the landing (NearScreen).
 */
export const SCROLL_KEY = 'react-router-scroll-positions'
