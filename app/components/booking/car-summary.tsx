import type { Car } from '~/catalog/cars'
import { useT } from '~/i18n/use-t'

/** The chosen car at a glance: picture, name and its info line. */
export function CarSummary({ car, compact = false }: { car: Car; compact?: boolean }) {
  const t = useT()
  return (
    <div className={compact ? 'car-summary car-summary--compact' : 'car-summary'}>
      <img className="car-summary__image" src={car.image} alt="" width={96} height={72} loading="lazy" decoding="async" />
      <div>
        <p className="car-summary__name">{car.longName}</p>
        <p className="car-summary__info">{t(car.info)}</p>
      </div>
    </div>
  )
}
