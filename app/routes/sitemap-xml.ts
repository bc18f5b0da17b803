import { PUBLIC_PATHS } from '~/domain/seo'
import { LANGUAGES, LOCALES, localePath } from '~/i18n/languages'
import { getRuntime } from '~/services/runtime.server'

// Every public page in every language, each naming its translations (Google's hreflang sitemap form).
export function loader() {
  const { publicUrl } = getRuntime().config
  const urls = PUBLIC_PATHS.flatMap((path) => {
    const alternates = LANGUAGES.map(
      (lang) => `    <xhtml:link rel="alternate" hreflang="${LOCALES[lang]}" href="${publicUrl}${localePath(lang, path)}"/>`,
    ).join('\n')
    return LANGUAGES.map((lang) => `  <url>\n    <loc>${publicUrl}${localePath(lang, path)}</loc>\n${alternates}\n  </url>`)
  }).join('\n')
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
