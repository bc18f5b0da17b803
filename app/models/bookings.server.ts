import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { BookingInput } from '~/domain/booking'
import { todayIn } from '~/domain/dates'
import { encryptSecret } from '~/services/crypto.server'
import type { BookingTable, Database, DB } from '~/services/db.server'
import { enqueueBookingMails, type ConfirmedBooking } from './booking-mail.server'

/** SPEC.md §3: a self booking without a stored mobile records this text. */
export const MOBILE_NOT_AVAILABLE = 'Not Available'

/** The account was deleted between the session check and the insert. */
export class BookingAccountMissingError extends Error {}

type BookingRow = Selectable<BookingTable>

function toConfirmed(row: BookingRow): ConfirmedBooking {
  return {
    id: row.id,
    name: row.name,
    bookingFor: row.bookingFor,
    mobileNumber: row.mobileNumber,
    pickupLocation: row.pickupLocation,
    dropoffLocation: row.dropoffLocation,
    carType: row.carType,
    pickupDate: row.pickupDate,
    pickupTime: row.pickupTime,
    aadhaarLast4: row.aadhaarLast4,
    bookingDate: row.bookingDate,
  }
}

function findByKey(db: Kysely<Database>, userId: string, idempotencyKey: string) {
  return db.selectFrom('booking').selectAll().where('userId', '=', userId).where('idempotencyKey', '=', idempotencyKey).executeTakeFirst()
}

/**
 * Saves a validated booking under the user (SPEC.md §3) and queues its mails in the same
 * transaction. The idempotency key makes a double click or a retried request return the
 * booking already saved instead of saving a second one; `created` says which happened.
 */
export async function createBooking({
  db,
  userId,
  input,
  idempotencyKey,
  aadhaarKey,
  timeZone,
  now = new Date(),
}: {
  db: DB
  userId: string
  input: BookingInput
  idempotencyKey: string
  aadhaarKey: string
  timeZone: string
  now?: Date
}): Promise<{ booking: ConfirmedBooking; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const existing = await findByKey(trx, userId, idempotencyKey)
    if (existing) return { booking: toConfirmed(existing), created: false }

    const account = await trx.selectFrom('user').select(['name', 'email', 'mobile']).where('id', '=', userId).executeTakeFirst()
    if (!account) throw new BookingAccountMissingError()

    const row: BookingRow = {
      id: randomUUID(),
      userId,
      name: input.name,
      bookingFor: input.bookingFor,
      mobileNumber: input.bookingFor === 'self' ? account.mobile.trim() || MOBILE_NOT_AVAILABLE : input.mobileNumber,
      pickupLocation: input.pickupLocation,
      dropoffLocation: input.dropoffLocation,
      carType: input.carType,
      pickupDate: input.pickupDate,
      pickupTime: input.pickupTime,
      aadhaarEnc: encryptSecret(input.aadharCardNumber, aadhaarKey),
      aadhaarLast4: input.aadharCardNumber.slice(-4),
      bookingDate: todayIn(timeZone, now),
      idempotencyKey,
      createdAt: now.toISOString(),
    }
    // A concurrent request with the same key may have committed since the lookup above;
    // on PostgreSQL this insert then waits for it and does nothing.
    const inserted = await trx
      .insertInto('booking')
      .values(row)
      .onConflict((oc) => oc.columns(['userId', 'idempotencyKey']).doNothing())
      .returningAll()
      .executeTakeFirst()
    if (!inserted) {
      const winner = await findByKey(trx, userId, idempotencyKey)
      if (!winner) throw new Error('Booking vanished after an idempotency conflict')
      return { booking: toConfirmed(winner), created: false }
    }
    const booking = toConfirmed(inserted)
    await enqueueBookingMails(trx, { booking, account: { name: account.name, email: account.email } })
    return { booking, created: true }
  })
}

/** The columns booking history shows (SPEC.md §2), newest booking first. */
export type BookingHistoryRow = Pick<
  BookingRow,
  'id' | 'bookingDate' | 'pickupDate' | 'pickupTime' | 'name' | 'carType' | 'pickupLocation' | 'dropoffLocation' | 'mobileNumber'
>

/** Only ever the given user's bookings: the user id is the first condition of the query. */
export async function listBookingsForUser({ db, userId }: { db: DB; userId: string }): Promise<BookingHistoryRow[]> {
  return db
    .selectFrom('booking')
    .select(['id', 'bookingDate', 'pickupDate', 'pickupTime', 'name', 'carType', 'pickupLocation', 'dropoffLocation', 'mobileNumber'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute()
}
