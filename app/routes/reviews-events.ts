import type { LiveReview } from '~/domain/feedback'
import { listLiveReviews } from '~/models/feedback.server'
import { reviewFeed } from '~/models/review-feed.server'
import { getRuntime } from '~/services/runtime.server'
import type { Route } from './+types/reviews-events'

const HEARTBEAT_MS = 15_000
const RECONNECT_MS = 2000

const encoder = new TextEncoder()

// The feed hands the same review objects to every open stream: each event is serialised
// and encoded once, not once per viewer (a thousand viewers, a thousand copies).
const encodedEvents = new WeakMap<LiveReview, Uint8Array>()
function encodedEvent(review: LiveReview): Uint8Array {
  let bytes = encodedEvents.get(review)
  if (!bytes) {
    // JSON keeps the text on one data line, whatever newlines or markup it contains.
    bytes = encoder.encode(`id: ${review.id}\nevent: review\ndata: ${JSON.stringify(review)}\n\n`)
    encodedEvents.set(review, bytes)
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
export async function loader({ request }: Route.LoaderArgs) {
  const runtime = getRuntime()
  if (runtime.draining.aborted) return new Response('Shutting down', { status: 503, headers: { 'Retry-After': '2' } })
  const url = new URL(request.url)
  const resumeFrom = request.headers.get('Last-Event-ID') ?? url.searchParams.get('after')
  let lastSent = parseId(resumeFrom)

  let cleanup = () => {}

  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let open = true
      const write = (chunk: string | Uint8Array) => {
        if (!open) return
        try {
          controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk)
        } catch {
          cleanup()
        }
      }
      const emit = (reviews: LiveReview[]) => {
        for (const review of reviews) {
          if (review.id <= lastSent) continue
          lastSent = review.id
          write(encodedEvent(review))
        }
      }

      // Listen before reading the backlog, and hold what arrives meanwhile, so nothing posted
      // during the read falls between the two.
      let held: LiveReview[] | undefined = []
      const unsubscribe = reviewFeed(runtime).subscribe((reviews) => {
        if (held) held.push(...reviews)
        else emit(reviews)
      })
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS)
      const onAbort = () => cleanup()
      cleanup = () => {
        if (!open) return
        open = false
        clearInterval(heartbeat)
        unsubscribe()
        runtime.draining.removeEventListener('abort', onAbort)
        request.signal.removeEventListener('abort', onAbort)
        try {
          controller.close()
        } catch {
          // already closed by the client going away
        }
      }
      runtime.draining.addEventListener('abort', onAbort)
      request.signal.addEventListener('abort', onAbort)
      if (runtime.draining.aborted || request.signal.aborted) return cleanup()

      write(`retry: ${RECONNECT_MS}\n\n`)
      try {
        emit(await listLiveReviews({ db: runtime.db, afterId: lastSent }))
      } catch (error) {
        runtime.log.warn({ err: error }, 'could not read the reviews backlog')
        // The browser reconnects after `retry` and asks again from the same place.
        return cleanup()
      }
      const backlogDone = held
      held = undefined
      emit(backlogDone)
      write('event: ready\ndata: {}\n\n')
    },
    cancel() {
      cleanup()
    },
  })

  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps compression and proxies from buffering the stream.
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  })
}
