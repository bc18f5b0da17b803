import { getRuntime } from '~/services/runtime.server'

export function loader() {
  const { publicUrl } = getRuntime().config
  const body = [
    'User-agent: *',
    'Disallow: /personal-info',
    'Disallow: /booking-history',
    'Disallow: /feedback',
    'Disallow: /admin-panel',
    'Disallow: /api/',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
