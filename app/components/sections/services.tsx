import { memo } from 'react'
import { Link } from 'react-router'
import { services } from '~/catalog/services'
import { BookButton } from '~/components/booking/book-button'
import { ClockIcon } from '~/components/icons'
import { useT } from '~/i18n/use-t'
import { SectionHeader, subHeading, type HeadingLevel } from './section-header'

// Memoized: a route that React Router renders again with the same props leaves it as it was (docs/performance.md).
/**
 * Our Services: the nine tours, image and text alternating left and right. `waiting`: its
 * heading alone, as the home page's document sends it (NearScreen), with a link to the tours'
 * own page for a reader without JavaScript.
 */
export const Services = memo(function Services({ level = 2, eager = false, waiting = false }: { level?: HeadingLevel; eager?: boolean; waiting?: boolean }) {
  const t = useT()
  const Title = subHeading(level)
  return (
    <section id="services" className="section services" aria-labelledby="services-title">
      <div className="container">
        <SectionHeader
          level={level}
          id="services-title"
          eyebrow={t('Tours & yatras')}
          title={t('Our Services')}
          lead={t('Pilgrimages planned around darshan timings and getaways to the hills, with a driver who knows the way. Every tour starts at your doorstep.')}
        />
        {waiting ? (
          <noscript>
            <p className="section__more">
              <Link to={t.path('/servicesNav')}>{t('See all our tours')}</Link>
            </p>
          </noscript>
        ) : (
          <ol className="services__list">
            {services.map((service, i) => (
              <li key={service.slug} className="service" data-testid="service">
                <div className="service__media">
                  <img
                    src={service.image}
                    alt={t(service.alt)}
                    width={600}
                    height={400}
                    loading={eager && i === 0 ? 'eager' : 'lazy'}
                    // The page's largest picture on a phone: ask for it before anything else.
                    fetchPriority={eager && i === 0 ? 'high' : undefined}
                  />
                </div>
                <div className="service__body">
                  <p className="service__index" aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </p>
                  <Title className="service__title">{t(service.title)}</Title>
                  <p className="service__description">{t(service.description)}</p>
                  <p className="service__extra">
                    <ClockIcon size={18} className="service__extra-icon" />
                    <span className="service__extra-text">{t(service.extraInfo)}</span>
                  </p>
                  <BookButton tour={service} className="btn btn--primary service__book">
                    {t('Book this tour')}
                  </BookButton>
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  )
})
