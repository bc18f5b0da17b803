import { BOOKING_STATUS_LABELS, canMove, type ActorRole, type BookingStatus } from '~/domain/booking-life'
import { formatIndianDate, formatTime } from '~/domain/dates'
import { OPERATION_MESSAGES, assignSchema, cancelSchema, confirmSchema } from '~/domain/operations'
import { endDateOf, heldDays } from '~/domain/trip'
import { serverTranslator } from '~/i18n/catalogues.server'
import type { Lang } from '~/i18n/languages'
import { msg } from '~/i18n/message'
import type { DB } from '~/services/db.server'
import { dialectOf } from '~/services/dialect.server'
import type { EventBus } from '~/services/events.server'
import { getRuntime } from '~/services/runtime.server'
import { findDriver } from './drivers.server'
import { queueMoveMails, runtimeMailSettings, type TripMailSettings } from './trip-mail.server'
import { vehiclesOf } from './fleet.server'

/**
 * Moves a booking along its life (docs/product.md §Booking-life). This is the only code that writes
 * `booking.status`: it checks the move is allowed, writes the status and its history event
 * in one transaction, and updates only the version it read, so two owners acting on the same
 * booking at once end with one of them refused rather than one move silently lost.
 * The admin role is the route's to check (requireAdmin) before it calls this.
 */

export type Move =
  | { to: 'confirmed'; note?: unknown }
  | { to: 'assigned'; driverId?: unknown; vehicleNumber?: unknown; note?: unknown }
  | { to: 'completed'; note?: unknown }
  | { to: 'cancelled'; reason?: unknown }

export type Actor = { id: string | null; role: ActorRole }

export type MoveRefusal = {
  ok: false
  /** not-found: no such booking; refused: the move is not allowed from its status;
   * stale: it changed since the page was read; invalid: the inputs are wrong. */
  kind: 'not-found' | 'refused' | 'stale' | 'invalid'
  message: string
  fieldErrors?: Record<string, string>
}
export type MoveResult = { ok: true; status: BookingStatus; version: number } | MoveRefusal

/** "A booking that is {status} cannot be …", one whole sentence for each move, so every language words it its own way. */
const REFUSALS: Record<BookingStatus, string> = {
  requested: msg('A booking that is {status} cannot be requested again.'),
  confirmed: msg('A booking that is {status} cannot be confirmed.'),
  assigned: msg('A booking that is {status} cannot be given a driver.'),
  completed: msg('A booking that is {status} cannot be marked completed.'),
  cancelled: msg('A booking that is {status} cannot be cancelled.'),
}

/**
 * The message for a move its status does not allow, e.g. "A booking that is Requested cannot be marked completed.",
 * in the language of the person who asked (the owner's panel says it in theirs; English by default).
 */
export function refusalMessage(from: BookingStatus, to: BookingStatus, lang: Lang = 'en'): string {
  const t = serverTranslator(lang)
  if (from === 'completed') return t('This booking is Completed, so it cannot be changed.')
  if (from === 'cancelled') return t('This booking is Cancelled, so it cannot be changed.')
  return t(REFUSALS[to], { status: t(BOOKING_STATUS_LABELS[from]) })
}

export const STALE_MESSAGE = msg('This booking was changed by someone else a moment ago. Please check it and try again.')
export const NOT_FOUND_MESSAGE = msg('This booking does not exist.')
export const CHOOSE_MESSAGE = msg('Choose what to do with the booking.')

type Checked = { note: string; driverId: string | null; vehicleNumber: string | null }

