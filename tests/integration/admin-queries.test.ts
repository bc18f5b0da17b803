import { newReference } from '~/domain/booking-life'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { isValidIsoDate } from '~/domain/dates'
import { exportAdminView } from '~/models/admin-export.server'
import { formatInstant, listCustomers, listMessages, listPastBookings, listTodayAndUpcomingBookings } from '~/models/admin.server'
import { migrate, openDatabase, type DatabaseHandle, type DB } from '~/services/db.server'
import { createLogger } from '~/services/logger.server'
import { createScratchDatabase } from '../support/pg'

type Target = { name: string; open: () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> }

const targets: Target[] = [
  {
    name: 'sqlite',
    open: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-admin-'))
      const handle = openDatabase({ dataDir: dir, databaseUrl: undefined })
      return { handle, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) }
    },
  },
]
if (process.env.TEST_DATABASE_URL) {
  const adminUrl = process.env.TEST_DATABASE_URL
  targets.push({
    name: 'postgres',
    open: async () => {
      const scratch = await createScratchDatabase(adminUrl, 'yatri_admin_it')
      const handle = openDatabase({ dataDir: os.tmpdir(), databaseUrl: scratch.url })
      return { handle, cleanup: scratch.drop }
    },
  })
}

const IST = 'Asia/Kolkata'
// 18:29 UTC is 23:59 IST on the 21st; 18:31 UTC is 00:01 IST on the 22nd.
const BEFORE_MIDNIGHT_IST = new Date('2026-11-21T18:29:00Z')
const AFTER_MIDNIGHT_IST = new Date('2026-11-21T18:31:00Z')

function captureLog() {
  const lines: Array<Record<string, unknown>> = []
  const log = createLogger('warn', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) })
  return { log, lines }
}

