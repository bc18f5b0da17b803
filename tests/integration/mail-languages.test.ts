import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withVerhoeffDigit } from '~/domain/aadhaar'
import { bookingSchema, ownerBookingSchema } from '~/domain/booking'
import { emptyTrip } from '~/domain/trip'
import { renderQueuedMail } from '~/emails/render-mail'
import { createBooking } from '~/models/bookings.server'
import { saveContactMessage } from '~/models/contact.server'
import { queueMoveMails, runtimeMailSettings } from '~/models/trip-mail.server'
import { loadConfig } from '~/services/config.server'
import { migrate, openDatabase, type DatabaseHandle } from '~/services/db.server'
import { createLogger } from '~/services/logger.server'
import { getRuntime, startRuntime, stopRuntime } from '~/services/runtime.server'
import { createScratchDatabase } from '../support/pg'

// Issue 24: each mail is queued in its recipient's language: the traveller's account
// language for theirs, the owner's account language for the owner's, English for a
// customer without an account. The subject is written then, and the payload keeps `lang`.

const KEY = randomBytes(32).toString('hex')
const TZ = 'Asia/Kolkata'
const today = '2026-11-21'
const now = new Date('2026-11-21T10:00:00Z')

let runtimeDir: string
beforeAll(async () => {
  runtimeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-mail-lang-runtime-'))
  await startRuntime({ config: loadConfig({ DATA_DIR: runtimeDir, CONTACT_TO: 'owner-inbox@yatri.test' }), log: createLogger('silent') })
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
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-mail-lang-'))
      const handle = openDatabase({ dataDir: dir, databaseUrl: undefined })
      return { handle, cleanup: async () => (await handle.close(), fs.rmSync(dir, { recursive: true, force: true })) }
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres',
          open: async () => {
            const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_mail_lang')
            const handle = openDatabase({ dataDir: os.tmpdir(), databaseUrl: scratch.url })
            return { handle, cleanup: async () => (await handle.close(), await scratch.drop()) }
          },
        },
      ]
    : []),
]

