import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { DatabaseLockedError, migrate, openDatabase, type DatabaseHandle } from '~/services/db.server'
import { createScratchDatabase } from '../support/pg'

const TABLES = ['account', 'booking', 'bookingEvent', 'contactMessage', 'feedback', 'outbox', 'rateLimit', 'session', 'user', 'verification']

const targets: Array<{ name: string; open: () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> }> = [
  {
    name: 'sqlite',
    open: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-db-'))
      const handle = openDatabase({ dataDir: dir, databaseUrl: undefined })
      return { handle, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) }
    },
  },
]
if (process.env.TEST_DATABASE_URL) {
  targets.push({
    name: 'postgres',
    open: async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_it')
      const handle = openDatabase({ dataDir: os.tmpdir(), databaseUrl: scratch.url })
      return { handle, cleanup: scratch.drop }
    },
  })
}

describe.each(targets)('migrations on $name', ({ open }) => {
  const cleanups: Array<() => Promise<void>> = []
  afterAll(async () => {
    for (const c of cleanups) await c()
  })

  it('create every table once and are a no-op the second time', async () => {
    const { handle, cleanup } = await open()
    cleanups.push(async () => {
      await handle.close()
      await cleanup()
    })
    expect(await migrate(handle.db)).toEqual([
      '0001-initial',
      '0002-outbox-payload',
      '0003-booking-life',
      '0004-owner-operations',
      '0005-review-moderation',
      '0006-trip-reminders',
      '0007-user-language',
    ])
    expect(await migrate(handle.db)).toEqual([])
    const tables = (await handle.db.introspection.getTables()).map((t) => t.name).sort()
    for (const t of TABLES) expect(tables).toContain(t)
  })

  it('keep bookings unique per user and idempotency key', async () => {
    const { handle, cleanup } = await open()
    cleanups.push(async () => {
      await handle.close()
      await cleanup()
    })
    await migrate(handle.db)
    const now = new Date().toISOString()
    const ts = handle.dialect === 'postgres' ? new Date() : now
    await handle.db
      .insertInto('user')
      .values({
        id: 'u1',
        name: 'Ravi',
        email: 'ravi@example.test',
        emailVerified: handle.dialect === 'postgres' ? false : 0,
        image: null,
        createdAt: ts,
        updatedAt: ts,
        role: 'user',
        mobile: '',
        address: '',
        pin: '',
        aadhaarEnc: '',
        aadhaarLast4: '',
      })
      .execute()
    const booking = {
      userId: 'u1',
      name: 'Ravi',
      bookingFor: 'self' as const,
      mobileNumber: '9876543210',
      pickupLocation: 'Pune',
      dropoffLocation: 'Mumbai',
      carType: 'Toyota Innova',
      pickupDate: '2026-12-01',
      pickupTime: '09:00',
      aadhaarEnc: 'x',
      aadhaarLast4: '2346',
      bookingDate: '2026-11-21',
      idempotencyKey: 'k1',
      createdAt: now,
      endDate: '2026-12-01',
    }
    await handle.db
      .insertInto('booking')
      .values({ id: 'b1', ...booking, reference: 'YT-AAAAA2' })
      .execute()
    await expect(
      handle.db
        .insertInto('booking')
        .values({ id: 'b2', ...booking, reference: 'YT-AAAAA3' })
        .execute(),
    ).rejects.toThrow()
    const count = await handle.db
      .selectFrom('booking')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(1)
  })
})

describe('the embedded database', () => {
  it('refuses a second opener of the same DATA_DIR with a clear message', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-lock-'))
    const first = openDatabase({ dataDir: dir, databaseUrl: undefined })
    try {
      expect(() => openDatabase({ dataDir: dir, databaseUrl: undefined })).toThrow(DatabaseLockedError)
      expect(() => openDatabase({ dataDir: dir, databaseUrl: undefined })).toThrow(/in use by another Yatri server/)
    } finally {
      first.sqlite?.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('runs in WAL mode with synchronous=FULL', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-wal-'))
    const handle = openDatabase({ dataDir: dir, databaseUrl: undefined })
    try {
      expect(handle.sqlite?.pragma('journal_mode', { simple: true })).toBe('wal')
      // 2 = FULL
      expect(handle.sqlite?.pragma('synchronous', { simple: true })).toBe(2)
    } finally {
      handle.sqlite?.close()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
