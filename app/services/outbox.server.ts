import { performance } from 'node:perf_hooks'
import { sql } from 'kysely'
import type { DB, Dialect, OutboxTable } from './db.server'
import type { EventBus } from './events.server'
import type { Logger } from './logger.server'
import { MailPayloadError } from '~/domain/mail'
import { createMailer, type Mailer, type OutgoingMail } from './mail.server'
import { getMetrics } from './metrics.server'
import type { Runtime } from './runtime.server'
import { serialRunner } from './serial-runner.server'

/**
 * Mail is rendered and sent in the server's own thread, so every mail competes with the
 * requests being served. It takes only what they leave: while requests have kept the event
 * loop more than half busy, the worker rests between mails, and in a rush mail falls behind
 * by seconds and catches up afterwards. A mail waiting longer than `maxDelayMs` stops
 * resting, so even a rush that does not end cannot hold mail back for longer.
 */
export type Pacer = {
  /** Should the worker rest before the next mail? */
  busy: () => boolean
  /** Tells the pacer how long the worker itself kept the loop busy, which is not the requests' load. */
  spent: (ms: number) => void
  stop: () => void
}

const PACE_SAMPLE_MS = 100
const BUSY_UTILIZATION = 0.5

export function eventLoopPacer(): Pacer {
  let last = performance.eventLoopUtilization()
  let own = 0
  let busy = false
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization()
    const delta = performance.eventLoopUtilization(now, last)
    busy = delta.idle + delta.active > 0 && (delta.active - own) / (delta.idle + delta.active) > BUSY_UTILIZATION
    last = now
    own = 0
  }, PACE_SAMPLE_MS)
  timer.unref()
  return { busy: () => busy, spent: (ms) => void (own += ms), stop: () => clearInterval(timer) }
}

const neverBusy: Pacer = { busy: () => false, spent: () => {}, stop: () => {} }

export type OutboxOptions = {
  /** How often due mail is looked for when nothing wakes the worker earlier. */
  pollMs: number
  /** How long a claimed row belongs to one worker; far longer than one SMTP attempt. */
  leaseMs: number
  batchSize: number
  /** Delay after the n-th failed attempt: baseMs * 2^(n-1), at most maxMs, ±20 % jitter. */
  backoff: { baseMs: number; maxMs: number }
  /** After this many failed attempts the row is marked 'failed' for the owner to see. */
  maxAttempts: number
  /** How long the worker rests between mails while requests keep the server busy. */
  restMs: number
  /** A mail this old is sent without resting, however busy the server is. */
  maxDelayMs: number
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  pollMs: 2000,
  leaseMs: 120_000,
  batchSize: 10,
  backoff: { baseMs: 2000, maxMs: 60 * 60_000 },
  // About two days of hourly retries once the backoff has reached its ceiling.
  maxAttempts: 60,
  restMs: 50,
  maxDelayMs: 60_000,
}

export function retryDelay(attempts: number, backoff: OutboxOptions['backoff'], random: () => number = Math.random): number {
  const exponential = backoff.baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30))
  const capped = Math.min(exponential, backoff.maxMs)
  // Jitter keeps several instances from hammering a recovering SMTP server in lockstep.
  return Math.round(capped * (0.8 + random() * 0.4))
}

type OutboxRow = Omit<OutboxTable, 'id'> & { id: number }

/**
 * Turns a claimed row into its HTML and text (app/emails/render-mail.tsx, handed in by the
 * server's start-up so that services do not depend on templates). Throws MailPayloadError
 * for a row that can never become a mail.
 */
export type RenderMail = (row: Pick<OutboxTable, 'kind' | 'html' | 'text' | 'payload'>) => {
  html: string
  text: string
  attachments?: OutgoingMail['attachments']
}

/**
 * Takes up to `limit` due rows for this worker alone: a lease in lockedUntil that other
 * workers respect until it runs out. On PostgreSQL, FOR UPDATE SKIP LOCKED lets several
 * instances claim side by side without waiting on or double-claiming each other's rows; on
 * SQLite a single process owns the database and the UPDATE is atomic on its own.
 */
