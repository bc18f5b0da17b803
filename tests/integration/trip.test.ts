// The server's own zone must not matter: every rule here runs in business time.
process.env.TZ = 'UTC'

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import ICAL from 'ical.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { moveBooking } from '~/models/booking-moves.server'
import { addDriver } from '~/models/drivers.server'
import { queueDueReminders, type TripMailSettings } from '~/models/trip-mail.server'
import { cancelTripAsTraveller, findTravellerTrip, TRIP_TEXTS } from '~/models/trip.server'
import { loadConfig } from '~/services/config.server'
import { migrate, openDatabase, type DatabaseHandle, type DB } from '~/services/db.server'
import { renderQueuedMail } from '~/emails/render-mail'
import { seedBooking, seedUser } from '../support/admin-seed'
import { createScratchDatabase } from '../support/pg'

type Target = { name: string; open: () => Promise<{ url: string | undefined; dataDir: string; cleanup: () => Promise<void> }> }

const targets: Target[] = [
  {
    name: 'sqlite',
    open: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-trip-'))
      return { url: undefined, dataDir: dir, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) }
    },
  },
]
if (process.env.TEST_DATABASE_URL) {
  const adminUrl = process.env.TEST_DATABASE_URL
  targets.push({
    name: 'postgres',
    open: async () => {
      const scratch = await createScratchDatabase(adminUrl, 'yatri_trip_it')
      return { url: scratch.url, dataDir: os.tmpdir(), cleanup: scratch.drop }
    },
  })
}

const settingsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-trip-config-'))
const config = loadConfig({ DATA_DIR: settingsDir, PUBLIC_URL: 'https://yatri.example', CONTACT_TO: 'owner@yatri.example', BUSINESS_TIMEZONE: 'Asia/Kolkata' })
const settings: TripMailSettings = config
const rule = { timeZone: 'Asia/Kolkata', cancelCutoffHours: 2 }
const OWNER = { id: null, role: 'owner' as const }
const events = { publish: async () => {} }

afterAll(() => fs.rmSync(settingsDir, { recursive: true, force: true }))

type Outbox = { kind: string; to: string; subject: string; payload: string | null; html: string | null; text: string | null }

function parseCalendar(content: string) {
  const component = new ICAL.Component(ICAL.parse(content))
  const event = component.getFirstSubcomponent('vevent')!
  return {
    method: component.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    start: event.getFirstProperty('dtstart')!,
    end: event.getFirstProperty('dtend')!,
    timezone: component.getFirstSubcomponent('vtimezone'),
  }
}

