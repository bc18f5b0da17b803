import { EventEmitter } from 'node:events'
import type pg from 'pg'
import type { Logger } from './logger.server'

/**
 * Realtime fan-out for reviews and the admin panel. On SQLite one process serves every
 * viewer, so an in-process emitter is enough. On PostgreSQL several app instances may run,
 * so every publish goes through NOTIFY and each instance LISTENs and re-emits locally.
 */
export type Topic = 'review' | 'booking' | 'message'
export type Listener = (payload: unknown) => void

export type EventBus = {
  publish: (topic: Topic, payload: unknown) => Promise<void>
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
          const { topic, payload } = JSON.parse(msg.payload) as { topic: Topic; payload: unknown }
          emitter.emit(topic, payload)
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
      emitter.emit('reconnected')
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
      await pool.query('select pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify({ topic, payload })])
    },
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