function checkInputs(move: Move, actor: Actor): { ok: true; value: Checked } | MoveRefusal {
  const invalid = (issues: { path: PropertyKey[]; message: string }[]): MoveRefusal => {
    const fieldErrors: Record<string, string> = {}
    for (const issue of issues) fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message
    return { ok: false, kind: 'invalid', message: Object.values(fieldErrors)[0] ?? msg('Please check the form.'), fieldErrors }
  }
  switch (move.to) {
    case 'confirmed':
    case 'completed': {
      const r = confirmSchema.safeParse({ note: move.note ?? '' })
      return r.success ? { ok: true, value: { note: r.data.note, driverId: null, vehicleNumber: null } } : invalid(r.error.issues)
    }
    case 'assigned': {
      const r = assignSchema.safeParse({ driverId: move.driverId, vehicleNumber: move.vehicleNumber, note: move.note ?? '' })
      return r.success ? { ok: true, value: { note: r.data.note, driverId: r.data.driverId, vehicleNumber: r.data.vehicleNumber } } : invalid(r.error.issues)
    }
    case 'cancelled': {
      // The owner must say why; a traveller cancelling their own trip need not.
      if (actor.role !== 'owner' && (move.reason === undefined || move.reason === ''))
        return { ok: true, value: { note: '', driverId: null, vehicleNumber: null } }
      const r = cancelSchema.safeParse({ reason: move.reason })
      return r.success ? { ok: true, value: { note: r.data.reason, driverId: null, vehicleNumber: null } } : invalid(r.error.issues)
    }
    default:
      return { ok: false, kind: 'invalid', message: CHOOSE_MESSAGE }
  }
}

/** The inputs of a move checked as `moveBooking` checks them, without touching the booking. */
export async function checkMove({
  db = getRuntime().db,
  move,
  actor,
}: {
  db?: DB
  move: Move
  actor: Actor
}): Promise<{ ok: true; value: Checked } | MoveRefusal> {
  const checked = checkInputs(move, actor)
  if (!checked.ok || !checked.value.driverId) return checked
  const driver = await findDriver({ db, id: checked.value.driverId })
  if (!driver?.active)
    return { ok: false, kind: 'invalid', message: OPERATION_MESSAGES.driverMissing, fieldErrors: { driverId: OPERATION_MESSAGES.driverMissing } }
  return checked
}

export type MoveParams = {
  db?: DB
  events?: Pick<EventBus, 'publish'>
  bookingId: string
  actor: Actor
  move: Move
  /** The version the owner's page showed; a move made on an older page is refused. */
  expectedVersion?: number
  now?: Date
  /**
   * Where the move's mails link to and come from; the running server's configuration unless
   * given. Null queues none (a bare database in a test of the moves alone).
   */
  mail?: TripMailSettings | null
  /** The language of the refusal messages (the owner's panel page's); English unless given. Field errors stay English ids, translated where shown. */
  lang?: Lang
}

export async function moveBooking(params: MoveParams): Promise<MoveResult> {
  const lang = params.lang ?? 'en'
  const t = serverTranslator(lang)
  const db = params.db ?? getRuntime().db
  const { bookingId, actor, move } = params
  const checked = await checkMove({ db, move, actor })
  if (!checked.ok) return { ...checked, message: t(checked.message) }
  const { note, driverId, vehicleNumber } = checked.value

  const to = move.to
  const result = await db.transaction().execute(async (trx): Promise<MoveResult> => {
    let read = trx.selectFrom('booking').select(['status', 'version']).where('id', '=', bookingId)
    // On PostgreSQL the row is locked until commit, so a second tab waits and then sees the
    // first one's move; SQLite runs one transaction at a time anyway.
    if (dialectOf(trx) === 'postgres') read = read.forUpdate()
    const current = await read.executeTakeFirst()
    if (!current) return { ok: false, kind: 'not-found', message: t(NOT_FOUND_MESSAGE) }
    const from = current.status
    const version = Number(current.version)
    if (params.expectedVersion !== undefined && params.expectedVersion !== version) {
      // A tab that read an older page: if what it asked for is no longer possible, say why.
      return { ok: false, kind: 'stale', message: canMove(from, to) ? t(STALE_MESSAGE) : `${t(STALE_MESSAGE)} ${refusalMessage(from, to, lang)}` }
    }
    if (!canMove(from, to)) return { ok: false, kind: 'refused', message: refusalMessage(from, to, lang) }

    const at = (params.now ?? new Date()).toISOString()
    const changes = to === 'assigned' ? { status: to, version: version + 1, driverId, vehicleNumber } : { status: to, version: version + 1 }
    const updated = await trx.updateTable('booking').set(changes).where('id', '=', bookingId).where('version', '=', version).executeTakeFirst()
    // Compare-and-set: another writer raised the version between our read and this update.
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, kind: 'stale', message: t(STALE_MESSAGE) }
    await trx
      .insertInto('bookingEvent')
      .values({ bookingId, fromStatus: from, status: to, actorId: actor.id, actorRole: actor.role, note, driverId, vehicleNumber, createdAt: at })
      .execute()
    // The move's mails commit with it or not at all (docs/architecture.md, Mail).
    const mail = params.mail === undefined ? runtimeMailSettings() : params.mail
    if (mail) await queueMoveMails(trx, { bookingId, to, actor, note, settings: mail, now: params.now ?? new Date() })
    return { ok: true, status: to, version: version + 1 }
  })

  if (result.ok) {
    const events = params.events ?? getRuntime().events
    // After commit: a viewer that refreshes must find the move already there.
    await events.publish('booking-moved', { id: bookingId }).catch(() => {})
  }
  return result
}

