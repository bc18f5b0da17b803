import { randomUUID } from 'node:crypto'
import { newReference } from '../../app/domain/booking-life'
import { endDateOf, type TripType } from '../../app/domain/trip'
import type { DB } from '../../app/services/db.server'
import { dialectOf } from '../../app/services/dialect.server'

/**
 * Rows written straight into a database that no server holds open yet (SQLite keeps an
 * exclusive lock while one runs), for admin-panel tests and benchmarks that need bookings
 * the booking form would refuse: pickups in the past, invalid dates, missing values.
 */

/** YYYY-MM-DD `days` after the given YYYY-MM-DD. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

export type SeedUser = {
  id?: string
  name: string
  email: string
  role?: 'user' | 'admin'
  mobile?: string
  address?: string
  pin?: string
  aadhaarLast4?: string
  createdAt?: string
}

export async function seedUser(db: DB, user: SeedUser): Promise<string> {
  const id = user.id ?? randomUUID()
  const createdAt = user.createdAt ?? new Date().toISOString()
  const pg = dialectOf(db) === 'postgres'
  await db
    .insertInto('user')
    .values({
      id,
      name: user.name,
      email: user.email,
      emailVerified: pg ? false : 0,
      image: null,
      createdAt,
      updatedAt: createdAt,
      role: user.role ?? 'user',
      mobile: user.mobile ?? '',
      address: user.address ?? '',
      pin: user.pin ?? '',
      // Never read back by the panel; only the last four digits are shown, masked.
      aadhaarEnc: user.aadhaarLast4 ? 'not-a-real-ciphertext' : '',
      aadhaarLast4: user.aadhaarLast4 ?? '',
    })
    .execute()
  return id
}

export type SeedBooking = {
  userId: string
  name: string
  pickupDate: string
  pickupTime: string
  bookingFor?: 'self' | 'someone'
  mobileNumber?: string
  pickupLocation?: string
  dropoffLocation?: string
  carType?: string
  bookingDate?: string
  createdAt?: string
  tripType?: TripType
  returnDate?: string | null
  status?: 'requested' | 'confirmed' | 'assigned' | 'completed' | 'cancelled'
}

export function bookingRow(b: SeedBooking) {
  const id = randomUUID()
  return {
    id,
    userId: b.userId,
    name: b.name,
    bookingFor: b.bookingFor ?? 'self',
    mobileNumber: b.mobileNumber ?? '9822012345',
    pickupLocation: b.pickupLocation ?? 'Pune Station',
    dropoffLocation: b.dropoffLocation ?? 'Mumbai Airport T2',
    carType: b.carType ?? 'Toyota Innova',
    pickupDate: b.pickupDate,
    pickupTime: b.pickupTime,
    aadhaarEnc: 'not-a-real-ciphertext',
    aadhaarLast4: '1234',
    bookingDate: b.bookingDate ?? b.pickupDate,
    idempotencyKey: id,
    createdAt: b.createdAt ?? new Date().toISOString(),
    reference: newReference(),
    status: b.status ?? 'requested',
    tripType: b.tripType ?? 'one-way',
    returnDate: b.returnDate ?? null,
    endDate: endDateOf({ pickupDate: b.pickupDate, returnDate: b.returnDate }),
  }
}

export async function seedBooking(db: DB, booking: SeedBooking): Promise<string> {
  const row = bookingRow(booking)
  await db.insertInto('booking').values(row).execute()
  return row.id
}

export async function seedMessage(
  db: DB,
  message: { name: string; email: string; phone: string; message: string; createdAt: string },
  delivery?: { status: 'pending' | 'sent' | 'failed'; attempts: number; lastError?: string },
): Promise<number> {
  const { id } = await db
    .insertInto('contactMessage')
    .values({ ...message, source: 'contact' })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (delivery) {
    await db
      .insertInto('outbox')
      .values({
        kind: 'contact',
        refId: String(id),
        to: 'owner-inbox@yatri.test',
        replyTo: message.email,
        subject: `New message from ${message.name}`,
        html: '<p>seeded</p>',
        text: 'seeded',
        status: delivery.status,
        attempts: delivery.attempts,
        // A message still waiting after failed attempts is due again later; the app's outbox
        // worker would otherwise deliver (or log) it before the test looks.
        nextAttemptAt: delivery.status === 'pending' ? new Date(Date.now() + 24 * 60 * 60_000).toISOString() : message.createdAt,
        lockedUntil: null,
        lastError: delivery.lastError ?? null,
        createdAt: message.createdAt,
        sentAt: delivery.status === 'sent' ? message.createdAt : null,
      })
      .execute()
  }
  return Number(id)
}

/** A booking as a traveller's request leaves it: the row and its first event, "requested". */
export async function seedRequestedBooking(db: DB, booking: SeedBooking & { tourSlug?: string }): Promise<string> {
  const row = { ...bookingRow(booking), ...(booking.tourSlug ? { tourSlug: booking.tourSlug } : {}) }
  await db.insertInto('booking').values(row).execute()
  await db
    .insertInto('bookingEvent')
    .values({
      bookingId: row.id,
      fromStatus: null,
      status: 'requested',
      actorId: booking.userId,
      actorRole: 'traveller',
      note: '',
      driverId: null,
      vehicleNumber: null,
      createdAt: new Date().toISOString(),
    })
    .execute()
  return row.reference
}
