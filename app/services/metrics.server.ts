import client from 'prom-client'

/**
 * What `GET /metrics` reports (docs/operations.md §Monitor; docs/decisions/0017-metrics.md).
 * The registry is kept on globalThis like the runtime: the Node entry and the route modules
 * may be loaded as separate modules (in development), and both must count into one registry.
 */
function createMetrics() {
  const registry = new client.Registry()
  return {
    registry,
    httpRequests: new client.Histogram({
      name: 'yatri_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status (event streams are not timed: see yatri_live_viewers)',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    bookingsCreated: new client.Counter({
      name: 'yatri_bookings_created_total',
      help: 'Bookings saved, by where they came from (site or owner); a retried request that found its booking already saved is not counted',
      labelNames: ['source'] as const,
      registers: [registry],
    }),
    mailsFailed: new client.Counter({
      name: 'yatri_mails_failed_total',
      help: 'Mails given up on (marked failed) after their last attempt, or because no template could render them',
      registers: [registry],
    }),
    liveViewers: new client.Gauge({
      name: 'yatri_live_viewers',
      help: 'Open live-update (server-sent event) streams on this instance, by stream',
      labelNames: ['stream'] as const,
      registers: [registry],
    }),
    databaseErrors: new client.Counter({
      name: 'yatri_database_errors_total',
      help: 'Database queries that failed, and lost connections: constraint (a duplicate or missing row the code expects to meet now and then), connection, other',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>

const KEY = Symbol.for('yatri.metrics')

export function getMetrics(): Metrics {
  const store = globalThis as Record<symbol, unknown>
  return (store[KEY] ??= createMetrics()) as Metrics
}

/** One failed query or lost connection, sorted so that an alert can ignore the expected kind. */
export function countDatabaseError(error: unknown): void {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown }
  const text = typeof code === 'string' ? code : ''
  const lost = typeof message === 'string' && /connection terminated|timeout exceeded when trying to connect/i.test(message)
  // PostgreSQL class 23 is integrity constraint violations; class 08 and 57P are connection
  // failures and shutdowns; better-sqlite3 names SQLITE_CONSTRAINT_* codes.
  const kind =
    /^23/.test(text) || text.startsWith('SQLITE_CONSTRAINT')
      ? 'constraint'
      : lost || /^(08|57P)/.test(text) || ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(text)
        ? 'connection'
        : 'other'
  getMetrics().databaseErrors.inc({ kind })
}