for (const target of targets) {
  describe(`admin queries on ${target.name}`, () => {
    let handle: DatabaseHandle
    let db: DB
    let cleanup: () => Promise<void>
    let pg = false
    let seq = 0

    beforeAll(async () => {
      const opened = await target.open()
      handle = opened.handle
      cleanup = opened.cleanup
      db = handle.db
      pg = handle.dialect === 'postgres'
      await migrate(db)
    })
    afterAll(async () => {
      await handle?.close()
      await cleanup?.()
    })
    beforeEach(async () => {
      await db.deleteFrom('outbox').execute()
      await db.deleteFrom('contactMessage').execute()
      await db.deleteFrom('booking').execute()
      await db.deleteFrom('user').execute()
    })

    async function user(
      fields: Partial<{
        id: string
        name: string
        email: string
        role: string
        mobile: string
        address: string
        pin: string
        aadhaarLast4: string
        createdAt: string
      }> = {},
    ) {
      seq += 1
      const id = fields.id ?? `user-${seq}`
      const createdAt = fields.createdAt ?? new Date(Date.UTC(2026, 0, 1, 0, seq)).toISOString()
      await db
        .insertInto('user')
        .values({
          id,
          name: fields.name ?? `Customer ${seq}`,
          email: fields.email ?? `customer${seq}@example.in`,
          emailVerified: pg ? false : 0,
          image: null,
          createdAt,
          updatedAt: createdAt,
          role: fields.role ?? 'user',
          mobile: fields.mobile ?? '9822012345',
          address: fields.address ?? 'FC Road, Pune',
          pin: fields.pin ?? '411005',
          aadhaarEnc: 'sealed',
          aadhaarLast4: fields.aadhaarLast4 ?? '4321',
        })
        .execute()
      return id
    }

    async function booking(
      userId: string,
      fields: Partial<{
        name: string
        mobileNumber: string
        pickupLocation: string
        dropoffLocation: string
        carType: string
        pickupDate: string
        pickupTime: string
        bookingDate: string
        createdAt: string
        returnDate: string
        tripType: 'tour' | 'round-trip'
      }> = {},
    ) {
      seq += 1
      const id = `booking-${String(seq).padStart(5, '0')}`
      await db
        .insertInto('booking')
        .values({
          id,
          userId,
          name: fields.name ?? 'Ravi Kumar',
          bookingFor: 'self',
          mobileNumber: fields.mobileNumber ?? '9876543210',
          pickupLocation: fields.pickupLocation ?? 'Pune Station',
          dropoffLocation: fields.dropoffLocation ?? 'Mumbai Airport',
          carType: fields.carType ?? 'Toyota Innova',
          pickupDate: fields.pickupDate ?? '2026-11-25',
          pickupTime: fields.pickupTime ?? '10:00',
          aadhaarEnc: 'sealed',
          aadhaarLast4: '1234',
          bookingDate: fields.bookingDate ?? '2026-11-01',
          idempotencyKey: id,
          createdAt: fields.createdAt ?? new Date(Date.UTC(2026, 10, 1, 0, 0, seq)).toISOString(),
          reference: newReference(),
          tripType: fields.tripType ?? 'one-way',
          returnDate: fields.returnDate ?? null,
          endDate: fields.returnDate ?? fields.pickupDate ?? '2026-11-25',
        })
        .execute()
      return id
    }

    const names = (rows: Array<{ name: string }>) => rows.map((r) => r.name)

    describe('classification around the IST day boundary', () => {
      beforeEach(async () => {
        const u = await user()
        await booking(u, { name: 'Yesterday Late', pickupDate: '2026-11-21', pickupTime: '23:59' })
        await booking(u, { name: 'Today Early', pickupDate: '2026-11-22', pickupTime: '00:01' })
        await booking(u, { name: 'Tomorrow', pickupDate: '2026-11-23', pickupTime: '09:00' })
        await booking(u, { name: 'Last Week', pickupDate: '2026-11-15', pickupTime: '08:00' })
      })

      it('just after midnight IST, the 21st is past and the 22nd is today', async () => {
        const { log } = captureLog()
        const upcoming = await listTodayAndUpcomingBookings({ db, log, timeZone: IST, now: AFTER_MIDNIGHT_IST })
        expect(upcoming.rows.map((r) => [r.name, r.when])).toEqual([
          ['Today Early', 'today'],
          ['Tomorrow', 'upcoming'],
        ])
        const past = await listPastBookings({ db, log, timeZone: IST, now: AFTER_MIDNIGHT_IST })
        expect(past.rows.map((r) => [r.name, r.when])).toEqual([
          ['Yesterday Late', 'past'],
          ['Last Week', 'past'],
        ])
      })

      it('just before midnight IST, the 21st is still today', async () => {
        const { log } = captureLog()
        const upcoming = await listTodayAndUpcomingBookings({ db, log, timeZone: IST, now: BEFORE_MIDNIGHT_IST })
        expect(upcoming.rows.map((r) => [r.name, r.when])).toEqual([
          ['Yesterday Late', 'today'],
          ['Today Early', 'upcoming'],
          ['Tomorrow', 'upcoming'],
        ])
        expect(names((await listPastBookings({ db, log, timeZone: IST, now: BEFORE_MIDNIGHT_IST })).rows)).toEqual(['Last Week'])
      })

      it('uses the business time zone, not the server clock zone', async () => {
        const { log } = captureLog()
        // At 18:31 UTC it is still the 21st in UTC, but already the 22nd in India.
        const utc = await listPastBookings({ db, log, timeZone: 'UTC', now: AFTER_MIDNIGHT_IST })
        const ist = await listPastBookings({ db, log, timeZone: IST, now: AFTER_MIDNIGHT_IST })
        expect(names(utc.rows)).toEqual(['Last Week'])
        expect(names(ist.rows)).toEqual(['Yesterday Late', 'Last Week'])
      })
    })

    it("lists today's bookings first by time, then upcoming by date and time; past newest first", async () => {
      const u = await user()
      await booking(u, { name: 'Upcoming Evening', pickupDate: '2026-11-24', pickupTime: '18:00' })
      await booking(u, { name: 'Today Evening', pickupDate: '2026-11-22', pickupTime: '18:00' })
      await booking(u, { name: 'Upcoming Morning', pickupDate: '2026-11-24', pickupTime: '06:15' })
      await booking(u, { name: 'Today Morning', pickupDate: '2026-11-22', pickupTime: '07:30' })
      await booking(u, { name: 'Next Month', pickupDate: '2026-12-01', pickupTime: '05:00' })
      await booking(u, { name: 'Past Old', pickupDate: '2026-10-02', pickupTime: '09:00' })
      await booking(u, { name: 'Past Recent Morning', pickupDate: '2026-11-20', pickupTime: '08:00' })
      await booking(u, { name: 'Past Recent Night', pickupDate: '2026-11-20', pickupTime: '22:00' })
      const { log } = captureLog()
      const upcoming = await listTodayAndUpcomingBookings({ db, log, timeZone: IST, now: AFTER_MIDNIGHT_IST })
      expect(names(upcoming.rows)).toEqual(['Today Morning', 'Today Evening', 'Upcoming Morning', 'Upcoming Evening', 'Next Month'])
      expect(upcoming.rows.map((r) => r.srNo)).toEqual([1, 2, 3, 4, 5])
      const past = await listPastBookings({ db, log, timeZone: IST, now: AFTER_MIDNIGHT_IST })
      expect(names(past.rows)).toEqual(['Past Recent Night', 'Past Recent Morning', 'Past Old'])
    })

    it('leaves out bookings with an invalid pickup date and logs them once, without personal data', async () => {
      const u = await user()
      const good = await booking(u, { name: 'Valid Trip', pickupDate: '2026-11-25' })
      const bad = [
        await booking(u, { name: 'Priya Secret', mobileNumber: '9000000001', pickupDate: '2026-02-30' }),
        await booking(u, { name: 'Priya Secret', pickupDate: '21/11/2026' }),
        await booking(u, { name: 'Priya Secret', pickupDate: '' }),
        await booking(u, { name: 'Priya Secret', pickupDate: 'tomorrow' }),
        await booking(u, { name: 'Priya Secret', pickupDate: '2026-13-01' }),
        await booking(u, { name: 'Priya Secret', pickupDate: '2027-02-29' }),
        await booking(u, { name: 'Priya Secret', pickupDate: '2026-11-25T10:00' }),
      ]
      const { log, lines } = captureLog()
      const upcoming = await listTodayAndUpcomingBookings({ db, log, timeZone: IST, now: AFTER_MIDNIGHT_IST })
      const past = await listPastBookings({ db, log, timeZone: IST, now: AFTER_MIDNIGHT_IST })
      expect(upcoming.rows.map((r) => r.id)).toEqual([good])
      expect(upcoming.total).toBe(1)
      expect(past.rows).toEqual([])
      expect(past.total).toBe(0)

      expect(lines).toHaveLength(1)
      const line = lines[0]!
      expect(line.level).toBe('warn')
      expect(line.count).toBe(bad.length)
      expect([...(line.bookingIds as string[])].sort()).toEqual([...bad].sort())
      const text = JSON.stringify(line)
      expect(text).not.toContain('Priya')
      expect(text).not.toContain('9000000001')
      expect(text).not.toContain('2026-02-30')
    })

    it('agrees with the shared date rule on which pickup dates are real days', async () => {
      const u = await user()
      const shaped = fc
        .tuple(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
        .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`)
      const samples = fc.sample(fc.oneof(shaped, shaped, fc.string({ maxLength: 12 })), { numRuns: 300, seed: 42 })
      samples.push('2000-02-29', '1900-02-29', '2024-02-29', '2100-02-29', '2026-04-31', '2026-12-31', '2026-11-5', ' 2026-11-25')
      const expected = new Map<string, boolean>()
      for (const date of samples) expected.set(await booking(u, { pickupDate: date }), isValidIsoDate(date))
      const { log } = captureLog()
      const everyday = { db, log, pageSize: 5000, timeZone: IST, now: AFTER_MIDNIGHT_IST }
      const shown = new Set([...(await listPastBookings(everyday)).rows, ...(await listTodayAndUpcomingBookings(everyday)).rows].map((r) => r.id))
      const wrong = [...expected].filter(([id, valid]) => shown.has(id) !== valid)
      expect(wrong).toEqual([])
    })

    it('pages on the server with continuous serial numbers', async () => {
      const u = await user()
      for (let i = 0; i < 120; i++) {
        await booking(u, {
          name: `Traveller ${String(i).padStart(3, '0')}`,
          pickupDate: '2026-12-01',
          pickupTime: `${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
        })
      }
      const { log } = captureLog()
      const common = { db, log, timeZone: IST, now: AFTER_MIDNIGHT_IST, pageSize: 50 }
      const first = await listTodayAndUpcomingBookings({ ...common, page: 1 })
      expect(first).toMatchObject({ total: 120, page: 1, pageCount: 3, pageSize: 50 })
      expect(first.rows).toHaveLength(50)
      expect(first.rows[0]).toMatchObject({ srNo: 1, name: 'Traveller 000' })
      const third = await listTodayAndUpcomingBookings({ ...common, page: 3 })
      expect(third.rows).toHaveLength(20)
      expect(third.rows[0]).toMatchObject({ srNo: 101, name: 'Traveller 100' })
      expect(third.rows.at(-1)).toMatchObject({ srNo: 120, name: 'Traveller 119' })
      // A stale link past the end shows the last page rather than nothing.
      const beyond = await listTodayAndUpcomingBookings({ ...common, page: 99 })
      expect(beyond.page).toBe(3)
      expect(beyond.rows[0]?.srNo).toBe(101)
    })

    it('searches name, account holder, mobile and both locations, case-insensitively', async () => {
      const asha = await user({ name: 'Asha Deshmukh' })
      const vikram = await user({ name: 'Vikram Rao' })
      await booking(asha, { name: 'Meera Joshi', mobileNumber: '9123456780', pickupLocation: 'Kothrud, Pune', dropoffLocation: 'Lonavala' })
      await booking(vikram, { name: 'Vikram Rao', mobileNumber: '9988776655', pickupLocation: 'Nashik Road', dropoffLocation: 'Shirdi' })
      await booking(vikram, { name: 'Sunil 100% Sure', mobileNumber: '9000011111', pickupLocation: 'Satara', dropoffLocation: 'Mahabaleshwar' })
      const { log } = captureLog()
      const find = async (search: string) => names((await listTodayAndUpcomingBookings({ db, log, search, timeZone: IST, now: AFTER_MIDNIGHT_IST })).rows)
      expect(await find('meera')).toEqual(['Meera Joshi'])
      expect(await find('ASHA')).toEqual(['Meera Joshi'])
      expect(await find('9988776655')).toEqual(['Vikram Rao'])
      expect(await find('99887 76655')).toEqual(['Vikram Rao'])
      expect(await find('pune')).toEqual(['Meera Joshi'])
      expect(await find('shirdi')).toEqual(['Vikram Rao'])
      expect(await find('100%')).toEqual(['Sunil 100% Sure'])
      expect(await find('%')).toEqual(['Sunil 100% Sure'])
      expect(await find('_')).toEqual([])
      expect(await find('Goa')).toEqual([])
    })

    it('keeps missing values as blanks for the page to show N/A, and names the account holder', async () => {
      const holder = await user({ name: 'Account Holder' })
      await booking(holder, { name: 'Someone Else', mobileNumber: '', dropoffLocation: '', bookingDate: '' })
      const { log } = captureLog()
      const [row] = (await listTodayAndUpcomingBookings({ db, log, timeZone: IST, now: AFTER_MIDNIGHT_IST })).rows
      expect(row).toMatchObject({ name: 'Someone Else', bookedBy: 'Account Holder', mobileNumber: '', dropoffLocation: '', bookingDate: '' })
    })

    it('lists customers without the admin, newest first, searchable, without the sealed Aadhaar', async () => {
      await user({ name: 'Asha Patil', email: 'owner@yatri.test', role: 'admin' })
      await user({ name: 'Old Customer', createdAt: '2026-01-01T00:00:00.000Z', aadhaarLast4: '9012' })
      await user({ name: 'New Customer', createdAt: '2026-06-01T00:00:00.000Z', mobile: '', pin: '' })
      const page = await listCustomers({ db })
      expect(names(page.rows)).toEqual(['New Customer', 'Old Customer'])
      expect(page.total).toBe(2)
      expect(page.rows[1]).toMatchObject({ srNo: 2, aadhaarLast4: '9012', pin: '411005' })
      expect(page.rows[0]).toMatchObject({ mobile: '', pin: '' })
      expect(JSON.stringify(page)).not.toContain('sealed')
      expect(names((await listCustomers({ db, search: 'old' })).rows)).toEqual(['Old Customer'])
      expect(names((await listCustomers({ db, search: 'owner@yatri' })).rows)).toEqual([])
    })

    it('answers empty lists when there is nothing to show', async () => {
      await user({ name: 'Asha Patil', role: 'admin' })
      const { log } = captureLog()
      expect(await listCustomers({ db })).toMatchObject({ rows: [], total: 0, page: 1, pageCount: 1 })
      expect(await listPastBookings({ db, log, timeZone: IST })).toMatchObject({ rows: [], total: 0 })
      expect(await listTodayAndUpcomingBookings({ db, log, timeZone: IST })).toMatchObject({ rows: [], total: 0 })
      expect(await listMessages({ db })).toMatchObject({ rows: [], total: 0 })
    })

    it('keeps a tour under way in Today & Upcoming as today until its last day, then moves it to Past', async () => {
      const u = await user()
      // Today in IST is the 22nd: Char Dham left on the 19th and is back on the 30th.
      await booking(u, { name: 'Char Dham Yatri', pickupDate: '2026-11-19', pickupTime: '05:00', tripType: 'tour', returnDate: '2026-11-30' })
      await booking(u, { name: 'Back Yesterday', pickupDate: '2026-11-19', pickupTime: '06:00', tripType: 'round-trip', returnDate: '2026-11-21' })
      await booking(u, { name: 'Ends Today', pickupDate: '2026-11-20', pickupTime: '06:00', tripType: 'tour', returnDate: '2026-11-22' })
      await booking(u, { name: 'Tomorrow', pickupDate: '2026-11-23', pickupTime: '09:00' })
      const { log } = captureLog()
      const upcoming = await listTodayAndUpcomingBookings({ db, log, timeZone: IST, now: AFTER_MIDNIGHT_IST })
      expect(upcoming.rows.map((r) => [r.name, r.when])).toEqual([
        ['Char Dham Yatri', 'today'],
        ['Ends Today', 'today'],
        ['Tomorrow', 'upcoming'],
      ])
      expect(upcoming.rows[0]).toMatchObject({ tripType: 'tour', returnDate: '2026-11-30' })
      const past = await listPastBookings({ db, log, timeZone: IST, now: AFTER_MIDNIGHT_IST })
      expect(past.rows.map((r) => [r.name, r.when])).toEqual([['Back Yesterday', 'past']])
    })

    it('exports every page of the open view with its search, and never the Aadhaar number', async () => {
      const u = await user({ name: 'Holder', aadhaarLast4: '7788' })
      for (let i = 0; i < 1205; i++) {
        await booking(u, {
          name: i % 2 ? 'Odd Traveller' : 'Even Traveller',
          pickupDate: '2026-12-01',
          pickupTime: `${String(Math.floor(i / 60) % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
        })
      }
      await booking(u, { name: 'Past Traveller', pickupDate: '2026-11-01' })
      const read = async (view: 'upcoming' | 'customers', search = '') => {
        let text = ''
        for await (const chunk of exportAdminView({ db, log: captureLog().log, view, search, timeZone: IST, now: AFTER_MIDNIGHT_IST })) text += chunk
        return text
          .replace(/^\uFEFF/, '')
          .split('\r\n')
          .filter(Boolean)
      }
      const all = await read('upcoming')
      expect(all[0]).toBe(
        'Sr. No,Booking Date,Pick-up Date,Pick-up Time,Customer Name,Booked By,Car Type,Pick-up Location,Drop Location,Mobile Number,Reference,Status,Trip Type,Return Date,Hours,Tour,Flight or Train Number,Passengers,Stops',
      )
      expect(all).toHaveLength(1 + 1205)
      expect(all.at(-1)).toMatch(/^1205,/)
      expect(all.join('\n')).not.toContain('Past Traveller')
      const odd = await read('upcoming', 'odd')
      expect(odd).toHaveLength(1 + 602)
      const customers = await read('customers')
      expect(customers).toEqual(['Sr. No,Name,Email,Mobile,Address,Pin Code', expect.stringMatching(/^1,Holder,/)])
      expect(customers.join('\n')).not.toMatch(/7788|XXXX|Aadha/)
    })

    it('lists messages newest first with the state of their latest e-mail', async () => {
      const add = async (name: string, createdAt: string) => {
        const row = await db
          .insertInto('contactMessage')
          .values({ name, email: `${name.toLowerCase()}@example.in`, phone: '9822012345', message: `Hello from ${name}`, source: 'contact', createdAt })
          .returning('id')
          .executeTakeFirstOrThrow()
        return Number(row.id)
      }
      const outbox = async (refId: number, status: 'pending' | 'sent' | 'failed', attempts: number, lastError: string | null = null) =>
        db
          .insertInto('outbox')
          .values({
            kind: 'contact',
            refId: String(refId),
            to: 'owner@yatri.test',
            replyTo: null,
            subject: 's',
            html: 'h',
            text: 't',
            status,
            attempts,
            nextAttemptAt: '2026-11-21T00:00:00Z',
            lockedUntil: null,
            lastError,
            createdAt: '2026-11-21T00:00:00Z',
            sentAt: null,
          })
          .execute()
      const first = await add('Anil', '2026-11-20T04:00:00.000Z')
      const second = await add('Bela', '2026-11-21T05:00:00.000Z')
      const third = await add('Chetan', '2026-11-21T06:00:00.000Z')
      const fourth = await add('Divya', '2026-11-21T07:00:00.000Z')
      await outbox(first, 'sent', 1)
      await outbox(second, 'pending', 2, 'connection refused')
      await outbox(third, 'failed', 3, 'mailbox unavailable')
      await outbox(third, 'sent', 1)
      // A booking mail pointing at the same number must not be mistaken for the message's.
      await db
        .insertInto('outbox')
        .values({
          kind: 'booking',
          refId: String(fourth),
          to: 'x@example.in',
          replyTo: null,
          subject: 's',
          html: 'h',
          text: 't',
          status: 'failed',
          attempts: 9,
          nextAttemptAt: 'x',
          lockedUntil: null,
          lastError: 'no',
          createdAt: 'x',
          sentAt: null,
        })
        .execute()

      const page = await listMessages({ db })
      expect(names(page.rows)).toEqual(['Divya', 'Chetan', 'Bela', 'Anil'])
      expect(page.rows.map((r) => r.delivery)).toEqual([
        { status: 'none', attempts: 0, lastError: null },
        { status: 'sent', attempts: 1, lastError: null },
        { status: 'pending', attempts: 2, lastError: 'connection refused' },
        { status: 'sent', attempts: 1, lastError: null },
      ])
      expect(names((await listMessages({ db, search: 'hello from bela' })).rows)).toEqual(['Bela'])
    })
  })
}

describe('formatInstant', () => {
  it('shows an instant on the Indian calendar and clock', () => {
    expect(formatInstant('2026-11-21T18:31:00Z', IST)).toBe('22 Nov 2026, 12:01 AM')
    expect(formatInstant('2026-09-03T08:45:00Z', IST)).toBe('3 Sep 2026, 2:15 PM')
  })
})
