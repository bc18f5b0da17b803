import { redirect } from 'react-router'
import type { LanguageOffer } from '~/domain/root-data'
import { isLang, LANG_COOKIE, langOfPath, localePath, stripLang, type Lang } from '~/i18n/languages'
import { getRuntime } from './runtime.server'

const COOKIE = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([a-z]{2})(?:;|$)`)

function langInCookie(header: string | null | undefined): Lang | undefined {
  const match = COOKIE.exec(header ?? '')
  return match && isLang(match[1]) ? match[1] : undefined
}

/** The language a visitor chose before (the switcher's cookie), if any. */
export function rememberedLang(request: Request): Lang | undefined {
  return langInCookie(request.headers.get('Cookie'))
}

/**
 * How an English address answers this visitor, for the page cache: `'own'` when differently
 * from everyone else (a redirect to the language they chose). Otherwise whether the page
 * depends on the browser's language at all (the home page, which a first visitor's browser
 * may have offered Hindi or Marathi), and the language it offers this visitor, the same page
 * for every browser that prefers it.
 */
export function languageVariant(
  path: string,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): 'own' | { varies: boolean; offered?: 'hi' | 'mr' } {
  if (langOfPath(path) !== 'en') return { varies: false }
  const chosen = langInCookie(cookie)
  if (chosen && chosen !== 'en') return 'own'
  if (path !== '/') return { varies: false }
  // Only a first visit is offered a language; one who chose English is not asked again.
  const offered = chosen ? undefined : preferredLang(acceptLanguage)
  return offered ? { varies: true, offered } : { varies: true }
}

export function langCookie(lang: Lang): string {
  const secure = getRuntime().config.secureCookies ? '; Secure' : ''
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
}

/**
 * Hindi or Marathi, offered when the browser prefers one of them to English (`Accept-Language`);
 * only ever an offer on a first visit to the home page, never a redirect.
 */
export function languageOffer(request: Request): LanguageOffer | undefined {
  const lang = preferredLang(request.headers.get('Accept-Language') ?? undefined)
  return lang === 'hi' || lang === 'mr' ? { lang, ...LANGUAGE_OFFERS[lang] } : undefined
}

// In the offered language itself: the page around it is still in English. Sent only with the offer.
const LANGUAGE_OFFERS: Record<'hi' | 'mr', Omit<LanguageOffer, 'lang'>> = {
  hi: { text: 'यह साइट हिन्दी में भी है।', accept: 'हिन्दी में देखें', decline: 'English में ही रहें' },
  mr: { text: 'ही साइट मराठीतही आहे.', accept: 'मराठीत पाहा', decline: 'English मध्येच राहा' },
}

function preferredLang(header: string | undefined): 'hi' | 'mr' | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q) }
    })
    .filter((entry) => isLang(entry.lang) && entry.q > 0)
    .sort((a, b) => b.q - a.q)
  const best = ranked[0]?.lang
  return best === 'hi' || best === 'mr' ? best : undefined
}

/**
 * A page asked for without a language prefix by someone who chose Hindi or Marathi goes to
 * that language's address; addresses with a prefix never move, so this cannot loop.
 */
export function redirectToRememberedLang(request: Request, lang: Lang): void {
  if (lang !== 'en' || (request.method !== 'GET' && request.method !== 'HEAD')) return
  const remembered = rememberedLang(request)
  if (!remembered || remembered === 'en') return
  const url = new URL(request.url)
  throw redirect(localePath(remembered, `${url.pathname}${url.search}`))
}

/** Where the switcher sends the visitor: the same page of the site in the new language; anything else is the home page. */
export function switchTarget(lang: Lang, returnTo: unknown): string {
  const path = typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') && !returnTo.includes('\\') ? returnTo : '/'
  return localePath(lang, stripLang(path))
}
