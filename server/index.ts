import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Server } from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express'
import helmet from 'helmet'
import { pinoHttp } from 'pino-http'
import type { ServerBuild } from 'react-router'
import { todayIn } from '../app/domain/dates'
import { PUBLIC_PATHS } from '../app/domain/seo'
import { LANGUAGES, localePath } from '../app/i18n/languages'
import { languageVariant } from '../app/services/language.server'
import { ConfigError, loadConfig } from '../app/services/config.server'
import { resolveImage } from '../app/services/images.server'
import { createLogger } from '../app/services/logger.server'
import { drainRuntime, isHealthy, startRuntime, stopRuntime } from '../app/services/runtime.server'
import { apiHeaders, postBooking } from './bookings'
import { metricsEndpoint, requestMetrics, routeLabeller } from './metrics'
import { startServices } from './start-services'
import { openerPolicy, sessionToken, sharedHeaders } from './security-headers'
import { messageFiles } from './messages'
import { createPageCache } from './page-cache'
import { clientFiles, hashedAssets } from './static-files'

const DEV = process.argv.includes('--dev')
const SHUTDOWN_GRACE_MS = 4000
// After SIGTERM the listener stays open this long. A request already sent may still sit in
// the kernel's accept queue, or be unread on a just-accepted connection (which Node counts
// as idle); closing at once would reset it. Meanwhile every answer says Connection: close.
const ACCEPT_GRACE_MS = 500
// How long an idle keep-alive connection stays open. A client that does not expire its idle
// connections itself (Playwright's request API, many scripts) may send a request on one at
// the moment the server closes it, and gets a reset instead of an answer; Node's 5 s made
// that likely between two steps of one visit. Proxies give their connections up sooner
// (docs/operations.md), and browsers retry on a reset connection anyway.
const KEEP_ALIVE_MS = 65_000
const MAX_BODY_BYTES = 64 * 1024
// Public pages are the same for everyone not signed in (server/page-cache.ts). What they show
// that can change, the live reviews, clears the cache at once: a new review, one the owner
// hides or shows, one that goes with its writer's account. So a copy can last: on a quiet site
// most visitors come minutes apart, and with a minute's life each waited for a render of its
// own. This bounds only what a lost notice could leave (PostgreSQL's listener clears the
// cache after it reconnects), and an open page's reviews section catches up by itself.
const CACHED_PAGES = [...PUBLIC_PATHS, '/carlist', '/contact', '/about', '/NavComponent', '/loading-page'].flatMap((path) =>
  LANGUAGES.map((lang) => localePath(lang, path)),
)
const PAGE_CACHE_TTL_MS = 15 * 60_000
/** The cached pages that carry the live reviews in their document. */
const REVIEW_PAGES: ReadonlySet<string> = new Set(LANGUAGES.map((lang) => localePath(lang, '/reviews')))

/** Bodies are small forms and JSON; refuse anything large before a handler buffers it. */
const refuseLargeBodies: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.path.startsWith('/api/auth/')) return next()
  const length = Number(req.headers['content-length'] ?? 0)
  if (req.headers['transfer-encoding'] && !req.headers['content-length']) {
    return res.status(411).json({ error: 'Please send the request with a Content-Length.' })
  }
  if (length > MAX_BODY_BYTES) return res.status(413).json({ error: 'The request is too large.' })
  next()
}

