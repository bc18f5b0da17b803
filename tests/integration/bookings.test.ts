import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withVerhoeffDigit } from '~/domain/aadhaar'
import { emptyTrip } from '~/domain/trip'
import { bookingSchema, ownerBookingSchema, type BookingFormValues } from '~/domain/booking'
import { REFERENCE_PATTERN } from '~/domain/booking-life'
import { BookingAccountMissingError, createBooking, listBookingsForUser, MOBILE_NOT_AVAILABLE } from '~/models/bookings.server'
import { decryptSecret } from '~/services/crypto.server'
import { loadConfig } from '~/services/config.server'
import { migrate, openDatabase, type DatabaseHandle } from '~/services/db.server'
import { createPostgresBus } from '~/services/events.server'
import { createLogger } from '~/services/logger.server'
import { startRuntime, stopRuntime } from '~/services/runtime.server'
import { createScratchDatabase } from '../support/pg'

const AADHAAR = withVerhoeffDigit('87654321098')
const KEY = randomBytes(32).toString('hex')
const TZ = 'Asia/Kolkata'

const form: BookingFormValues = {
  ...emptyTrip(),
  name: 'Ravi Kumar',
  bookingFor: 'self',
  mobileNumber: '',
  aadharCardNumber: AADHAAR,
  pickupLocation: 'Shivajinagar, Pune',
  dropoffLocation: 'Mahabaleshwar',
  carType: 'Maruti Suzuki Ertiga',
  pickupDate: '2026-12-01',
  pickupTime: '06:15',
}
const input = (values: Partial<BookingFormValues> = {}) => bookingSchema({ today: '2026-11-21' }).parse({ ...form, ...values })

// Booking mails read the business details and the owner's inbox from the running config.
let runtimeDir: string
beforeAll(async () => {
  runtimeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-bookings-runtime-'))
  await startRuntime({ config: loadConfig({ DATA_DIR: runtimeDir }), log: createLogger('silent') })
})
afterAll(async () => {
  await stopRuntime()
  fs.rmSync(runtimeDir, { recursive: true, force: true })
})

type Backend = { name: string; open: () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> }

const backends: Backend[] = [
  {
    name: 'sqlite',
    open: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-bookings-'))
      const handle = openDatabase({ dataDir: dir, databaseUrl: undefined })
      return {
        handle,
        cleanup: async () => {
          await handle.close()
          fs.rmSync(dir, { recursive: true, force: true })
        },
      }
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres',
          open: async () => {
            const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_bookings')
            const handle = openDatabase({ dataDir: os.tmpdir(), databaseUrl: scratch.url })
            return {
              handle,
              cleanup: async () => {
                await handle.close()
                await scratch.drop()
              },
            }
          },
        },
      ]
    : []),
]

