import type { LiveReview } from '~/domain/reviews'
import { listWithdrawnReviewIds, listLiveReviews } from '~/models/feedback.server'
import { reviewFeed, type VisibilityChange } from '~/models/review-feed.server'
import { encodeEvent, eventStream } from '~/services/event-stream.server'
import { getRuntime } from '~/services/runtime.server'
import type { Route } from './+types/reviews-events'

// The feed hands the same review objects to every open stream: each event is serialised
// and encoded once, not once per viewer (a thousand viewers, a thousand copies).
const encodedEvents = new WeakMap<LiveReview, Uint8Array>()
function encodedEvent(review: LiveReview): Uint8Array {
  let bytes = encodedEvents.get(review)
  if (!bytes) {
    bytes = encodeEvent('review', review, review.id)
    encodedEvents.set(review, bytes)
  }
  return bytes
}

// Same for the owner's hide and show notices. They carry no event id: the stream's place
// (the newest review sent) does not move when an older review comes or goes.
const encodedChanges = new WeakMap<VisibilityChange, Uint8Array>()
function encodedChange(change: VisibilityChange): Uint8Array {
  let bytes = encodedChanges.get(change)
  if (!bytes) {
    bytes = new Uint8Array([
      ...(change.hidden.length ? encodeEvent('hidden', { ids: change.hidden }) : []),
      ...(change.shown.length ? encodeEvent('shown', { reviews: change.shown }) : []),
    ])
    encodedChanges.set(change, bytes)
  }
  return bytes
}

function parseId(value: string | null): number {
  const n = Number(value)
  return Number.isSafeInteger(n) && n > 0 ? n : 0
}

/**
 * Server-sent events for the Customer Reviews section: every live review with an id above
 * the one the page already has, then each new one as it is posted anywhere. Each event's id
 * is the feedback id, so a browser that reconnects sends Last-Event-ID and resumes exactly
 * where it stopped.
 */
export function loader({ request }: Route.LoaderArgs) {
  const runtime = getRuntime()
  const url = new URL(request.url)
  let lastSent = parseId(request.headers.get('Last-Event-ID') ?? url.searchParams.get('after'))

  return eventStream({
    request,
    draining: runtime.draining,
    async start(stream) {
      const emit = (reviews: LiveReview[]) => {
        for (const review of reviews) {
          if (review.id <= lastSent) continue
          lastSent = review.id
          stream.write(encodedEvent(review))
        }
      }

      // Listen before reading the backlog, and hold what arrives meanwhile, so nothing posted
      // (or hidden) during the read falls between the two.
      let held: LiveReview[] | undefined = []
      let heldChanges: VisibilityChange[] | undefined = []
      stream.onClose(
        reviewFeed(runtime).subscribe(
          (reviews) => {
            if (held) held.push(...reviews)
            else emit(reviews)
          },
          (change) => {
            if (heldChanges) heldChanges.push(change)
            else stream.write(encodedChange(change))
          },
        ),
      )
      try {
        // The page (or the stream before a reconnect) may still show reviews hidden or deleted since.
        const alreadyShown = lastSent
        emit(await listLiveReviews({ db: runtime.db, afterId: lastSent }))
        if (alreadyShown > 0) {
          const hidden = await listWithdrawnReviewIds({ db: runtime.db, upTo: alreadyShown })
          if (hidden.length) stream.send('hidden', { ids: hidden })
        }
      } catch (error) {
        runtime.log.warn({ err: error }, 'could not read the reviews backlog')
        // The browser reconnects after `retry` and asks again from the same place.
        return stream.close()
      }
      const backlogDone = held
      held = undefined
      emit(backlogDone)
      const changesDone = heldChanges
      heldChanges = undefined
      for (const change of changesDone) stream.write(encodedChange(change))
      stream.send('ready', {})
    },
  })
}
