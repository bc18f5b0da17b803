/** The id of the inline style element, shared by the page (InlineStyles) and the boot script that loads the full stylesheet. */
export const STYLE_ID = 'yatri-styles'

/**
 * The site's icon: linked by the boot script after the first paint, and by a <noscript> link for
 * a page read without scripts. A raster picture, though the icon is drawn as public/favicon.svg:
 * the page's own thread makes an SVG icon into a document of its own, 15–45 ms on a 2-core
 * server (Chromium traces, 2026-12-02), and decodes a 2 kB PNG in well under one.
 */
export const ICON_HREF = '/icons/icon-48.png'

/** The Web App manifest: linked by the boot script after the first paint, as the icon. */
export const MANIFEST_HREF = '/manifest.webmanifest'

/**
 * Marks one of the home page's lower sections (`.later`), or a car's card, that is within a
 * screen of the view: its pictures may load (app/styles/later.css, pictures-wait.css). The boot
 * script marks those of the document; one drawn by React after hydration (a page reached by a
 * link) is marked as it is drawn.
 */
export const NEAR_SCREEN = 'data-near'

/** What the boot script watches for `NEAR_SCREEN`. */
export const NEAR_TARGETS = '.later, .car-card'

/** How far ahead of the screen "near" reaches, for sections, their pictures and the sprite's icons: a screen, so a fling seldom gets there first. */
export const NEAR_MARGIN = '100% 0px'

/** The `NEAR_SCREEN` mark as props, for a section React draws. */
export const nearMark = (near: boolean) => (near ? { [NEAR_SCREEN]: '' } : {})

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

/**
 * The scroll position stored for a history entry's key, if there is one. An unreadable store is
 * cleared, so that it does not fail again on the next return. Read by the boot script as the page
 * is parsed and by a home page section drawn after the landing, which goes there again.
 */
export function storedScroll(key: string): number | undefined {
  try {
    const y = (JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, unknown>)[key]
    return typeof y === 'number' ? y : undefined
  } catch (error) {
    console.error(error)
    sessionStorage.removeItem(SCROLL_KEY)
    return undefined
  }
}

/** The element the address's #fragment names (/#contact), if the page has one. */
export function fragmentTarget(): HTMLElement | null {
  return location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
}
