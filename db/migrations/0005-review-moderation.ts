import { type Kysely } from 'kysely'
import { dialectOf } from '../../app/services/dialect.server'

/** The owner may hide a review (`feedback.hidden`); hidden ones leave every reviews section. */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  // SQLite keeps booleans as 0/1.
  await db.schema
    .alterTable('feedback')
    .addColumn('hidden', pg ? 'boolean' : 'integer', (c) => c.notNull().defaultTo(pg ? false : 0))
    .execute()
}

export async function down(): Promise<void> {
  throw new Error('Migrations only move forward; restore a backup to go back.')
}
