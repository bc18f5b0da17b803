import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { getRuntime, type Runtime } from './runtime.server'

export type RateLimitRule = {
  /** Namespace of the counter, e.g. "contact-ip". */
  name: string
  points: number
  durationSeconds: number
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Created lazily and kept per runtime: one counter set per rule. */
const limiters = new WeakMap<Runtime, Map<string, Promise<RateLimiterAbstract>>>()

function createLimiter(runtime: Runtime, rule: RateLimitRule): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds }
  const pool = runtime.database.pool
  // SQLite means one process, so memory is the whole truth. With PostgreSQL several app
  // instances share the counters through the database; the library owns its small table.
  if (!pool) return Promise.resolve(new RateLimiterMemory(options))
  return new Promise((resolve, reject) => {
    const limiter = new RateLimiterPostgres(
      {
        ...options,
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limit_counter',
        // While the database is unreachable each instance still limits on its own.
        insuranceLimiter: new RateLimiterMemory(options),
      },
      (error?: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(limiter)),
    )
  })
}

function limiterFor(rule: RateLimitRule): Promise<RateLimiterAbstract> {
  const runtime = getRuntime()
  let byRule = limiters.get(runtime)
  if (!byRule) {
    byRule = new Map()
    limiters.set(runtime, byRule)
  }
  const id = `${rule.name}:${rule.points}:${rule.durationSeconds}`
  let limiter = byRule.get(id)
  if (!limiter) {
    limiter = createLimiter(runtime, rule)
    // A failed creation (database down at that moment) is retried on the next request.
    limiter.catch(() => byRule.delete(id))
    byRule.set(id, limiter)
  }
  return limiter
}

/** Counts one request against `key` under `rule`. */
export async function consumeRateLimit(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  const limiter = await limiterFor(rule)
  try {
    await limiter.consume(key)
    return { allowed: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    }
    throw rejection
  }
}
