import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import type { LiveReview } from '~/domain/reviews'
import { createFeedback, listLiveReviews } from '~/models/feedback.server'
import { reviewFeed, type VisibilityChange } from '~/models/review-feed.server'
import { migrate, openDatabase, type DatabaseHandle } from '~/services/db.server'
import { createMemoryBus, createPostgresBus, type EventBus } from '~/services/events.server'
import { createLogger } from '~/services/logger.server'
import type { Runtime } from '~/services/runtime.server'
import { createScratchDatabase } from '../support/pg'

const log = createLogger('silent')

/** The parts of a runtime the feed uses; one per simulated app instance. */
function instance(handle: DatabaseHandle, events: EventBus): Runtime {
  return { db: handle.db, database: handle, events, log } as unknown as Runtime
}

async function addUser(handle: DatabaseHandle, name: string): Promise<string> {
  const id = randomUUID()
  const now = new Date().toISOString()
  await handle.db
    .insertInto('user')
    .values({
      id,
      name,
      email: `${id}@yatri.test`,
      emailVerified: 0,
      image: null,
      createdAt: now,
      updatedAt: now,
      role: 'user',
      mobile: '',
      address: '',
      pin: '',
      aadhaarEnc: '',
      aadhaarLast4: '',
    })
    .execute()
  return id
}

function collect(runtime: Runtime): { seen: LiveReview[]; stop: () => void } {
  const seen: LiveReview[] = []
  const stop = reviewFeed(runtime).subscribe((reviews) => seen.push(...reviews))
  return { seen, stop }
}