async function main() {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const log = createLogger(config.logLevel)

  let runtime
  try {
    runtime = await startRuntime({ config, log })
    if (config.clockOffsetMs !== 0) log.warn({ clockOffsetMs: config.clockOffsetMs }, 'TEST_HOOKS: the business calendar runs on a test clock')
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    log.fatal({ err: error }, 'could not open the database')
    console.error(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
  await startServices(runtime)

  let stopping = false
  const app = express()
  app.disable('x-powered-by')
  // Who may tell us the client's address (X-Forwarded-For): rate limits count per client, so
  // believing everyone lets a script pick its own bucket, and believing nobody behind a load
  // balancer makes every visitor one client (TRUST_PROXY, docs/operations.md).
  app.set('trust proxy', config.trustProxy)

  // Route patterns come from the build, loaded further down; until then nothing is answered.
  let labelRoute = routeLabeller(undefined)
  app.use(requestMetrics((path) => labelRoute(path)))

  app.use((_req, res, next) => {
    if (stopping) res.setHeader('Connection', 'close')
    next()
  })

  const clientDir = path.resolve(DEV ? 'public' : 'build/client')
  // The hashed build files, with only the headers a script or stylesheet needs, and the rest of
  // the stylesheet for each page's share (static-files.ts). The development server inlines
  // every style and links no rest.
  if (!DEV) app.use(hashedAssets(clientDir, (await import('../app/styles/page-styles.server')).restOfSheet))

  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const id = randomUUID()
        res.setHeader('X-Request-Id', id)
        return id
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/metrics' || (req.url ?? '').startsWith('/assets/') },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url?.split('?')[0] }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  )

  // Bookings skip what only pages need (a script nonce, a CSP built around it, compression
  // of answers far below its threshold); that was a tenth of a booking's CPU in a rush. The
  // JSON gets the same headers otherwise, with a CSP that allows nothing (server/bookings.ts).
  app.all('/api/bookings', refuseLargeBodies, apiHeaders(config.secureCookies), postBooking)

  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64')
    next()
  })
  app.use(
    helmet({
      ...sharedHeaders(config.secureCookies),
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, ...(DEV ? ["'unsafe-eval'"] : [])],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https:'],
          // Fonts and fetches fall back to default-src 'self'; the development server's live reload needs ws:.
          ...(DEV ? { 'connect-src': ["'self'", 'ws:'] } : {}),
          // The sign-in issuer too: before the scripts run, "Sign in with Google" is a plain
          // post that the server redirects there (an http issuer is not covered by https:).
          'form-action': ["'self'", 'https:', ...(config.google ? [new URL(config.google.discoveryUrl).origin] : [])],
          'frame-ancestors': ["'none'"],
          'base-uri': ["'self'"],
          'object-src': ["'none'"],
          ...(config.secureCookies ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
    }),
  )
  app.use(openerPolicy())
  app.use(
    compression({
      // Brotli's default 4 MB window is set up afresh for every response and cost more CPU
      // than rendering the page; our responses are far smaller than 256 kB, so the output is
      // the same. Quality 5 rather than 4: 6-10 % fewer bytes for half a millisecond. Pages
      // come compressed already, whole (app/entry.server.tsx), unless the client lacks brotli.
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
      filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
    }),
  )

  app.use(refuseLargeBodies)

  app.get('/healthz', async (_req, res) => {
    // A load balancer stops sending new visitors here during the shutdown grace.
    if (stopping) return res.status(503).json({ status: 'shutting down' })
    const ok = await isHealthy()
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'database unavailable' })
  })

  app.get('/metrics', metricsEndpoint(runtime))
  app.get(/^\/i18n\//, messageFiles)

  app.get(/^\/images\/.+/, (req, res, next) => {
    const file = resolveImage(req.path.slice('/images'.length), {
      owner: config.imagesDir,
      builtIn: path.join(clientDir, 'images'),
    })
    if (!file) return next()
    res.sendFile(file, { maxAge: '1d', headers: { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" } })
  })

  let build: ServerBuild | (() => Promise<ServerBuild>)
  if (DEV) {
    const vite = await import('vite')
    const viteServer = await vite.createServer({ server: { middlewareMode: true } })
    app.use(viteServer.middlewares)
    build = () => viteServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
  } else {
    app.use(clientFiles(clientDir))
    // Resolved by React Router's Vite plugin when it builds this file (vite.config.ts).
    build = await import('virtual:react-router/server-build')
    labelRoute = routeLabeller(build.routes)
  }

  // Which session a page or its data was rendered for, as an opaque tag: the service worker
  // drops every page it saved when the tag changes, so a phone shared by two travellers never
  // shows one the other's trips (docs/decisions/0015-offline.md). No session, no header.
  app.use((req, res, next) => {
    const token = sessionToken(req.headers.cookie)
    if (token) res.setHeader('X-Yatri-Session', createHash('sha256').update(token).digest('base64url').slice(0, 22))
    next()
  })

  const { mountAuth } = await import('../app/services/auth-routes.server')
  mountAuth(app)

  if (!DEV) {
    const pageCache = createPageCache({
      build: build as ServerBuild,
      paths: CACHED_PAGES,
      variant: () => todayIn(config.timeZone),
      ttlMs: PAGE_CACHE_TTL_MS,
      origin: config.publicUrl,
      onError: (err, page) => log.error({ err, page }, 'could not render a page for the page cache'),
      // Someone who chose Hindi or Marathi is sent from an English address to theirs, which is
      // not shared; a first visit to the home page may be offered the browser's language, and
      // each offer has its copy.
      language: (req) => languageVariant(req.path, req.headers.cookie, req.headers['accept-language']),
    })
    // A new review shows on the reviews pages, and a hidden one leaves them; on PostgreSQL a
    // reconnect may have missed some announcements. The home page loads its reviews in the
    // browser, so its copies stay.
    for (const topic of ['review', 'review-visibility', 'reconnected'] as const) runtime.events.subscribe(topic, () => pageCache.invalidate(REVIEW_PAGES))
    app.use(pageCache.middleware)
  }

  app.all(
    /.*/,
    createRequestHandler({
      build,
      mode: DEV ? 'development' : 'production',
      getLoadContext: (req: Request, res: Response) => ({
        cspNonce: res.locals.cspNonce as string,
        requestId: String(req.id as string),
        // The visitor's address; behind a trusted proxy (TRUST_PROXY), taken from X-Forwarded-For.
        clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        // Work a request starts but must not be timed with (docs/product.md §Recovery: the
        // forgot-password answer may not tell a known address from an unknown one).
        afterResponse: (task: () => void) => void res.once('close', task),
        dataRequest: req.path.endsWith('.data'),
      }),
    }),
  )

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    req.log.error({ err }, 'request failed')
    if (res.headersSent) return res.end()
    res
      .status(500)
      .type('text/plain')
      .send(`Something went wrong on our side. Please try again. (Reference: ${typeof req.id === 'string' ? req.id : ''})`)
  }
  app.use(onError)

  const server: Server = app.listen(config.port, config.host, () => {
    log.info({ port: config.port, database: runtime.database.dialect, url: config.publicUrl }, 'Yatri is listening')
  })
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(error.code === 'EADDRINUSE' ? `PORT ${config.port} is already in use` : error.message)
    process.exit(1)
  })

  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    log.info({ signal }, 'shutting down')
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS)
    force.unref()
    await new Promise((resolve) => setTimeout(resolve, ACCEPT_GRACE_MS))
    // Server-sent event streams never finish on their own: end them now, but keep the
    // database open until ordinary in-flight requests have finished.
    drainRuntime()
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
    })
    await stopRuntime()
    log.info('stopped')
    log.flush()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

void main()