export type BookingEventRow = {
  id: number
  fromStatus: BookingStatus | null
  status: BookingStatus
  actorRole: ActorRole
  actorName: string | null
  note: string
  driverName: string | null
  vehicleNumber: string | null
  createdAt: string
}

/** The history of a booking, oldest first: nothing is ever overwritten. */
export async function listBookingEvents({ db = getRuntime().db, bookingId }: { db?: DB; bookingId: string }): Promise<BookingEventRow[]> {
  const rows = await db
    .selectFrom('bookingEvent as e')
    .leftJoin('user as u', 'u.id', 'e.actorId')
    .leftJoin('driver as d', 'd.id', 'e.driverId')
    .select(['e.id', 'e.fromStatus', 'e.status', 'e.actorRole', 'u.name as actorName', 'e.note', 'd.name as driverName', 'e.vehicleNumber', 'e.createdAt'])
    .where('e.bookingId', '=', bookingId)
    .orderBy('e.id')
    .execute()
  return rows.map((r) => ({ ...r, id: Number(r.id), note: r.note ?? '' }))
}

// ---------------------------------------------------------------------------------------
// Clash warnings (docs/product.md §Owner, §Trip-kinds): they warn, and the owner may go on.

/** Statuses that hold a car and a driver. */
export const ACTIVE_STATUSES = ['requested', 'confirmed', 'assigned'] as const satisfies readonly BookingStatus[]

/** How close two trips of one driver may start before the owner is warned. */
export const DRIVER_GAP_HOURS = 4

export type Clash =
  | { kind: 'fleet'; day: string; carType: string; vehicles: number; booked: number; message: string }
  | { kind: 'driver'; driverName: string; reference: string; pickupDate: string; pickupTime: string; message: string }

type Held = { id: string; reference: string; pickupDate: string; pickupTime: string; returnDate: string | null; endDate: string }

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
}

function startsAt(b: Held): number | null {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(b.pickupTime)) return null
  return Date.parse(`${b.pickupDate}T${b.pickupTime}:00Z`)
}

/**
 * Whether one driver cannot drive both trips: a trip of several days keeps the driver busy
 * on every day it holds; two one-day trips clash when they start less than 4 hours apart
 * (a trip without a time counts its whole day).
 */
function driverBusy(a: Held, b: Held): boolean {
  const multiDay = endDateOf(a) > a.pickupDate || endDateOf(b) > b.pickupDate
  if (multiDay) return a.pickupDate <= endDateOf(b) && b.pickupDate <= endDateOf(a)
  const ta = startsAt(a)
  const tb = startsAt(b)
  if (ta === null || tb === null) return a.pickupDate === b.pickupDate
  return Math.abs(ta - tb) < DRIVER_GAP_HOURS * 3_600_000
}

/**
 * What would clash if this booking went ahead (confirmed, or assigned to `driverId`): a day
 * it holds on which the other active bookings of its car type already fill the fleet, and
 * another active booking of the driver within 4 hours. Empty when nothing clashes.
 */
