import type { Lang } from './languages'
import type { Messages } from './message'

/**
 * A page's messages travel beside its document, not inside it (docs/decisions/0020-languages.md):
 * a Hindi or Marathi page would otherwise carry its text twice, once in the markup and once in
 * the data hydration needs, and miss the first round trip. The document's data names the parts
 * it needs; the server renders them from its catalogues, and the browser fetches the same parts
 * as files before hydrating. Route data fetched after that carries its messages inline.
 */
export type WithMessages = { messages?: Messages; messageParts?: readonly string[] } | undefined

let kept: Messages = {}
let lookUp = (_lang: Lang, _part: string): Messages | undefined => kept

/** The server renders from its catalogues. */
export function renderMessagesFrom(source: typeof lookUp) {
  lookUp = source
}

/** The browser keeps the file its document named. */
export function keepMessages(messages: Messages) {
  kept = messages
}

/** The messages one route's data brings, inline or named. */
export function messagesOf(lang: Lang, data: WithMessages): Messages[] {
  return [data?.messages ?? {}, ...(data?.messageParts ?? []).map((part) => lookUp(lang, part) ?? {})]
}

/** One file for all the parts a document names; the version changes whenever any catalogue does. */
export const messagesFile = (version: string, lang: Lang, parts: readonly string[]) => `/i18n/${version}/${lang}/${[...new Set(parts)].sort().join('+')}.json`
