import { sql, type RawBuilder, type SqlBool } from 'kysely'
import { ADMIN_PAGE_SIZE, type DeliveryStatus } from '~/domain/admin'
import type { BookingStatus } from '~/domain/booking-life'
import { classifyDay, formatIndianDate, formatTime, todayIn, type DayClass } from '~/domain/dates'
import { holdsDay, type TripType } from '~/domain/trip'
import type { Lang } from '~/i18n/languages'
import { now } from '~/services/clock.server'
import type { DB } from '~/services/db.server'
import { dialectOf } from '~/services/dialect.server'
import type { Logger } from '~/services/logger.server'
import { getRuntime } from '~/services/runtime.server'

/**
 * The owner's read-only queries. Everything that decides which rows show (view, search,
 * valid dates) and in which order happens in SQL, so a page of 50 costs the same with
 * 50 or 5,000 bookings in the database.
 */

export type ListParams = {
  /** Defaults to the running server's database; tests pass their own. */
  db?: DB
  /** 1-based; clamped into the available pages. */
  page?: number
  pageSize?: number
  search?: string
}

export type BookingListParams = ListParams & {
  /** The moment "today" is taken from, in `timeZone` (docs/product.md §Dates). */
  now?: Date
  timeZone?: string
  log?: Logger
}

export type Page<Row> = {
  rows: Row[]
  total: number
  page: number
  pageSize: number
  pageCount: number
  search: string
}

export type CustomerRow = {
  srNo: number
  id: string
  name: string
  email: string
  mobile: string
  address: string
  pin: string
  aadhaarLast4: string
  /** Has followed the verification mail (docs/product.md §Recovery); 0/1 on SQLite. */
  emailVerified: boolean | number
}

export type AdminBookingRow = {
  srNo: number
  id: string
  /** `YT-XXXXXX`, the booking page's address. */
  reference: string
  status: BookingStatus
  bookingDate: string
  pickupDate: string
  pickupTime: string
  /** The traveller named on the booking; may be someone other than the account holder. */
  name: string
  /** The account holder who made the booking. */
  bookedBy: string
  carType: string
  pickupLocation: string
  dropoffLocation: string
  mobileNumber: string
  when: DayClass
  tripType: TripType
  returnDate: string | null
  hours: number | null
  travelNumber: string | null
  tourSlug: string | null
  passengers: number | null
  stops: string
}

export type MessageRow = {
  srNo: number
  id: number
  name: string
  email: string
  phone: string
  message: string
  createdAt: string
  delivery: { status: DeliveryStatus; attempts: number; lastError: string | null }
}

type Resolved = { db: DB; page: number; pageSize: number; search: string }

function resolve(params: ListParams): Resolved {
  const pageSize = Math.max(1, Math.min(params.pageSize ?? ADMIN_PAGE_SIZE, 5000))
  return {
    db: params.db ?? getRuntime().db,
    page: Math.max(1, Math.floor(params.page ?? 1)),
    pageSize,
    search: (params.search ?? '').trim(),
  }
}

async function paged<Row extends object>(
  { page, pageSize, search }: Resolved,
  count: () => Promise<number>,
  fetch: (offset: number, limit: number) => Promise<Row[]>,
): Promise<Page<Row & { srNo: number }>> {
  const total = await count()
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const current = Math.min(page, pageCount)
  const offset = (current - 1) * pageSize
  const rows = total === 0 ? [] : await fetch(offset, pageSize)
  return {
    rows: rows.map((row, i) => ({ ...row, srNo: offset + i + 1 })),
    total,
    page: current,
    pageSize,
    pageCount,
    search,
  }
}