export async function bookingClashes({
  db = getRuntime().db,
  bookingId,
  driverId,
  lang = 'en',
}: {
  db?: DB
  bookingId: string
  driverId?: string | null
  /** The language of the warnings' messages and dates (the owner's page's). */
  lang?: Lang
}): Promise<Clash[]> {
  const t = serverTranslator(lang)
  const booking = await db
    .selectFrom('booking')
    .select(['id', 'reference', 'carType', 'pickupDate', 'pickupTime', 'returnDate', 'endDate'])
    .where('id', '=', bookingId)
    .executeTakeFirst()
  if (!booking) return []
  const clashes: Clash[] = []
  const days = heldDays(booking)
  const first = days[0]!
  const last = days[days.length - 1]!

  const [vehicles, sameCar] = await Promise.all([
    vehiclesOf({ db, carType: booking.carType }),
    db
      .selectFrom('booking')
      .select(['id', 'pickupDate', 'returnDate'])
      .where('carType', '=', booking.carType)
      .where('status', 'in', ACTIVE_STATUSES)
      .where('id', '<>', bookingId)
      // The (pickupDate, endDate) overlap the calendar uses.
      .where('pickupDate', '<=', last)
      .where('endDate', '>=', first)
      .execute(),
  ])
  for (const day of days) {
    const booked = sameCar.filter((b) => b.pickupDate <= day && day <= endDateOf(b)).length
    if (booked >= vehicles) {
      clashes.push({
        kind: 'fleet',
        day,
        carType: booking.carType,
        vehicles,
        booked,
        message: fleetClashMessage(t, { count: vehicles, car: booking.carType, date: formatIndianDate(day, lang), booked }),
      })
    }
  }

  if (driverId) {
    const [driver, others] = await Promise.all([
      findDriver({ db, id: driverId }),
      db
        .selectFrom('booking')
        .select(['id', 'reference', 'pickupDate', 'pickupTime', 'returnDate', 'endDate'])
        .where('driverId', '=', driverId)
        .where('status', 'in', ACTIVE_STATUSES)
        .where('id', '<>', bookingId)
        // A day either side: two trips 4 hours apart may fall on either side of midnight.
        .where('pickupDate', '<=', addDays(last, 1))
        .where('endDate', '>=', addDays(first, -1))
        .orderBy('pickupDate')
        .orderBy('pickupTime')
        .execute(),
    ])
    for (const other of others) {
      if (!driverBusy(booking, other)) continue
      const name = driver?.name ?? t('This driver')
      const otherEnd = endDateOf(other)
      const where = { name, reference: other.reference, date: formatIndianDate(other.pickupDate, lang), hours: DRIVER_GAP_HOURS }
      const message =
        otherEnd > other.pickupDate
          ? t('{name} is on booking {reference} from {date} to {end}.', { ...where, end: formatIndianDate(otherEnd, lang) })
          : other.pickupTime
            ? t('{name} already has booking {reference} on {date} at {time}, within {hours} hours of this one.', {
                ...where,
                time: formatTime(other.pickupTime, lang),
              })
            : t('{name} already has booking {reference} on {date}, within {hours} hours of this one.', where)
      clashes.push({
        kind: 'driver',
        driverName: name,
        reference: other.reference,
        pickupDate: other.pickupDate,
        pickupTime: other.pickupTime,
        message,
      })
    }
  }
  return clashes
}

/** "All 1 Toyota Innova car is already booked on 12 Dec 2026 (1 active booking).", with English's plurals. */
function fleetClashMessage(
  t: (message: string, values?: Record<string, string | number>) => string,
  values: { count: number; car: string; date: string; booked: number },
): string {
  if (values.count === 1)
    return values.booked === 1
      ? t('All {count} {car} car is already booked on {date} ({booked} active booking).', values)
      : t('All {count} {car} car is already booked on {date} ({booked} active bookings).', values)
  return values.booked === 1
    ? t('All {count} {car} cars are already booked on {date} ({booked} active booking).', values)
    : t('All {count} {car} cars are already booked on {date} ({booked} active bookings).', values)
}
