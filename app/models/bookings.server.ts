import { randomUUID } from 'node:crypto'
import type SQLite from 'better-sqlite3'
import type { Insertable, Kysely, Selectable } from 'kysely'
import type pg from 'pg'
import type { BookingInput, OwnerBookingInput } from '~/domain/booking'
import { newReference, type ActorRole } from '~/domain/booking-life'
import { todayIn } from '~/domain/dates'
import { endDateOf } from '~/domain/trip'
import { encryptSecret } from '~/services/crypto.server'
import {
  pgPoolFor,
  sqliteWriterFor,
  withRawSqlite,
  type BookingEventTable,
  type BookingTable,
  type Database,
  type DB,
  type OutboxTable,
} from '~/services/db.server'
import type { WriteGroup } from '~/services/sqlite-writer.server'
import { outboxRow } from '~/services/mail.server'
import { dialectOf } from '~/services/dialect.server'
import { getMetrics } from '~/services/metrics.server'
import type { Lang } from '~/i18n/languages'
import { bookingMails, type ConfirmedBooking } from './booking-mail.server'
import { asLang, OWNER_LANGUAGE_SQL, ownerLanguageCached } from './owner-language.server'

/** docs/product.md §Booking: a self booking without a stored mobile records this text. */
export const MOBILE_NOT_AVAILABLE = 'Not Available'

/** The account was deleted between the session check and the insert. */
export class BookingAccountMissingError extends Error {}

type BookingRow = Selectable<BookingTable>
type EventRow = Omit<Insertable<BookingEventTable>, 'id'>
type OutboxRow = Omit<OutboxTable, 'id'>

/** A traveller's booking from the site, under their account. */
export type SiteBookingOrder = { source: 'site'; userId: string; input: BookingInput; idempotencyKey: string }

/**
 * A phone or walk-in booking the owner enters. It belongs to no account; the customer's
 * name, mobile and optional e-mail are the booking's own, and their Aadhaar number is
 * optional (an empty string when not given).
 */
export type OwnerBookingOrder = { source: 'owner'; ownerId: string; input: OwnerBookingInput; idempotencyKey: string }

export type BookingOrder = SiteBookingOrder | OwnerBookingOrder

export type CreateBookingOptions = {
  db: DB
  order: BookingOrder
  aadhaarKey: string
  timeZone: string
  now?: Date
  /** Makes references; tests pass one that repeats itself, to see a collision retried. */
  makeReference?: () => string
  /**
   * The traveller's account as read with their session, for a site booking. On PostgreSQL
   * it spares reading it again, a round trip per booking; the insert still refuses a
   * booking whose account has gone since (its foreign key). SQLite reads it in the group.
   */
  account?: Account
}

export type Saved = { booking: ConfirmedBooking; created: boolean }

/** A booking's account, when it has one: its mails go there, in its language. */
type Account = { name: string; email: string; mobile: string; language?: string | undefined }

/** Everything a new booking writes, decided before anything is written. */
export type BookingPlan = {
  booking: BookingRow
  event: EventRow
  mails: OutboxRow[]
  saved: ConfirmedBooking
}

function toConfirmed(row: BookingRow): ConfirmedBooking {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
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
    tripType: row.tripType,
    returnDate: row.returnDate,
    endDate: row.endDate,
    hours: row.hours,
    travelNumber: row.travelNumber,
    tourSlug: row.tourSlug,
    passengers: row.passengers,
    stops: row.stops,
  }
}

/**
 * The rows of a new booking (docs/product.md §Booking and docs/decisions/0010-booking-life-data.md):
 * the booking, its `requested` event and its mails, whichever database keeps them. Pure
 * but for what it is handed: ids, the time and the sealing of the Aadhaar number.
 */
