/** The site's languages (docs/decisions/0020-languages.md): English is the default and has no URL prefix. */
export const LANGUAGES = ['en', 'hi', 'mr'] as const
export type Lang = (typeof LANGUAGES)[number]

export const isLang = (value: unknown): value is Lang => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/** Each language's name in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' }

/** BCP 47 tags for `lang`, `hreflang` and `Intl`. */
export const LOCALES: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' }

/** The cookie that remembers a visitor's choice; not `yatri…`, so the page cache still serves them (server/page-cache.ts). */
export const LANG_COOKIE = 'lang'

/** "/carlistNav" in Marathi is "/mr/carlistNav"; "/" is "/mr". Paths outside the site (or with a prefix already) are left alone. */
export function localePath(lang: Lang, path: string): string {
  if (lang === 'en' || !path.startsWith('/') || path.startsWith('//')) return path
  const bare = stripLang(path)
  if (bare === '/') return `/${lang}`
  return `/${lang}${bare}`
}

/** The same page without its language prefix: "/hi/login?x" → "/login?x", "/mr" → "/". */
export function stripLang(path: string): string {
  const match = /^\/(hi|mr)(?=$|[/?#])/.exec(path)
  if (!match) return path
  const rest = path.slice(match[0].length)
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest
}

/** The language a path is in, from its prefix. */
export function langOfPath(path: string): Lang {
  const match = /^\/(hi|mr)(?=$|[/?#])/.exec(path)
  return match ? (match[1] as Lang) : 'en'
}
