import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { NOT_FOUND_MESSAGE, STALE_MESSAGE, bookingClashes, listBookingEvents, moveBooking, type Move } from '~/models/booking-moves.server'
import { addDriver, setDriverActive } from '~/models/drivers.server'
import { getFleet, setFleet } from '~/models/fleet.server'
import { OPERATION_MESSAGES } from '~/domain/operations'
import { migrate, openDatabase, type DatabaseHandle, type DB } from '~/services/db.server'
import { createScratchDatabase } from '../support/pg'

type Target = { name: string; open: () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> }

const targets: Target[] = [
  {
    name: 'sqlite',
    open: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-moves-'))
      return { handle: openDatabase({ dataDir: dir, databaseUrl: undefined }), cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) }
    },
  },
]
if (process.env.TEST_DATABASE_URL) {
  const adminUrl = process.env.TEST_DATABASE_URL
  targets.push({
    name: 'postgres',
    open: async () => {
      const scratch = await createScratchDatabase(adminUrl, 'yatri_moves_it')
      return { handle: openDatabase({ dataDir: os.tmpdir(), databaseUrl: scratch.url }), cleanup: scratch.drop }
    },
  })
}

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
function referenceFor(n: number): string {
  let code = ''
  for (let i = 0; i < 6; i++, n = Math.floor(n / ALPHABET.length)) code = ALPHABET[n % ALPHABET.length] + code
  return `YT-${code}`
}

const OWNER = { id: 'owner-1', role: 'owner' as const }