export function planBooking({
  order,
  account,
  id,
  reference,
  now,
  timeZone,
  seal,
  ownerLang = 'en',
}: {
  order: BookingOrder
  /** The traveller's account; null for an owner-entered booking. */
  account: Account | null
  /** The owner's account language, for the notice of a booking from the site. */
  ownerLang?: Lang
  id: string
  reference: string
  now: Date
  timeZone: string
  seal: (aadhaar: string) => string
}): BookingPlan {
  const { input } = order
  const createdAt = now.toISOString()
  const owner = order.source === 'owner'
  const aadhaar = input.aadharCardNumber
  const booking: BookingRow = {
    id,
    userId: owner ? null : order.userId,
    name: input.name,
    bookingFor: owner ? 'self' : order.input.bookingFor,
    mobileNumber: owner
      ? order.input.mobileNumber
      : order.input.bookingFor === 'self'
        ? account?.mobile.trim() || MOBILE_NOT_AVAILABLE
        : order.input.mobileNumber,
    pickupLocation: input.pickupLocation,
    dropoffLocation: input.dropoffLocation,
    carType: input.carType,
    pickupDate: input.pickupDate,
    pickupTime: input.pickupTime,
    aadhaarEnc: aadhaar ? seal(aadhaar) : '',
    aadhaarLast4: aadhaar ? aadhaar.slice(-4) : '',
    bookingDate: todayIn(timeZone, now),
    idempotencyKey: order.idempotencyKey,
    createdAt,
    reference,
    status: 'requested',
    version: 1,
    tripType: input.tripType,
    returnDate: input.returnDate,
    endDate: endDateOf(input),
    hours: input.hours,
    travelNumber: input.travelNumber,
    tourSlug: input.tourSlug,
    passengers: input.passengers,
    stops: input.stops,
    driverId: null,
    vehicleNumber: null,
    source: order.source,
    customerEmail: owner ? order.input.customerEmail : null,
    reminderQueuedAt: null,
  }
  const actorRole: ActorRole = owner ? 'owner' : 'traveller'
  const event: EventRow = {
    bookingId: id,
    fromStatus: null,
    status: 'requested',
    actorId: owner ? order.ownerId : order.userId,
    actorRole,
    note: '',
    driverId: null,
    vehicleNumber: null,
    createdAt,
  }
  const saved = toConfirmed(booking)
  // The traveller's mails go to their account; an owner-entered booking's confirmation goes
  // to the customer's e-mail when there is one, and the owner needs no notice of it.
  // A customer without an account gets English: the booking has no language of its own.
  const recipient = owner
    ? order.input.customerEmail
      ? { name: input.name, email: order.input.customerEmail, language: 'en' as const }
      : null
    : account && { name: account.name, email: account.email, language: asLang(account.language) }
  const mails = recipient ? bookingMails({ booking: saved, account: recipient, noticeToOwner: !owner, ownerLang }).map((mail) => outboxRow(mail)) : []
  return { booking, event, mails, saved }
}

/** The booking an earlier request with the same key saved, if any. */
function findByKey(db: Kysely<Database>, order: BookingOrder) {
  let query = db.selectFrom('booking').selectAll().where('idempotencyKey', '=', order.idempotencyKey)
  query = order.source === 'owner' ? query.where('userId', 'is', null).where('source', '=', 'owner') : query.where('userId', '=', order.userId)
  return query.executeTakeFirst()
}

/** Gives up after this many references that were all taken: something else is wrong. */
const REFERENCE_ATTEMPTS = 5

function isReferenceClash(error: unknown): boolean {
  // Not `instanceof Error`: errors from the SQLite writer thread arrive as copies.
  if (typeof error !== 'object' || error === null) return false
  const { message, constraint } = error as { message?: string; constraint?: string }
  // PostgreSQL names the constraint; SQLite names the column.
  return /booking_reference_uq|booking\.reference/.test(`${message ?? ''} ${constraint ?? ''}`)
}

/**
 * Saves a booking and queues its mails in the same transaction, from the site (under the
 * traveller's account) or from the owner's New booking form (`order.source`). The
 * idempotency key makes a double click or a retried request return the booking already
 * saved instead of saving a second one; `created` says which happened. A reference that
 * is taken already is drawn again. It resolves only once the booking is committed (on
 * SQLite: synced to disk, in a group commit with the bookings that arrived meanwhile).
 */
export async function createBooking(options: CreateBookingOptions): Promise<Saved> {
  const saved = dialectOf(options.db) === 'sqlite' ? await groupCommitFor(options.db).submit(options) : await savePostgres(options)
  if (saved.created) getMetrics().bookingsCreated.inc({ source: options.order.source })
  return saved
}

/**
 * On PostgreSQL a booking from the site is one round trip: a single statement that inserts
 * the booking, its event and its mails, named and prepared once per connection. A single
 * statement commits on its own, all or nothing, and PostgreSQL answers only once that
 * commit is flushed (synchronous_commit stays on). The account comes with the session;
 * without it, a read first fetches it and checks the key. As a Kysely transaction a
 * booking was seven round trips (begin, two reads, three inserts, commit), each compiled by
 * Kysely and parsed by PostgreSQL afresh; that capped bookings well below the budget on two
 * cores (docs/decisions/0019-postgres-booking-statement.md).
 */
