import { builtinReviews } from '~/catalog/reviews'

/** Customer Reviews: the ten built-in reviews, then live ones (the feedback feature adds those). */
export function ReviewsSection() {
  return (
    <section className="section" aria-labelledby="reviews-title">
      <div className="container">
        <h2 id="reviews-title" className="section__title">Customer Reviews</h2>
        <ul className="reviews-grid">
          {builtinReviews.map((r) => (
            <li key={r.id} className="review-card">
              <p>{r.message}</p>
              <p><strong>{r.name}</strong></p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
