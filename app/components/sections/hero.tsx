import { cars } from '~/catalog/cars'
import { services } from '~/catalog/services'
import { slides } from '~/catalog/slides'
import { ArrowRightIcon, PhoneIcon } from '~/components/icons'
import { telHref } from '~/domain/business'
import { useRootData } from '~/components/root-data'

/** Splits the tagline before "anytime, anywhere." so that part can be highlighted. */
function splitTagline(tagline: string): [string, string] {
  const m = /^(.*\bthere\s)(.+)$/.exec(tagline)
  return m ? [m[1] ?? '', m[2] ?? ''] : [tagline, '']
}

const [bigArt, tourArt, carArt] = [slides[2], services[0], cars[1]]

/** First landing block: the tagline, what we do, and the way in. */
export function Hero({ carsHref = '#cars', servicesHref = '#services' }: { carsHref?: string; servicesHref?: string }) {
  const { business } = useRootData()
  const [lead, highlight] = splitTagline(business.tagline)
  const seats = cars.map((c) => c.seats)
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">Cabs · Outstation trips · Tours &amp; yatras</p>
          <h1 id="hero-title" className="hero__title">
            {lead}
            {highlight ? <span className="hero__highlight">{highlight}</span> : null}
          </h1>
          <p className="hero__lead">
            Clean, air-conditioned cars and careful, experienced drivers for airport runs, family weekends, weddings and pilgrimages. Tell us where and when; we
            take care of the road.
          </p>
          <div className="hero__actions">
            <a className="btn btn--accent hero__cta" href={carsHref}>
              Explore our cars
              <ArrowRightIcon size={18} />
            </a>
            <a className="btn hero__call" href={telHref(business.phone)}>
              <PhoneIcon size={18} />
              Call {business.phone}
            </a>
          </div>
          <ul className="hero__facts">
            <li>
              <strong>{cars.length} cars</strong>
              <span>
                {Math.min(...seats)} to {Math.max(...seats)} seats
              </span>
            </li>
            <li>
              <a href={servicesHref}>
                <strong>{services.length} tours</strong>
                <span>hills &amp; yatras</span>
              </a>
            </li>
            <li>
              <strong>Doorstep</strong>
              <span>pickup &amp; drop</span>
            </li>
          </ul>
        </div>
        <div className="hero__art">
          {bigArt ? (
            <img
              className="hero__img hero__img--big"
              src={bigArt.image}
              alt={bigArt.alt}
              width={1600}
              height={900}
              // Lazy, so the headline paints before any picture is fetched; in view it
              // is still fetched at once after layout, first among the pictures.
              loading="lazy"
              fetchPriority="high"
            />
          ) : null}
          {tourArt ? <img className="hero__img hero__img--tour" src={tourArt.image} alt={tourArt.alt} width={600} height={400} loading="lazy" /> : null}
          {carArt ? <img className="hero__img hero__img--car" src={carArt.image} alt={carArt.alt} width={400} height={300} loading="lazy" /> : null}
          <p className="hero__badge">
            <span className="hero__badge-dot" aria-hidden="true" />
            Ashtavinayak · Jyotirlinga · Char Dham
          </p>
        </div>
      </div>
    </section>
  )
}
