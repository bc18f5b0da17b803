import { createHash, timingSafeEqual } from 'node:crypto'
import type { RequestHandler } from 'express'
import client from 'prom-client'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { getMetrics } from '../app/services/metrics.server'
import type { Runtime } from '../app/services/runtime.server'

/** React Router's flat route manifest as the nested tree matchRoutes walks. */
function routeTree(routes: ServerBuild['routes']): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>()
  for (const route of Object.values(routes)) {
    if (!route) continue
    const siblings = children.get(route.parentId) ?? []
    children.set(route.parentId, siblings)
    siblings.push(route.index ? { id: route.id, path: route.path, index: true } : { id: route.id, path: route.path })
  }
  for (const siblings of children.values()) {
    for (const node of siblings) if (!node.index && children.has(node.id)) node.children = children.get(node.id)
  }
  return children.get(undefined) ?? []
}

// Paths Express answers before React Router; each is one label whatever follows the prefix.
const PREFIXES = ['/assets/', '/images/', '/api/auth/']
const EXACT = new Set(['/healthz', '/metrics', '/api/bookings'])
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * The route pattern a path belongs to (`/admin-panel/bookings/:reference`, never the
 * reference itself), so a label's values are bounded by the route table, not by what
 * visitors type. A page's data request (`/trip.data`) counts with its page.
 */
export function routeLabeller(routes: ServerBuild['routes'] | undefined): (path: string) => string {
  const tree: RouteObject[] = routes ? routeTree(routes) : []
  return (path) => {
    if (EXACT.has(path)) return path
    const prefix = PREFIXES.find((p) => path.startsWith(p))
    if (prefix) return `${prefix}*`
    const page = path === '/_root.data' ? '/' : path.replace(/\.data$/, '')
    const matches = matchRoutes(tree, page)
    if (!matches) return 'unmatched'
    const pattern = matches
      .map((m) => m.route.path ?? '')
      .filter(Boolean)
      .join('/')
    return `/${pattern}`.replace(/\/+/g, '/')
  }
}

/** Times every answer except event streams, which stay open for as long as someone watches. */
export function requestMetrics(label: (path: string) => string): RequestHandler {
  const { httpRequests } = getMetrics()
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    res.once('finish', () => {
      if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      httpRequests.observe({ method: METHODS.has(req.method) ? req.method : 'other', route: label(req.path), status: String(res.statusCode) }, seconds)
    })
    next()
  }
}

function sameToken(given: string, expected: string): boolean {
  // Digests first: timingSafeEqual needs equal lengths, and the length must not leak either.
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

/**
 * GET /metrics in Prometheus' text format. Without METRICS_TOKEN it does not exist (the
 * site's ordinary 404); with it, only a request bearing that token is answered.
 */
export function metricsEndpoint(runtime: Runtime): RequestHandler {
  const token = runtime.config.metricsToken
  const { registry } = getMetrics()
  if (token) watchProcessAndOutbox(runtime)
  return async (req, res, next) => {
    if (!token) return next()
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? ''
    if (!sameToken(given, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"')
      return res.status(401).json({ error: 'A valid bearer token is required.' })
    }
    try {
      const body = await registry.metrics()
      res.setHeader('Cache-Control', 'no-store')
      res.type(registry.contentType).send(body)
    } catch (err) {
      req.log.error({ err }, 'could not collect metrics')
      res.status(503).json({ error: 'Metrics are unavailable right now.' })
    }
  }
}

let watching = false

/** The process's own figures (event loop lag, memory, CPU) and the mail queue, read on each scrape. */
function watchProcessAndOutbox(runtime: Runtime): void {
  if (watching) return
  watching = true
  const { registry } = getMetrics()
  client.collectDefaultMetrics({ register: registry })

  let outbox: Promise<{ waiting: number; oldestSeconds: number } | undefined> | undefined
  // Both gauges come from one query, made once per scrape whichever gauge asks first.
  const readOutbox = () =>
    (outbox ??= runtime.db
      .selectFrom('outbox')
      .select((eb) => [eb.fn.countAll<number | string>().as('waiting'), eb.fn.min('createdAt').as('oldest')])
      .where('status', '=', 'pending')
      .executeTakeFirst()
      .then((row) => {
        const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined
        return { waiting: Number(row?.waiting ?? 0), oldestSeconds: oldest ? Math.max(0, (Date.now() - oldest) / 1000) : 0 }
      })
      .catch((err: unknown) => {
        runtime.log.warn({ err }, 'could not read the mail queue for the metrics')
        return undefined
      })
      .finally(() => setImmediate(() => (outbox = undefined))))

  new client.Gauge({
    name: 'yatri_outbox_waiting_mails',
    help: 'Mails queued and not yet delivered (sent or logged) nor given up on',
    registers: [registry],
    async collect() {
      const read = await readOutbox()
      if (read) this.set(read.waiting)
    },
  })
  new client.Gauge({
    name: 'yatri_outbox_oldest_waiting_seconds',
    help: 'Age of the oldest mail still waiting to be delivered; 0 when none waits',
    registers: [registry],
    async collect() {
      const read = await readOutbox()
      if (read) this.set(read.oldestSeconds)
    },
  })
}
