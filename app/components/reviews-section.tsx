import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { builtinReviews } from '~/catalog/reviews'
import { ANONYMOUS, type LiveReview } from '~/domain/reviews'
import { useT } from '~/i18n/use-t'
import { useLiveReviews } from './live-reviews'

/**
 * Customer Reviews (docs/product.md §Reviews): the ten built-in reviews, then travellers' feedback, live.
 * Pass `initial` from the page's loader (listLiveReviews) to have the live ones in the
 * server-rendered HTML; without it they load in the browser behind "Loading reviews...".
 * `waiting`: the heading and that line alone, as the home page's document sends the section
 * (NearScreen), with a link to the reviews' own page for a reader without JavaScript.
 */
export function ReviewsSection({ initial, waiting = false }: { initial?: LiveReview[] | undefined; waiting?: boolean }) {
  // One component for both, so drawing the section keeps its heading and frame as the
  // document had them: a reader or a screen reader on the heading stays on it.
  const { reviews, arrivedAfter, loading, connected } = useLiveReviews(initial, { enabled: !waiting })
  const t = useT()
  return (
    <ReviewsFrame connected={connected} loading={loading}>
      {waiting ? (
        <noscript>
          <p className="section__more">
            <Link to={t.path('/reviews')}>{t('Read all the reviews')}</Link>
          </p>
        </noscript>
      ) : (
        <ul className="reviews-grid" data-testid="reviews-grid">
          {builtinReviews.map((r) => (
            <ReviewCard key={r.id} name={r.name} text={r.message} />
          ))}
          {reviews.map((r) => (
            <ReviewCard
              key={`live-${r.id}`}
              name={r.name === ANONYMOUS ? t(ANONYMOUS) : r.name}
              text={r.feedback}
              live
              arrived={arrivedAfter !== null && r.id > arrivedAfter}
            />
          ))}
        </ul>
      )}
    </ReviewsFrame>
  )
}

function ReviewsFrame({ connected, loading, children }: { connected: boolean; loading: boolean; children: ReactNode }) {
  const t = useT()
  return (
    <section className="section reviews" aria-labelledby="reviews-title" aria-busy={loading || undefined} data-live={connected ? 'open' : 'connecting'}>
      <div className="container">
        <h2 id="reviews-title" className="section__title">
          {t('Customer Reviews')}
        </h2>
        <p className="section__lead">{t('What travellers say after the journey.')}</p>
        {children}
        {loading ? (
          <p className="reviews__loading" role="status">
            {t('Loading reviews...')}
          </p>
        ) : null}
      </div>
    </section>
  )
}

const LONG = 320

function ReviewCard({ name, text, live = false, arrived = false }: { name: string; text: string; live?: boolean; arrived?: boolean }) {
  const [expanded, setExpanded] = useState(false)
  const t = useT()
  const long = text.length > LONG
  const shown = long && !expanded ? `${text.slice(0, LONG - 20).trimEnd()}…` : text
  return (
    <li className="review-card" data-live={live ? '' : undefined} data-arrived={arrived ? '' : undefined}>
      <div className="review-card__author">
        <span className="review-card__avatar" aria-hidden="true" style={{ backgroundColor: avatarColor(name) }}>
          {initials(name)}
        </span>
        <p className="review-card__name">{name}</p>
      </div>
      {/* Rendered as text: whatever a traveller typed, markup included, is shown, never run. */}
      <p className="review-card__text">{shown}</p>
      {long ? (
        <button type="button" className="link-button review-card__more" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('Show less') : t('Read more')}
        </button>
      ) : null}
    </li>
  )
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]?.toUpperCase() ?? '')
  return letters.join('') || '?'
}

// Dark enough for white initials to pass contrast checks.
const AVATAR_COLORS = ['#0f766e', '#b45309', '#7c3aed', '#be123c', '#1d4ed8', '#166534', '#9a3412', '#0e7490']

function avatarColor(name: string): string {
  let hash = 0
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0
  return AVATAR_COLORS[hash % AVATAR_COLORS.length] ?? '#0f766e'
}
