import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { REFERENCE_PATTERN } from '~/domain/booking-life'
import { migrate, openDatabase, type DatabaseHandle } from '~/services/db.server'
import { createScratchDatabase } from '../support/pg'

type Target = { name: string; open: () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> }

const targets: Target[] = [
  {
    name: 'sqlite',
    open: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-booking-life-migration-'))
      const handle = openDatabase({ dataDir: dir, databaseUrl: undefined })
      return { handle, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) }
    },
  },
]
if (process.env.TEST_DATABASE_URL) {
  targets.push({
    name: 'postgres',
    open: async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_booking_life_migration')
      const handle = openDatabase({ dataDir: os.tmpdir(), databaseUrl: scratch.url })
      return { handle, cleanup: scratch.drop }
    },
  })
}

/** More than one chunk of the backfill, so references stay unique across chunks. */
const OLD_BOOKINGS = 450

describe.each(targets)('bookings made by the current release, on $name', ({ open }) => {
  it('become requested one-way trips of one day, each with its own reference and first event', async () => {
    const { handle, cleanup } = await open()
    const { db } = handle
    try {
      // The current release's schema, and rows exactly as it writes them.
      await migrate(db, { upTo: '0002-outbox-payload' })
      const created = '2026-11-20T04:30:00.000Z'
      const ts = handle.dialect === 'postgres' ? sql`${created}::timestamptz` : sql`${created}`
      const verified = handle.dialect === 'postgres' ? sql`false` : sql`0`
      await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt") values ('u1', 'Ravi Kumar', 'ravi@example.in', ${verified}, ${ts}, ${ts})`.execute(
        db,
      )
      for (let i = 0; i < OLD_BOOKINGS; i++) {
        const day = `2026-12-${String((i % 28) + 1).padStart(2, '0')}`
        const at = new Date(Date.parse(created) + i * 1000).toISOString()
        await sql`insert into booking (id, "userId", name, "bookingFor", "mobileNumber", "pickupLocation", "dropoffLocation", "carType",
                    "pickupDate", "pickupTime", "aadhaarEnc", "aadhaarLast4", "bookingDate", "idempotencyKey", "createdAt")
                  values (${`old-${i}`}, 'u1', 'Ravi Kumar', 'self', '9876543210', 'Pune Station', 'Mumbai Airport T2', 'Toyota Innova',
                    ${day}, '06:30', 'sealed', '4321', '2026-11-20', ${`key-${i}`}, ${at})`.execute(db)
      }

      expect(await migrate(db)).toContain('0003-booking-life')

      const rows = await db.selectFrom('booking').selectAll().orderBy('createdAt').execute()
      expect(rows).toHaveLength(OLD_BOOKINGS)
      const first = rows[0]!
      expect(first).toMatchObject({
        id: 'old-0',
        userId: 'u1',
        name: 'Ravi Kumar',
        pickupDate: '2026-12-01',
        pickupTime: '06:30',
        aadhaarLast4: '4321',
        status: 'requested',
        version: 1,
        tripType: 'one-way',
        returnDate: null,
        endDate: '2026-12-01',
        hours: null,
        tourSlug: null,
        passengers: null,
        stops: '',
        driverId: null,
        vehicleNumber: null,
        source: 'site',
        customerEmail: null,
      })
      for (const row of rows) {
        expect(row.reference).toMatch(REFERENCE_PATTERN)
        expect(row.endDate).toBe(row.pickupDate)
      }
      expect(new Set(rows.map((r) => r.reference)).size).toBe(OLD_BOOKINGS)

      const events = await db.selectFrom('bookingEvent').selectAll().orderBy('id').execute()
      expect(events).toHaveLength(OLD_BOOKINGS)
      expect(events[0]).toMatchObject({
        bookingId: 'old-0',
        fromStatus: null,
        status: 'requested',
        actorId: null,
        actorRole: 'system',
        note: '',
        createdAt: first.createdAt,
      })
      expect(new Set(events.map((e) => e.bookingId)).size).toBe(OLD_BOOKINGS)

      // The constraints survive: one booking per key and account, one booking per reference.
      const again = { ...first, id: 'new-1', reference: 'YT-NEW234' }
      await expect(db.insertInto('booking').values(again).execute()).rejects.toThrow()
      await expect(
        db
          .insertInto('booking')
          .values({ ...first, id: 'new-2', idempotencyKey: 'fresh' })
          .execute(),
      ).rejects.toThrow()
      // An owner-entered booking belongs to no account.
      await db
        .insertInto('booking')
        .values({ ...first, id: 'phone-1', userId: null, idempotencyKey: 'phone', reference: 'YT-PH9NE2', source: 'owner' })
        .execute()
      // Deleting the account still takes its bookings and their history with it.
      await db.deleteFrom('user').where('id', '=', 'u1').execute()
      expect(await db.selectFrom('booking').select('id').execute()).toEqual([{ id: 'phone-1' }])
      expect(await db.selectFrom('bookingEvent').select('id').execute()).toEqual([])
    } finally {
      await handle.close()
      await cleanup()
    }
  })
})
