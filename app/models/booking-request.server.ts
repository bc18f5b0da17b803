import { BOOKING_ALERTS, bookingSchema, idempotencyKeySchema } from '~/domain/booking'
import { todayIn } from '~/domain/dates'
import { fieldErrors } from '~/domain/form'
import type { Logger } from '~/services/logger.server'
import { getRuntime } from '~/services/runtime.server'
import type { SessionUser } from '~/services/session.server'
import { BookingAccountMissingError, createBooking } from './bookings.server'

/**
 * The rules of `POST /api/bookings` once the request has passed the same-origin check and
 * its session has been looked up. Two doors lead here, the lean Express handler that serves
 * the site (server/bookings.ts) and the React Router route (app/routes/api-bookings.ts); both
 * only translate the request in and the answer out.
 */

/** A booking is a few hundred bytes; anything near this is not a booking. */
export const MAX_BOOKING_BYTES = 64 * 1024

export const NOT_A_POST = { error: 'Send a booking with POST.' }

export type BookingAnswer = { status: number; body: unknown }

/** Thrown by a body reader once the body passes MAX_BOOKING_BYTES. */
export class BookingBodyTooLarge extends Error {}

const unreadable = (): BookingAnswer => ({ status: 400, body: { error: 'The booking could not be read. Please try again.' } })

// Building the zod schema took longer than using it; it only changes at midnight.
let cachedSchema: { today: string; schema: ReturnType<typeof bookingSchema> } | undefined
function schemaFor(today: string) {
  if (cachedSchema?.today !== today) cachedSchema = { today, schema: bookingSchema({ today }) }
  return cachedSchema.schema
}

export async function answerBookingRequest({
  user,
  readBody,
  log,
}: {
  user: SessionUser | null
  /** The body as text; throws BookingBodyTooLarge past MAX_BOOKING_BYTES. */
  readBody: () => Promise<string>
  log: Logger
}): Promise<BookingAnswer> {
  if (!user) return { status: 401, body: { error: BOOKING_ALERTS.loggedOut } }

  let body: unknown
  try {
    body = JSON.parse(await readBody())
  } catch (error) {
    if (error instanceof BookingBodyTooLarge) return { status: 413, body: { error: 'The booking is too large.' } }
    return unreadable()
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return unreadable()

  const { config, db, events } = getRuntime()
  const now = new Date()
  const parsed = schemaFor(todayIn(config.timeZone, now)).safeParse(body)
  const key = idempotencyKeySchema.safeParse((body as Record<string, unknown>).idempotencyKey)
  if (!parsed.success || !key.success) {
    const errors = {
      ...(parsed.success ? {} : fieldErrors(parsed.error)),
      ...(key.success ? {} : { idempotencyKey: fieldErrors(key.error).form ?? 'Invalid confirmation key.' }),
    }
    return { status: 400, body: { errors } }
  }

  let result
  try {
    result = await createBooking({
      db,
      userId: user.id,
      input: parsed.data,
      idempotencyKey: key.data,
      aadhaarKey: config.secrets.aadhaarKey,
      timeZone: config.timeZone,
      now,
    })
  } catch (error) {
    if (error instanceof BookingAccountMissingError) return { status: 401, body: { error: BOOKING_ALERTS.loggedOut } }
    // The database is down or busy: nothing was saved, and the same key can be retried.
    log.error({ err: error, userId: user.id }, 'booking not saved')
    return { status: 503, body: { error: BOOKING_ALERTS.saveFailed } }
  }

  const { booking, created } = result
  if (created) {
    log.info({ bookingId: booking.id, userId: user.id }, 'booking saved')
    // After commit, so listeners (admin panel) never see a booking that was rolled back.
    await events.publish('booking', { id: booking.id }).catch((err: unknown) => log.warn({ err }, 'booking event not published'))
  }
  return { status: created ? 201 : 200, body: { booking } }
}