async function savePostgres(options: CreateBookingOptions): Promise<Saved> {
  const { db, order } = options
  const pool = pgPoolFor(db)
  if (!pool) throw new Error('Bookings on PostgreSQL need a database opened by openDatabase')
  let account: Account | null = null
  if (order.source === 'site' && options.account) {
    account = options.account
  } else if (order.source === 'site') {
    const { rows } = await pool.query<Account & { taken: boolean }>({
      name: 'booking-account',
      text: ACCOUNT_AND_KEY_SQL,
      values: [order.userId, order.idempotencyKey],
    })
    const found = rows[0]
    if (found?.taken) return earlierBooking(db, order)
    if (!found) throw new BookingAccountMissingError()
    account = { name: found.name, email: found.email, mobile: found.mobile, language: found.language }
  } else {
    const existing = await findByKey(db, order)
    if (existing) return { booking: toConfirmed(existing), created: false }
  }
  // Only a booking from the site tells the owner.
  const ownerLang = order.source === 'site' ? await ownerLanguageCached(db) : 'en'
  for (let attempt = 1; ; attempt++) {
    const plan = planFor(options, account, ownerLang)
    let inserted: boolean
    try {
      const { rows } = await pool.query(insertStatement(plan))
      inserted = rows.length > 0
    } catch (error) {
      if (isReferenceClash(error) && attempt < REFERENCE_ATTEMPTS) continue
      if (isAccountGone(error)) throw new BookingAccountMissingError()
      throw error
    }
    // A concurrent request with the same key committed first; its booking is the answer.
    if (!inserted) return earlierBooking(db, order)
    return { booking: plan.saved, created: true }
  }
}

/** The booking's user no longer exists: its foreign key refused the insert. */
function isAccountGone(error: unknown): boolean {
  const { code, table } = (error ?? {}) as { code?: string; table?: string }
  return code === '23503' && table === 'booking'
}

const ACCOUNT_AND_KEY_SQL = `select u.name, u.email, u.mobile, u.language, exists (select 1 from booking b where b."userId" = $1 and b."idempotencyKey" = $2) as taken from "user" u where u.id = $1`

async function earlierBooking(db: DB, order: BookingOrder): Promise<Saved> {
  const winner = await findByKey(db, order)
  if (!winner) throw new Error('Booking vanished after an idempotency conflict')
  return { booking: toConfirmed(winner), created: false }
}

/** Columns with a value: like Kysely, an undefined one is left out so that its default applies. */
const columnsOf = (row: object) =>
  Object.entries(row)
    .filter(([, value]) => value !== undefined)
    .map(([column]) => `"${column}"`)
    .join(', ')

/** Statement names by text: a prepared statement's name must always mean the same text. */
const statementNames = new Map<string, string>()

/**
 * The booking, its event and its mails in one statement. Rows travel as JSON and are read
 * back into each table's own row type (json_populate_record), so the text is the same for
 * every booking and PostgreSQL plans it once per connection. The event and the mails are
 * inserted only when the booking was: a key already used inserts nothing at all.
 */
function insertStatement(plan: BookingPlan): pg.QueryConfig {
  const booking = columnsOf(plan.booking)
  const event = columnsOf(plan.event)
  const mails = plan.mails.length ? columnsOf(plan.mails[0]!) : undefined
  const text = [
    `with b as (insert into booking (${booking}) select ${booking} from json_populate_record(null::booking, $1::json)`,
    `on conflict ("userId", "idempotencyKey") do nothing returning id),`,
    `e as (insert into "bookingEvent" (${event}) select ${event} from json_populate_record(null::"bookingEvent", $2::json) where exists (select 1 from b))`,
    mails ? `, o as (insert into outbox (${mails}) select ${mails} from json_populate_recordset(null::outbox, $3::json) where exists (select 1 from b))` : '',
    'select id from b',
  ].join(' ')
  let name = statementNames.get(text)
  if (!name) {
    name = `booking-insert-${statementNames.size + 1}`
    statementNames.set(text, name)
  }
  const values = [JSON.stringify(plan.booking), JSON.stringify(plan.event)]
  if (mails) values.push(JSON.stringify(plan.mails))
  return { name, text, values }
}

function planFor(options: CreateBookingOptions, account: Account | null, ownerLang: Lang): BookingPlan {
  const { order, aadhaarKey, timeZone, now = new Date(), makeReference = newReference } = options
  return planBooking({
    order,
    account,
    ownerLang,
    id: randomUUID(),
    reference: makeReference(),
    now,
    timeZone,
    seal: (a) => encryptSecret(a, aadhaarKey),
  })
}

