import { canMove, isReference, type BookingStatus } from '~/domain/booking-life'
import { beforeCancelCutoff, cancelDeadline } from '~/domain/trip-times'
import type { DB } from '~/services/db.server'
import { listBookingEvents, moveBooking, refusalMessage, type BookingEventRow, type MoveParams } from './booking-moves.server'
import { bookingCalendar, readTripForMail, type TripMailSettings } from './trip-mail.server'
import type { MailCalendar, TripMailDetails } from '~/domain/mail'
import type { Lang } from '~/i18n/languages'
import { msg } from '~/i18n/message'

/**
 * The traveller's view of one booking (docs/product.md, trip page). Every read starts from the
 * signed-in traveller's id: a reference that is not theirs is, to them, a reference that does
 * not exist.
 */

export const TRIP_TEXTS = {
  confirmCancel: msg('Are you sure you want to cancel this booking?'),
  tooLate: msg('This trip starts soon. Please call us to cancel.'),
  cancelled: msg('Your booking is cancelled.'),
  notFound: msg('This booking does not exist.'),
} as const

/**
 * The refusals of booking-moves.server.ts a traveller's cancel can meet, named here so the
 * trip page's catalogue has them and its toast shows them in the page's language (the
 * English is theirs, unchanged).
 */
const _travellerRefusals = [
  msg('This booking is Completed, so it cannot be changed.'),
  msg('This booking is Cancelled, so it cannot be changed.'),
  msg('This booking was changed by someone else a moment ago. Please check it and try again.'),
] as const

export type TravellerTrip = {
  id: string
  version: number
  trip: TripMailDetails
  events: BookingEventRow[]
  /** Whether the status still allows a cancel, whatever the clock says. */
  cancellable: boolean
  /** Whether the cut-off has not passed yet. */
  beforeCutoff: boolean
  cancelDeadline: string
}

type CancelRule = Pick<TripMailSettings, 'timeZone'> & { cancelCutoffHours: number }

async function ownBookingId(db: DB, userId: string, reference: string): Promise<string | undefined> {
  if (!isReference(reference)) return undefined
  const row = await db.selectFrom('booking').select('id').where('userId', '=', userId).where('reference', '=', reference).executeTakeFirst()
  return row?.id
}

export async function findTravellerTrip({
  db,
  userId,
  reference,
  rule,
  now = new Date(),
}: {
  db: DB
  userId: string
  reference: string
  rule: CancelRule
  now?: Date
}): Promise<TravellerTrip | undefined> {
  const id = await ownBookingId(db, userId, reference)
  if (!id) return undefined
  const [read, events] = await Promise.all([readTripForMail(db, id), listBookingEvents({ db, bookingId: id })])
  if (!read) return undefined
  const cutoff = { timeZone: rule.timeZone, cutoffHours: rule.cancelCutoffHours }
  return {
    id,
    version: read.row.version,
    trip: read.details,
    events,
    cancellable: canMove(read.row.status, 'cancelled'),
    beforeCutoff: beforeCancelCutoff(read.row, cutoff, now),
    cancelDeadline: cancelDeadline(read.row, cutoff).toISOString(),
  }
}

/** The booking's calendar file as it stands now, for its traveller only. */
export async function travellerCalendar({
  db,
  userId,
  reference,
  settings,
  lang = 'en',
}: {
  db: DB
  userId: string
  reference: string
  settings: TripMailSettings
  /** The language of the file's texts (the trip page's). */
  lang?: Lang
}): Promise<MailCalendar | undefined> {
  const id = await ownBookingId(db, userId, reference)
  if (!id) return undefined
  const read = await readTripForMail(db, id)
  if (!read) return undefined
  return bookingCalendar(read.row, read.details, settings, read.row.status === 'cancelled' ? 'CANCEL' : 'PUBLISH', new Date(), lang)
}

export type CancelOutcome = { ok: true; status: BookingStatus } | { ok: false; status: 400 | 404 | 409; message: string }

/**
 * A traveller cancels their own booking: allowed while the status permits and the cut-off
 * (CANCEL_CUTOFF_HOURS before pickup, business time) has not passed, both decided here on the
 * server. The move itself is moveBooking's, which records it and queues its mails.
 */
export async function cancelTripAsTraveller({
  db,
  userId,
  reference,
  expectedVersion,
  rule,
  mail,
  events,
  now = new Date(),
}: {
  db: DB
  userId: string
  reference: string
  expectedVersion?: number
  rule: CancelRule
  /** As moveBooking takes it: the running server's settings unless given. */
  mail?: TripMailSettings | null
  events?: MoveParams['events']
  now?: Date
}): Promise<CancelOutcome> {
  const id = await ownBookingId(db, userId, reference)
  if (!id) return { ok: false, status: 404, message: TRIP_TEXTS.notFound }
  const row = await db.selectFrom('booking').select(['status', 'pickupDate', 'pickupTime']).where('id', '=', id).executeTakeFirstOrThrow()
  if (!canMove(row.status, 'cancelled')) return { ok: false, status: 409, message: refusalMessage(row.status, 'cancelled') }
  if (!beforeCancelCutoff(row, { timeZone: rule.timeZone, cutoffHours: rule.cancelCutoffHours }, now))
    return { ok: false, status: 409, message: TRIP_TEXTS.tooLate }
  const moved = await moveBooking({
    db,
    bookingId: id,
    actor: { id: userId, role: 'traveller' },
    move: { to: 'cancelled' },
    expectedVersion,
    now,
    events,
    ...(mail === undefined ? {} : { mail }),
  })
  if (moved.ok) return { ok: true, status: moved.status }
  return { ok: false, status: moved.kind === 'not-found' ? 404 : moved.kind === 'invalid' ? 400 : 409, message: moved.message }
}