describe.each(backends)('mail languages on $name', (backend) => {
  let handle: DatabaseHandle
  let cleanup: () => Promise<void>

  const addUser = async (role: 'user' | 'admin', language: string) => {
    const id = randomUUID()
    const at = handle.dialect === 'postgres' ? new Date() : new Date().toISOString()
    await handle.db
      .insertInto('user')
      .values({
        id,
        name: role === 'admin' ? 'Owner' : 'Sunita Kulkarni',
        email: `${id}@yatri.test`,
        emailVerified: handle.dialect === 'postgres' ? false : 0,
        image: null,
        createdAt: at,
        updatedAt: at,
        role,
        mobile: '9822012345',
        address: '',
        pin: '',
        aadhaarEnc: '',
        aadhaarLast4: '',
        language,
      })
      .execute()
    return id
  }

  const input = bookingSchema({ today }).parse({
    ...emptyTrip(),
    name: 'Sunita Kulkarni',
    bookingFor: 'self',
    mobileNumber: '',
    aadharCardNumber: withVerhoeffDigit('87654321098'),
    pickupLocation: 'Swargate, Pune',
    dropoffLocation: 'Mahabaleshwar',
    carType: 'Toyota Innova',
    pickupDate: '2026-12-21',
    pickupTime: '06:30',
  })

  const outboxOf = (refId: string) => handle.db.selectFrom('outbox').selectAll().where('refId', '=', refId).orderBy('id').execute()

  beforeAll(async () => {
    ;({ handle, cleanup } = await backend.open())
    await migrate(handle.db)
    await addUser('admin', 'hi')
  })
  afterAll(async () => cleanup())

  it("a traveller's booking: their confirmation in Marathi, the owner's notice in the owner's Hindi", async () => {
    const userId = await addUser('user', 'mr')
    const { booking } = await createBooking({
      db: handle.db,
      order: { source: 'site', userId, input, idempotencyKey: randomUUID() },
      aadhaarKey: KEY,
      timeZone: TZ,
      now,
    })
    const [confirmation, notice] = await outboxOf(booking.id)
    expect(confirmation!.subject).toBe('बुकिंग निश्चित: Toyota Innova, २१ डिसें, २०२६ रोजी')
    expect(JSON.parse(confirmation!.payload!)).toMatchObject({ version: 1, lang: 'mr' })
    expect(renderQueuedMail(confirmation!).text).toContain('पिकअपचे ठिकाण: Swargate, Pune')
    expect(notice!.subject).toBe('नई बुकिंग: Toyota Innova, 21 दिस॰ 2026 को 6:30 am')
    expect(renderQueuedMail(notice!).text).toContain('नई बुकिंग')

    // The trip's moves write to the traveller in Marathi too, the calendar file included; their cancellation tells the owner in Hindi.
    await handle.db.transaction().execute(async (trx) => {
      const settings = runtimeMailSettings()!
      await queueMoveMails(trx, { bookingId: booking.id, to: 'confirmed', actor: { role: 'owner' }, note: '', settings, now })
      await queueMoveMails(trx, { bookingId: booking.id, to: 'cancelled', actor: { role: 'traveller' }, note: 'Plans changed', settings, now })
    })
    const moves = (await outboxOf(booking.id)).slice(2)
    expect(moves.map((m) => [m.kind, m.subject])).toEqual([
      ['trip-confirmed', `बुकिंग ${booking.reference} निश्चित: Toyota Innova, २१ डिसें, २०२६ रोजी`],
      ['trip-cancelled', `बुकिंग ${booking.reference} रद्द: Toyota Innova, २१ डिसें, २०२६ रोजी`],
      ['trip-cancelled-notice', `यात्री ने रद्द की: ${booking.reference}, Toyota Innova, 21 दिस॰ 2026 को`],
    ])
    const cancelled = renderQueuedMail(moves[1]!)
    expect(cancelled.text).toContain('तुम्ही आमच्या वेबसाइटवर रद्द केले आहे.')
    expect(cancelled.attachments?.[0]?.content).toContain(`SUMMARY:Toyota Innova: Swargate\\, Pune ते Mahabaleshwar (${booking.reference})`)
  })

  it('an owner-entered booking for someone without an account: English', async () => {
    const owner = ownerBookingSchema({ today }).parse({
      name: 'Meera Joshi',
      mobileNumber: '9811122233',
      customerEmail: 'meera@example.in',
      aadharCardNumber: '',
      pickupLocation: 'Kothrud, Pune',
      dropoffLocation: 'Shirdi',
      carType: 'Toyota Innova',
      pickupDate: '2026-12-03',
      pickupTime: '05:30',
    })
    const { booking } = await createBooking({
      db: handle.db,
      order: { source: 'owner', ownerId: 'owner', input: owner, idempotencyKey: randomUUID() },
      aadhaarKey: KEY,
      timeZone: TZ,
      now,
    })
    const [confirmation, ...rest] = await outboxOf(booking.id)
    expect(rest).toHaveLength(0)
    expect(confirmation!.subject).toBe('Booking confirmed: Toyota Innova on 3 Dec 2026')
    expect(JSON.parse(confirmation!.payload!)).toMatchObject({ lang: 'en' })
  })

  it("a contact message reaches the owner in the owner's language", async () => {
    const { events, log, config } = getRuntime()
    const { id } = await saveContactMessage({
      db: handle.db,
      events,
      log,
      config,
      message: { name: 'Anil', email: 'anil@example.in', phone: '+91 90000 00000', message: 'Innova for Saturday?' },
      source: 'contact',
    })
    const [mail] = await outboxOf(String(id))
    expect(mail!.subject).toBe('वेबसाइट से Anil का नया संदेश')
    expect(renderQueuedMail(mail!).text).toContain('कहाँ से भेजा: संपर्क पेज')
  })
})