describe.each(backends)('createBooking on $name', (backend) => {
  let handle: DatabaseHandle
  let cleanup: () => Promise<void>

  const addUser = async (mobile: string) => {
    const id = randomUUID()
    // SQLite keeps dates as ISO text, PostgreSQL as timestamptz.
    const now = handle.dialect === 'postgres' ? new Date() : new Date().toISOString()
    await handle.db
      .insertInto('user')
      .values({
        id,
        name: 'Ravi Kumar',
        email: `${id}@yatri.test`,
        emailVerified: handle.dialect === 'postgres' ? false : 0,
        image: null,
        createdAt: now,
        updatedAt: now,
        role: 'user',
        mobile,
        address: '',
        pin: '',
        aadhaarEnc: '',
        aadhaarLast4: '',
      })
      .execute()
    return id
  }
  const book = (userId: string, values: Partial<BookingFormValues> = {}, idempotencyKey = randomUUID(), now = new Date('2026-11-21T10:00:00Z')) =>
    createBooking({ db: handle.db, order: { source: 'site', userId, input: input(values), idempotencyKey }, aadhaarKey: KEY, timeZone: TZ, now })
  const ownerInput = (values: Record<string, unknown> = {}) =>
    ownerBookingSchema({ today: '2026-11-21' }).parse({
      name: 'Sunita Deshmukh',
      mobileNumber: '9811122233',
      customerEmail: '',
      aadharCardNumber: '',
      pickupLocation: 'Kothrud, Pune',
      dropoffLocation: 'Shirdi',
      carType: 'Toyota Innova',
      pickupDate: '2026-12-03',
      pickupTime: '05:30',
      ...values,
    })

  beforeAll(async () => {
    ;({ handle, cleanup } = await backend.open())
    await migrate(handle.db)
  })
  afterAll(async () => {
    await cleanup?.()
  })

  it('stores the booking with the account mobile for a self booking and the IST booking date', async () => {
    const userId = await addUser('9822012345')
    // 18:31 UTC on the 21st is 00:01 IST on the 22nd.
    const { booking, created } = await book(userId, {}, randomUUID(), new Date('2026-11-21T18:31:00Z'))
    expect(created).toBe(true)
    expect(booking).toMatchObject({
      name: 'Ravi Kumar',
      bookingFor: 'self',
      mobileNumber: '9822012345',
      carType: 'Maruti Suzuki Ertiga',
      pickupDate: '2026-12-01',
      pickupTime: '06:15',
      aadhaarLast4: AADHAAR.slice(-4),
      bookingDate: '2026-11-22',
    })
  })

  it('records "Not Available" for a self booking without a stored mobile, the entered one for someone else', async () => {
    const userId = await addUser('')
    expect((await book(userId)).booking.mobileNumber).toBe(MOBILE_NOT_AVAILABLE)
    expect((await book(userId, { bookingFor: 'someone', mobileNumber: '9000000001' })).booking.mobileNumber).toBe('9000000001')
  })

  it('keeps the Aadhaar number encrypted at rest', async () => {
    const userId = await addUser('9822012345')
    const { booking } = await book(userId)
    const row = await handle.db.selectFrom('booking').selectAll().where('id', '=', booking.id).executeTakeFirstOrThrow()
    expect(JSON.stringify(row)).not.toContain(AADHAAR)
    expect(JSON.stringify(row)).not.toContain(AADHAAR.slice(0, 8))
    expect(row.aadhaarLast4).toBe(AADHAAR.slice(-4))
    expect(decryptSecret(row.aadhaarEnc, KEY)).toBe(AADHAAR)
    // The whole table, read raw, holds no trace of the number either.
    const raw = await sql<Record<string, unknown>>`select * from booking`.execute(handle.db)
    expect(JSON.stringify(raw.rows)).not.toContain(AADHAAR)
  })

  it('saves one booking for a repeated or concurrent confirmation with the same key', async () => {
    const userId = await addUser('9822012345')
    const key = randomUUID()
    const first = await book(userId, {}, key)
    const again = await book(userId, { pickupLocation: 'Changed by a retry' }, key)
    expect(again.created).toBe(false)
    expect(again.booking).toEqual(first.booking)

    const concurrentKey = randomUUID()
    const results = await Promise.all([book(userId, {}, concurrentKey), book(userId, {}, concurrentKey), book(userId, {}, concurrentKey)])
    expect(results.filter((r) => r.created)).toHaveLength(1)
    expect(new Set(results.map((r) => r.booking.id)).size).toBe(1)

    const rows = await listBookingsForUser({ db: handle.db, userId })
    expect(rows).toHaveLength(2)
  })

  it('saves bookings that arrive together, refusing only the one whose account has gone, each with its mails', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, (_, i) => addUser(`900000010${i}`)))
    const results = await Promise.allSettled([...users.map((u) => book(u)), book('no-such-account')])
    expect(results.slice(0, 5).every((r) => r.status === 'fulfilled' && r.value.created)).toBe(true)
    const refused = results[5]
    expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(BookingAccountMissingError)
    for (const userId of users) expect(await listBookingsForUser({ db: handle.db, userId })).toHaveLength(1)
    const ids = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.booking.id] : []))
    const mails = await handle.db.selectFrom('outbox').select('refId').where('refId', 'in', ids).execute()
    expect(mails).toHaveLength(10)
    expect(await handle.db.selectFrom('booking').select('id').where('userId', '=', 'no-such-account').execute()).toHaveLength(0)
  })

  it('lets two users use the same key without touching each other', async () => {
    const a = await addUser('9000000002')
    const b = await addUser('9000000003')
    const key = randomUUID()
    const ra = await book(a, {}, key)
    const rb = await book(b, {}, key)
    expect(rb.created).toBe(true)
    expect(rb.booking.id).not.toBe(ra.booking.id)
    expect(rb.booking.mobileNumber).toBe('9000000003')
  })

  it('lists only the user’s own bookings, newest first', async () => {
    const a = await addUser('9000000004')
    const b = await addUser('9000000005')
    await book(a, { pickupLocation: 'First' }, randomUUID(), new Date('2026-11-21T08:00:00Z'))
    await book(b, { pickupLocation: 'Not yours' }, randomUUID(), new Date('2026-11-21T09:00:00Z'))
    await book(a, { pickupLocation: 'Second' }, randomUUID(), new Date('2026-11-21T10:00:00Z'))
    const rows = await listBookingsForUser({ db: handle.db, userId: a })
    expect(rows.map((r) => r.pickupLocation)).toEqual(['Second', 'First'])
    expect(rows.every((r) => !('aadhaarEnc' in r))).toBe(true)
    expect(await listBookingsForUser({ db: handle.db, userId: randomUUID() })).toEqual([])
  })

  it('gives each booking a reference, status requested, a one-way trip of one day and its first event', async () => {
    const userId = await addUser('9822012345')
    const { booking } = await book(userId)
    expect(booking.reference).toMatch(REFERENCE_PATTERN)
    const row = await handle.db.selectFrom('booking').selectAll().where('id', '=', booking.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      reference: booking.reference,
      status: 'requested',
      version: 1,
      tripType: 'one-way',
      returnDate: null,
      endDate: '2026-12-01',
      source: 'site',
      userId,
    })
    const events = await handle.db.selectFrom('bookingEvent').selectAll().where('bookingId', '=', booking.id).execute()
    expect(events).toEqual([
      expect.objectContaining({
        fromStatus: null,
        status: 'requested',
        actorId: userId,
        actorRole: 'traveller',
        note: '',
        createdAt: '2026-11-21T10:00:00.000Z',
      }),
    ])
  })

  it('stores a tour with the days it holds, and only its own trip fields', async () => {
    const userId = await addUser('9822012345')
    const { booking } = await book(userId, {
      tripType: 'tour',
      tourSlug: 'ashtavinayak',
      returnDate: '2026-12-03',
      passengers: '6',
      carType: 'Toyota Innova',
      hours: '12',
      stops: 'Morgaon, Theur',
    })
    const row = await handle.db.selectFrom('booking').selectAll().where('id', '=', booking.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      tripType: 'tour',
      tourSlug: 'ashtavinayak',
      returnDate: '2026-12-03',
      endDate: '2026-12-03',
      passengers: 6,
      hours: null,
      stops: 'Morgaon, Theur',
    })
  })

  it('draws a reference again when the one drawn is taken', async () => {
    const userId = await addUser('9822012345')
    const taken = (await book(userId)).booking.reference!
    const draws = [taken, taken, 'YT-FRESH2']
    const { booking, created } = await createBooking({
      db: handle.db,
      order: { source: 'site', userId, input: input(), idempotencyKey: randomUUID() },
      aadhaarKey: KEY,
      timeZone: TZ,
      makeReference: () => draws.shift() ?? 'YT-FRESH3',
    })
    expect(created).toBe(true)
    expect(booking.reference).toBe('YT-FRESH2')
    const rows = await handle.db.selectFrom('booking').select('id').where('reference', 'in', [taken, 'YT-FRESH2']).execute()
    expect(rows).toHaveLength(2)
  })

  it('saves a phone booking the owner enters, under no account, mailing the customer only when there is an e-mail', async () => {
    const ownerId = await addUser('9000000009')
    const order = (values: Record<string, unknown>, idempotencyKey = randomUUID()) =>
      createBooking({
        db: handle.db,
        order: { source: 'owner', ownerId, input: ownerInput(values), idempotencyKey },
        aadhaarKey: KEY,
        timeZone: TZ,
        now: new Date('2026-11-21T10:00:00Z'),
      })

    const key = randomUUID()
    const phone = await order({ tripType: 'round-trip', returnDate: '2026-12-04' }, key)
    expect(phone.created).toBe(true)
    const row = await handle.db.selectFrom('booking').selectAll().where('id', '=', phone.booking.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      userId: null,
      source: 'owner',
      name: 'Sunita Deshmukh',
      mobileNumber: '9811122233',
      customerEmail: null,
      aadhaarEnc: '',
      aadhaarLast4: '',
      status: 'requested',
      tripType: 'round-trip',
      endDate: '2026-12-04',
    })
    expect(await handle.db.selectFrom('outbox').select('id').where('refId', '=', phone.booking.id).execute()).toEqual([])
    const [event] = await handle.db.selectFrom('bookingEvent').selectAll().where('bookingId', '=', phone.booking.id).execute()
    expect(event).toMatchObject({ status: 'requested', actorId: ownerId, actorRole: 'owner' })
    // The form sent twice saves it once.
    const again = await order({ tripType: 'round-trip', returnDate: '2026-12-04' }, key)
    expect(again).toEqual({ booking: phone.booking, created: false })

    const withMail = await order({ customerEmail: 'sunita@example.in', aadharCardNumber: AADHAAR })
    const mails = await handle.db.selectFrom('outbox').select(['kind', 'to']).where('refId', '=', withMail.booking.id).execute()
    expect(mails).toEqual([{ kind: 'booking-confirmation', to: '"Sunita Deshmukh" <sunita@example.in>' }])
    const sealed = await handle.db
      .selectFrom('booking')
      .select(['aadhaarEnc', 'aadhaarLast4', 'customerEmail'])
      .where('id', '=', withMail.booking.id)
      .executeTakeFirstOrThrow()
    expect(decryptSecret(sealed.aadhaarEnc, KEY)).toBe(AADHAAR)
    expect(sealed).toMatchObject({ aadhaarLast4: AADHAAR.slice(-4), customerEmail: 'sunita@example.in' })
  })

  // The site hands over the account read with the session, so PostgreSQL need not read it again.
  it('books with the account read with the session, once per key, and refuses it once the account has gone', async () => {
    const userId = await addUser('9000000011')
    const account = { name: 'Ravi Kumar', email: `${userId}@yatri.test`, mobile: '9000000011' }
    const key = randomUUID()
    const order = (id: string = userId) =>
      createBooking({ db: handle.db, order: { source: 'site', userId: id, input: input(), idempotencyKey: key }, aadhaarKey: KEY, timeZone: TZ, account })
    const first = await order()
    expect(first.created).toBe(true)
    expect(first.booking.mobileNumber).toBe('9000000011')
    const again = await order()
    expect(again).toMatchObject({ created: false, booking: first.booking })
    expect(await listBookingsForUser({ db: handle.db, userId })).toHaveLength(1)
    expect(await handle.db.selectFrom('outbox').select('id').where('refId', '=', first.booking.id).execute()).toHaveLength(2)
    await expect(order('account-deleted-meanwhile')).rejects.toBeInstanceOf(BookingAccountMissingError)
    expect(await handle.db.selectFrom('booking').select('id').where('userId', '=', 'account-deleted-meanwhile').execute()).toHaveLength(0)
  })

  // A rush of bookings publishes in groups (one NOTIFY transaction for many); each still arrives on its own.
  // Only PostgreSQL groups its notifications; registered for it alone, so SQLite shows no skip.
  if (backend.name === 'postgres')
    it('delivers every one of many bookings announced at once, each once, in order', async () => {
      const bus = await createPostgresBus(handle.pool!, createLogger('silent'))
      const heard: unknown[] = []
      const unsubscribe = bus.subscribe('booking', (payload) => heard.push(payload))
      try {
        const ids = Array.from({ length: 150 }, () => randomUUID())
        await Promise.all(ids.map((id) => bus.publish('booking', { id })))
        await expect.poll(() => heard.length).toBe(ids.length)
        expect(heard).toEqual(ids.map((id) => ({ id })))
      } finally {
        unsubscribe()
        await bus.close()
      }
    })
})