export async function claimDueMail({
  db,
  dialect,
  now,
  leaseMs,
  limit,
}: {
  db: DB
  dialect: Dialect
  now: Date
  leaseMs: number
  limit: number
}): Promise<OutboxRow[]> {
  const nowIso = now.toISOString()
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString()
  const rows = await db
    .updateTable('outbox')
    .set({ lockedUntil: leaseUntil, attempts: sql<number>`${sql.ref('attempts')} + 1` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('nextAttemptAt', '<=', nowIso)
        .where((w) => w.or([w('lockedUntil', 'is', null), w('lockedUntil', '<', nowIso)]))
        .orderBy('id')
        .limit(limit)
        .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
    )
    .returningAll()
    .execute()
  return (rows as OutboxRow[]).sort((a, b) => a.id - b.id)
}

export type OutboxWorker = {
  /** Look for due mail now instead of at the next poll. */
  wake: () => void
  /** Runs one claim-and-send round; resolves with the number of rows handled. */
  runOnce: () => Promise<number>
  /** Finishes the mail in flight, hands back the rest of the batch, stops polling. */
  stop: () => Promise<void>
}

export function createOutboxWorker({
  db,
  dialect,
  mailer,
  log,
  render,
  pacer = neverBusy,
  options: overrides = {},
}: {
  db: DB
  dialect: Dialect
  mailer: Mailer
  render: RenderMail
  log: Logger
  pacer?: Pacer
  options?: Partial<OutboxOptions>
}): OutboxWorker {
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...overrides }
  let stopped = false
  let timer: NodeJS.Timeout | undefined

  /** Sends one mail; returns its id when it was only logged and still has to be recorded. */
  const deliver = async (row: OutboxRow): Promise<number | undefined> => {
    let outcome: 'sent' | 'logged'
    try {
      // A row that fails to render for another reason is retried like a refused one and
      // ends up 'failed', with the reason in lastError for the owner to see.
      const started = performance.now()
      const mail: OutgoingMail = { ...row, ...render(row) }
      const sending = mailer.sendEmail(mail)
      pacer.spent(performance.now() - started)
      outcome = await sending
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (error instanceof MailPayloadError) {
        // Stored data that cannot make a mail stays bad however often it is tried.
        await db
          .updateTable('outbox')
          .set({ status: 'failed', lockedUntil: null, lastError: message.slice(0, 500) })
          .where('id', '=', row.id)
          .execute()
        getMetrics().mailsFailed.inc()
        log.error({ outboxId: row.id, kind: row.kind, err: message }, 'queued mail has a payload no template can render; marked failed')
        return
      }
      const giveUp = row.attempts >= options.maxAttempts
      const delay = retryDelay(row.attempts, options.backoff)
      await db
        .updateTable('outbox')
        .set({
          status: giveUp ? 'failed' : 'pending',
          nextAttemptAt: new Date(Date.now() + delay).toISOString(),
          lockedUntil: null,
          lastError: message.slice(0, 500),
        })
        .where('id', '=', row.id)
        .execute()
      if (giveUp) getMetrics().mailsFailed.inc()
      log.warn(
        { outboxId: row.id, kind: row.kind, attempts: row.attempts, retryInMs: giveUp ? undefined : delay, err: message },
        giveUp ? 'mail could not be delivered; giving up' : 'mail not delivered yet; will retry',
      )
      return
    }
    if (outcome === 'logged') {
      log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts, outcome }, 'mail delivered')
      return row.id
    }
    // The SMTP server has the mail now. Recording that at once keeps a crash from sending
    // more than this one mail twice.
    await record([row.id], outcome)
    log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts, outcome }, 'mail delivered')
  }

  // Must not be lost to a passing database hiccup, or the rows would be sent again when
  // their lease runs out.
  const record = async (ids: number[], outcome: 'sent' | 'logged') => {
    for (let attempt = 1; ; attempt++) {
      try {
        await db
          .updateTable('outbox')
          .set({ status: outcome, sentAt: new Date().toISOString(), lockedUntil: null, lastError: null })
          .where('id', 'in', ids)
          .execute()
        return
      } catch (error) {
        if (attempt >= 5) throw error
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
      }
    }
  }

  const runOnce = async (): Promise<number> => {
    const rows = await claimDueMail({ db, dialect, now: new Date(), leaseMs: options.leaseMs, limit: options.batchSize })
    let handled = 0
    // Mail that was only written to the log is recorded for the whole batch in one write:
    // on SQLite each write is an fsync that holds up every request, and logging it twice
    // after a crash would harm no one.
    const logged: number[] = []
    try {
      for (const row of rows) {
        if (stopped) break
        const id = await deliver(row)
        if (id !== undefined) logged.push(id)
        handled++
        // A logged mail resolves at once; without a turn of the event loop between them a
        // batch of hundreds would hold up every request and live review for its duration.
        const next = rows[handled]
        const overdue = next !== undefined && Date.now() - Date.parse(next.createdAt) > options.maxDelayMs
        if (next && !overdue && pacer.busy()) await new Promise((resolve) => setTimeout(resolve, options.restMs))
        else await new Promise((resolve) => setImmediate(resolve))
      }
    } finally {
      if (logged.length) await record(logged, 'logged')
    }
    const unsent = rows.slice(handled)
    if (unsent.length) {
      // Shutting down: give the claimed rows back at once rather than after the lease.
      await db
        .updateTable('outbox')
        .set({ lockedUntil: null, attempts: sql<number>`${sql.ref('attempts')} - 1` })
        .where(
          'id',
          'in',
          unsent.map((r) => r.id),
        )
        .execute()
    }
    return rows.length
  }

  const schedule = () => {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(tick, options.pollMs)
    timer.unref()
  }

  const runner = serialRunner({
    work: async () => (await runOnce()) === options.batchSize,
    // The database may be restarting; the next poll tries again.
    onError: (error) => log.warn({ err: error }, 'outbox round failed'),
    onSettled: () => schedule(),
    stopped: () => stopped,
  })
  const tick = runner.run

  schedule()
  return {
    wake: tick,
    runOnce,
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await runner.idle()
    },
  }
}

