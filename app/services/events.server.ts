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
  // The owner hid or showed a review; the payload is its id, the database says which.
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
  /**
   * On PostgreSQL, the arguments of `pg_notify` that publish this from inside a statement:
   * PostgreSQL delivers it when that statement's transaction commits, and never if it rolls
   * back. Undefined on the in-process bus.
   */
  notifyArgs?: (topic: PublishedTopic, payload: unknown) => [channel: string, message: string]
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

const notifyArgs = (topic: PublishedTopic, payload: unknown): [string, string] => [PG_CHANNEL, JSON.stringify({ topic, payload })]

export async function createPostgresBus(pool: pg.Pool, log: Logger): Promise<EventBus> {
  const emitter = localEmitter()
  let client: pg.PoolClient | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const connect = async (): Promise<void> => {
    try {
      const c = await pool.connect()
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
        log.warn({ err: error }, 'event listener connection lost; reconnecting')
        c.release(true)
        client = undefined
        scheduleReconnect()
      })
      await c.query(`LISTEN ${PG_CHANNEL}`)
      client = c
      // Viewers may have missed events while the connection was down; they catch up on reconnect.
      emitter.emit('reconnected' satisfies Topic)
    } catch (error) {
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
    publish: async (topic, payload) => {
      await pool.query({ name: 'publish', text: 'select pg_notify($1, $2)', values: notifyArgs(topic, payload) })
    },
    notifyArgs,
    subscribe: (topic, listener) => {
      emitter.on(topic, listener)
      return () => emitter.off(topic, listener)
    },
    close: async () => {
      closed = true
      if (retry) clearTimeout(retry)
      emitter.removeAllListeners()
      if (client) {
        client.release(true)
        client = undefined
      }
    },
  }
}
