import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { SMTPServer } from 'smtp-server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderQueuedMail } from '~/emails/render-mail'
import { createLogger } from '~/services/logger.server'
import { migrate, openDatabase, type DatabaseHandle } from '~/services/db.server'
import { createMailer, enqueueMail, outboxRow } from '~/services/mail.server'
import { createOutboxWorker, retryDelay } from '~/services/outbox.server'
import { readMailbox, startMailCatcher } from '../support/mail-catcher'
import { createScratchDatabase } from '../support/pg'
import { freePort } from '../support/free-port'

const quietLog = createLogger('silent')

/** An SMTP server that is up but turns every message away with a temporary failure. */
async function startRefusingSmtp(port: number): Promise<{ close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume()
      stream.on('end', () => callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 })))
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

const business = { name: 'Yatri Tours & Travels', phone: '+91 98220 12345', email: 'bookings@yatri.test', address: 'FC Road, Pune', whatsapp: '919822012345' }

async function queue(handle: DatabaseHandle, count: number, prefix: string): Promise<void> {
  for (let i = 1; i <= count; i++) {
    const sender = { name: `Sender ${i}`, email: `sender${i}@example.in`, phone: '+91 90000 11111', message: `Message number ${i}` }
    await enqueueMail(handle.db, {
      kind: 'contact',
      refId: String(i),
      to: 'owner@yatri.test',
      replyTo: { name: sender.name, address: sender.email },
      subject: `${prefix} ${i}`,
      props: { message: sender, source: 'home', receivedAt: '21 Nov 2026, 4:30 pm', business },
    })
  }
}

async function outboxRows(handle: DatabaseHandle) {
  return handle.db.selectFrom('outbox').selectAll().orderBy('id').execute()
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('retry delay', () => {
  it('doubles from the base and stops at the ceiling, with at most 20 % jitter', () => {
    const backoff = { baseMs: 1000, maxMs: 60_000 }
    const middle = () => 0.5
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(n, backoff, middle))).toEqual([1000, 2000, 4000, 8000, 16000])
    expect(retryDelay(30, backoff, middle)).toBe(60_000)
    expect(retryDelay(1, backoff, () => 0)).toBe(800)
    expect(retryDelay(1, backoff, () => 0.999999)).toBe(1200)
  })
})

