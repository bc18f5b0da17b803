import { createContext, Fragment, useContext, useMemo, type ReactNode } from 'react'
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

// The first Intl format a page makes loads the locale's data: 55 ms of the home page's hydration
// on a phone-speed CPU, for counts such as "6 cars". Whole numbers under 1,000 need no grouping,
// so their digits are written directly (tests/unit/languages.test.ts holds them to Intl's).
const numberFormats = new Map<string, Intl.NumberFormat>()
function formatNumber(lang: Lang, value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1000) {
    return lang === 'mr' ? String(value).replace(/\d/g, (d) => String.fromCharCode(0x966 + Number(d))) : String(value)
  }
  let format = numberFormats.get(lang)
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(LOCALES[lang])))
  return format.format(value)
}

/** A translator over the messages of the route matches on screen (each loader sends its own). */
export function makeTranslator(lang: Lang, messages: Messages) {
  const t = (message: string, values?: Values) => translate(lang, messages, message, values, reportMissing)
  return Object.assign(t, {
    lang,
    locale: LOCALES[lang],
    /** The same page path in this language. */
    path: (path: string) => localePath(lang, path),
    /** A number in the language's own digits (Marathi writes १२). */
    n: (value: number) => formatNumber(lang, value),
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

const TranslatorContext = createContext<Translator | null>(null)

/**
 * Gives the page's translator to every component below it (app/root.tsx). The route matches are
 * read here, once: read in each component, every change of React Router's state (a navigation
 * starting or ending, the route manifest patched right after hydration) re-rendered every
 * component that shows text, the whole home page among them. The translator stays the same
 * object until the language or a loader's data changes, so they no longer do.
 */
export function TranslatorProvider({ children }: { children: ReactNode }) {
  const matches = useMatches()
  const root = useRouteLoaderData<RootData>('root')
  const lang = root?.lang ?? 'en'
  const t = useMemo(() => translatorFor(lang, matches), [lang, matches])
  return <TranslatorContext value={t}>{children}</TranslatorContext>
}

/** `t(message, values)` in the page's language, with `t.lang`, `t.locale` and `t.path()`. */
export function useT(): Translator {
  const t = useContext(TranslatorContext)
  if (!t) throw new Error('useT() needs a <TranslatorProvider> above it')
  return t
}

// Each component asks for the translator; merging the page's few hundred messages once per
// component cost a Marathi home page 50 ms on a slowed phone. The same route data, the same one.
let last: { lang: Lang; data: unknown[]; t: Translator } | undefined
function translatorFor(lang: Lang, matches: readonly ({ loaderData?: unknown } | undefined)[]): Translator {
  const data = matches.map((match) => match?.loaderData)
  if (last?.lang === lang && last.data.length === data.length && last.data.every((d, i) => d === data[i])) return last.t
  const messages: Record<string, string> = {}
  if (lang !== 'en') for (const d of data) Object.assign(messages, ...messagesOf(lang, d as WithMessages))
  last = { lang, data, t: makeTranslator(lang, messages) }
  return last.t
}

/** For meta functions: the translator of the page being described. */
export function metaTranslator(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): Translator {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined
  return translatorFor(root?.lang ?? 'en', matches)
}
