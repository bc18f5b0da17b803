import { Fragment, useMemo, type ReactNode } from 'react'
import { useMatches, useRouteLoaderData } from 'react-router'
import type { RootData } from '~/domain/root-data'
import { messagesOf, type WithMessages } from './document-messages'
import { LOCALES, localePath, type Lang } from './languages'
import { fillIn, translate, type Messages, type Values } from './message'

const reported = new Set<string>()
function reportMissing(id: string) {
  if (reported.has(id)) return
  reported.add(id)
  // The browser's console is where the language walk of the end-to-end tests looks.
  console.warn(`[i18n] missing message: ${JSON.stringify(id)}`)
}

export type Translator = ReturnType<typeof makeTranslator>

/** A translator over the messages of the route matches on screen (each loader sends its own). */
export function makeTranslator(lang: Lang, messages: Messages) {
  const t = (message: string, values?: Values) => translate(lang, messages, message, values, reportMissing)
  return Object.assign(t, {
    lang,
    locale: LOCALES[lang],
    /** The same page path in this language. */
    path: (path: string) => localePath(lang, path),
    /** A message with markup: `<link>Terms</link>` in its text is drawn by `parts.link`. */
    rich: (message: string, parts: Record<string, (children: ReactNode) => ReactNode>, values?: Values): ReactNode => {
      // Tags are read from the message's own text, before the values go in: a value (a name
      // someone typed) that looks like markup stays text.
      const template = translate(lang, messages, message, undefined, reportMissing)
      const fill = (text: string) => fillIn(text, values)
      const out: ReactNode[] = []
      let last = 0
      for (const match of template.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
        const [whole, name, inner = ''] = match
        const draw = name ? parts[name] : undefined
        out.push(fill(template.slice(last, match.index)))
        out.push(<Fragment key={match.index}>{draw ? draw(fill(inner)) : fill(inner)}</Fragment>)
        last = match.index + whole.length
      }
      out.push(fill(template.slice(last)))
      return out
    },
  })
}

/** `t(message, values)` in the page's language, with `t.lang`, `t.locale` and `t.path()`. */
export function useT(): Translator {
  const matches = useMatches()
  const root = useRouteLoaderData<RootData>('root')
  const lang = root?.lang ?? 'en'
  return useMemo(() => {
    const messages: Record<string, string> = {}
    if (lang !== 'en') for (const match of matches) Object.assign(messages, ...messagesOf(lang, match.loaderData as WithMessages))
    return makeTranslator(lang, messages)
  }, [lang, matches])
}

/** For meta functions: the translator of the page being described. */
export function metaTranslator(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): Translator {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined
  const lang = root?.lang ?? 'en'
  const messages: Record<string, string> = {}
  if (lang !== 'en') for (const match of matches) Object.assign(messages, ...messagesOf(lang, match?.loaderData as WithMessages))
  return makeTranslator(lang, messages)
}