const LOGGED_MAIL_BATCH_SIZE = 200

/** Topics after whose commit new mail may wait in the outbox. */
const MAIL_TOPICS = ['message', 'booking', 'booking-moved', 'account-mail'] as const

/** Starts the worker for this app instance; it stops with the runtime. */
export function startOutboxWorker(runtime: Runtime, { render, options }: { render: RenderMail; options?: Partial<OutboxOptions> }): OutboxWorker {
  const { config, log, database, events } = runtime
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log })
  // Without SMTP a mail is one log line, so a round can take many more rows; fewer rounds
  // mean fewer writes while bookings are coming in.
  const batchSize = config.smtpUrl ? DEFAULT_OUTBOX_OPTIONS.batchSize : LOGGED_MAIL_BATCH_SIZE
  const pacer = eventLoopPacer()
  const worker = createOutboxWorker({ db: database.db, dialect: database.dialect, mailer, render, log, pacer, options: { batchSize, ...options } })
  const unsubscribe = wakeOn(events, worker)
  worker.wake()
  runtime.onStop(async () => {
    unsubscribe()
    await worker.stop()
    pacer.stop()
    mailer.close()
  })
  log.info({ smtp: config.smtpUrl ? 'on' : 'off (mail is logged)' }, 'outbox worker started')
  return worker
}

/**
 * A mail may wait this long after its booking or message was committed. Waking on every
 * commit meant one claim (a write, an fsync on SQLite) per booking during a rush; a short
 * delay lets one round take all the mail of that moment.
 */
const WAKE_DELAY_MS = 200

function wakeOn(events: EventBus, worker: OutboxWorker): () => void {
  let timer: NodeJS.Timeout | undefined
  const wakeSoon = () => {
    if (timer) return
    timer = setTimeout(() => {
      timer = undefined
      worker.wake()
    }, WAKE_DELAY_MS)
  }
  const offs = MAIL_TOPICS.map((topic) => events.subscribe(topic, wakeSoon))
  return () => {
    clearTimeout(timer)
    offs.forEach((off) => off())
  }
}