for (const target of targets) {
  describe(`booking moves on ${target.name}`, () => {
    let handle: DatabaseHandle
    let db: DB
    let cleanup: () => Promise<void>
    let seq = 0
    let published: Array<[string, unknown]> = []
    const events = { publish: async (topic: string, payload: unknown) => void published.push([topic, payload]) }

    beforeAll(async () => {
      const opened = await target.open()
      handle = opened.handle
      cleanup = opened.cleanup
      db = handle.db
      await migrate(db)
      const pg = handle.dialect === 'postgres'
      const at = new Date().toISOString()
      await db
        .insertInto('user')
        .values({
          id: OWNER.id,
          name: 'Asha Patil',
          email: 'owner@example.in',
          emailVerified: pg ? true : 1,
          image: null,
          createdAt: at,
          updatedAt: at,
          role: 'admin',
          mobile: '',
          address: '',
          pin: '',
          aadhaarEnc: '',
          aadhaarLast4: '',
        })
        .execute()
    })
    afterAll(async () => {
      await handle?.close()
      await cleanup?.()
    })
    beforeEach(async () => {
      published = []
      await db.deleteFrom('bookingEvent').execute()
      await db.deleteFrom('booking').execute()
      await db.deleteFrom('driver').execute()
      await db.deleteFrom('fleet').execute()
    })

    async function booking(
      fields: Partial<{
        carType: string
        pickupDate: string
        pickupTime: string
        returnDate: string | null
        status: 'requested' | 'confirmed' | 'assigned' | 'completed' | 'cancelled'
        driverId: string | null
      }> = {},
    ) {
      seq += 1
      const id = `booking-${seq}`
      const pickupDate = fields.pickupDate ?? '2026-12-10'
      const returnDate = fields.returnDate ?? null
      await db
        .insertInto('booking')
        .values({
          id,
          userId: null,
          name: 'Ravi Kumar',
          bookingFor: 'self',
          mobileNumber: '9876543210',
          pickupLocation: 'Pune Station',
          dropoffLocation: 'Shirdi',
          carType: fields.carType ?? 'Toyota Innova',
          pickupDate,
          pickupTime: fields.pickupTime ?? '10:00',
          aadhaarEnc: '',
          aadhaarLast4: '',
          bookingDate: '2026-11-20',
          idempotencyKey: id,
          createdAt: new Date().toISOString(),
          reference: referenceFor(seq),
          status: fields.status ?? 'requested',
          tripType: returnDate ? 'tour' : 'one-way',
          tourSlug: returnDate ? 'ashtavinayak' : null,
          returnDate,
          endDate: returnDate ?? pickupDate,
          driverId: fields.driverId ?? null,
        })
        .execute()
      await db
        .insertInto('bookingEvent')
        .values({
          bookingId: id,
          fromStatus: null,
          status: 'requested',
          actorId: null,
          actorRole: 'traveller',
          note: '',
          driverId: null,
          vehicleNumber: null,
          createdAt: new Date().toISOString(),
        })
        .execute()
      return id
    }

    const state = (id: string) =>
      db.selectFrom('booking').select(['status', 'version', 'driverId', 'vehicleNumber']).where('id', '=', id).executeTakeFirstOrThrow()
    const move = (bookingId: string, m: Move, expectedVersion?: number) =>
      moveBooking({ db, events, bookingId, actor: OWNER, move: m, ...(expectedVersion === undefined ? {} : { expectedVersion }) })

    it('keeps drivers and fleet counts', async () => {
      const ravi = await addDriver({ db, driver: { name: 'Ravi Pawar', mobile: '9822012345' } })
      await addDriver({ db, driver: { name: 'Amit Jadhav', mobile: '9822098765' } })
      await setDriverActive({ db, id: ravi.id, active: false })
      const { listDrivers } = await import('~/models/drivers.server')
      expect((await listDrivers({ db })).map((d) => [d.name, d.active])).toEqual([
        ['Amit Jadhav', true],
        ['Ravi Pawar', false],
      ])
      expect((await listDrivers({ db, activeOnly: true })).map((d) => d.name)).toEqual(['Amit Jadhav'])
      expect((await getFleet({ db })).every((row) => row.vehicles === 1)).toBe(true)
      await setFleet({
        db,
        counts: [
          { carType: 'Toyota Innova', vehicles: 3 },
          { carType: 'Tempo Travel', vehicles: 0 },
        ],
      })
      const fleet = Object.fromEntries((await getFleet({ db })).map((r) => [r.carType, r.vehicles]))
      expect(fleet).toMatchObject({ 'Toyota Innova': 3, 'Tempo Travel': 0, 'Maruti Suzuki Swift Dzire': 1 })
      await expect(setFleet({ db, counts: [{ carType: 'Toyota Innova', vehicles: -1 }] })).rejects.toThrow()
      expect((await getFleet({ db })).find((r) => r.carType === 'Toyota Innova')!.vehicles).toBe(3)
    })

    it('walks a booking through its life, recording every move', async () => {
      const id = await booking()
      const driver = await addDriver({ db, driver: { name: 'Suresh Shinde', mobile: '9822011111' } })
      const other = await addDriver({ db, driver: { name: 'Ganesh More', mobile: '9822022222' } })

      expect(await move(id, { to: 'confirmed', note: 'Spoke to Ravi' })).toEqual({ ok: true, status: 'confirmed', version: 2 })
      expect(await move(id, { to: 'assigned', driverId: driver.id, vehicleNumber: 'mh12ab1234' })).toMatchObject({ ok: true, status: 'assigned' })
      expect(await state(id)).toMatchObject({ status: 'assigned', driverId: driver.id, vehicleNumber: 'MH 12 AB 1234' })
      // Re-assignment: another driver and car, the first assignment stays in the history.
      expect(await move(id, { to: 'assigned', driverId: other.id, vehicleNumber: 'MH-14-CD-9' })).toMatchObject({ ok: true })
      expect(await state(id)).toMatchObject({ driverId: other.id, vehicleNumber: 'MH 14 CD 0009' })
      expect(await move(id, { to: 'completed' })).toMatchObject({ ok: true, status: 'completed', version: 5 })

      const history = await listBookingEvents({ db, bookingId: id })
      expect(history.map((e) => [e.fromStatus, e.status, e.actorRole])).toEqual([
        [null, 'requested', 'traveller'],
        ['requested', 'confirmed', 'owner'],
        ['confirmed', 'assigned', 'owner'],
        ['assigned', 'assigned', 'owner'],
        ['assigned', 'completed', 'owner'],
      ])
      expect(history[1]).toMatchObject({ actorName: 'Asha Patil', note: 'Spoke to Ravi' })
      expect(history[2]).toMatchObject({ driverName: 'Suresh Shinde', vehicleNumber: 'MH 12 AB 1234' })
      expect(history[3]).toMatchObject({ driverName: 'Ganesh More', vehicleNumber: 'MH 14 CD 0009' })
      expect(published).toEqual(Array.from({ length: 4 }, () => ['booking-moved', { id }]))
    })

    it('lets assigning skip confirming, and cancels with the reason kept', async () => {
      const a = await booking()
      const driver = await addDriver({ db, driver: { name: 'Suresh Shinde', mobile: '9822011111' } })
      expect(await move(a, { to: 'assigned', driverId: driver.id, vehicleNumber: '22 BH 1234 AA' })).toMatchObject({ ok: true })
      expect((await state(a)).vehicleNumber).toBe('22 BH 1234 AA')
      for (const from of ['requested', 'confirmed', 'assigned'] as const) {
        const id = await booking({ status: from })
        expect(await move(id, { to: 'cancelled', reason: 'Traveller changed plans' }), from).toMatchObject({ ok: true, status: 'cancelled' })
        const last = (await listBookingEvents({ db, bookingId: id })).at(-1)!
        expect(last).toMatchObject({ fromStatus: from, status: 'cancelled', note: 'Traveller changed plans' })
      }
    })

    it('refuses moves the status does not allow, changing nothing', async () => {
      const cases: Array<[from: 'requested' | 'confirmed' | 'completed' | 'cancelled', Move, RegExp]> = [
        ['requested', { to: 'completed' }, /^A booking that is Requested cannot be marked completed\.$/],
        ['confirmed', { to: 'confirmed' }, /^A booking that is Confirmed cannot be confirmed\.$/],
        ['completed', { to: 'cancelled', reason: 'Too late' }, /^This booking is Completed, so it cannot be changed\.$/],
        ['cancelled', { to: 'confirmed' }, /^This booking is Cancelled, so it cannot be changed\.$/],
        ['completed', { to: 'completed' }, /cannot be changed/],
      ]
      for (const [from, m, message] of cases) {
        const id = await booking({ status: from })
        const before = await state(id)
        const result = await move(id, m)
        expect(result.ok, `${from} → ${m.to}`).toBe(false)
        if (!result.ok) expect(result.message).toMatch(message)
        expect(await state(id)).toEqual(before)
        expect(await listBookingEvents({ db, bookingId: id })).toHaveLength(1)
      }
      expect(published).toEqual([])
    })

    it('refuses bad inputs with the rule broken, changing nothing', async () => {
      const id = await booking()
      const driver = await addDriver({ db, driver: { name: 'Suresh Shinde', mobile: '9822011111' } })
      const idle = await addDriver({ db, driver: { name: 'Idle Kumar', mobile: '9822033333' } })
      await setDriverActive({ db, id: idle.id, active: false })
      const bad: Array<[Move, string]> = [
        [{ to: 'cancelled' }, OPERATION_MESSAGES.cancelReason],
        [{ to: 'cancelled', reason: '   ' }, OPERATION_MESSAGES.cancelReason],
        [{ to: 'assigned', driverId: driver.id, vehicleNumber: 'MH 12 AB 12345' }, OPERATION_MESSAGES.vehicleNumber],
        [{ to: 'assigned', driverId: driver.id, vehicleNumber: 'not a plate' }, OPERATION_MESSAGES.vehicleNumber],
        [{ to: 'assigned', driverId: driver.id, vehicleNumber: '' }, OPERATION_MESSAGES.vehicleNumber],
        [{ to: 'assigned', driverId: idle.id, vehicleNumber: 'MH 12 AB 1234' }, OPERATION_MESSAGES.driverMissing],
        [{ to: 'assigned', driverId: 'no-such-driver', vehicleNumber: 'MH 12 AB 1234' }, OPERATION_MESSAGES.driverMissing],
        [{ to: 'assigned', vehicleNumber: 'MH 12 AB 1234' }, OPERATION_MESSAGES.driverMissing],
        [{ to: 'bogus' } as unknown as Move, 'Choose what to do with the booking.'],
      ]
      for (const [m, message] of bad) {
        const result = await move(id, m)
        expect(result, JSON.stringify(m)).toMatchObject({ ok: false, kind: 'invalid', message })
      }
      expect(await move('no-such-booking', { to: 'confirmed' })).toMatchObject({ ok: false, kind: 'not-found', message: NOT_FOUND_MESSAGE })
      expect(await state(id)).toMatchObject({ status: 'requested', version: 1, driverId: null, vehicleNumber: null })
      expect(await listBookingEvents({ db, bookingId: id })).toHaveLength(1)
    })

    it('two tabs acting at once: one move wins, the other is refused, nothing is lost', async () => {
      const driver = await addDriver({ db, driver: { name: 'Suresh Shinde', mobile: '9822011111' } })
      for (let round = 0; round < 10; round++) {
        const id = await booking()
        // Both tabs read version 1 and act at the same moment.
        const [a, b] = await Promise.all([
          move(id, { to: 'cancelled', reason: 'Traveller called to cancel' }, 1),
          move(id, { to: 'assigned', driverId: driver.id, vehicleNumber: 'MH 12 AB 1234' }, 1),
        ])
        const wins = [a, b].filter((r) => r.ok)
        expect(wins, `round ${round}`).toHaveLength(1)
        const loser = [a, b].find((r) => !r.ok)!
        expect(loser).toMatchObject({ ok: false, kind: 'stale' })
        const after = await state(id)
        const history = await listBookingEvents({ db, bookingId: id })
        expect(history).toHaveLength(2)
        expect(after.version).toBe(2)
        expect(after.status).toBe(history[1]!.status)
        expect(after.status).toBe(a.ok ? 'cancelled' : 'assigned')
      }
      // Without a version from the page, the second sees the first's move and is refused by the rules.
      const id = await booking()
      const results = await Promise.all([move(id, { to: 'confirmed' }), move(id, { to: 'confirmed' })])
      expect(results.filter((r) => r.ok)).toHaveLength(1)
      expect(results.find((r) => !r.ok)).toMatchObject({ kind: 'refused', message: 'A booking that is Confirmed cannot be confirmed.' })
      expect(await listBookingEvents({ db, bookingId: id })).toHaveLength(2)
    })

    it('a page older than the booking is refused with the reason', async () => {
      const id = await booking()
      expect(await move(id, { to: 'confirmed' }, 1)).toMatchObject({ ok: true })
      expect(await move(id, { to: 'confirmed' }, 1)).toMatchObject({
        ok: false,
        kind: 'stale',
        message: `${STALE_MESSAGE} A booking that is Confirmed cannot be confirmed.`,
      })
      expect(await move(id, { to: 'cancelled', reason: 'No car' }, 1)).toMatchObject({ ok: false, kind: 'stale', message: STALE_MESSAGE })
      expect((await state(id)).status).toBe('confirmed')
    })

    describe('clash warnings', () => {
      it('a tour ending the day another starts clashes on that day only; the day after does not', async () => {
        const first = await booking({ pickupDate: '2026-12-10', returnDate: '2026-12-12', status: 'confirmed' })
        const next = await booking({ pickupDate: '2026-12-12', returnDate: '2026-12-14' })
        const clashes = await bookingClashes({ db, bookingId: next })
        expect(clashes.map((c) => [c.kind, c.kind === 'fleet' ? c.day : ''])).toEqual([['fleet', '2026-12-12']])
        expect(clashes[0]!.message).toBe('All 1 Toyota Innova car is already booked on 12 Dec 2026 (1 active booking).')
        // Bookings no longer active do not count.
        await db.updateTable('booking').set({ status: 'cancelled' }).where('id', '=', next).execute()
        const dayAfter = await booking({ pickupDate: '2026-12-13', returnDate: '2026-12-15' })
        expect(await bookingClashes({ db, bookingId: dayAfter })).toEqual([])
        await db.updateTable('booking').set({ status: 'completed' }).where('id', '=', first).execute()
        await db.updateTable('booking').set({ status: 'cancelled' }).where('id', '=', dayAfter).execute()
        expect(await bookingClashes({ db, bookingId: next })).toEqual([])
      })

      it('a fleet of 2 with three overlapping tours: the third is warned on the days both others hold', async () => {
        await setFleet({ db, counts: [{ carType: 'Toyota Innova', vehicles: 2 }] })
        await booking({ pickupDate: '2026-12-10', returnDate: '2026-12-13', status: 'assigned' })
        await booking({ pickupDate: '2026-12-12', returnDate: '2026-12-16', status: 'confirmed' })
        const third = await booking({ pickupDate: '2026-12-11', returnDate: '2026-12-14' })
        const days = (await bookingClashes({ db, bookingId: third })).filter((c) => c.kind === 'fleet').map((c) => (c.kind === 'fleet' ? c.day : ''))
        expect(days).toEqual(['2026-12-12', '2026-12-13'])
        const dzire = await booking({ pickupDate: '2026-12-12', carType: 'Maruti Suzuki Swift Dzire' })
        expect(await bookingClashes({ db, bookingId: dzire })).toEqual([])
      })

      it('a driver on a 10-day tour is busy when offered on day 6, and free the day after it ends', async () => {
        const driver = await addDriver({ db, driver: { name: 'Suresh Shinde', mobile: '9822011111' } })
        await setFleet({ db, counts: [{ carType: 'Toyota Innova', vehicles: 5 }] })
        const tour = await booking({ pickupDate: '2026-12-01', returnDate: '2026-12-10', status: 'assigned', driverId: driver.id })
        const ref = (await db.selectFrom('booking').select('reference').where('id', '=', tour).executeTakeFirstOrThrow()).reference
        const daySix = await booking({ pickupDate: '2026-12-06', pickupTime: '09:00' })
        const clashes = await bookingClashes({ db, bookingId: daySix, driverId: driver.id })
        expect(clashes).toEqual([
          expect.objectContaining({ kind: 'driver', reference: ref, message: `Suresh Shinde is on booking ${ref} from 1 Dec 2026 to 10 Dec 2026.` }),
        ])
        const after = await booking({ pickupDate: '2026-12-11', pickupTime: '09:00' })
        expect(await bookingClashes({ db, bookingId: after, driverId: driver.id })).toEqual([])
        // Without a driver chosen, only the fleet is checked.
        expect(await bookingClashes({ db, bookingId: daySix })).toEqual([])
      })

      it('one-day trips of a driver clash under 4 hours apart, across midnight too', async () => {
        const driver = await addDriver({ db, driver: { name: 'Suresh Shinde', mobile: '9822011111' } })
        await setFleet({ db, counts: [{ carType: 'Toyota Innova', vehicles: 9 }] })
        await booking({ pickupDate: '2026-12-10', pickupTime: '10:00', status: 'assigned', driverId: driver.id })
        await booking({ pickupDate: '2026-12-10', pickupTime: '23:00', status: 'assigned', driverId: driver.id })
        const offered = async (pickupDate: string, pickupTime: string) =>
          (await bookingClashes({ db, bookingId: await booking({ pickupDate, pickupTime }), driverId: driver.id })).map((c) => c.kind)
        expect(await offered('2026-12-10', '13:59')).toEqual(['driver'])
        expect(await offered('2026-12-10', '14:00')).toEqual([])
        expect(await offered('2026-12-10', '06:01')).toEqual(['driver'])
        expect(await offered('2026-12-10', '06:00')).toEqual([])
        expect(await offered('2026-12-11', '02:30')).toEqual(['driver'])
      })
    })
  })
}
