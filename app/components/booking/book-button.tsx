import type { ReactNode } from 'react'
import type { Car } from '~/catalog/cars'

/**
 * Opens the booking dialog: "Book a Car" with a car-type choice when no car is given,
 * "Book {car name}" with the car preselected otherwise. Placeholder until booking lands.
 */
export function BookButton({ car, className = 'btn btn--primary', children }: { car?: Car; className?: string; children: ReactNode }) {
  return (
    <button type="button" className={className} data-car={car?.name}>
      {children}
    </button>
  )
}
