import { randomInt } from 'node:crypto'
import { PostgresAdapter, sql, type Kysely } from 'kysely'

/**
 * A booking's life and its trip (docs/decisions/0010-booking-life-data.md): a status moved
 * only forward, a version for moves that must not overwrite each other, a short reference
 * read over the phone, the trip's kind and last day, the driver and car allotted, bookings
 * the owner enters (which may belong to no account) and a `bookingEvent` history.
 *
 * Existing bookings become `requested` one-way trips of one day, each with a reference and
 * a `requested` event dated when it was made.
 */

// A migration is history: it keeps its own copy of the alphabet rather than importing the
// app's, which may change after this has run.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

function reference(): string {
  let code = 'YT-'
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}

const BOOKING_COLUMNS = [
  'id',
  'userId',
  'name',
  'bookingFor',
  'mobileNumber',
  'pickupLocation',
  'dropoffLocation',
  'carType',
  'pickupDate',
  'pickupTime',
  'aadhaarEnc',
  'aadhaarLast4',
  'bookingDate',
  'idempotencyKey',
  'createdAt',
]

/** Rows per statement: under SQLite's limit of 500 terms in a compound select. */
const CHUNK = 200

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter
  if (pg) {
    // PostgreSQL runs every migration in a transaction of its own.
    await sql`alter table booking
      add column "reference" text,
      add column "status" text not null default 'requested',
      add column "version" integer not null default 1,
      add column "tripType" text not null default 'one-way',
      add column "returnDate" text,
      add column "endDate" text,
      add column "hours" integer,
      add column "travelNumber" text,
      add column "tourSlug" text,
      add column "passengers" integer,
      add column "stops" text not null default '',
      add column "driverId" text,
      add column "vehicleNumber" text,
      add column "source" text not null default 'site',
      add column "customerEmail" text,
      alter column "userId" drop not null`.execute(db)
    await backfill(db)
    await sql`alter table booking alter column "reference" set not null, alter column "endDate" set not null`.execute(db)
    await sql`alter table booking add constraint booking_reference_uq unique ("reference")`.execute(db)
    await finish(db, true)
    return
  }
  // SQLite cannot make a column nullable: the table is rebuilt, in one transaction so that
  // a crash half way leaves the old table as it was.
  await db.transaction().execute(async (trx) => {
    await trx.schema
      .createTable('booking_new')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('userId', 'text', (c) => c.references('user.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('bookingFor', 'text', (c) => c.notNull())
      .addColumn('mobileNumber', 'text', (c) => c.notNull())
      .addColumn('pickupLocation', 'text', (c) => c.notNull())
      .addColumn('dropoffLocation', 'text', (c) => c.notNull())
      .addColumn('carType', 'text', (c) => c.notNull())
      .addColumn('pickupDate', 'text', (c) => c.notNull())
      .addColumn('pickupTime', 'text', (c) => c.notNull())
      .addColumn('aadhaarEnc', 'text', (c) => c.notNull())
      .addColumn('aadhaarLast4', 'text', (c) => c.notNull())
      .addColumn('bookingDate', 'text', (c) => c.notNull())
      .addColumn('idempotencyKey', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull())
      // Filled for every row below, before any reader sees the table.
      .addColumn('reference', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('requested'))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('tripType', 'text', (c) => c.notNull().defaultTo('one-way'))
      .addColumn('returnDate', 'text')
      .addColumn('endDate', 'text')
      .addColumn('hours', 'integer')
      .addColumn('travelNumber', 'text')
      .addColumn('tourSlug', 'text')
      .addColumn('passengers', 'integer')
      .addColumn('stops', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('driverId', 'text')
      .addColumn('vehicleNumber', 'text')
      .addColumn('source', 'text', (c) => c.notNull().defaultTo('site'))
      .addColumn('customerEmail', 'text')
      .addUniqueConstraint('booking_user_idempotency_uq', ['userId', 'idempotencyKey'])
      .addUniqueConstraint('booking_reference_uq', ['reference'])
      .execute()
    const columns = sql.raw(BOOKING_COLUMNS.map((c) => `"${c}"`).join(', '))
    await sql`insert into booking_new (${columns}) select ${columns} from booking`.execute(trx)
    await trx.schema.dropTable('booking').execute()
    await trx.schema.alterTable('booking_new').renameTo('booking').execute()
    await trx.schema.createIndex('booking_userId_createdAt_idx').on('booking').columns(['userId', 'createdAt']).execute()
    await trx.schema.createIndex('booking_pickup_idx').on('booking').columns(['pickupDate', 'pickupTime']).execute()
    await backfill(trx)
    await finish(trx, false)
  })
}

/** Every existing booking gets a reference of its own and holds its pickup day only. */
async function backfill(db: Kysely<any>): Promise<void> {
  const rows = await db.selectFrom('booking').select('id').orderBy('createdAt').orderBy('id').execute()
  const taken = new Set<string>()
  for (let start = 0; start < rows.length; start += CHUNK) {
    const pairs = rows.slice(start, start + CHUNK).map(({ id }) => {
      let ref = reference()
      while (taken.has(ref)) ref = reference()
      taken.add(ref)
      return sql`select ${id} as id, ${ref} as ref`
    })
    // A union rather than VALUES: SQLite cannot name a VALUES list's columns.
    await sql`update booking set "reference" = v.ref, "endDate" = booking."pickupDate"
              from (${sql.join(pairs, sql` union all `)}) as v where booking.id = v.id`.execute(db)
  }
}

async function finish(db: Kysely<any>, pg: boolean): Promise<void> {
  await db.schema.createIndex('booking_days_idx').on('booking').columns(['pickupDate', 'endDate']).execute()
  await db.schema
    .createTable('bookingEvent')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('bookingId', 'text', (c) => c.notNull().references('booking.id').onDelete('cascade'))
    .addColumn('fromStatus', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('actorId', 'text')
    .addColumn('actorRole', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('driverId', 'text')
    .addColumn('vehicleNumber', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('bookingEvent_bookingId_idx').on('bookingEvent').columns(['bookingId', 'id']).execute()
  // The booking's first event, by the system and dated when the booking was made.
  await sql`insert into "bookingEvent" ("bookingId", "fromStatus", "status", "actorId", "actorRole", "note", "createdAt")
            select id, null, 'requested', null, 'system', '', "createdAt" from booking order by "createdAt", id`.execute(db)
}

export async function down(): Promise<void> {
  throw new Error('Migrations only move forward; restore a backup to go back.')
}
