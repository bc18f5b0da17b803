import path from 'node:path'
import { PassThrough } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router'
import { allStylesHref, InlineStylesProvider } from './components/inline-styles'
import { NonceProvider } from './components/nonce'
import { renderMessagesFrom } from './i18n/document-messages'
import { CATALOGUES, isNamespace } from './i18n/catalogues.server'
import { brotliPage, pickEncoding } from './services/content-encoding.server'
import { deferHydration } from './services/defer-hydration.server'
import { createPictureInliner, INLINE_PICTURE_BUDGET, INLINE_PICTURE_BUDGET_DEVANAGARI_SERVICES, LOADER_ROOM } from './services/inline-pictures.server'
import { languageVariant } from './services/language.server'
import { PERSONAL_COOKIE } from './services/personal-cookie.server'
import { getRuntime } from './services/runtime.server'
import { allStyles, BEHIND_A_LOADER, firstScreenParts, firstScreenStyles, restOfSheetHref, type PageStyleContext } from './styles/page-styles.server'

let pictureInliner: ReturnType<typeof createPictureInliner> | undefined

export const streamTimeout = 5000

// A document names its message parts; the server draws them from its catalogues.
renderMessagesFrom((lang, part) => (isNamespace(part) && lang !== 'en' ? CATALOGUES[part][lang] : undefined))

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce
  const styleContext = pageStyleContext(routerContext)
  const styles = import.meta.env.PROD ? firstScreenStyles(styleContext) : allStyles
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    // eslint-disable-next-line prefer-const -- set once the render has started; the render's callbacks read it
    let abortTimer: NodeJS.Timeout | undefined
    // Every page is sent whole, once its data is in. The loaders return no deferred data, so
    // React Router's hydration data is ready with the shell; sent at the shell it went out as
    // Suspense boundaries filled in by React's reveal script (about 0.5 kB more with brotli,
    // and four more inline scripts), which cost the home page its place in the first round
    // trip of a slow phone network.
    const readyOption = 'onAllReady'
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineStylesProvider value={styles}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesProvider>
      </NonceProvider>,
      {
        nonce,
        // With the page sent whole, React would still move a finished Suspense boundary of more
        // than 500 bytes out of its place once the document passed this size, and put it back
        // with an inline script after the first paint: the account menu of a traveller with a
        // long name or a Google picture was one, and a tap on it in between was lost.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough()
          // The development server's own scripts are left alone.
          const out = import.meta.env.PROD
            ? body.pipe(deferHydration(nonce, { rest: restOfSheetHref(firstScreenParts(styleContext)), whole: allStylesHref }, inlinePictures(routerContext)))
            : body
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          // The abort timer's closure holds the whole render; let it go with the response
          // rather than keep every page of the last six seconds in memory.
          body.once('close', () => clearTimeout(abortTimer))
          // Compressed here, in one piece, since it is whole anyway. React writes it in pieces
          // of about 2 kB, and React Router's Express adapter flushes the server's compressor
          // after each piece: every flush ended a block of brotli, and a signed-in traveller's
          // home page came to 14,193 bytes at brotli 10 where the page in one piece is 13,443.
          // A client without brotli gets gzip from the server's compressor.
          const chunks: Buffer[] = []
          out.on('data', (chunk: Buffer) => chunks.push(chunk))
          out.once('error', reject)
          out.once('end', () => {
            const page = Buffer.concat(chunks)
            const brotli = pickEncoding(request.headers.get('Accept-Encoding') ?? undefined, { br: true, gzip: false }) === 'br'
            cachingHeaders(request, responseHeaders)
            if (brotli) responseHeaders.set('Content-Encoding', 'br')
            void (brotli ? brotliPage(page) : Promise.resolve(page)).then((sent) => {
              responseHeaders.set('Content-Length', String(sent.length))
              resolve(new Response(new Uint8Array(sent), { headers: responseHeaders, status: responseStatusCode }))
            }, reject)
          })
          pipe(body)
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) getRuntime().log.error({ err: error, reqId: loadContext.requestId }, 'render failed')
        },
      },
    )
    abortTimer = setTimeout(abort, streamTimeout + 1000)
  })
}

/**
 * The built-in artwork travels inside the document (app/services/inline-pictures.server.ts),
 * except on the home page: its own document already fills the first round trip of a slow
 * phone network, so its pictures are fetched after the first paint (pictures-wait.css).
 */
function inlinePictures({ staticHandlerContext: context }: EntryContext) {
  // No inliner at all there, rather than one with nothing to spend: each picture it is asked
  // about costs a look for an owner's photo on disk.
  const route = context.matches.at(-1)?.route.id
  if (route === 'routes/home') return undefined
  pictureInliner ??= createPictureInliner({ owner: getRuntime().config.imagesDir, builtIn: path.resolve('build/client/images') })
  const lang = (context.loaderData.root as { lang?: unknown } | undefined)?.lang
  const devanagariServices = route === 'routes/services-nav' && (lang === 'hi' || lang === 'mr')
  const budget = devanagariServices ? INLINE_PICTURE_BUDGET_DEVANAGARI_SERVICES : INLINE_PICTURE_BUDGET
  // A page loader takes its room in the first round trip from the pictures: those it covers
  // have its second on screen to arrive after the first paint.
  const behindLoader = getRuntime().config.loaders && route !== undefined && BEHIND_A_LOADER.has(route)
  return pictureInliner(behindLoader ? budget - LOADER_ROOM : budget)
}

/** The share of the stylesheet this page's first screen needs (the rest follows the first paint). */
function pageStyleContext({ staticHandlerContext: context }: EntryContext): PageStyleContext {
  const root = context.loaderData.root as { toast?: unknown; languageOffer?: unknown; lang?: unknown } | undefined
  return {
    routeIds: context.matches.map((match) => match.route.id),
    loaders: getRuntime().config.loaders,
    toast: Boolean(root?.toast),
    languageOffer: Boolean(root?.languageOffer),
    devanagari: root?.lang !== undefined && root.lang !== 'en',
    error: Boolean(context.errors),
  }
}

/** Loader and action failures go to the JSON log with the request id; users see a plain page. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  getRuntime().log.error(
    { err: error, reqId: (context as AppLoadContext | undefined)?.requestId, url: new URL(request.url).pathname },
    'request handler failed',
  )
}

/**
 * Every page is drawn for the visitor's cookies (a session, a flash message, the language they
 * chose), and the English home page for a first visitor's browser language too, so caches are
 * told so even where the page cache, which says the same of its copies, is not in the way: a
 * query string or a signed-in visitor. A page drawn for a session or a message is that
 * person's, and no shared cache may keep it; their own browser may, for the back button.
 */
function cachingHeaders(request: Request, headers: Headers) {
  const cookie = request.headers.get('Cookie') ?? undefined
  const language = languageVariant(new URL(request.url).pathname, cookie, undefined)
  headers.set('Vary', language !== 'own' && language.varies ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding, Cookie')
  if (PERSONAL_COOKIE.test(cookie ?? '') && !headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-cache')
}
