import { telHref } from '~/domain/business'
import { ICON_HREF, MANIFEST_HREF } from '~/domain/document'
import type { Route } from './+types/offline'
import { langOf, serverTranslator } from '~/i18n/catalogues.server'
import { LOCALES, localePath } from '~/i18n/languages'
import { getRuntime } from '~/services/runtime.server'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The page the service worker (scripts/build-sw.mjs) shows for a page never opened on this
 * phone while there is no network. It is fetched once when the worker installs and then
 * served for any URL, so it is plain HTML with its styles inside and no script: a React
 * page would try to hydrate the route of the URL it is shown at. There is one per language
 * (/offline, /hi/offline, /mr/offline): the worker shows the one of the page asked for.
 */
export function loader({ params }: Route.LoaderArgs) {
  const lang = langOf(params)
  const t = serverTranslator(lang)
  const { business } = getRuntime().config
  const html = `<!doctype html><html lang="${LOCALES[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#0f766e"><title>${escape(t('You are offline'))} · ${escape(business.name)}</title><link rel="icon" href="${ICON_HREF}"><link rel="manifest" href="${MANIFEST_HREF}"><style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif;color:#0f172a;background:#fdf6e9;line-height:1.5}
main{max-width:32rem;margin:0 auto;padding:3rem 1.25rem}
.brand{display:flex;align-items:center;gap:.5rem;font-weight:700;color:#115e59;text-decoration:none;margin-bottom:2rem}
.brand img{width:2rem;height:2rem}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 .75rem}
p{margin:0 0 1rem;color:#334155}
.call{display:inline-block;margin-top:.5rem;padding:.8rem 1.25rem;border-radius:8px;background:#0f766e;color:#fff;font-weight:600;text-decoration:none;font-size:1.1rem}
.call:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style></head><body><main id="main"><a class="brand" href="${localePath(lang, '/')}"><img src="/favicon.svg" alt="">${escape(business.name)}</a>
<h1>${escape(t('You are offline'))}</h1><p>${escape(t('This page has not been opened on this phone before, so it cannot be shown without a network. Pages and trips you opened earlier still open.'))}</p>
<p>${escape(t('Need help with a trip? Call us:'))}</p><p><a class="call" href="${escape(telHref(business.phone))}">${escape(business.phone)}</a></p></main></body></html>`
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' } })
}
