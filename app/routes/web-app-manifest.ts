import { getRuntime } from '~/services/runtime.server'

// The web app manifest (docs/product.md §Offline): the name is the configured business's, the
// colours those of app/styles/base.css (--teal for the browser's bars, --sand behind the
// icon while the site starts).
export function loader() {
  const { name } = getRuntime().config.business
  const manifest = {
    name,
    short_name: name.length <= 12 ? name : name.split(/\s+/)[0],
    description: getRuntime().config.business.tagline,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: '#fdf6e9',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
