import { createContext, useContext } from 'react'

/** The favicon as a data URI, given by the server entry (app/entry.server.tsx). */
const SiteIconContext = createContext<string | null>(null)
export const SiteIconProvider = SiteIconContext.Provider

export const SITE_ICON_ID = 'yatri-icon'

let fromDocument: string | undefined

/**
 * The site's icon, inside the document. As a file (/favicon.svg, still served for other
 * clients) it was a request the browser makes while it lays out the first screen; on a slow
 * phone network that is a new connection and a round trip, and Lighthouse charged it to LCP
 * whenever it finished before the first paint. In the browser the icon is read back from the
 * document, so it does not also ship inside a script.
 */
export function SiteIcon() {
  const href =
    useContext(SiteIconContext) ??
    (fromDocument ??= (typeof document === 'undefined' ? null : document.getElementById(SITE_ICON_ID)?.getAttribute('href')) ?? '/favicon.svg')
  return <link id={SITE_ICON_ID} rel="icon" type="image/svg+xml" href={href} />
}
