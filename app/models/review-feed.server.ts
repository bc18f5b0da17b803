import type { LiveReview } from '~/domain/feedback'
import type { Topic } from '~/services/events.server'
import type { Runtime } from '~/services/runtime.server'
import { latestFeedbackId, listLiveReviews, LIVE_REVIEWS_SHOWN } from './feedback.server'
import { serialRunner } from '~/services/serial-runner.server'

export type ReviewFeed = {
  /** `deliver` receives new reviews in id order; returns the unsubscribe function. */
  subscribe: (deliver: (reviews: LiveReview[]) => void) => () => void
}

/** Even if a notification were lost, open feeds catch up within this time. */
const SAFETY_POLL_MS = 15_000

/**
 * One reader per app instance turns "a review was posted" events (from this instance or,
 * through PostgreSQL NOTIFY, from any other) into the new rows, read once from the
 * database and handed to every open stream on this instance. Streams never query per event.
 */
function createReviewFeed(runtime: Runtime): ReviewFeed {
  const { db, events, log } = runtime
  const subscribers = new Set<(reviews: LiveReview[]) => void>()
  let lastId: number | undefined
  let timer: NodeJS.Timeout | undefined

  const readNew = async () => {
    lastId ??= await latestFeedbackId({ db })
    // Normally one or two rows. After a long listener outage, only the newest screenful:
    // no page keeps more than that.
    const rows = await listLiveReviews({ db, afterId: lastId, limit: LIVE_REVIEWS_SHOWN })
    const last = rows.at(-1)
    if (!last) return
    lastId = last.id
    for (const deliver of subscribers) deliver(rows)
  }

  const poke = serialRunner({
    work: readNew,
    onError: (error) => log.warn({ err: error }, 'could not read new reviews; will retry'),
  }).run

  let unsubscribeBus: Array<() => void> = []
  const start = () => {
    unsubscribeBus = [
      events.subscribe('review', poke),
      // Emitted by the PostgreSQL listener after it reconnects: notifications may have been missed.
      events.subscribe('reconnected' as Topic, poke),
    ]
    timer = setInterval(poke, SAFETY_POLL_MS)
    timer.unref()
    poke()
  }
  const stop = () => {
    unsubscribeBus.forEach((off) => off())
    unsubscribeBus = []
    clearInterval(timer)
    lastId = undefined
  }

  return {
    subscribe: (deliver) => {
      if (subscribers.size === 0) start()
      subscribers.add(deliver)
      return () => {
        subscribers.delete(deliver)
        if (subscribers.size === 0) stop()
      }
    },
  }
}

const feeds = new WeakMap<Runtime, ReviewFeed>()

export function reviewFeed(runtime: Runtime): ReviewFeed {
  let feed = feeds.get(runtime)
  if (!feed) {
    feed = createReviewFeed(runtime)
    feeds.set(runtime, feed)
  }
  return feed
}
