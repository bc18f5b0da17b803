import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type Generated,
  type LogEvent,
  type MigrationProvider,
} from 'kysely'
import pg from 'pg'
import { migrations } from '../../db/migrations/index'
import { ConfigError } from './config.server'
import { countDatabaseError } from './metrics.server'
import { createSqliteWriter, type SqliteWriter } from './sqlite-writer.server'
import type { Dialect } from './dialect.server'

export type { Dialect }

// Column names are camelCase to match the auth library's own tables.
export type UserTable = {
  id: string
  name: string
  email: string
  emailVerified: boolean | number
  image: string | null
  createdAt: Date | string
  updatedAt: Date | string
  role: string
  mobile: string
  address: string
  pin: string
  aadhaarEnc: string
  aadhaarLast4: string
  /** The language of the site and of the mails this person gets (en, hi, mr). */
  language: Generated<string>
}

export type BookingTable = {
  id: string
  /** Null for a booking the owner entered for someone without an account. */
  userId: string | null
  name: string
  bookingFor: 'self' | 'someone'
  mobileNumber: string
  pickupLocation: string
  dropoffLocation: string
  carType: string
  pickupDate: string
  pickupTime: string
  aadhaarEnc: string
  aadhaarLast4: string
  bookingDate: string
  idempotencyKey: string
  createdAt: string
  // A booking's life and trip: docs/decisions/0010-booking-life-data.md.
  /** `YT-` and six characters, unique. */
  reference: string
  status: Generated<BookingStatusValue>
  /** Raised by every move, which updates only the version it read. */
  version: Generated<number>
  tripType: Generated<'one-way' | 'round-trip' | 'local' | 'transfer' | 'tour'>
  returnDate: string | null
  /** The last day the booking holds its car and driver: returnDate ?? pickupDate. */
  endDate: string
  hours: number | null
  travelNumber: string | null
  tourSlug: string | null
  passengers: number | null
  stops: Generated<string>
  driverId: string | null
  vehicleNumber: string | null
  source: Generated<'site' | 'owner'>
  customerEmail: string | null
  /** When the day-before reminder was queued; set once, by a compare-and-set (migration 0006). */
  reminderQueuedAt: string | null
}

type BookingStatusValue = 'requested' | 'confirmed' | 'assigned' | 'completed' | 'cancelled'

export type BookingEventTable = {
  id: Generated<number>
  bookingId: string
  /** Null for a booking's first event. */
  fromStatus: BookingStatusValue | null
  status: BookingStatusValue
  /** Null when the system made the move. */
  actorId: string | null
  actorRole: 'traveller' | 'owner' | 'system'
  note: string
  driverId: string | null
  vehicleNumber: string | null
  createdAt: string
}

export type FeedbackTable = {
  id: Generated<number>
  userId: string
  feedback: string
  timestamp: string
  /** Hidden by the owner: 0/1 on SQLite, a boolean on PostgreSQL. */
  hidden: Generated<boolean | number>
}

export type ContactMessageTable = {
  id: Generated<number>
  name: string
  email: string
  phone: string
  message: string
  source: string
  createdAt: string
}

export type OutboxTable = {
  id: Generated<number>
  kind: string
  refId: string | null
  to: string
  replyTo: string | null
  subject: string
  /** Rendered parts: set on rows queued before payloads existed, null on newer ones. */
  html: string | null
  text: string | null
  /** What the worker renders the mail from (JSON, by `kind`); null on older rows. */
  payload: string | null
  /** 'logged': no SMTP server configured, the mail went to the log instead. */
  status: 'pending' | 'sent' | 'logged' | 'failed'
  attempts: number
  nextAttemptAt: string
  lockedUntil: string | null
  lastError: string | null
  createdAt: string
  sentAt: string | null
}

export type DriverTable = {
  id: string
  name: string
  /** 10 digits, no prefix. */
  mobile: string
  active: boolean | number
  createdAt: string
}

/** How many cars of a type the business runs; a type without a row has 1. */
export type FleetTable = {
  carType: string
  vehicles: number
}

export type Database = {
  user: UserTable
  session: {
    id: string
    expiresAt: Date | string
    token: string
    createdAt: Date | string
    updatedAt: Date | string
    ipAddress: string | null
    userAgent: string | null
    userId: string
  }
  account: {
    id: string
    accountId: string
    providerId: string
    userId: string
    accessToken: string | null
    refreshToken: string | null
    idToken: string | null
    accessTokenExpiresAt: Date | string | null
    refreshTokenExpiresAt: Date | string | null
    scope: string | null
    password: string | null
    createdAt: Date | string
    updatedAt: Date | string
  }
  verification: {
    id: string
    identifier: string
    value: string
    expiresAt: Date | string
    createdAt: Date | string
    updatedAt: Date | string
  }
  rateLimit: { id: string; key: string; count: number; lastRequest: number }
  booking: BookingTable
  bookingEvent: BookingEventTable
  feedback: FeedbackTable
  contactMessage: ContactMessageTable
  outbox: OutboxTable
  driver: DriverTable
  fleet: FleetTable
}

