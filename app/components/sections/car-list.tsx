import { memo, useState } from 'react'
import { cars } from '~/catalog/cars'
import { BookButton } from '~/components/booking/book-button'
import { hasHydrated } from '~/components/hydrated'
import { SeatIcon } from '~/components/icons'
import { nearMark } from '~/domain/document'
import { useT } from '~/i18n/use-t'
import { SectionHeader, subHeading, type HeadingLevel } from './section-header'

// Memoized: a route that React Router renders again with the same props leaves it as it was (docs/performance.md).
/**
 * AVAILABLE CARS: one card per car of the fleet. `eager` is for pages where the list opens
 * the screen: the first card's picture comes with the first paint, the others once the page
 * has painted (pictures-wait.css). On a phone only the first card is on screen, and each SVG
 * picture drawn before the paint cost 3 ms of it unslowed (docs/performance-history.md); on a
 * wide screen the first row's other two follow a moment later. On the home page the list is
 * below the fold and loads lazily. Either way a card's lazy picture waits until the card is
 * within a screen of the view, which the boot script marks in the document; a list drawn by
 * React on a page reached by a link is marked at once (pictures-wait.css).
 */
export const CarList = memo(function CarList({ level = 2, eager = false }: { level?: HeadingLevel; eager?: boolean }) {
  const Name = subHeading(level)
  const t = useT()
  const [near] = useState(hasHydrated)
  return (
    <section id="cars" className="section car-list" aria-labelledby="cars-title">
      <div className="container">
        <SectionHeader
          level={level}
          id="cars-title"
          eyebrow={t('Our fleet')}
          title={t('AVAILABLE CARS')}
          lead={t('Every car is air-conditioned, cleaned before each trip and driven by a careful, experienced driver. Pick the size that fits your group.')}
        />
        <ul className="car-list__grid">
          {cars.map((car, i) => (
            <li key={car.id} className="car-card" data-testid="car-card" {...nearMark(near)}>
              <div className="car-card__media">
                <img
                  src={car.image}
                  alt={t(car.alt)}
                  width={400}
                  height={300}
                  loading={eager && i === 0 ? 'eager' : 'lazy'}
                  // The first card is the page's largest picture on a phone: ask for it before the others.
                  fetchPriority={eager && i === 0 ? 'high' : undefined}
                />
                <span className="car-card__seats">
                  <SeatIcon size={16} />
                  {t('{count} seats', { count: car.seats })}
                </span>
              </div>
              <div className="car-card__body">
                <Name className="car-card__name">{car.name}</Name>
                <p className="car-card__info">{t(car.info)}</p>
                <BookButton car={car} className="btn btn--primary btn--block car-card__book">
                  {t('Book Now')}
                </BookButton>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
})
