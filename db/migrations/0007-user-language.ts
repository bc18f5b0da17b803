import type { Kysely } from 'kysely'

/** Each person's language (docs/decisions/0020-languages.md): the site after sign-in and every mail they get. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('user')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .execute()
}

export async function down(): Promise<void> {
  throw new Error('Migrations only move forward; restore a backup to go back.')
}