export type DB = Kysely<Database>

export type DatabaseHandle = {
  db: DB
  dialect: Dialect
  /** PostgreSQL pool, for LISTEN/NOTIFY; undefined on SQLite. */
  pool: pg.Pool | undefined
  /** The raw SQLite connection; undefined on PostgreSQL. */
  sqlite: SQLite.Database | undefined
  close: () => Promise<void>
}

export class DatabaseLockedError extends ConfigError {}

/**
 * Opens SQLite with WAL and synchronous=FULL. The process holds an exclusive lock on a
 * companion file for its whole life, so a second server pointed at the same DATA_DIR
 * cannot corrupt the database; the kernel drops the lock if the process dies, so a crash
 * never leaves a stale lock. The database itself is opened in normal locking mode because
 * bookings are written from a second connection, on the writer thread (sqlite-writer.server.ts).
 */
function openSqlite(dataDir: string): { sqlite: SQLite.Database; lock: SQLite.Database } {
  const file = path.join(dataDir, 'yatri.sqlite')
  fs.mkdirSync(dataDir, { recursive: true })
  const lock = new SQLite(path.join(dataDir, 'yatri.lock'), { timeout: 0 })
  try {
    lock.pragma('locking_mode = EXCLUSIVE')
    // A write transaction takes the exclusive lock now, and exclusive mode keeps it.
    lock.exec('BEGIN IMMEDIATE; COMMIT;')
  } catch (error) {
    lock.close()
    if (error instanceof Error && /locked|busy/i.test(error.message)) {
      throw new DatabaseLockedError(`The database ${file} is in use by another Yatri server. Stop that server first, or set DATA_DIR to another folder.`)
    }
    throw error
  }
  let sqlite: SQLite.Database
  try {
    sqlite = new SQLite(file, { timeout: 0 })
    sqlite.pragma('journal_mode = WAL')
    sqlite.pragma('synchronous = FULL')
    sqlite.pragma('foreign_keys = ON')
  } catch (error) {
    lock.close()
    throw error
  }
  return { sqlite, lock }
}

const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely prepares every query afresh; SQLite's prepare (parsing and planning) cost more
 * than running our small indexed queries. The texts repeat (values are parameters), so
 * the prepared statements are kept, the least recently used dropped beyond the limit.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>()
  return {
    prepare(source: string): SQLite.Statement {
      let statement = cache.get(source)
      // A statement still being iterated (a streamed query) cannot run a second time.
      if (statement && !statement.busy) {
        cache.delete(source)
        cache.set(source, statement)
        return statement
      }
      statement = sqlite.prepare(source)
      cache.set(source, statement)
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!)
      return statement
    },
    close: () => {
      cache.clear()
      sqlite.close()
    },
  }
}

/**
 * SQLite has one connection, which Kysely lends to one query or transaction at a time. Its
 * own lock wakes every waiter on each release and lets them race for it; with a few hundred
 * requests waiting (a booking rush) that was a few hundred wake-ups per query, and a request
 * could lose the race for seconds. This lock hands the connection on in arrival order.
 */
class FifoLock {
  #held = false
  #waiting: Array<() => void> = []
  lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true
      return Promise.resolve()
    }
    return new Promise((resolve) => this.#waiting.push(resolve))
  }
  unlock(): void {
    const next = this.#waiting.shift()
    if (next) next()
    else this.#held = false
  }
}

class FairSqliteDriver extends SqliteDriver {
  #lock = new FifoLock()
  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#lock.lock()
    // Kysely's own lock is always free by now, so taking it costs no wake-ups.
    return super.acquireConnection()
  }
  override async releaseConnection(): Promise<void> {
    await super.releaseConnection()
    this.#lock.unlock()
  }
}

class FairSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0]
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config)
    this.#config = config
  }
  override createDriver(): Driver {
    return new FairSqliteDriver(this.#config)
  }
}

/** Failed queries for the metrics; Kysely calls this for every query, so it does nothing else. */
function countQueryErrors(event: LogEvent): void {
  if (event.level === 'error') countDatabaseError(event.error)
}

