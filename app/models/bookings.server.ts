import { randomUUID } from 'node:crypto'
import type SQLite from 'better-sqlite3'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { BookingInput } from '~/domain/booking'
import { todayIn } from '~/domain/dates'
import { encryptSecret } from '~/services/crypto.server'
import { sqliteWriterFor, withRawSqlite, type BookingTable, type Database, type DB, type OutboxTable } from '~/services/db.server'
import type { WriteGroup } from '~/services/sqlite-writer.server'
import { outboxRow } from '~/services/mail.server'
import { dialectOf } from '~/services/dialect.server'
import { bookingMails, enqueueBookingMails, type ConfirmedBooking } from './booking-mail.server'

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

type NewBooking = {
  db: DB
  userId: string
  input: BookingInput
  idempotencyKey: string
  aadhaarKey: string
  timeZone: string
  now?: Date
}
type Saved = { booking: ConfirmedBooking; created: boolean }

/**
 * Saves a validated booking under the user (SPEC.md §3) and queues its mails in the same
 * transaction. The idempotency key makes a double click or a retried request return the
 * booking already saved instead of saving a second one; `created` says which happened.
 * It resolves only once the booking is committed (on SQLite: synced to disk).
 */
export async function createBooking(booking: NewBooking): Promise<Saved> {
  if (dialectOf(booking.db) === 'sqlite') return groupCommitFor(booking.db).submit(booking)
  return booking.db.transaction().execute((trx) => saveBooking(trx, booking))
}

type Account = { name: string; email: string; mobile: string }

/** The stored row of a new booking: the rules of SPEC.md §3, whichever database keeps it. */
function newBookingRow(account: Account, { userId, input, idempotencyKey, aadhaarKey, timeZone, now = new Date() }: NewBooking): BookingRow {
  return {
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
}

async function saveBooking(trx: Transaction<Database>, booking: NewBooking): Promise<Saved> {
  const { userId, idempotencyKey } = booking
  const existing = await findByKey(trx, userId, idempotencyKey)
  if (existing) return { booking: toConfirmed(existing), created: false }

  const account = await trx.selectFrom('user').select(['name', 'email', 'mobile']).where('id', '=', userId).executeTakeFirst()
  if (!account) throw new BookingAccountMissingError()

  // A concurrent request with the same key may have committed since the lookup above;
  // on PostgreSQL this insert then waits for it and does nothing.
  const inserted = await trx
    .insertInto('booking')
    .values(newBookingRow(account, booking))
    .onConflict((oc) => oc.columns(['userId', 'idempotencyKey']).doNothing())
    .returningAll()
    .executeTakeFirst()
  if (!inserted) {
    const winner = await findByKey(trx, userId, idempotencyKey)
    if (!winner) throw new Error('Booking vanished after an idempotency conflict')
    return { booking: toConfirmed(winner), created: false }
  }
  const saved = toConfirmed(inserted)
  await enqueueBookingMails(trx, { booking: saved, account })
  return { booking: saved, created: true }
}

/**
 * The reads of saveBooking, as prepared statements on the SQLite connection itself, and the
 * inserts as SQL for the writer thread: for a group of bookings, building each query through
 * Kysely and awaiting it cost several times what SQLite took to run it. The group commit
 * below is the only caller.
 */
function prepareStatements(sqlite: SQLite.Database) {
  const bookingColumns: Array<keyof BookingRow> = [
    'id', 'userId', 'name', 'bookingFor', 'mobileNumber', 'pickupLocation', 'dropoffLocation', 'carType',
    'pickupDate', 'pickupTime', 'aadhaarEnc', 'aadhaarLast4', 'bookingDate', 'idempotencyKey', 'createdAt',
  ]
  const outboxColumns: Array<keyof Omit<OutboxTable, 'id'>> = [
    'kind', 'refId', 'to', 'replyTo', 'subject', 'html', 'text', 'payload', 'status', 'attempts', 'nextAttemptAt', 'lockedUntil', 'lastError', 'createdAt', 'sentAt',
  ]
  const insert = (table: string, columns: string[]) =>
    `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`
  return {
    findByKey: sqlite.prepare<[string, string], BookingRow>('select * from booking where "userId" = ? and "idempotencyKey" = ?'),
    account: sqlite.prepare<[string], Account>('select name, email, mobile from "user" where id = ?'),
    insertBooking: insert('booking', bookingColumns),
    insertOutbox: insert('outbox', outboxColumns),
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

/** What saveBooking would do, decided from reads on the main connection; `writes` is left to the writer thread. */
type Planned = { saved: Saved; writes?: WriteGroup } | { error: unknown }

function planBooking(sqlite: SQLite.Database, booking: NewBooking, earlier: Map<string, Planned>): Planned {
  // The same key twice in one group: the second is answered with the first's booking.
  const key = `${booking.userId}\n${booking.idempotencyKey}`
  const twin = earlier.get(key)
  if (twin) return 'saved' in twin ? { saved: { booking: twin.saved.booking, created: false } } : twin
  const statements = statementsFor(sqlite)
  let plan: Planned
  try {
    const existing = statements.findByKey.get(booking.userId, booking.idempotencyKey)
    if (existing) {
      plan = { saved: { booking: toConfirmed(existing), created: false } }
    } else {
      const account = statements.account.get(booking.userId)
      if (!account) throw new BookingAccountMissingError()
      const row = newBookingRow(account, booking)
      const saved = toConfirmed(row)
      const writes: WriteGroup = [[statements.insertBooking, row]]
      for (const mail of bookingMails({ booking: saved, account })) writes.push([statements.insertOutbox, outboxRow(mail)])
      plan = { saved: { booking: saved, created: true }, writes }
    }
  } catch (error) {
    plan = { error }
  }
  earlier.set(key, plan)
  return plan
}

/**
 * How long the first booking of a group waits for others. Under load the requests that
 * follow it are still checking their session when it arrives; a commit at once would
 * mostly save one booking at a time.
 */
const GROUP_COMMIT_WINDOW_MS = 2

/** More than this many waiting bookings are split over several commits. */
const GROUP_COMMIT_MAX = 256

type Pending = { booking: NewBooking; resolve: (saved: Saved) => void; reject: (error: unknown) => void }

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
    let plans: Planned[]
    let results: Array<Error | null>
    try {
      ;[plans, results] = await raw(async (sqlite) => {
        const earlier = new Map<string, Planned>()
        const planned = batch.map(({ booking }) => planBooking(sqlite, booking, earlier))
        const writes = planned.flatMap((plan) => ('writes' in plan && plan.writes ? [plan.writes] : []))
        return [planned, writes.length ? await writer.write(writes) : []] as const
      })
    } catch (error) {
      // Nothing of this batch was saved; each caller may retry with the same key.
      for (const p of batch) p.reject(error)
      return
    }
    // A booking whose insert failed takes its twins in the group down with it.
    const failed = new Map<Planned, unknown>()
    let next = 0
    for (const plan of plans) {
      if (!('writes' in plan) || !plan.writes) continue
      const error = results[next++]
      if (error) failed.set(plan, error)
    }
    const earlier = new Map<string, Planned>()
    batch.forEach((p, i) => {
      const plan = plans[i]!
      const key = `${p.booking.userId}\n${p.booking.idempotencyKey}`
      const first = earlier.get(key) ?? plan
      earlier.set(key, first)
      if ('error' in plan) return p.reject(plan.error)
      if (failed.has(first)) return p.reject(failed.get(first))
      p.resolve(plan.saved)
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
    submit: (booking: NewBooking) =>
      new Promise<Saved>((resolve, reject) => {
        waiting.push({ booking, resolve, reject })
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
