import { memo } from 'react'
import { ReviewsSection } from '~/components/reviews-section'
import type { LiveReview } from '~/domain/reviews'

// Memoized: a route that React Router renders again with the same props leaves it as it was (docs/performance.md).
/** Customer Reviews (owned by the feedback feature) in the public pages' frame and styling. */
export const ReviewsBlock = memo(function ReviewsBlock({ initial, waiting = false }: { initial?: LiveReview[] | undefined; waiting?: boolean }) {
  return (
    <div id="reviews" className="reviews-block">
      <ReviewsSection initial={initial} waiting={waiting} />
    </div>
  )
})
