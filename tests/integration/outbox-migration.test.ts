import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { migrate, openDatabase, type DatabaseHandle } from '~/services/db.server'
import { createLogger } from '~/services/logger.server'
import { renderQueuedMail } from '~/emails/render-mail'
import { createMailer } from '~/services/mail.server'
import { createOutboxWorker } from '~/services/outbox.server'
import { freePort } from '../support/free-port'
import { readMailbox, startMailCatcher } from '../support/mail-catcher'
import { createScratchDatabase } from '../support/pg'

type Target = { name: string; open: () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> }

const targets: Target[] = [
  {
    name: 'sqlite',
    open: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-outbox-migration-'))
      const handle = openDatabase({ dataDir: dir, databaseUrl: undefined })
      return { handle, cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) }
    },
  },
]
if (process.env.TEST_DATABASE_URL) {
  targets.push({
    name: 'postgres',
    open: async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_outbox_migration')
      const handle = openDatabase({ dataDir: os.tmpdir(), databaseUrl: scratch.url })
      return { handle, cleanup: scratch.drop }
    },
  })
}

describe.each(targets)('mail queued before payloads, on $name', ({ open }) => {
  it('keeps its rendered parts through the migration and is sent as it was', async () => {
    const { handle, cleanup } = await open()
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-outbox-migration-mail-'))
    try {
      await migrate(handle.db, { upTo: '0001-initial' })
      // A row exactly as the previous version wrote it: rendered, no payload column yet.
      const now = new Date().toISOString()
      const html = '<!DOCTYPE html><html><body><h1>New booking</h1><p>Swift Dzire, 5 Dec 2026 at 6:30 AM</p></body></html>'
      const text = 'New booking\n\nSwift Dzire, 5 Dec 2026 at 6:30 AM'
      await sql`insert into outbox (kind, "refId", "to", "replyTo", subject, html, text, status, attempts, "nextAttemptAt", "createdAt")
                values ('booking-notice', 'bk_old', 'owner@yatri.test', 'Ravi <ravi@example.in>', 'New booking: Swift Dzire', ${html}, ${text}, 'pending', 0, ${now}, ${now})`.execute(
        handle.db,
      )
      await sql`insert into outbox (kind, "refId", "to", subject, html, text, status, attempts, "nextAttemptAt", "createdAt", "sentAt")
                values ('contact', '7', 'owner@yatri.test', 'Already sent', '<p>x</p>', 'x', 'sent', 1, ${now}, ${now}, ${now})`.execute(handle.db)

      expect(await migrate(handle.db, { upTo: '0002-outbox-payload' })).toEqual(['0002-outbox-payload'])
      const rows = await handle.db.selectFrom('outbox').selectAll().orderBy('id').execute()
      expect(rows.map((r) => [r.id, r.kind, r.status, r.html, r.text, r.payload])).toEqual([
        [1, 'booking-notice', 'pending', html, text, null],
        [2, 'contact', 'sent', '<p>x</p>', 'x', null],
      ])
      // New rows keep numbering after the old ones (SQLite rebuilt the table).
      const next = await handle.db
        .insertInto('outbox')
        .values({ ...rows[0]!, id: undefined, refId: 'bk_new', status: 'sent' })
        .returning('id')
        .executeTakeFirstOrThrow()
      expect(next.id).toBe(3)

      const port = await freePort()
      const file = path.join(dir, 'mailbox.jsonl')
      const catcher = await startMailCatcher({ port, file })
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Yatri <no-reply@yatri.test>', log: createLogger('silent') })
      const worker = createOutboxWorker({
        render: renderQueuedMail,
        db: handle.db,
        dialect: handle.dialect,
        mailer,
        log: createLogger('silent'),
        options: { pollMs: 60_000 },
      })
      try {
        expect(await worker.runOnce()).toBe(1)
      } finally {
        await worker.stop()
        mailer.close()
        await catcher.close()
      }
      const [mail, ...more] = readMailbox(file)
      expect(more).toHaveLength(0)
      expect(mail?.subject).toBe('New booking: Swift Dzire')
      expect(mail?.text.trim()).toBe(text)
      expect(mail?.html).toBe(html)
      const sent = await handle.db.selectFrom('outbox').select('status').where('id', '=', 1).executeTakeFirstOrThrow()
      expect(sent.status).toBe('sent')
    } finally {
      await handle.close()
      await cleanup()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
