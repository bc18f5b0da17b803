/** The id of the inline style element, shared by the page (InlineStyles) and the boot script that loads the full stylesheet. */
export const STYLE_ID = 'yatri-styles'

/** The site's icon: linked by the boot script after the first paint, and by a <noscript> link for a page read without scripts. */
export const ICON_HREF = '/favicon.svg'

/** The Web App manifest: linked by the boot script after the first paint, as the icon. */
export const MANIFEST_HREF = '/manifest.webmanifest'
