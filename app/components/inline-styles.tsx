import { createContext, useContext } from 'react'

const STYLE_ID = 'yatri-styles'

/** The site's stylesheet as text, given by the server entry (app/entry.server.tsx). */
const StylesContext = createContext<string | null>(null)
export const InlineStylesProvider = StylesContext.Provider

let fromDocument: string | undefined

/**
 * The public pages' styles, inside the document head. A linked stylesheet blocks the first
 * paint for one more round trip (about 150 ms on a slow phone network, and Lighthouse counts
 * it against LCP); these styles are small enough to travel with the page. The browser keeps
 * the text it already has: during hydration React is handed the same text back from the
 * document, so the stylesheet need not also ship inside a script.
 */
export function InlineStyles() {
  const css = useContext(StylesContext) ?? (fromDocument ??= typeof document === 'undefined' ? '' : (document.getElementById(STYLE_ID)?.textContent ?? ''))
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />
}
