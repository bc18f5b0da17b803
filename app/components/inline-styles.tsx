import { createContext, useContext } from 'react'
import { ICON_HREF, STYLE_ID } from '~/domain/document'
import allStylesHref from '~/styles/all.css?url'

/** The page's first-screen styles as text, given by the server entry (app/entry.server.tsx). */
const StylesContext = createContext<string | null>(null)
export const InlineStylesProvider = StylesContext.Provider

/** Every public style in one file (app/styles/all.css), for what the first screen does not show. */
export { allStylesHref }

let fromDocument: string | undefined

/**
 * The styles of the page's first screen, inside the document head. A linked stylesheet blocks
 * the first paint for one more round trip (about 150 ms on a slow phone network, and
 * Lighthouse counts it against LCP); a page's own share is small enough to travel with it
 * (app/styles/page-styles.server.ts). The rest of the sheet is linked right after the first
 * paint by the boot script (app/services/defer-hydration.server.ts), and the whole sheet at
 * once without JavaScript. The browser keeps the text it already has: during hydration React is handed
 * the same text back from the document, so the styles do not also ship inside a script.
 */
export function InlineStyles() {
  const css = useContext(StylesContext) ?? (fromDocument ??= typeof document === 'undefined' ? '' : (document.getElementById(STYLE_ID)?.textContent ?? ''))
  return (
    <>
      <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />
      <noscript>
        {/* Marked as the boot script marks its link: lazy pictures wait for it (pictures-wait.css). */}
        <link rel="stylesheet" href={allStylesHref} data-yatri-all="" />
        {/* The home page's lower sections and footer wait for the boot script (later.css); without it, they do not. */}
        <style>{'.later,.site-footer{content-visibility:visible!important}'}</style>
        {/* The boot script links the icon after the first paint. */}
        <link rel="icon" href={ICON_HREF} />
      </noscript>
    </>
  )
}