/** Case-insensitive substring match; the user's % and _ are literal characters. */
function contains(column: string, search: string): RawBuilder<SqlBool> {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`
}

/** Mobile numbers are stored as bare digits; let "98220 12345" or "+91-98220…" find them. */
function digitsOf(search: string): string | null {
  const digits = search.replace(/[\s\-+()]/g, '')
  return /^\d{3,}$/.test(digits) && digits !== search ? digits : null
}

const toCount = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0)

export async function listCustomers(params: ListParams = {}): Promise<Page<CustomerRow>> {
  const r = resolve(params)
  const { db, search } = r
  const base = () => {
    let q = db.selectFrom('user as u').where('u.role', '<>', 'admin')
    if (search) {
      const digits = digitsOf(search)
      q = q.where((eb) =>
        eb.or([
          contains('u.name', search),
          contains('u.email', search),
          contains('u.mobile', search),
          contains('u.address', search),
          contains('u.pin', search),
          ...(digits ? [contains('u.mobile', digits)] : []),
        ]),
      )
    }
    return q
  }
  return paged(
    r,
    async () =>
      toCount(
        await base()
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirst(),
      ),
    (offset, limit) =>
      base()
        .select(['u.id', 'u.name', 'u.email', 'u.mobile', 'u.address', 'u.pin', 'u.aadhaarLast4', 'u.emailVerified'])
        // Newest registrations first: the owner looks for who just signed up.
        .orderBy('u.createdAt', 'desc')
        .orderBy('u.id', 'asc')
        .limit(limit)
        .offset(offset)
        .execute(),
  )
}

/**
 * True when pickupDate is a real calendar day written YYYY-MM-DD (years 1000–9999). Rows
 * failing it are left out of both booking views: a garbled date would otherwise sort as
 * "upcoming" or "past" by accident.
 */
function hasValidPickupDate(db: DB): RawBuilder<SqlBool> {
  const d = sql.ref('b.pickupDate')
  if (dialectOf(db) === 'postgres') {
    // PostgreSQL 15 has no error-free date cast; CASE guarantees the regex runs before the casts.
    const year = sql`substr(${d}, 1, 4)::int`
    return sql<SqlBool>`(case when ${d} ~ '^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
      then substr(${d}, 9, 2)::int <= (case substr(${d}, 6, 2)
        when '02' then (case when ${year} % 4 = 0 and (${year} % 100 <> 0 or ${year} % 400 = 0) then 29 else 28 end)
        when '04' then 30 when '06' then 30 when '09' then 30 when '11' then 30 else 31 end)
      else false end)`
  }
  // SQLite's date() rolls 2026-02-30 over to 2026-03-02, so only a real day survives unchanged.
  return sql<SqlBool>`(date(${d}) is ${d} and ${d} >= '1000-01-01')`
}

const INVALID_CHECK_EVERY_MS = 60_000
// Per logger: when the database was last checked for invalid pickup dates, and what was reported.
const invalidChecks = new WeakMap<Logger, { at: number; reported: string }>()

/**
 * Warns about bookings the panel leaves out for an invalid pickup date. It scans the whole
 * table, so it runs at most once a minute, and a set already reported is not repeated.
 */
async function reportInvalidPickupDates(db: DB, log: Logger): Promise<void> {
  const last = invalidChecks.get(log)
  const now = Date.now()
  if (last && now - last.at < INVALID_CHECK_EVERY_MS) return
  const state = { at: now, reported: last?.reported ?? '' }
  invalidChecks.set(log, state)

  const invalid = () => db.selectFrom('booking as b').where(sql<SqlBool>`not ${hasValidPickupDate(db)}`)
  const count = toCount(
    await invalid()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  )
  if (count === 0) {
    state.reported = ''
    return
  }
  const sample = await invalid().select('b.id').orderBy('b.id').limit(10).execute()
  const bookingIds = sample.map((row) => row.id)
  const key = `${count}:${bookingIds.join(',')}`
  if (key === state.reported) return
  state.reported = key
  // Ids only: names, mobiles and the bad value itself may be personal data.
  log.warn({ count, bookingIds }, 'bookings with an invalid pickup date are left out of the admin panel')
}

type BookingSide = 'past' | 'todayAndUpcoming'

async function listBookings(side: BookingSide, params: BookingListParams): Promise<Page<AdminBookingRow>> {
  const r = resolve(params)
  const { db, search } = r
  const today = todayIn(params.timeZone ?? getRuntime().config.timeZone, params.now ?? now())
  await reportInvalidPickupDates(db, params.log ?? getRuntime().log)

  const base = () => {
    let q = db
      .selectFrom('booking as b')
      // Left join: a booking must never vanish from the owner's view over its account row.
      .leftJoin('user as u', 'u.id', 'b.userId')
      .where(hasValidPickupDate(db))
      // A trip is past once its last day is: a tour that started days ago and is still on
      // the road stays in Today & Upcoming (docs/decisions/0013-trips-in-progress.md).
      .where('b.endDate', side === 'past' ? '<' : '>=', today)
    if (search) {
      const digits = digitsOf(search)
      q = q.where((eb) =>
        eb.or([
          contains('b.name', search),
          contains('u.name', search),
          contains('b.mobileNumber', search),
          contains('b.pickupLocation', search),
          contains('b.dropoffLocation', search),
          ...(digits ? [contains('b.mobileNumber', digits)] : []),
        ]),
      )
    }
    return q
  }
  const direction = side === 'past' ? 'desc' : 'asc'
  const page = await paged(
    r,
    async () =>
      toCount(
        await base()
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirst(),
      ),
    (offset, limit) =>
      base()
        .select([
          'b.id',
          'b.bookingDate',
          'b.pickupDate',
          'b.pickupTime',
          'b.name',
          'u.name as bookedBy',
          'b.carType',
          'b.pickupLocation',
          'b.dropoffLocation',
          'b.mobileNumber',
          'b.reference',
          'b.status',
          'b.tripType',
          'b.returnDate',
          'b.endDate',
          'b.hours',
          'b.travelNumber',
          'b.tourSlug',
          'b.passengers',
          'b.stops',
        ])
        // Today's bookings come first in "Today & Upcoming" simply because their date is smallest.
        .orderBy('b.pickupDate', direction)
        .orderBy('b.pickupTime', direction)
        .orderBy('b.createdAt', direction)
        .orderBy('b.id', direction)
        .limit(limit)
        .offset(offset)
        .execute(),
  )
  return {
    ...page,
    rows: page.rows.map(({ endDate, ...row }) => ({
      ...row,
      bookedBy: row.bookedBy ?? '',
      // A trip under way is today's, whichever day it started.
      when: holdsDay({ pickupDate: row.pickupDate, returnDate: endDate }, today) ? 'today' : classifyDay(row.pickupDate, today),
    })),
  }
}

/** Bookings whose last day is before today in the business time zone, newest first. */
export function listPastBookings(params: BookingListParams = {}): Promise<Page<AdminBookingRow>> {
  return listBookings('past', params)
}

/** Trips under way or starting today, then upcoming ones, each by pickup date and time. */
export function listTodayAndUpcomingBookings(params: BookingListParams = {}): Promise<Page<AdminBookingRow>> {
  return listBookings('todayAndUpcoming', params)
}

/** Contact messages, newest first, with the state of the e-mail that forwards each to the owner. */
export async function listMessages(params: ListParams = {}): Promise<Page<MessageRow>> {
  const r = resolve(params)
  const { db, search } = r
  const base = () => {
    let q = db.selectFrom('contactMessage as m')
    if (search) {
      const digits = digitsOf(search)
      q = q.where((eb) =>
        eb.or([
          contains('m.name', search),
          contains('m.email', search),
          contains('m.phone', search),
          contains('m.message', search),
          ...(digits ? [contains('m.phone', digits)] : []),
        ]),
      )
    }
    return q
  }
  return paged(
    r,
    async () =>
      toCount(
        await base()
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirst(),
      ),
    async (offset, limit) => {
      const rows = await base()
        // The latest outbox row for the message: a resend would add another.
        .leftJoin('outbox as o', (join) =>
          join.on(
            sql<SqlBool>`${sql.ref('o.id')} = (select max(o2.id) from outbox as o2 where o2.kind = 'contact' and ${sql.ref('o2.refId')} = cast(${sql.ref('m.id')} as text))`,
          ),
        )
        .select(['m.id', 'm.name', 'm.email', 'm.phone', 'm.message', 'm.createdAt', 'o.status', 'o.attempts', 'o.lastError'])
        .orderBy('m.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute()
      return rows.map(({ status, attempts, lastError, ...row }) => ({
        ...row,
        id: Number(row.id),
        delivery: { status: status ?? 'none', attempts: Number(attempts ?? 0), lastError: lastError ?? null },
      }))
    },
  )
}

/** An ISO instant as "21 Nov 2026, 2:30 PM" in the business time zone, in the owner's language. */
export function formatInstant(value: string | Date, timeZone: string, lang: Lang = 'en'): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return String(value)
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date)
  return `${formatIndianDate(todayIn(timeZone, date), lang)}, ${formatTime(time, lang)}`
}
