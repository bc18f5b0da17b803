import { ReviewsSection } from '~/components/reviews-section'
import '~/styles/reviews.css'

/** Customer Reviews (owned by the feedback feature) in the public pages' frame and styling. */
export function ReviewsBlock() {
  return (
    <div id="reviews" className="reviews-block">
      <ReviewsSection />
    </div>
  )
}
