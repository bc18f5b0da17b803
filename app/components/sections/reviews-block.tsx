import { ReviewsSection } from '~/components/reviews-section'
import type { LiveReview } from '~/domain/reviews'

/** Customer Reviews (owned by the feedback feature) in the public pages' frame and styling. */
export function ReviewsBlock({ initial }: { initial?: LiveReview[] | undefined }) {
  return (
    <div id="reviews" className="reviews-block">
      <ReviewsSection initial={initial} />
    </div>
  )
}