/** `insert into "table" ("a", "b") values (@a, @b)` for the columns of a planned row. */
function insertSql(table: string, row: object): string {
  const columns = Object.keys(row)
  return `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`
}

/**
 * The reads of saveBooking as prepared statements on the SQLite connection itself: for a
 * group of bookings, building each query through Kysely and awaiting it cost several times
 * what SQLite took to run it. The inserts' SQL is made from the planned rows' own columns.
 */
function prepareStatements(sqlite: SQLite.Database) {
  return {
    findByUserKey: sqlite.prepare<[string, string], BookingRow>('select * from booking where "userId" = ? and "idempotencyKey" = ?'),
    findByOwnerKey: sqlite.prepare<[string], BookingRow>(`select * from booking where "userId" is null and "idempotencyKey" = ? and source = 'owner'`),
    account: sqlite.prepare<[string], Account>('select name, email, mobile, language from "user" where id = ?'),
    ownerLanguage: sqlite.prepare<[], { language: string }>(OWNER_LANGUAGE_SQL),
  }
}

const prepared = new WeakMap<SQLite.Database, ReturnType<typeof prepareStatements>>()

function statementsFor(sqlite: SQLite.Database) {
  let statements = prepared.get(sqlite)
  if (!statements) {
    statements = prepareStatements(sqlite)
    prepared.set(sqlite, statements)
  }
  return statements
}

/** The SQL of a plan's writes, for the writer thread. */
function writesOf(plan: BookingPlan): WriteGroup {
  const writes: WriteGroup = [
    [insertSql('booking', plan.booking), plan.booking],
    [insertSql('bookingEvent', plan.event), plan.event],
  ]
  for (const mail of plan.mails) writes.push([insertSql('outbox', mail), mail])
  return writes
}

/** What saveBooking would do, decided from reads on the main connection; `writes` is left to the writer thread. */
type Decided = { saved: Saved; writes?: WriteGroup } | { error: unknown }

const keyOf = (order: BookingOrder) => `${order.source === 'owner' ? '' : order.userId}\n${order.idempotencyKey}`

function decide(sqlite: SQLite.Database, options: CreateBookingOptions, earlier: Map<string, Decided>): Decided {
  // The same key twice in one group: the second is answered with the first's booking.
  const { order } = options
  const key = keyOf(order)
  const twin = earlier.get(key)
  if (twin) return 'saved' in twin ? { saved: { booking: twin.saved.booking, created: false } } : twin
  const statements = statementsFor(sqlite)
  let decided: Decided
  try {
    const existing =
      order.source === 'owner' ? statements.findByOwnerKey.get(order.idempotencyKey) : statements.findByUserKey.get(order.userId, order.idempotencyKey)
    if (existing) {
      decided = { saved: { booking: toConfirmed(existing), created: false } }
    } else {
      let account: Account | null = null
      let ownerLang: Lang = 'en'
      if (order.source === 'site') {
        account = statements.account.get(order.userId) ?? null
        if (!account) throw new BookingAccountMissingError()
        ownerLang = asLang(statements.ownerLanguage.get()?.language)
      }
      const plan = planFor(options, account, ownerLang)
      decided = { saved: { booking: plan.saved, created: true }, writes: writesOf(plan) }
    }
  } catch (error) {
    decided = { error }
  }
  earlier.set(key, decided)
  return decided
}

/**
 * How long the first booking of a group waits for others. Under load the requests that
 * follow it are still checking their session when it arrives; a commit at once would
 * mostly save one booking at a time.
 */
const GROUP_COMMIT_WINDOW_MS = 2

/** More than this many waiting bookings are split over several commits. */
const GROUP_COMMIT_MAX = 256

type Pending = { options: CreateBookingOptions; attempt: number; resolve: (saved: Saved) => void; reject: (error: unknown) => void }

/**
 * Group commit for SQLite. With synchronous=FULL every commit waits for an fsync, so one
 * commit per booking caps the site far below the bookings a festival weekend brings.
 * Bookings that arrive while a commit is under way are saved together in the next
 * transaction, each in its own savepoint so that one refused booking does not undo the
 * others, and every caller is answered only after that transaction has committed. A quiet
 * site still commits each booking at once.
 *
 * The reads (idempotency key, account) run on the main connection and the inserts and the
 * commit on the writer thread, all while holding the connection lock: no other write can
 * come between them, so the group is decided as if in one transaction, and the main thread
 * keeps serving requests during the commit (decision 0009).
 */