describe('outbox worker on SQLite', () => {
  let dir: string
  let handle: DatabaseHandle
  let mailbox: string

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-outbox-'))
    handle = openDatabase({ dataDir: dir, databaseUrl: undefined })
    await migrate(handle.db)
    mailbox = path.join(dir, 'mailbox.jsonl')
  })
  afterEach(async () => {
    await handle.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('keeps mail while the SMTP server is down or refuses, backs off, then delivers each once', async () => {
    const port = await freePort()
    await queue(handle, 3, 'Outage')
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Yatri <no-reply@yatri.test>', log: quietLog })
    const backoff = { baseMs: 300, maxMs: 5000 }
    const worker = createOutboxWorker({
      render: renderQueuedMail,
      db: handle.db,
      dialect: 'sqlite',
      mailer,
      log: quietLog,
      options: { pollMs: 60_000, backoff },
    })
    try {
      // Nothing listens: every row fails once and is scheduled for later.
      const before = Date.now()
      expect(await worker.runOnce()).toBe(3)
      let rows = await outboxRows(handle)
      for (const row of rows) {
        expect(row.status).toBe('pending')
        expect(row.attempts).toBe(1)
        expect(row.lockedUntil).toBeNull()
        expect(row.lastError).toMatch(/ECONNREFUSED/)
        const wait = Date.parse(row.nextAttemptAt) - before
        expect(wait).toBeGreaterThanOrEqual(0.8 * 300 - 5)
      }
      // Not due yet: the backoff is respected.
      expect(await worker.runOnce()).toBe(0)

      // Up, but refusing with 451: still kept, and the wait has doubled.
      const refusing = await startRefusingSmtp(port)
      await sleep(400)
      const second = Date.now()
      expect(await worker.runOnce()).toBe(3)
      const done = Date.now()
      await refusing.close()
      rows = await outboxRows(handle)
      for (const row of rows) {
        expect(row.status).toBe('pending')
        expect(row.attempts).toBe(2)
        expect(row.lastError).toMatch(/451/)
        const due = Date.parse(row.nextAttemptAt)
        expect(due - second).toBeGreaterThanOrEqual(0.8 * 600 - 5)
        expect(due - done).toBeLessThanOrEqual(1.2 * 600)
      }
      expect(readMailbox(mailbox)).toHaveLength(0)

      // Back for real: each message arrives exactly once, with its reply-to.
      const catcher = await startMailCatcher({ port, file: mailbox })
      try {
        await sleep(800)
        expect(await worker.runOnce()).toBe(3)
        expect(await worker.runOnce()).toBe(0)
      } finally {
        await catcher.close()
      }
      const mails = readMailbox(mailbox)
      expect(mails.map((m) => m.subject).sort()).toEqual(['Outage 1', 'Outage 2', 'Outage 3'])
      const first = mails.find((m) => m.subject === 'Outage 1')!
      expect(first.to).toBe('owner@yatri.test')
      expect(first.replyTo).toContain('sender1@example.in')
      expect(first.text).toContain('Message number 1')
      rows = await outboxRows(handle)
      for (const row of rows) {
        expect(row.status).toBe('sent')
        expect(row.attempts).toBe(3)
        expect(row.sentAt).not.toBeNull()
        expect(row.lastError).toBeNull()
      }
    } finally {
      await worker.stop()
      mailer.close()
    }
  })

  it('marks a message failed once its attempts are used up, and keeps it', async () => {
    const port = await freePort()
    await queue(handle, 1, 'Hopeless')
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@yatri.test', log: quietLog })
    const worker = createOutboxWorker({
      render: renderQueuedMail,
      db: handle.db,
      dialect: 'sqlite',
      mailer,
      log: quietLog,
      options: { pollMs: 60_000, backoff: { baseMs: 1, maxMs: 1 }, maxAttempts: 3 },
    })
    try {
      for (let i = 0; i < 3; i++) {
        await sleep(5)
        expect(await worker.runOnce()).toBe(1)
      }
      await sleep(5)
      expect(await worker.runOnce()).toBe(0)
      const [row] = await outboxRows(handle)
      expect(row?.status).toBe('failed')
      expect(row?.attempts).toBe(3)
    } finally {
      await worker.stop()
    }
  })

  it('logs the mail and marks it "logged" when no SMTP server is configured', async () => {
    let logged = ''
    const log = createLogger('info', new Writable({ write: (chunk, _enc, done) => ((logged += String(chunk)), done()) }))
    await queue(handle, 1, 'No SMTP')
    const worker = createOutboxWorker({
      render: renderQueuedMail,
      db: handle.db,
      dialect: 'sqlite',
      mailer: createMailer({ smtpUrl: undefined, from: 'no-reply@yatri.test', log }),
      log,
      options: { pollMs: 60_000 },
    })
    try {
      expect(await worker.runOnce()).toBe(1)
    } finally {
      await worker.stop()
    }
    const [row] = await outboxRows(handle)
    expect(row?.status).toBe('logged')
    expect(logged).toContain('No SMTP 1')
    expect(logged).toContain('Message number 1')
  })

  it('marks a mail whose stored data no template can render failed at once, says why, and sends the next', async () => {
    let logged = ''
    const log = createLogger('info', new Writable({ write: (chunk, _enc, done) => ((logged += String(chunk)), done()) }))
    const port = await freePort()
    const catcher = await startMailCatcher({ port, file: mailbox })
    const sender = { name: 'Asha', email: 'asha@example.in', phone: '+91 90000 11111', message: 'Is the Innova free on Sunday?' }
    const mail = (subject: string) =>
      outboxRow({ kind: 'contact', to: 'owner@yatri.test', subject, props: { message: sender, source: 'home', receivedAt: '21 Nov 2026, 4:30 pm', business } })
    // Written by a broken release: the message is missing; then one queued before payloads had a version.
    await handle.db
      .insertInto('outbox')
      .values({ ...mail('Broken'), payload: JSON.stringify({ version: 1, source: 'home', business }) })
      .execute()
    await handle.db
      .insertInto('outbox')
      .values({ ...mail('Unversioned'), payload: JSON.stringify({ message: sender, source: 'home', receivedAt: '21 Nov 2026, 4:30 pm', business }) })
      .execute()
    await handle.db.insertInto('outbox').values(mail('Current')).execute()
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@yatri.test', log })
    const worker = createOutboxWorker({ render: renderQueuedMail, db: handle.db, dialect: 'sqlite', mailer, log, options: { pollMs: 60_000 } })
    try {
      expect(await worker.runOnce()).toBe(3)
    } finally {
      await worker.stop()
      mailer.close()
      await catcher.close()
    }
    const [broken, unversioned, current] = await outboxRows(handle)
    expect(broken?.status).toBe('failed')
    expect(broken?.attempts).toBe(1)
    expect(broken?.lastError).toContain('does not match its template')
    expect(logged).toContain('queued mail has a payload no template can render; marked failed')
    expect([unversioned?.status, current?.status]).toEqual(['sent', 'sent'])
    expect(readMailbox(mailbox).map((m) => m.subject)).toEqual(['Unversioned', 'Current'])
    expect(JSON.parse(current?.payload ?? '{}')).toMatchObject({ version: 1 })
  })

  it('polls by itself and wakes up early when told', async () => {
    const port = await freePort()
    const catcher = await startMailCatcher({ port, file: mailbox })
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@yatri.test', log: quietLog })
    const worker = createOutboxWorker({ render: renderQueuedMail, db: handle.db, dialect: 'sqlite', mailer, log: quietLog, options: { pollMs: 60_000 } })
    try {
      await queue(handle, 1, 'Woken')
      worker.wake()
      await expect.poll(() => readMailbox(mailbox).length, { timeout: 5000 }).toBe(1)
    } finally {
      await worker.stop()
      mailer.close()
      await catcher.close()
    }
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('outbox workers on PostgreSQL', () => {
  it('two instances deliver every message exactly once', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_outbox')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-outbox-pg-'))
    const mailbox = path.join(dir, 'mailbox.jsonl')
    // Two handles, two pools: as two app processes would have.
    const a = openDatabase({ dataDir: dir, databaseUrl: scratch.url })
    const b = openDatabase({ dataDir: dir, databaseUrl: scratch.url })
    const port = await freePort()
    const catcher = await startMailCatcher({ port, file: mailbox })
    const mailers = [a, b].map(() => createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@yatri.test', log: quietLog }))
    const delivered = [0, 0]
    const workers = [a, b].map((h, i) => {
      const log = createLogger(
        'info',
        new Writable({ write: (chunk, _enc, done) => ((delivered[i]! += String(chunk).split('mail delivered').length - 1), done()) }),
      )
      return createOutboxWorker({ render: renderQueuedMail, db: h.db, dialect: 'postgres', mailer: mailers[i]!, log, options: { pollMs: 20, batchSize: 3 } })
    })
    try {
      await migrate(a.db)
      await queue(a, 40, 'Shared')
      await expect
        .poll(async () => (await a.db.selectFrom('outbox').select('id').where('status', '=', 'pending').execute()).length, { timeout: 20_000 })
        .toBe(0)
      // Let any straggling duplicate show itself before counting.
      await sleep(500)
      const subjects = readMailbox(mailbox).map((m) => m.subject)
      expect(subjects).toHaveLength(40)
      expect(new Set(subjects).size).toBe(40)
      const rows = await outboxRows(a)
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
      // Both instances did part of the work, and together exactly all of it.
      expect(delivered[0]).toBeGreaterThan(0)
      expect(delivered[1]).toBeGreaterThan(0)
      expect(delivered[0]! + delivered[1]!).toBe(40)
    } finally {
      await Promise.all(workers.map((w) => w.stop()))
      mailers.forEach((m) => m.close())
      await catcher.close()
      await a.close()
      await b.close()
      await scratch.drop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
