import { createHash, randomUUID } from 'node:crypto'
import type { DB } from './db.server'

/**
 * A sliding-window limiter kept in the database (the `rateLimit` table), so that every app
 * instance behind a load balancer counts the same attempts and a restart forgets nothing.
 *
 * Each attempt is one row keyed `yatri:<limit>:<subject hash>:<id>`; an attempt is allowed
 * while fewer than `max` rows of that subject are younger than the window. This is exact
 * ("at most 10 in any 15 minutes"), unlike a fixed window that allows a burst at its edge.
 * The auth library's own limiter is kept in memory, so it never touches these rows.
 */
export type Limit = { name: string; max: number; windowMs: number }

const MINUTE = 60_000

// Per client address the limits are generous: many Indian mobile users share one
// carrier-grade NAT address. Per account they are strict.
export const LIMITS = {
  signInPerAccount: { name: 'signin-account', max: 10, windowMs: 15 * MINUTE },
  signInPerClient: { name: 'signin-client', max: 50, windowMs: 15 * MINUTE },
  registerPerAccount: { name: 'register-account', max: 5, windowMs: 60 * MINUTE },
  registerPerClient: { name: 'register-client', max: 100, windowMs: 60 * MINUTE },
  // Someone holding a stolen session must not be able to guess the current password.
  passwordChangePerAccount: { name: 'password-change-account', max: 10, windowMs: 15 * MINUTE },
  // docs/product.md §Recovery. Reset mails per e-mail address keep a mailbox from being
  // flooded; per client they slow down guessing which addresses have accounts.
  passwordResetPerAccount: { name: 'password-reset-account', max: 3, windowMs: 60 * MINUTE },
  passwordResetPerClient: { name: 'password-reset-client', max: 30, windowMs: 60 * MINUTE },
  // Attempts to use a reset link, per client: tokens are long and random, this bounds guessing.
  resetTokenPerClient: { name: 'reset-token-client', max: 30, windowMs: 15 * MINUTE },
  verificationResendPerAccount: { name: 'verification-resend-account', max: 3, windowMs: 60 * MINUTE },
  dataExportPerAccount: { name: 'data-export-account', max: 5, windowMs: 60 * MINUTE },
  /** Enough for any honest visitor, too few to flood the owner's inbox (docs/product.md §Limits). */
  contactPerClient: { name: 'contact-client', max: 5, windowMs: 10 * MINUTE },
  // A traveller writes a review or two, a script would write hundreds.
  feedbackPerAccount: { name: 'feedback-account', max: 10, windowMs: 10 * MINUTE },
} satisfies Record<string, Limit>

/** The auth library's own in-memory limit on its other endpoints, per client address. */
export const AUTH_LIBRARY_LIMIT = { windowSeconds: 60, max: 120 }

const PREFIX = 'yatri:'
const KEEP_MS = 2 * 60 * MINUTE

export type Reservation = { key: string }
export type Decision = { allowed: true; reservation: Reservation } | { allowed: false; retryAfterMs: number }

// Hex digests and plain names only, so a prefix can never contain a LIKE wildcard. LIKE
// rather than a key range: range order depends on the PostgreSQL collation.
function subjectPrefix(limit: Limit, subject: string): string {
  const hash = createHash('sha256').update(subject).digest('hex').slice(0, 32)
  return `${PREFIX}${limit.name}:${hash}:`
}

/**
 * Records an attempt and says whether it may go ahead. A refused attempt is not recorded,
 * so hammering a locked account does not keep it locked for longer than the window.
 */
export async function reserveAttempt(db: DB, { limit, subject, now = Date.now() }: { limit: Limit; subject: string; now?: number }): Promise<Decision> {
  const prefix = subjectPrefix(limit, subject)
  const key = `${prefix}${randomUUID()}`
  await db.insertInto('rateLimit').values({ id: randomUUID(), key, count: 1, lastRequest: now }).execute()
  const rows = await db
    .selectFrom('rateLimit')
    .select('lastRequest')
    .where('key', 'like', `${prefix}%`)
    .where('lastRequest', '>', now - limit.windowMs)
    .orderBy('lastRequest', 'asc')
    .execute()
  if (rows.length <= limit.max) return { allowed: true, reservation: { key } }
  await releaseAttempt(db, { key })
  // Allowed again once enough of the oldest attempts have left the window.
  const freeing = Number(rows[rows.length - 1 - limit.max]?.lastRequest ?? now)
  return { allowed: false, retryAfterMs: Math.max(1000, freeing + limit.windowMs - now) }
}

/** Takes an attempt back (it turned out not to count, e.g. a successful sign-in). */
export async function releaseAttempt(db: DB, reservation: Reservation): Promise<void> {
  await db.deleteFrom('rateLimit').where('key', '=', reservation.key).execute()
}

/** Forgets attempts older than the longest window; called on a timer. */
export async function sweepAttempts(db: DB, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('rateLimit')
    .where('key', 'like', `${PREFIX}%`)
    .where('lastRequest', '<', now - KEEP_MS)
    .execute()
}
