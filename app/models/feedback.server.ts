import { sql, type SqlBool } from 'kysely'
import { reviewerName, type LiveReview, type ModeratedReview } from '~/domain/reviews'
import type { DB } from '~/services/db.server'
import { dialectOf } from '~/services/dialect.server'
import type { EventBus } from '~/services/events.server'
import type { Logger } from '~/services/logger.server'

/** The reviews section shows at most this many live reviews (the newest), after the built-in ten. */
export const LIVE_REVIEWS_SHOWN = 200

// Any constant works; it only has to be the same in every app instance.
const FEEDBACK_ORDER_LOCK = 5_000_001

/**
 * Stores one feedback text and tells every app instance about it after the commit.
 * On PostgreSQL the insert holds a transaction-scoped advisory lock, so ids are handed out
 * in commit order: a viewer that has seen id N has seen every earlier review, which is what
 * lets the live feed resume from "after N" without gaps or duplicates.
 */
export async function createFeedback({
  db,
  events,
  log,
  userId,
  feedback,
}: {
  db: DB
  events: EventBus
  log: Logger
  userId: string
  feedback: string
}): Promise<{ id: number }> {
  const row = await db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${FEEDBACK_ORDER_LOCK})`.execute(trx)
    return trx.insertInto('feedback').values({ userId, feedback, timestamp: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow()
  })
  try {
    await events.publish('review', { id: row.id })
  } catch (error) {
    // Stored is what matters; the live feeds' periodic catch-up delivers it anyway.
    log.warn({ err: error, feedbackId: row.id }, 'could not announce a new review')
  }
  return { id: row.id }
}

// `not hidden` reads the same on SQLite's 0/1 and PostgreSQL's boolean.
const visible = sql<SqlBool>`not "feedback"."hidden"`

/**
 * Live reviews with an id above `afterId`, oldest first; when there are more than `limit`,
 * the newest `limit` of them.
 */
export async function listLiveReviews({ db, afterId = 0, limit = LIVE_REVIEWS_SHOWN }: { db: DB; afterId?: number; limit?: number }): Promise<LiveReview[]> {
  const rows = await db
    .selectFrom('feedback')
    .leftJoin('user', 'user.id', 'feedback.userId')
    .select(['feedback.id', 'feedback.feedback', 'feedback.timestamp', 'user.name'])
    .where('feedback.id', '>', afterId)
    .where(visible)
    .orderBy('feedback.id', 'desc')
    .limit(limit)
    .execute()
  return rows.reverse().map((r) => ({ id: Number(r.id), name: reviewerName(r.name), feedback: r.feedback, timestamp: r.timestamp }))
}

/** The highest feedback id so far (0 when there is none). */
export async function latestFeedbackId({ db }: { db: DB }): Promise<number> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.max('id').as('maxId'))
    .executeTakeFirst()
  return Number(row?.maxId ?? 0)
}

/**
 * Ids at or below `upTo` that an open page may still show and should not, newest first: reviews
 * the owner hid, and reviews that went with their writer's account. Ids are handed out in order
 * and never used again, so an id missing among the newest `limit` reviews is one deleted since
 * (or one a rolled-back insert took, which no page shows, so leaving it is a no-op). At most
 * `limit` of each.
 */
export async function listWithdrawnReviewIds({ db, upTo, limit = LIVE_REVIEWS_SHOWN }: { db: DB; upTo: number; limit?: number }): Promise<number[]> {
  const [hidden, newest] = await Promise.all([
    db
      .selectFrom('feedback')
      .select('id')
      .where('id', '<=', upTo)
      .where(sql<SqlBool>`"feedback"."hidden"`)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    db.selectFrom('feedback').select('id').where('id', '<=', upTo).orderBy('id', 'desc').limit(limit).execute(),
  ])
  const present = new Set(newest.map((r) => Number(r.id)))
  // A page shows at most `limit` reviews, and deleting rows only takes the `limit`-th newest one
  // further back, so every review a page shows is at or above it.
  const oldest = newest.length < limit ? 1 : Number(newest.at(-1)!.id)
  const gone: number[] = []
  for (let id = upTo; id >= oldest && gone.length < limit; id--) if (!present.has(id)) gone.push(id)
  return [...hidden.map((r) => Number(r.id)), ...gone].sort((a, b) => b - a)
}

/** One review as the reviews section shows it, and whether the owner has hidden it. */
export async function findReview({ db, id }: { db: DB; id: number }): Promise<{ review: LiveReview; hidden: boolean } | undefined> {
  const row = await db
    .selectFrom('feedback')
    .leftJoin('user', 'user.id', 'feedback.userId')
    .select(['feedback.id', 'feedback.feedback', 'feedback.timestamp', 'feedback.hidden', 'user.name'])
    .where('feedback.id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  return { review: { id: Number(row.id), name: reviewerName(row.name), feedback: row.feedback, timestamp: row.timestamp }, hidden: Boolean(row.hidden) }
}

/** The owner's list: the newest reviews, hidden ones included, newest first. */
export async function listReviewsForModeration({ db, limit = MODERATION_LIST_SIZE }: { db: DB; limit?: number }): Promise<ModeratedReview[]> {
  const rows = await db
    .selectFrom('feedback')
    .leftJoin('user', 'user.id', 'feedback.userId')
    .select(['feedback.id', 'feedback.feedback', 'feedback.timestamp', 'feedback.hidden', 'user.name'])
    .orderBy('feedback.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((r) => ({ id: Number(r.id), name: reviewerName(r.name), feedback: r.feedback, timestamp: r.timestamp, hidden: Boolean(r.hidden) }))
}

/** More than the public sections ever show, so every review a visitor can see is in reach. */
export const MODERATION_LIST_SIZE = 500

/**
 * Hides or shows one review and tells every app instance after the commit, so open reviews
 * sections drop or regain it and cached pages are cleared. Returns false when there is no
 * such review.
 */
export async function setReviewHidden({
  db,
  events,
  log,
  id,
  hidden,
}: {
  db: DB
  events: EventBus
  log: Logger
  id: number
  hidden: boolean
}): Promise<boolean> {
  const result = await db
    .updateTable('feedback')
    .set({ hidden: dialectOf(db) === 'postgres' ? hidden : Number(hidden) })
    .where('id', '=', id)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) return false
  try {
    await events.publish('review-visibility', { id })
  } catch (error) {
    // Stored is what matters; new pages leave it out, and open sections catch up on reconnect.
    log.warn({ err: error, feedbackId: id }, 'could not announce a review being hidden or shown')
  }
  return true
}
