import type { Config } from './config.server'
import { migrate, openDatabase, ping, type DatabaseHandle, type DB } from './db.server'
import { createMemoryBus, createPostgresBus, type EventBus } from './events.server'
import type { Logger } from './logger.server'

/**
 * Everything with a lifetime (database, event bus, workers) is created once at start and
 * kept on globalThis: the Node entry and the route modules are bundled separately, and both
 * must see the same instances.
 */
export type Runtime = {
  config: Config
  log: Logger
  database: DatabaseHandle
  db: DB
  events: EventBus
  /** Aborted when shutdown begins, so long-lived streams end and let the server close. */
  draining: AbortSignal
  /** Stop hooks registered by services (workers, listeners), run in reverse order. */
  onStop: (hook: () => Promise<void> | void) => void
}

type Holder = { runtime?: Runtime; drain?: AbortController; stops: Array<() => Promise<void> | void> }
const KEY = Symbol.for('yatri.runtime')
const holder = ((globalThis as Record<symbol, unknown>)[KEY] ??= { stops: [] }) as Holder

export async function startRuntime({ config, log }: { config: Config; log: Logger }): Promise<Runtime> {
  if (holder.runtime) return holder.runtime
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  try {
    const applied = await migrate(database.db)
    if (applied.length) log.info({ migrations: applied }, 'database migrated')
  } catch (error) {
    await database.close()
    throw error
  }
  const events = database.pool ? await createPostgresBus(database.pool, log) : createMemoryBus()
  holder.stops = [() => database.close(), () => events.close()]
  holder.drain = new AbortController()
  const runtime: Runtime = {
    draining: holder.drain.signal,
    config,
    log,
    database,
    db: database.db,
    events,
    onStop: (hook) => {
      holder.stops.push(hook)
    },
  }
  holder.runtime = runtime
  return runtime
}

export function getRuntime(): Runtime {
  if (!holder.runtime) throw new Error('The runtime has not been started')
  return holder.runtime
}

/** The runtime if it has been started; code that also runs without one (models under test) asks this. */
export function findRuntime(): Runtime | undefined {
  return holder.runtime
}

export function drainRuntime(): void {
  holder.drain?.abort()
}

export async function stopRuntime(): Promise<void> {
  drainRuntime()
  const stops = holder.stops.reverse()
  holder.stops = []
  holder.runtime = undefined
  for (const stop of stops) await stop()
}

export async function isHealthy(): Promise<boolean> {
  try {
    await ping(getRuntime().db)
    return true
  } catch {
    return false
  }
}
