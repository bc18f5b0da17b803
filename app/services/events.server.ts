import { EventEmitter } from 'node:events'
import type pg from 'pg'
import { z } from 'zod'
import type { Logger } from './logger.server'

/**
 * Realtime fan-out for reviews and the admin panel. On SQLite one process serves every
 * viewer, so an in-process emitter is enough. On PostgreSQL several app instances may run,
 * so every publish goes through NOTIFY and each instance LISTENs and re-emits locally.
 */
const PUBLISHED_TOPICS = [
  'review',
  // The owner hid or showed a review, or it went with its writer's account; the payload is
  // its id, the database says which.
  'review-visibility',
  'booking',
  'booking-moved',
  // A traveller signed up.
  'user',
  'message',
  // An account mail (reset, verification) was queued after the library's transaction.
  'account-mail',
] as const
/** What a write announces after its commit. */
export type PublishedTopic = (typeof PUBLISHED_TOPICS)[number]
/**
 * What a listener may follow: the published topics, and 'reconnected', emitted locally by the
 * PostgreSQL listener after it reconnects, since notifications may have been missed meanwhile.
 */
export type Topic = PublishedTopic | 'reconnected'
export type Listener = (payload: unknown) => void

const notificationSchema = z.object({ topic: z.enum(PUBLISHED_TOPICS), payload: z.unknown() })

export type EventBus = {
  publish: (topic: PublishedTopic, payload: unknown) => Promise<void>
  subscribe: (topic: Topic, listener: Listener) => () => void
  close: () => Promise<void>
}

const PG_CHANNEL = 'yatri_events'

function localEmitter() {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return emitter
}

export function createMemoryBus(): EventBus {
  const emitter = localEmitter()
  return {
    publish: async (topic, payload) => {
      emitter.emit(topic, payload)
    },
    subscribe: (topic, listener) => {
      emitter.on(topic, listener)
      return () => emitter.off(topic, listener)
    },
    close: async () => {
      emitter.removeAllListeners()
    },
  }
}

/** More notifications than this wait for the next transaction. */
const NOTIFY_GROUP_MAX = 64

/**
 * Publishing on PostgreSQL, in groups: the notifications asked for while one NOTIFY
 * transaction is under way go together in the next, each still delivered on its own. A
 * transaction that notifies holds a cluster-wide lock until its commit is on disk, so
 * notifying transactions commit one at a time; one per booking in a rush queued every
 * booking behind that lock (docs/decisions/0019-postgres-booking-statement.md). Each
 * caller is answered once its notification is committed, as before. PostgreSQL drops a
 * notification identical to another in the same transaction; listeners read the database
 * again on each one, so the second would tell them nothing new.
 */
function notifier(pool: pg.Pool): EventBus['publish'] {
  type Waiting = { message: string; resolve: () => void; reject: (error: unknown) => void }
  let waiting: Waiting[] = []
  let sending = false
  const send = async () => {
    sending = true
    while (waiting.length) {
      const group = waiting.slice(0, NOTIFY_GROUP_MAX)
      waiting = waiting.slice(group.length)
      // One text per group size, so each is prepared once per connection.
      const text = `select ${group.map((_, i) => `pg_notify($1, $${i + 2})`).join(', ')}`
      try {
        await pool.query({ name: `publish-${group.length}`, text, values: [PG_CHANNEL, ...group.map((w) => w.message)] })
        for (const w of group) w.resolve()
      } catch (error) {
        for (const w of group) w.reject(error)
      }
    }
    sending = false
  }
  return (topic, payload) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ message: JSON.stringify({ topic, payload }), resolve, reject })
      if (!sending) void send()
    })
}

export async function createPostgresBus(pool: pg.Pool, log: Logger): Promise<EventBus> {
  const emitter = localEmitter()
  let client: pg.PoolClient | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  // A connection is given back once only: close() and a late error on the same connection
  // (the server ending it as the pool shuts down) would otherwise both release it, which
  // pg-pool throws on.
  const released = new WeakSet<pg.PoolClient>()
  const drop = (c: pg.PoolClient) => {
    if (client === c) client = undefined
    if (released.has(c)) return
    released.add(c)
    c.release(true)
  }

  const connect = async (): Promise<void> => {
    let c: pg.PoolClient | undefined
    try {
      c = await pool.connect()
      const connection = c
      c.on('notification', (msg) => {
        if (msg.channel !== PG_CHANNEL || !msg.payload) return
        try {
          const notification = notificationSchema.safeParse(JSON.parse(msg.payload))
          if (!notification.success) return log.warn({ notification: msg.payload.slice(0, 200) }, 'ignoring a notification of no known topic')
          emitter.emit(notification.data.topic, notification.data.payload)
        } catch (error) {
          log.warn({ err: error }, 'ignoring malformed notification')
        }
      })
      c.on('error', (error) => {
        if (released.has(connection)) return
        log.warn({ err: error }, 'event listener connection lost; reconnecting')
        drop(connection)
        scheduleReconnect()
      })
      await c.query(`LISTEN ${PG_CHANNEL}`)
      if (closed) return drop(c)
      client = c
      // Viewers may have missed events while the connection was down; they catch up on reconnect.
      emitter.emit('reconnected' satisfies Topic)
    } catch (error) {
      if (c) drop(c)
      if (closed) return
      log.warn({ err: error }, 'event listener could not connect; retrying')
      scheduleReconnect()
    }
  }
  const scheduleReconnect = () => {
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, 1000)
    retry.unref()
  }
  await connect()

  return {
    publish: notifier(pool),
    subscribe: (topic, listener) => {
      emitter.on(topic, listener)
      return () => emitter.off(topic, listener)
    },
    close: async () => {
      closed = true
      if (retry) clearTimeout(retry)
      emitter.removeAllListeners()
      if (client) drop(client)
    },
  }
}