function createGroupCommit(db: DB) {
  let waiting: Pending[] = []
  let flushing = false
  const raw = withRawSqlite(db)
  const writer = sqliteWriterFor(db)
  if (!raw || !writer) throw new Error('Group commit needs a SQLite database opened by openDatabase')

  const commit = async (batch: Pending[]) => {
    let decisions: Decided[]
    let results: Array<Error | null>
    try {
      ;[decisions, results] = await raw(async (sqlite) => {
        const earlier = new Map<string, Decided>()
        const decided = batch.map(({ options }) => decide(sqlite, options, earlier))
        const writes = decided.flatMap((d) => ('writes' in d && d.writes ? [d.writes] : []))
        return [decided, writes.length ? await writer.write(writes) : []] as const
      })
    } catch (error) {
      // Nothing of this batch was saved; each caller may retry with the same key.
      for (const p of batch) p.reject(error)
      return
    }
    // A booking whose insert failed takes its twins in the group down with it.
    const failed = new Map<Decided, unknown>()
    let next = 0
    for (const decided of decisions) {
      if (!('writes' in decided) || !decided.writes) continue
      const error = results[next++]
      if (error) failed.set(decided, error)
    }
    const earlier = new Map<string, Decided>()
    batch.forEach((p, i) => {
      const decided = decisions[i]!
      const key = keyOf(p.options.order)
      const first = earlier.get(key) ?? decided
      earlier.set(key, first)
      if ('error' in decided) return p.reject(decided.error)
      if (failed.has(first)) {
        const error = failed.get(first)
        // Its reference was taken: drawn again in the next group (its twins go too, and
        // are answered with its booking there).
        if (isReferenceClash(error) && p.attempt < REFERENCE_ATTEMPTS) return void waiting.push({ ...p, attempt: p.attempt + 1 })
        return p.reject(error)
      }
      p.resolve(decided.saved)
    })
  }

  const flush = async () => {
    if (flushing) return
    flushing = true
    try {
      while (waiting.length) {
        const batch = waiting.slice(0, GROUP_COMMIT_MAX)
        waiting = waiting.slice(batch.length)
        await commit(batch)
      }
    } finally {
      flushing = false
    }
  }

  return {
    submit: (options: CreateBookingOptions) =>
      new Promise<Saved>((resolve, reject) => {
        waiting.push({ options, attempt: 1, resolve, reject })
        if (!flushing && waiting.length === 1) setTimeout(() => void flush(), GROUP_COMMIT_WINDOW_MS)
      }),
  }
}

const groupCommits = new WeakMap<DB, ReturnType<typeof createGroupCommit>>()

function groupCommitFor(db: DB) {
  let group = groupCommits.get(db)
  if (!group) {
    group = createGroupCommit(db)
    groupCommits.set(db, group)
  }
  return group
}

/** The columns booking history shows (docs/product.md §Booking), newest booking first. */
export type BookingHistoryRow = Pick<
  BookingRow,
  | 'id'
  | 'bookingDate'
  | 'pickupDate'
  | 'pickupTime'
  | 'name'
  | 'carType'
  | 'pickupLocation'
  | 'dropoffLocation'
  | 'mobileNumber'
  | 'reference'
  | 'status'
  | 'version'
>

/**
 * A number that grows with every booking a traveller makes and every move of one (each move
 * raises its booking's version): a page that shows it tells the live stream what it has seen
 * (/booking-history/events), which then asks it to read again only if something has moved
 * since. Bookings are never taken back from a traveller, so it never falls.
 */
export function bookingsMarkOf(rows: readonly Pick<BookingRow, 'version'>[]): number {
  return rows.reduce((mark, row) => mark + 1 + row.version, 0)
}

/** The traveller's bookings mark (bookingsMarkOf), in one query. */
export async function bookingsMark({ db, userId }: { db: DB; userId: string }): Promise<number> {
  const rows = await db.selectFrom('booking').select('version').where('userId', '=', userId).execute()
  return bookingsMarkOf(rows)
}

/** Only ever the given user's bookings: the user id is the first condition of the query. */
export async function listBookingsForUser({ db, userId }: { db: DB; userId: string }): Promise<BookingHistoryRow[]> {
  return db
    .selectFrom('booking')
    .select([
      'id',
      'bookingDate',
      'pickupDate',
      'pickupTime',
      'name',
      'carType',
      'pickupLocation',
      'dropoffLocation',
      'mobileNumber',
      'reference',
      'status',
      'version',
    ])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute()
}