export function openDatabase({ dataDir, databaseUrl }: { dataDir: string; databaseUrl: string | undefined }): DatabaseHandle {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 })
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on('error', countDatabaseError)
    // Nor one that is checked out between two queries (in a transaction, or the event
    // listener): the pool only listens on idle clients. Its next query fails instead, and
    // the pool discards it on release.
    pool.on('connect', (client) => client.on('error', countDatabaseError))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: countQueryErrors })
    pgPools.set(db, pool)
    return { db, dialect: 'postgres', pool, sqlite: undefined, close: () => db.destroy() }
  }
  const { sqlite, lock } = openSqlite(dataDir)
  const db = new Kysely<Database>({ dialect: new FairSqliteDialect({ database: withStatementCache(sqlite) }), log: countQueryErrors })
  rawConnections.set(db, sqlite)
  const close = async () => {
    await writers.get(sqlite)?.close()
    await db.destroy()
    lock.close()
  }
  return { db, dialect: 'sqlite', pool: undefined, sqlite, close }
}

// On globalThis: the Node entry and the route modules are separate bundles (runtime.server.ts).
const RAW_KEY = Symbol.for('yatri.sqlite-connections')
const rawConnections = ((globalThis as Record<symbol, unknown>)[RAW_KEY] ??= new WeakMap()) as WeakMap<DB, SQLite.Database>

// On globalThis like the SQLite connections: both bundles look the pool up by their `db`.
const POOLS_KEY = Symbol.for('yatri.pg-pools')
const pgPools = ((globalThis as Record<symbol, unknown>)[POOLS_KEY] ??= new WeakMap()) as WeakMap<DB, pg.Pool>

/**
 * The node-postgres pool behind `db`, for hot paths that send named prepared statements:
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it each time, and
 * compiling it in Kysely cost more of the server's CPU than the round trip. Undefined when
 * `db` is not a PostgreSQL database opened here.
 */
export function pgPoolFor(db: DB): pg.Pool | undefined {
  return pgPools.get(db)
}

/**
 * Runs synchronous work on the SQLite connection behind `db`, while holding Kysely's lock on
 * it so that no Kysely query or transaction is in progress meanwhile. For hot paths where
 * building queries through Kysely cost more than running them. Undefined when `db` is not
 * a SQLite database opened here.
 */
export function withRawSqlite(db: DB): (<T>(work: (sqlite: SQLite.Database) => T) => Promise<T>) | undefined {
  const sqlite = rawConnections.get(db)
  if (!sqlite) return undefined
  return (work) => db.connection().execute(async () => work(sqlite))
}

/**
 * Like withRawSqlite, for a single read: it runs at once unless a Kysely transaction is open
 * on the connection. Waiting for the lock would make every signed-in request wait for the
 * booking commit in progress on the writer thread, which a read never conflicts with (WAL
 * readers see the last commit). Kysely's other queries run synchronously once they have
 * the connection, so nothing else can be half done when this one runs.
 */
export function readRawSqlite(db: DB): (<T>(work: (sqlite: SQLite.Database) => T) => Promise<T>) | undefined {
  const sqlite = rawConnections.get(db)
  const locked = withRawSqlite(db)
  if (!sqlite || !locked) return undefined
  return (work) => {
    if (sqlite.inTransaction) return locked(work)
    try {
      return Promise.resolve(work(sqlite))
    } catch (error) {
      return Promise.reject(error)
    }
  }
}

// On globalThis like the connections: both bundles' bookings must share one writer.
const WRITERS_KEY = Symbol.for('yatri.sqlite-writers')
const writers = ((globalThis as Record<symbol, unknown>)[WRITERS_KEY] ??= new WeakMap()) as WeakMap<SQLite.Database, SqliteWriter>

/** The writer thread for the database behind `db`, started on first use; undefined on PostgreSQL. */
export function sqliteWriterFor(db: DB): SqliteWriter | undefined {
  const sqlite = rawConnections.get(db)
  if (!sqlite) return undefined
  let writer = writers.get(sqlite)
  if (!writer) {
    writer = createSqliteWriter(sqlite.name)
    writers.set(sqlite, writer)
  }
  return writer
}

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
}

/** Applies every migration not yet applied, or (for tests of a migration) those up to `upTo`. */
export async function migrate(db: DB, { upTo }: { upTo?: keyof typeof migrations } = {}): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableName: 'schema_migration', migrationLockTableName: 'schema_migration_lock' })
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest()
  if (error) throw error
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

export async function ping(db: DB): Promise<void> {
  await sql`select 1`.execute(db)
}