for (const target of targets) {
  describe(`the traveller's trip on ${target.name}`, () => {
    let handle: DatabaseHandle
    let db: DB
    let cleanup: () => Promise<void>
    let url: string | undefined
    let dataDir: string
    let meera: string
    let ravi: string

    beforeAll(async () => {
      const opened = await target.open()
      url = opened.url
      dataDir = opened.dataDir
      cleanup = opened.cleanup
      handle = openDatabase({ dataDir, databaseUrl: url })
      db = handle.db
      await migrate(db)
      meera = await seedUser(db, { name: 'Meera Joshi', email: 'meera@example.in' })
      ravi = await seedUser(db, { name: 'Ravi Kumar', email: 'ravi@example.in' })
    })
    afterAll(async () => {
      await handle?.close()
      await cleanup?.()
    })
    beforeEach(async () => {
      await db.deleteFrom('outbox').execute()
      await db.deleteFrom('bookingEvent').execute()
      await db.deleteFrom('booking').execute()
    })

    const outbox = () => db.selectFrom('outbox').select(['kind', 'to', 'subject', 'payload', 'html', 'text']).orderBy('id').execute() as Promise<Outbox[]>
    const referenceOf = async (id: string) => (await db.selectFrom('booking').select('reference').where('id', '=', id).executeTakeFirstOrThrow()).reference

    it('allows a cancel until exactly CANCEL_CUTOFF_HOURS before pickup in business time, on a UTC server', async () => {
      // 10:00 in Kolkata is 04:30 UTC; the cut-off two hours earlier is 02:30 UTC.
      const early = await seedBooking(db, { userId: meera, name: 'Meera Joshi', pickupDate: '2026-12-05', pickupTime: '10:00' })
      const late = await seedBooking(db, { userId: meera, name: 'Meera Joshi', pickupDate: '2026-12-05', pickupTime: '10:00' })
      const [earlyRef, lateRef] = [await referenceOf(early), await referenceOf(late)]

      const lastMoment = new Date('2026-12-05T02:29:59.999Z')
      const tooLate = new Date('2026-12-05T02:30:00.000Z')
      expect((await findTravellerTrip({ db, userId: meera, reference: lateRef, rule, now: tooLate }))?.beforeCutoff).toBe(false)
      expect(await cancelTripAsTraveller({ db, userId: meera, reference: lateRef, rule, mail: settings, events, now: tooLate })).toEqual({
        ok: false,
        status: 409,
        message: TRIP_TEXTS.tooLate,
      })
      expect((await db.selectFrom('booking').select('status').where('id', '=', late).executeTakeFirstOrThrow()).status).toBe('requested')

      expect(await cancelTripAsTraveller({ db, userId: meera, reference: earlyRef, rule, mail: settings, events, now: lastMoment })).toEqual({
        ok: true,
        status: 'cancelled',
      })
      expect((await db.selectFrom('booking').select('status').where('id', '=', early).executeTakeFirstOrThrow()).status).toBe('cancelled')
    })

    it('refuses another traveller, unknown references, cancelling twice and a completed trip, changing nothing', async () => {
      const id = await seedBooking(db, { userId: meera, name: 'Meera Joshi', pickupDate: '2030-01-10', pickupTime: '09:00' })
      const done = await seedBooking(db, { userId: meera, name: 'Meera Joshi', pickupDate: '2030-01-10', pickupTime: '09:00', status: 'completed' })
      const reference = await referenceOf(id)
      expect(await findTravellerTrip({ db, userId: ravi, reference, rule })).toBeUndefined()
      expect((await cancelTripAsTraveller({ db, userId: ravi, reference, rule, mail: settings, events })).ok).toBe(false)
      expect((await cancelTripAsTraveller({ db, userId: meera, reference: 'YT-0000', rule, mail: settings, events })).ok).toBe(false)
      expect((await cancelTripAsTraveller({ db, userId: meera, reference: "YT-' OR 1=1", rule, mail: settings, events })).ok).toBe(false)
      expect(await db.selectFrom('booking').select('status').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'requested' })

      expect((await cancelTripAsTraveller({ db, userId: meera, reference, rule, mail: settings, events })).ok).toBe(true)
      const twice = await cancelTripAsTraveller({ db, userId: meera, reference, rule, mail: settings, events })
      expect(twice).toEqual({ ok: false, status: 409, message: 'This booking is Cancelled, so it cannot be changed.' })
      const completed = await cancelTripAsTraveller({ db, userId: meera, reference: await referenceOf(done), rule, mail: settings, events })
      expect(completed).toEqual({ ok: false, status: 409, message: 'This booking is Completed, so it cannot be changed.' })
      // One cancellation: its two mails and one history event, nothing from the refusals.
      expect((await outbox()).map((m) => m.kind)).toEqual(['trip-cancelled', 'trip-cancelled-notice'])
      expect(await db.selectFrom('bookingEvent').select('status').where('bookingId', '=', id).execute()).toEqual([{ status: 'cancelled' }])
    })

    it('mails every move with the reference; the driver mail carries a calendar event whose SEQUENCE grows, and a cancel removes it', async () => {
      const id = await seedBooking(db, {
        userId: meera,
        name: 'Meera Joshi',
        pickupDate: '2030-03-10',
        pickupTime: '06:30',
        tripType: 'tour',
        returnDate: '2030-03-12',
      })
      const reference = await referenceOf(id)
      const first = await addDriver({ db, driver: { name: 'Sunil Pawar', mobile: '9822012345' } })
      const second = await addDriver({ db, driver: { name: 'Amit Jadhav', mobile: '9822098765' } })

      expect((await moveBooking({ db, bookingId: id, actor: OWNER, move: { to: 'confirmed' }, mail: settings, events })).ok).toBe(true)
      expect(
        (
          await moveBooking({
            db,
            bookingId: id,
            actor: OWNER,
            move: { to: 'assigned', driverId: first.id, vehicleNumber: 'MH 12 AB 1234' },
            mail: settings,
            events,
          })
        ).ok,
      ).toBe(true)
      expect(
        (
          await moveBooking({
            db,
            bookingId: id,
            actor: OWNER,
            move: { to: 'assigned', driverId: second.id, vehicleNumber: 'MH 14 CD 5678' },
            mail: settings,
            events,
          })
        ).ok,
      ).toBe(true)
      expect((await cancelTripAsTraveller({ db, userId: meera, reference, rule, mail: settings, events })).ok).toBe(true)

      const mails = await outbox()
      expect(mails.map((m) => m.kind)).toEqual(['trip-confirmed', 'trip-driver', 'trip-driver', 'trip-cancelled', 'trip-cancelled-notice'])
      for (const mail of mails) expect(mail.subject).toContain(reference)
      expect(mails.slice(0, 4).every((m) => m.to.includes('meera@example.in'))).toBe(true)
      expect(mails[4]!.to).toBe('owner@yatri.example')

      const rendered = mails.map((m) => renderQueuedMail(m))
      expect(rendered[1]!.text).toContain('Driver: Sunil Pawar')
      expect(rendered[1]!.text).toContain('Vehicle number: MH 12 AB 1234')
      expect(rendered[1]!.text).toContain('Please check the vehicle number before boarding.')
      expect(rendered[2]!.text).toContain('Driver: Amit Jadhav')
      expect(rendered[3]!.text).toContain('cancelled by you')
      expect(rendered[4]!.text).toContain('Meera Joshi cancelled booking')

      const [a, b] = [parseCalendar(rendered[1]!.attachments![0]!.content), parseCalendar(rendered[2]!.attachments![0]!.content)]
      const cancel = parseCalendar(rendered[3]!.attachments![0]!.content)
      expect(a.uid).toBe(b.uid)
      expect(cancel.uid).toBe(a.uid)
      expect(b.sequence).toBeGreaterThan(a.sequence)
      expect(cancel.sequence).toBeGreaterThan(b.sequence)
      expect([a.method, cancel.method, cancel.status]).toEqual(['PUBLISH', 'CANCEL', 'CANCELLED'])
      // A three-day tour: from 06:30 on the first day to the end of the last, Kolkata time.
      expect(a.start.getParameter('tzid')).toBe('Asia/Kolkata')
      expect(String(a.start.getFirstValue())).toBe('2030-03-10T06:30:00')
      expect(String(a.end.getFirstValue())).toBe('2030-03-13T00:00:00')
      expect(a.timezone?.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata')
      expect(String(a.timezone?.getFirstSubcomponent('standard')?.getFirstPropertyValue('tzoffsetto'))).toBe('+05:30')
      expect(rendered[1]!.attachments![0]!.contentType).toContain('text/calendar')
    })

    it('queues exactly one reminder the day before at REMINDER_HOUR, across two workers racing and a restart, and none for a cancelled trip', async () => {
      const kept = await seedBooking(db, { userId: meera, name: 'Meera Joshi', pickupDate: '2026-12-06', pickupTime: '07:00' })
      const cancelled = await seedBooking(db, { userId: meera, name: 'Meera Joshi', pickupDate: '2026-12-06', pickupTime: '08:00', status: 'cancelled' })
      const later = await seedBooking(db, { userId: ravi, name: 'Ravi Kumar', pickupDate: '2026-12-07', pickupTime: '07:00' })
      // 17:59 and 18:00 in Kolkata on 5 Dec are 12:29 and 12:30 UTC.
      expect(await queueDueReminders({ db, settings, now: new Date('2026-12-05T12:29:00Z') })).toBe(0)

      // A second instance: its own connection (pool, on PostgreSQL) to the same database.
      // On SQLite one process owns the database, so the racers share it.
      const other = url ? openDatabase({ dataDir, databaseUrl: url }) : undefined
      const otherDb = other?.db ?? db
      try {
        const at = new Date('2026-12-05T12:30:00Z')
        const counts = await Promise.all([
          queueDueReminders({ db, settings, now: at }),
          queueDueReminders({ db: otherDb, settings, now: at }),
          queueDueReminders({ db, settings, now: at }),
        ])
        expect(counts.reduce((a, b) => a + b, 0)).toBe(1)
        // After a restart the same evening, nothing new.
        expect(await queueDueReminders({ db: otherDb, settings, now: new Date('2026-12-05T15:00:00Z') })).toBe(0)
      } finally {
        await other?.close()
      }
      const mails = await outbox()
      expect(mails.map((m) => [m.kind, m.to])).toEqual([['trip-reminder', '"Meera Joshi" <meera@example.in>']])
      const text = renderQueuedMail(mails[0]!).text
      expect(text).toContain(await referenceOf(kept))
      expect(text).toContain('7:00 AM')
      expect(await db.selectFrom('booking').select('reminderQueuedAt').where('id', 'in', [cancelled, later]).execute()).toEqual([
        { reminderQueuedAt: null },
        { reminderQueuedAt: null },
      ])
    })
  })
}

describe('queued mails across a template change', () => {
  it('still sends a request mail queued before bookings had a reference', () => {
    const payload = JSON.stringify({
      booking: {
        id: 'bk_old',
        name: 'Meera Joshi',
        bookingFor: 'self',
        mobileNumber: '9876543210',
        pickupLocation: 'Pune',
        dropoffLocation: 'Lonavala',
        carType: 'Swift Dzire',
        pickupDate: '2026-12-05',
        pickupTime: '06:30',
        aadhaarLast4: '4821',
        bookingDate: '2026-11-21',
      },
      account: { name: 'Meera Joshi', email: 'meera@example.in' },
      business: { name: 'Yatri', phone: '+91 98220 12345', email: 'b@yatri.example', address: 'Pune', whatsapp: '919822012345' },
    })
    const mail = renderQueuedMail({ kind: 'booking-confirmation', html: null, text: null, payload })
    expect(mail.text).toContain('Booking reference: bk_old')
    expect(mail.text).toContain('We will call you to confirm the booking')
  })
})
