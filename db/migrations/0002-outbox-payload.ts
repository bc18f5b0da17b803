import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../../app/services/dialect.server'

/**
 * Outbox rows may carry what a mail is made from (`payload`, JSON) instead of its rendered
 * parts, which the worker then renders when it sends (docs/decisions/0007-mail-rendered-by-the-worker.md).
 * Rows written before this keep their html and text and are sent as they are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table outbox add column "payload" text, alter column "html" drop not null, alter column "text" drop not null`.execute(db)
    return
  }
  // SQLite cannot drop a NOT NULL constraint: the table is rebuilt, in one transaction so
  // that a crash half way leaves the old table as it was.
  await db.transaction().execute(async (trx) => {
    await trx.schema
      .createTable('outbox_new')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('refId', 'text')
      .addColumn('to', 'text', (c) => c.notNull())
      .addColumn('replyTo', 'text')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('html', 'text')
      .addColumn('text', 'text')
      .addColumn('payload', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('nextAttemptAt', 'text', (c) => c.notNull())
      .addColumn('lockedUntil', 'text')
      .addColumn('lastError', 'text')
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('sentAt', 'text')
      .execute()
    const columns = sql.raw(
      [
        'id',
        'kind',
        'refId',
        'to',
        'replyTo',
        'subject',
        'html',
        'text',
        'status',
        'attempts',
        'nextAttemptAt',
        'lockedUntil',
        'lastError',
        'createdAt',
        'sentAt',
      ]
        .map((c) => `"${c}"`)
        .join(', '),
    )
    await sql`insert into outbox_new (${columns}) select ${columns} from outbox`.execute(trx)
    await trx.schema.dropTable('outbox').execute()
    await trx.schema.alterTable('outbox_new').renameTo('outbox').execute()
    await trx.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'nextAttemptAt']).execute()
    await trx.schema.createIndex('outbox_ref_idx').on('outbox').columns(['kind', 'refId']).execute()
  })
}

export async function down(): Promise<void> {
  throw new Error('Migrations only move forward; restore a backup to go back.')
}