describe('live reviews on SQLite', () => {
  it('hands each new review to every subscriber once, in order, with the name or Anonymous', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-feed-'))
    const handle = openDatabase({ dataDir: dir, databaseUrl: undefined })
    const events = createMemoryBus()
    try {
      await migrate(handle.db)
      const runtime = instance(handle, events)
      const meera = await addUser(handle, 'Meera Joshi')
      const nameless = await addUser(handle, '  ')
      await createFeedback({ db: handle.db, events, log, userId: meera, feedback: 'Before anyone watched' })

      const a = collect(runtime)
      const b = collect(runtime)
      await new Promise((r) => setTimeout(r, 50))
      await createFeedback({ db: handle.db, events, log, userId: meera, feedback: 'First live' })
      await createFeedback({ db: handle.db, events, log, userId: nameless, feedback: '<script>alert(1)</script>' })
      await expect.poll(() => a.seen.length).toBe(2)
      await expect.poll(() => b.seen.length).toBe(2)
      expect(a.seen.map((r) => [r.name, r.feedback])).toEqual([
        ['Meera Joshi', 'First live'],
        ['Anonymous', '<script>alert(1)</script>'],
      ])
      expect(a.seen[0]!.id).toBeLessThan(a.seen[1]!.id)
      // Stored with an ISO timestamp (docs/product.md §Feedback).
      const stored = await handle.db.selectFrom('feedback').select('timestamp').execute()
      for (const row of stored) expect(new Date(row.timestamp).toISOString()).toBe(row.timestamp)
      a.stop()
      b.stop()

      // What a page renders first, and what a reconnecting stream asks for.
      const all = await listLiveReviews({ db: handle.db })
      expect(all.map((r) => r.feedback)).toEqual(['Before anyone watched', 'First live', '<script>alert(1)</script>'])
      expect((await listLiveReviews({ db: handle.db, afterId: all[1]!.id })).map((r) => r.feedback)).toEqual(['<script>alert(1)</script>'])
      expect((await listLiveReviews({ db: handle.db, limit: 2 })).map((r) => r.feedback)).toEqual(['First live', '<script>alert(1)</script>'])
    } finally {
      await events.close()
      await handle.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('live reviews after a listener outage', () => {
  it('pass on every review hidden or deleted while the notices could not arrive, the newest included', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-feed-'))
    const handle = openDatabase({ dataDir: dir, databaseUrl: undefined })
    // A bus whose listener outage the test can end, as the PostgreSQL listener's reconnect does.
    const emitter = new EventEmitter()
    const events: EventBus = {
      publish: async (topic, payload) => void emitter.emit(topic, payload),
      subscribe: (topic, listener) => {
        emitter.on(topic, listener)
        return () => emitter.off(topic, listener)
      },
      close: async () => void emitter.removeAllListeners(),
    }
    try {
      await migrate(handle.db)
      const writer = await addUser(handle, 'Meera Joshi')
      const ids: number[] = []
      for (const feedback of ['Oldest', 'Middle', 'Kept', 'Newest'])
        ids.push((await createFeedback({ db: handle.db, events, log, userId: writer, feedback })).id)
      const changes: VisibilityChange[] = []
      const seen: LiveReview[] = []
      const stop = reviewFeed(instance(handle, events)).subscribe(
        (reviews) => seen.push(...reviews),
        (change) => changes.push(change),
      )
      await createFeedback({ db: handle.db, events, log, userId: writer, feedback: 'While watched' })
      await expect.poll(() => seen.length).toBe(1)

      // Written while the notices were lost: one review hidden, two deleted with their account.
      const [oldest, middle, , newest] = ids as [number, number, number, number]
      await handle.db.updateTable('feedback').set({ hidden: 1 }).where('id', '=', middle).execute()
      await handle.db.deleteFrom('feedback').where('id', 'in', [oldest, newest]).execute()
      emitter.emit('reconnected')

      await expect.poll(() => changes.length).toBe(1)
      expect(changes[0]!.hidden.sort((a, b) => a - b)).toEqual([oldest, middle, newest])
      stop()
    } finally {
      await events.close()
      await handle.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('live reviews across two instances on PostgreSQL', () => {
  it('a review posted through one instance reaches the other, none lost or repeated under concurrency', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_feed')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-feed-pg-'))
    const one = openDatabase({ dataDir: dir, databaseUrl: scratch.url })
    const two = openDatabase({ dataDir: dir, databaseUrl: scratch.url })
    const buses: EventBus[] = []
    try {
      await migrate(one.db)
      buses.push(await createPostgresBus(one.pool!, log), await createPostgresBus(two.pool!, log))
      const [busOne, busTwo] = buses as [EventBus, EventBus]
      const viewer = collect(instance(two, busTwo))
      await new Promise((r) => setTimeout(r, 100))
      const userOne = await addUser(one, 'Ravi Kumar')
      const userTwo = await addUser(two, 'Sneha Gaikwad')

      // Writers on both instances at once: ids must still reach the viewer in commit order.
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          i % 2 === 0
            ? createFeedback({ db: one.db, events: busOne, log, userId: userOne, feedback: `review ${i}` })
            : createFeedback({ db: two.db, events: busTwo, log, userId: userTwo, feedback: `review ${i}` }),
        ),
      )
      await expect.poll(() => viewer.seen.length, { timeout: 5000 }).toBe(40)
      await new Promise((r) => setTimeout(r, 300))
      expect(viewer.seen).toHaveLength(40)
      const ids = viewer.seen.map((r) => r.id)
      expect([...ids].sort((x, y) => x - y)).toEqual(ids)
      expect(new Set(viewer.seen.map((r) => r.feedback)).size).toBe(40)
      viewer.stop()
    } finally {
      await Promise.all(buses.map((b) => b.close()))
      await one.close()
      await two.close()
      await scratch.drop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL listener when the server ends its connection', () => {
  const endListener = (admin: pg.Pool, database: string) =>
    admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'listening' and query like 'LISTEN%'`, [
      database,
    ])

  it('listens again and delivers what is published after, and a closed bus stays quiet', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_listen')
    const database = new URL(scratch.url).pathname.slice(1)
    // Opened as the app opens its database: pg-pool reports an error on a connection it is
    // already ending (the server's goodbye can arrive before the socket shuts) to the pool's
    // own listeners, which a bare pg.Pool lacks, so it would throw where the app never does.
    const listeningUrl = new URL(scratch.url)
    listeningUrl.searchParams.set('application_name', 'listening')
    const listening = openDatabase({ dataDir: '', databaseUrl: listeningUrl.toString() })
    const publishing = new pg.Pool({ connectionString: scratch.url })
    const admin = new pg.Pool({ connectionString: scratch.url })
    const uncaught: unknown[] = []
    const onUncaught = (error: unknown) => uncaught.push(error)
    process.on('uncaughtException', onUncaught)
    try {
      const bus = await createPostgresBus(listening.pool!, log)
      const sender = await createPostgresBus(publishing, log)
      let reconnects = 0
      const seen: unknown[] = []
      bus.subscribe('reconnected', () => reconnects++)
      bus.subscribe('review', (payload) => seen.push(payload))

      expect((await endListener(admin, database)).rowCount).toBe(1)
      await expect.poll(() => reconnects, { timeout: 5000 }).toBe(1)
      await sender.publish('review', { id: 7 })
      await expect.poll(() => seen, { timeout: 5000 }).toEqual([{ id: 7 }])

      // Closed, then its connection ended by the server before it is gone: nothing may throw.
      await bus.close()
      await endListener(admin, database)
      await sender.close()
      await new Promise((r) => setTimeout(r, 1500))
      expect(reconnects).toBe(1)
      expect(uncaught).toEqual([])
    } finally {
      process.off('uncaughtException', onUncaught)
      await Promise.all([listening.close(), publishing.end(), admin.end()])
      await scratch.drop()
    }
  })
})

describe('the PostgreSQL listener given back to its pool', () => {
  /**
   * A server's goodbye can reach a connection the bus has just given back (close() does
   * not wait for the socket to shut, and a forced DROP DATABASE ends it meanwhile); that
   * timing cannot be had on demand from a real server, so the connection here is a stand-in
   * that, like pg-pool, throws when given back twice.
   */
  function poolOfOne() {
    const connections: (EventEmitter & { released: number })[] = []
    const pool = {
      connect: async () => {
        const c = Object.assign(new EventEmitter(), {
          released: 0,
          query: async () => ({ rows: [] }),
          release: () => {
            if (c.released++) throw new Error('Release called on client which has already been released to the pool.')
          },
        })
        connections.push(c)
        return c
      },
    }
    return { pool: pool as unknown as pg.Pool, connections }
  }

  it('gives a connection back once, however many errors follow it', async () => {
    const { pool, connections } = poolOfOne()
    const bus = await createPostgresBus(pool, log)
    const [first] = connections
    first!.emit('error', new Error('terminating connection due to administrator command'))
    first!.emit('error', new Error('Connection terminated unexpectedly'))
    expect(first!.released).toBe(1)

    await expect.poll(() => connections.length, { timeout: 3000 }).toBe(2)
    await bus.close()
    connections[1]!.emit('error', new Error('terminating connection due to administrator command'))
    expect(connections.map((c) => c.released)).toEqual([1, 1])
    await new Promise((r) => setTimeout(r, 1200))
    expect(connections).toHaveLength(2)
  })
})
