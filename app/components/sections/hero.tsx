import { memo } from 'react'
import { cars } from '~/catalog/cars'
import { services } from '~/catalog/services'
import { slides } from '~/catalog/slides'
import { ArrowRightIcon, PhoneIcon } from '~/components/icons'
import { telHref } from '~/domain/business'
import { TAGLINE_MESSAGE } from '~/domain/json-ld'
import { useRootData } from '~/components/root-data'
import { useT } from '~/i18n/use-t'

/** Splits the tagline before "anytime, anywhere." so that part can be highlighted. */
function splitTagline(tagline: string): [string, string] {
  const m = /^(.*\bthere\s)(.+)$/.exec(tagline)
  return m ? [m[1] ?? '', m[2] ?? ''] : [tagline, '']
}

const [bigArt, tourArt, carArt] = [slides[2], services[0], cars[1]]

// Memoized: a route that React Router renders again with the same props leaves it as it was (docs/performance.md).
/** First landing block: the tagline, what we do, and the way in. */
export const Hero = memo(function Hero({ carsHref = '#cars', servicesHref = '#services' }: { carsHref?: string; servicesHref?: string }) {
  const { business } = useRootData()
  const t = useT()
  const [lead, highlight] = splitTagline(business.tagline)
  const seats = cars.map((c) => c.seats)
  // Our own tagline is translated, its "anytime, anywhere." still highlighted; one the owner changed is shown as configured.
  const title =
    business.tagline === TAGLINE_MESSAGE ? (
      t.rich('Wherever you go, We take you there <highlight>anytime, anywhere.</highlight>', {
        highlight: (part) => <span className="hero__highlight">{part}</span>,
      })
    ) : (
      <>
        {lead}
        {highlight ? <span className="hero__highlight">{highlight}</span> : null}
      </>
    )
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">{t('Cabs · Outstation trips · Tours & yatras')}</p>
          <h1 id="hero-title" className="hero__title">
            {title}
          </h1>
          <p className="hero__lead">
            {t(
              'Clean, air-conditioned cars and careful, experienced drivers for airport runs, family weekends, weddings and pilgrimages. Tell us where and when; we take care of the road.',
            )}
          </p>
          <div className="hero__actions">
            <a className="btn btn--accent hero__cta" href={carsHref}>
              {t('Explore our cars')}
              <ArrowRightIcon size={18} />
            </a>
            <a className="btn hero__call" href={telHref(business.phone)}>
              <PhoneIcon size={18} />
              {t('Call {phone}', { phone: business.phone })}
            </a>
          </div>
          <ul className="hero__facts">
            <li>
              <strong>{t('{count} cars', { count: t.n(cars.length) })}</strong>
              <span>{t('{min} to {max} seats', { min: t.n(Math.min(...seats)), max: t.n(Math.max(...seats)) })}</span>
            </li>
            <li>
              <a href={servicesHref}>
                <strong>{t('{count} tours', { count: t.n(services.length) })}</strong>
                <span>{t('hills & yatras')}</span>
              </a>
            </li>
            <li>
              <strong>{t('Doorstep')}</strong>
              <span>{t('pickup & drop')}</span>
            </li>
          </ul>
        </div>
        <div className="hero__art">
          {bigArt ? (
            <img
              className="hero__img hero__img--big"
              src={bigArt.image}
              alt={t(bigArt.alt)}
              width={1600}
              height={900}
              // Lazy, so the headline paints before any picture is fetched; in view it
              // is still fetched at once after layout, first among the pictures.
              loading="lazy"
              fetchPriority="high"
            />
          ) : null}
          {tourArt ? <img className="hero__img hero__img--tour" src={tourArt.image} alt={t(tourArt.alt)} width={600} height={400} loading="lazy" /> : null}
          {carArt ? <img className="hero__img hero__img--car" src={carArt.image} alt={t(carArt.alt)} width={400} height={300} loading="lazy" /> : null}
          <p className="hero__badge">
            <span className="hero__badge-dot" aria-hidden="true" />
            {t('Ashtavinayak · Jyotirlinga · Char Dham')}
          </p>
        </div>
      </div>
    </section>
  )
})
