import { PUBLIC_PATHS } from '~/domain/seo'
import { getRuntime } from '~/services/runtime.server'

export function loader() {
  const { publicUrl } = getRuntime().config
  const urls = PUBLIC_PATHS.map((p) => `  <url><loc>${publicUrl}${p === '/' ? '/' : p}</loc></url>`).join('\n')
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
