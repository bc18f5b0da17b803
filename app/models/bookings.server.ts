import { randomUUID } from 'node:crypto'
import type SQLite from 'better-sqlite3'
import type { Kysely, Selectable, Transaction } from 'kysely'
import type { BookingInput } from '~/domain/booking'
import { todayIn } from '~/domain/dates'
import { encryptSecret } from '~/services/crypto.server'
import { withRawSqlite, type BookingTable, type Database, type DB, type OutboxTable } from '~/services/db.server'
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
 * The same steps as saveBooking, as prepared statements on the SQLite connection itself:
 * for a group of bookings, building each query through Kysely and awaiting it cost several
 * times what SQLite took to run it. The group commit below is the only caller.
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
    sqlite.prepare(`insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`)
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

function saveBookingNow(sqlite: SQLite.Database, booking: NewBooking): Saved {
  const statements = statementsFor(sqlite)
  const existing = statements.findByKey.get(booking.userId, booking.idempotencyKey)
  if (existing) return { booking: toConfirmed(existing), created: false }
  const account = statements.account.get(booking.userId)
  if (!account) throw new BookingAccountMissingError()
  // No conflict is possible here: the connection is this transaction's alone and the key was not found.
  const row = newBookingRow(account, booking)
  statements.insertBooking.run(row)
  const saved = toConfirmed(row)
  for (const mail of bookingMails({ booking: saved, account })) statements.insertOutbox.run(outboxRow(mail))
  return { booking: saved, created: true }
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
type Outcome = { ok: true; saved: Saved } | { ok: false; error: unknown }

/**
 * Group commit for SQLite. With synchronous=FULL every commit waits for an fsync (about
 * 2 ms on our disks, during which better-sqlite3 blocks the event loop), so one commit
 * per booking caps the site far below the bookings a festival weekend brings. Bookings
 * that arrive while a commit is under way are saved together in the next transaction,
 * each in its own savepoint so that one refused booking does not undo the others, and
 * every caller is answered only after that transaction has committed. A quiet site
 * still commits each booking at once.
 */
function createGroupCommit(db: DB) {
  let waiting: Pending[] = []
  let flushing = false
  const raw = withRawSqlite(db)
  if (!raw) throw new Error('Group commit needs a SQLite database opened by openDatabase')

  const commitNow = (sqlite: SQLite.Database, batch: Pending[]): Outcome[] => {
    const outcomes: Outcome[] = []
    // better-sqlite3 runs a transaction inside another as a savepoint, rolled back if it throws.
    const saveOne = sqlite.transaction((booking: NewBooking) => saveBookingNow(sqlite, booking))
    sqlite.transaction(() => {
      for (const { booking } of batch) {
        try {
          outcomes.push({ ok: true, saved: saveOne(booking) })
        } catch (error) {
          outcomes.push({ ok: false, error })
        }
      }
    })()
    return outcomes
  }

  const commit = async (batch: Pending[]) => {
    let outcomes: Outcome[]
    try {
      outcomes = await raw((sqlite) => commitNow(sqlite, batch))
    } catch (error) {
      // Nothing of this batch was saved; each caller may retry with the same key.
      for (const p of batch) p.reject(error)
      return
    }
    batch.forEach((p, i) => {
      const outcome = outcomes[i]!
      if (outcome.ok) p.resolve(outcome.saved)
      else p.reject(outcome.error)
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
