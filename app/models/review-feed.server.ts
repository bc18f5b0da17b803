import { REVIEW_SAFETY_POLL_MS, type LiveReview } from '~/domain/reviews'
import type { Runtime } from '~/services/runtime.server'
import { serialRunner } from '~/services/serial-runner.server'
import { findReview, latestFeedbackId, listWithdrawnReviewIds, listLiveReviews, LIVE_REVIEWS_SHOWN } from './feedback.server'

/** Reviews the owner hid (by id) or showed again since the last change. */
export type VisibilityChange = { hidden: number[]; shown: LiveReview[] }

export type ReviewFeed = {
  /**
   * `deliver` receives new reviews in id order, `onVisibility` reviews the owner hid or
   * showed again; returns the unsubscribe function.
   */
  subscribe: (deliver: (reviews: LiveReview[]) => void, onVisibility?: (change: VisibilityChange) => void) => () => void
}

/**
 * One reader per app instance turns "a review was posted" events (from this instance or,
 * through PostgreSQL NOTIFY, from any other) into the new rows, read once from the
 * database and handed to every open stream on this instance. Streams never query per event.
 */
function createReviewFeed(runtime: Runtime): ReviewFeed {
  const { db, events, log } = runtime
  const subscribers = new Set<(reviews: LiveReview[]) => void>()
  const watchers = new Set<(change: VisibilityChange) => void>()
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

  // The notice carries only an id; the row says whether it is hidden now, so notices that
  // arrive out of order, or twice, still end in what the database holds. No row: the review
  // went with its writer's account, and leaves open pages as a hidden one does.
  const readVisibility = async (id: number) => {
    const found = await findReview({ db, id })
    const change: VisibilityChange = !found || found.hidden ? { hidden: [id], shown: [] } : { hidden: [], shown: [found.review] }
    for (const watch of watchers) watch(change)
  }
  const onVisibility = (payload: unknown) => {
    const id = (payload as { id?: unknown } | null)?.id
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return
    readVisibility(id).catch((error: unknown) => log.warn({ err: error }, 'could not read a review the owner hid or showed'))
  }
  // After a listener outage, hide and delete notices may have been missed: pass on every
  // withdrawn review an open page could still show, up to the newest this feed has handed out.
  const onReconnected = () => {
    poke()
    const withdrawn = async () => listWithdrawnReviewIds({ db, upTo: lastId ?? (await latestFeedbackId({ db })) })
    withdrawn().then(
      (hidden) => {
        if (hidden.length) for (const watch of watchers) watch({ hidden, shown: [] })
      },
      (error: unknown) => log.warn({ err: error }, 'could not read the hidden reviews'),
    )
  }

  let unsubscribeBus: Array<() => void> = []
  const start = () => {
    unsubscribeBus = [events.subscribe('review', poke), events.subscribe('review-visibility', onVisibility), events.subscribe('reconnected', onReconnected)]
    timer = setInterval(poke, REVIEW_SAFETY_POLL_MS)
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
    subscribe: (deliver, onChange) => {
      if (subscribers.size === 0) start()
      subscribers.add(deliver)
      if (onChange) watchers.add(onChange)
      return () => {
        subscribers.delete(deliver)
        if (onChange) watchers.delete(onChange)
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
