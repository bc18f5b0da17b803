import { sql } from 'kysely'
import { reviewerName, type LiveReview } from '~/domain/feedback'
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
export async function createFeedback({ db, events, log, userId, feedback }: { db: DB; events: EventBus; log: Logger; userId: string; feedback: string }): Promise<{ id: number }> {
  const row = await db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${FEEDBACK_ORDER_LOCK})`.execute(trx)
    return trx
      .insertInto('feedback')
      .values({ userId, feedback, timestamp: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
  })
  try {
    await events.publish('review', { id: row.id })
  } catch (error) {
    // Stored is what matters; the live feeds' periodic catch-up delivers it anyway.
    log.warn({ err: error, feedbackId: row.id }, 'could not announce a new review')
  }
  return { id: row.id }
}

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
    .orderBy('feedback.id', 'desc')
    .limit(limit)
    .execute()
  return rows.reverse().map((r) => ({ id: Number(r.id), name: reviewerName(r.name), feedback: r.feedback, timestamp: r.timestamp }))
}

/** The highest feedback id so far (0 when there is none). */
export async function latestFeedbackId({ db }: { db: DB }): Promise<number> {
  const row = await db.selectFrom('feedback').select((eb) => eb.fn.max('id').as('maxId')).executeTakeFirst()
  return Number(row?.maxId ?? 0)
}
