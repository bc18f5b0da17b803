import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../../app/services/dialect.server'

/**
 * The owner's drivers and how many cars of each type the business runs
 * (docs/decisions/0010-booking-life-data.md). A car type without a fleet row counts as 1.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  await db.schema
    .createTable('driver')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    // SQLite keeps booleans as 0/1.
    .addColumn('active', pg ? 'boolean' : 'integer', (c) => c.notNull().defaultTo(pg ? true : 1))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('fleet')
    .addColumn('carType', 'text', (c) => c.primaryKey())
    .addColumn('vehicles', 'integer', (c) => c.notNull().check(sql`"vehicles" >= 0`))
    .execute()
}

export async function down(): Promise<void> {
  throw new Error('Migrations only move forward; restore a backup to go back.')
}
