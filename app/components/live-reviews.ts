import { startTransition, useEffect, useRef, useState } from 'react'
import type { LiveReview } from '~/domain/reviews'

/** Matches the server's LIVE_REVIEWS_SHOWN: the newest this many stay on screen. */
const KEEP = 200

function merge(current: LiveReview[], incoming: LiveReview[], hidden: ReadonlySet<number> = new Set()): LiveReview[] {
  if (!incoming.length) return current
  const known = new Set(current.map((r) => r.id))
  const fresh = incoming.filter((r) => !known.has(r.id) && !hidden.has(r.id))
  if (!fresh.length) return current
  return [...current, ...fresh].sort((a, b) => a.id - b.id).slice(-KEEP)
}

/**
 * The live reviews: what the page's loader rendered, then everything newer from
 * /reviews/events. The browser's EventSource reconnects by itself and resumes with
 * Last-Event-ID; if the server refuses outright (a restart, a deploy), we open a new one
 * from the newest review we have.
 */
export function useLiveReviews(
  initial: LiveReview[] | undefined,
  /** Off while the section is only its heading (NearScreen): nothing loads, nothing is busy. */
  { enabled = true }: { enabled?: boolean } = {},
): {
  reviews: LiveReview[]
  /**
   * Reviews newer than this id were posted while the page was open (not drawn with it nor
   * caught up with on first connecting); null until the stream has caught up.
   */
  arrivedAfter: number | null
  loading: boolean
  connected: boolean
} {
  const [reviews, setReviews] = useState<LiveReview[]>(initial ?? [])
  const [arrivedAfter, setArrivedAfter] = useState<number | null>(null)
  const [loading, setLoading] = useState(initial === undefined)
  const [connected, setConnected] = useState(false)
  const newest = useRef(0)
  newest.current = Math.max(newest.current, reviews.at(-1)?.id ?? 0)
  // Hidden by the owner while this page was open: data revalidated from a page drawn before
  // the notice must not bring them back.
  const hidden = useRef(new Set<number>())

  // Page data revalidated (after a form post, say) may carry reviews the stream has not yet.
  useEffect(() => {
    if (initial) setReviews((current) => merge(current, initial, hidden.current))
  }, [initial])

  useEffect(() => {
    if (!enabled) return
    let source: EventSource | undefined
    let retry: number | undefined
    let failures = 0
    let stopped = false

    const open = () => {
      source = new EventSource(`/reviews/events?after=${newest.current}`)
      source.addEventListener('review', (event) => {
        try {
          const review = JSON.parse((event as MessageEvent<string>).data) as LiveReview
          newest.current = Math.max(newest.current, review.id)
          setReviews((current) => merge(current, [review]))
        } catch {
          // A malformed event is skipped; the next one carries on.
        }
      })
      // The owner hid reviews: they leave the page at once.
      source.addEventListener('hidden', (event) => {
        try {
          const { ids } = JSON.parse((event as MessageEvent<string>).data) as { ids: number[] }
          for (const id of ids) hidden.current.add(id)
          setReviews((current) => (current.some((r) => hidden.current.has(r.id)) ? current.filter((r) => !hidden.current.has(r.id)) : current))
        } catch {
          // A malformed event is skipped; the next one carries on.
        }
      })
      // The owner showed hidden reviews again: they return to their place.
      source.addEventListener('shown', (event) => {
        try {
          const { reviews: shown } = JSON.parse((event as MessageEvent<string>).data) as { reviews: LiveReview[] }
          for (const review of shown) hidden.current.delete(review.id)
          setReviews((current) => merge(current, shown))
        } catch {
          // A malformed event is skipped; the next one carries on.
        }
      })
      source.addEventListener('ready', () => {
        failures = 0
        // The first `ready` ends the catch-up with what the page was drawn with. Nothing waits
        // on it, so React renders it in slices (it comes while the page is still loading).
        startTransition(() => {
          setArrivedAfter((current) => current ?? newest.current)
          setLoading(false)
          setConnected(true)
        })
      })
      source.addEventListener('error', () => {
        setConnected(false)
        if (stopped || source?.readyState !== EventSource.CLOSED) return
        source.close()
        failures++
        retry = window.setTimeout(open, Math.min(30_000, 1000 * 2 ** Math.min(failures, 5)))
      })
    }
    open()
    return () => {
      stopped = true
      window.clearTimeout(retry)
      source?.close()
    }
  }, [enabled])

  return { reviews, arrivedAfter, loading: enabled && loading, connected }
}
