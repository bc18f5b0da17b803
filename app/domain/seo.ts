import { isLang, LANGUAGES, LOCALES, localePath, stripLang, type Lang } from '~/i18n/languages'

type RootFacts = { publicUrl: string; siteName: string | undefined; lang: Lang }

/** The parts of a route's `matches` (meta function argument) that pageMeta reads. */
export type MetaMatchLike = { id: string; loaderData?: unknown } | undefined

type MetaInput = {
  title: string
  description: string
  /** The page's own path, e.g. "/carlistNav". */
  path: string
  /** The meta function's `matches`: the root loader's publicUrl makes og:url and canonical absolute. Required, so no page forgets it (a relative canonical costs SEO points). */
  matches: readonly MetaMatchLike[] | undefined
  /** Overrides `matches` (or stands in when there are none). */
  publicUrl?: string
  /** Where the same content lives for search engines, when this page repeats another. */
  canonicalPath?: string
  noindex?: boolean
}

function rootFacts(matches: readonly MetaMatchLike[] | undefined): RootFacts {
  const data = matches?.find((m) => m?.id === 'root')?.loaderData
  if (typeof data !== 'object' || data === null) return { publicUrl: '', siteName: undefined, lang: 'en' }
  const publicUrl = 'publicUrl' in data && typeof data.publicUrl === 'string' ? data.publicUrl.replace(/\/$/, '') : ''
  const business = 'business' in data ? data.business : undefined
  const siteName = typeof business === 'object' && business !== null && 'name' in business && typeof business.name === 'string' ? business.name : undefined
  const lang = 'lang' in data && isLang(data.lang) ? data.lang : 'en'
  return { publicUrl, siteName, lang }
}

/**
 * Title, description, canonical link and OpenGraph tags for a page. Titles get the
 * business name (configuration) appended unless they already contain it.
 */
export function pageMeta({ title, description, path, matches, publicUrl, canonicalPath, noindex = false }: MetaInput) {
  const facts = rootFacts(matches)
  const origin = (publicUrl ?? facts.publicUrl).replace(/\/$/, '')
  const fullTitle = facts.siteName && !title.includes(facts.siteName) ? `${title} | ${facts.siteName}` : title
  // og:url names the canonical page too, so shares of a twin page count for one URL. Each
  // language's page is canonical for itself and names the other two as its alternates.
  const bare = stripLang(canonicalPath ?? path)
  const canonical = `${origin}${localePath(facts.lang, bare)}`
  // No x-default: the English address has no prefix, so its own alternate already names the
  // default, and the home page's document has no bytes to spare (docs/performance.md).
  const alternates = LANGUAGES.map((lang) => ({ tagName: 'link', rel: 'alternate', hrefLang: LOCALES[lang], href: `${origin}${localePath(lang, bare)}` }))
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    ...(facts.siteName ? [{ property: 'og:site_name', content: facts.siteName }] : []),
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: `${origin}/images/slides/road-trip` },
    { property: 'og:locale', content: LOCALES[facts.lang].replace('-', '_') },
    { name: 'twitter:card', content: 'summary_large_image' },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : alternates),
  ]
}

/** The public pages search engines should index (sitemap.xml); the server also keeps rendered copies of them. */
export const PUBLIC_PATHS = ['/', '/carlistNav', '/servicesNav', '/aboutNav', '/contactNav', '/reviews', '/terms', '/privacy', '/login', '/register']
