import { useEffect, useState } from 'react'
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import { markHydrated } from './components/hydrated'
import { InlineStyles } from './components/inline-styles'
import { LanguageOfferBar } from './components/language-switcher'
import { useNonce } from './components/nonce'
import { RootDataProvider } from './components/root-data'
import { SiteFooter } from './components/site-footer'
import { ToastProvider } from './components/toaster'
import { todayIn } from './domain/dates'
import { MESSAGES_META } from './domain/document'
import { msg } from './i18n/message'
import type { RootData } from './domain/root-data'
import { now } from './services/clock.server'
import { getRuntime } from './services/runtime.server'
import { getOptionalUser } from './services/session.server'
import { readToast } from './services/toast.server'
import { langOf, MESSAGES_VERSION, pageMessages } from './i18n/catalogues.server'
import { messagesFile, type WithMessages } from './i18n/document-messages'
import { LOCALES } from './i18n/languages'
import { TranslatorProvider, useT } from './i18n/use-t'
import { languageOffer, rememberedLang, redirectToRememberedLang } from './services/language.server'

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // A missing page under /hi/ or /mr/ (the catch-all route) still answers in that language.
  const lang = langOf({ lang: params.lang ?? /^(hi|mr)(?:\/|$)/.exec(params['*'] ?? '')?.[1] })
  redirectToRememberedLang(request, lang)
  const { config } = getRuntime()
  const [user, { toast, setCookie }] = await Promise.all([getOptionalUser(request), readToast(request)])
  // Only on a first visit to the home page, and only as an offer (docs/decisions/0020-languages.md).
  const offer = lang === 'en' && new URL(request.url).pathname === '/' && !rememberedLang(request) ? languageOffer(request) : undefined
  const rootData: RootData = {
    lang,
    ...(offer ? { languageOffer: offer } : {}),
    ...(lang === 'en' ? {} : { ...pageMessages({ params: { lang }, context }, 'common'), messagesVersion: MESSAGES_VERSION }),
    user,
    toast,
    business: config.business,
    publicUrl: config.publicUrl,
    loaders: config.loaders,
    // The business's today (BUSINESS_TIMEZONE), e.g. the booking date picker's minimum.
    today: todayIn(config.timeZone, now()),
    googleSignIn: config.google !== undefined,
  }
  return data(rootData, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined)
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const root = useRouteLoaderData<RootData>('root')
  return (
    <html lang={LOCALES[root?.lang ?? 'en']}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <InlineStyles />
        <Links />
        {/* Only in the document: once hydrated, a page gets its messages with its data. */}
        {import.meta.env.SSR ? <MessageFiles /> : null}
      </head>
      <body>
        <RootDataProvider>
          <TranslatorProvider>{children}</TranslatorProvider>
        </RootDataProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

/**
 * Names the messages of a Hindi or Marathi document; the browser hydrates once they are in. The
 * boot script asks for them at the first paint: a preload hint here had the browser fetch them
 * (15 kB for the home page) while the document was parsed, and when they arrived before the
 * paint Lighthouse's estimate of LCP on a slow network waited for them.
 */
function MessageFiles() {
  const matches = useMatches()
  const root = matches[0]?.loaderData as RootData | undefined
  if (!root?.messagesVersion || root.lang === 'en') return null
  const parts = new Set(matches.flatMap((match) => (match.loaderData as WithMessages)?.messageParts ?? []))
  return parts.size ? <meta name={MESSAGES_META} content={messagesFile(root.messagesVersion, root.lang, [...parts])} /> : null
}

declare global {
  interface Window {
    /** Defined by the boot script (defer-hydration.server.ts): replays taps held before hydration. */
    __yatriHydrated?: () => void
  }
}

export default function App({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <ToastProvider initial={loaderData.toast}>
      <a className="skip-link" href="#main">
        {t('Skip to content')}
      </a>
      {loaderData.languageOffer ? <LanguageOfferBar offer={loaderData.languageOffer} /> : null}
      <Outlet />
      <SiteFooter business={loaderData.business} />
      <HydratedSignal />
    </ToastProvider>
  )
}

/**
 * Tells the boot script that React is in charge, so it replays the taps it held. It waits
 * one render after hydration: the state updates of the hydration effects (a form switching
 * to its own validation, say) land in that same render, before any tap is replayed.
 */
function HydratedSignal() {
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    markHydrated()
    setSettled(true)
    // Hydration already waits for the first paint; the worker and its downloads also wait for
    // the load event, so they never compete with the first load (docs/decisions/0015-offline.md).
    // A worker that fails to register leaves the site as it was; nothing to tell the traveller.
    // Registering takes 2–4 ms of main thread (CPU profiles of the home page), so it gets a task
    // of its own rather than lengthening the one that runs every effect of the hydrated page.
    const register = () => setTimeout(() => void navigator.serviceWorker?.register('/sw.js').catch(() => undefined), 0)
    if (document.readyState === 'complete') register()
    else addEventListener('load', register)
  }, [])
  useEffect(() => {
    if (settled) window.__yatriHydrated?.()
  }, [settled])
  return null
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root')
  const t = useT()
  let title = msg('Something went wrong')
  let detail = msg('Please try again in a moment. If it keeps happening, call or write to us.')
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      title = msg('Page not found')
      detail = msg('The page you asked for does not exist. It may have moved.')
    } else if (error.status === 403) {
      title = msg('Not allowed')
      detail = msg('This page is for the site owner only.')
    }
  }
  return (
    <main id="main" className="error-page">
      <h1>{t(title)}</h1>
      <p>{t(detail)}</p>
      <p>
        <a className="btn btn--primary" href={t.path('/')}>
          {root ? t('Back to {name}', { name: root.business.name }) : t('Back to the home page')}
        </a>
      </p>
    </main>
  )
}
