import type { Kysely } from 'kysely'

/**
 * When a booking's day-before reminder was queued (docs/product.md, trip page). The worker
 * that sets it, from null, in the transaction that queues the mail is the one that sends it,
 * so two instances or a restart never send a second reminder.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking').addColumn('reminderQueuedAt', 'text').execute()
}

export async function down(): Promise<void> {
  throw new Error('Migrations only move forward; restore a backup to go back.')
}
