import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createFeedback, listLiveReviews, listReviewsForModeration, setReviewHidden } from '~/models/feedback.server'
import { reviewFeed, type VisibilityChange } from '~/models/review-feed.server'
import { migrate, openDatabase, type DatabaseHandle } from '~/services/db.server'
import { createMemoryBus, createPostgresBus, type EventBus } from '~/services/events.server'
import { createLogger } from '~/services/logger.server'
import type { Runtime } from '~/services/runtime.server'
import { createScratchDatabase } from '../support/pg'

const log = createLogger('silent')

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

/** What an open reviews section is told: hides and shows, in order. */
function watch(runtime: Runtime): { changes: VisibilityChange[]; stop: () => void } {
  const changes: VisibilityChange[] = []
  const stop = reviewFeed(runtime).subscribe(
    () => {},
    (change) => changes.push(change),
  )
  return { changes, stop }
}

const texts = async (handle: DatabaseHandle) => (await listLiveReviews({ db: handle.db })).map((r) => r.feedback)

describe('review moderation on SQLite', () => {
  it('existing reviews stay shown after the upgrade; a hidden review leaves the live list and open sections, Show brings it back', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-moderation-'))
    const handle = openDatabase({ dataDir: dir, databaseUrl: undefined })
    const events = createMemoryBus()
    try {
      // A database made before moderation existed.
      await migrate(handle.db, { upTo: '0002-outbox-payload' })
      const meera = await addUser(handle, 'Meera Joshi')
      await createFeedback({ db: handle.db, events, log, userId: meera, feedback: 'Lovely trip to Lonavala' })
      await migrate(handle.db)
      expect(await texts(handle)).toEqual(['Lovely trip to Lonavala'])

      const rude = await createFeedback({ db: handle.db, events, log, userId: meera, feedback: 'Rude words here' })
      const viewer = watch(instance(handle, events))
      await new Promise((r) => setTimeout(r, 50))

      expect(await setReviewHidden({ db: handle.db, events, log, id: rude.id, hidden: true })).toBe(true)
      expect(await texts(handle)).toEqual(['Lovely trip to Lonavala'])
      await expect.poll(() => viewer.changes).toEqual([{ hidden: [rude.id], shown: [] }])
      // The owner still sees it, marked hidden.
      expect((await listReviewsForModeration({ db: handle.db })).map((r) => [r.feedback, r.hidden])).toEqual([
        ['Rude words here', true],
        ['Lovely trip to Lonavala', false],
      ])

      expect(await setReviewHidden({ db: handle.db, events, log, id: rude.id, hidden: false })).toBe(true)
      expect(await texts(handle)).toEqual(['Lovely trip to Lonavala', 'Rude words here'])
      await expect.poll(() => viewer.changes.length).toBe(2)
      expect(viewer.changes[1]).toEqual({ hidden: [], shown: [expect.objectContaining({ id: rude.id, name: 'Meera Joshi', feedback: 'Rude words here' })] })

      // No such review: nothing changes, nobody is told.
      expect(await setReviewHidden({ db: handle.db, events, log, id: rude.id + 100, hidden: true })).toBe(false)
      await new Promise((r) => setTimeout(r, 50))
      expect(viewer.changes).toHaveLength(2)
      expect(await texts(handle)).toEqual(['Lovely trip to Lonavala', 'Rude words here'])
      viewer.stop()
    } finally {
      await events.close()
      await handle.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('review moderation across two instances on PostgreSQL', () => {
  it('hiding through one instance reaches an open section on the other, and Show brings it back there', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_moderation')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-moderation-pg-'))
    const one = openDatabase({ dataDir: dir, databaseUrl: scratch.url })
    const two = openDatabase({ dataDir: dir, databaseUrl: scratch.url })
    const buses: EventBus[] = []
    try {
      await migrate(one.db, { upTo: '0002-outbox-payload' })
      const ravi = await addUser(one, 'Ravi Kumar')
      const before = await one.db
        .insertInto('feedback')
        .values({ userId: ravi, feedback: 'Written before the upgrade', timestamp: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow()
      await migrate(one.db)
      buses.push(await createPostgresBus(one.pool!, log), await createPostgresBus(two.pool!, log))
      const [busOne, busTwo] = buses as [EventBus, EventBus]
      expect(await texts(two)).toEqual(['Written before the upgrade'])

      const rude = await createFeedback({ db: one.db, events: busOne, log, userId: ravi, feedback: 'Rude words here' })
      const viewer = watch(instance(two, busTwo))
      await new Promise((r) => setTimeout(r, 100))

      expect(await setReviewHidden({ db: one.db, events: busOne, log, id: rude.id, hidden: true })).toBe(true)
      await expect.poll(() => viewer.changes, { timeout: 5000 }).toEqual([{ hidden: [rude.id], shown: [] }])
      expect(await texts(two)).toEqual(['Written before the upgrade'])

      expect(await setReviewHidden({ db: one.db, events: busOne, log, id: rude.id, hidden: false })).toBe(true)
      await expect.poll(() => viewer.changes.length, { timeout: 5000 }).toBe(2)
      expect(viewer.changes[1]?.shown.map((r) => r.feedback)).toEqual(['Rude words here'])
      expect(await texts(two)).toEqual(['Written before the upgrade', 'Rude words here'])
      expect(Number(before.id)).toBeLessThan(rude.id)
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
