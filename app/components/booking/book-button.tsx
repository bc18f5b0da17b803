import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import type { Car } from '~/catalog/cars'
import type { TourService } from '~/catalog/services'
import { useRootData } from '~/components/root-data'
import type { Launch } from './booking-flow'
import { bookingSource, clearPendingBooking, readPendingBooking } from './pending-booking'

const loadFlow = () => import('./booking-flow')
const BookingFlow = lazy(loadFlow)

/** Fetches the dialogs as soon as a booking looks likely (hover, focus, touch). */
const prefetch = () => {
  void loadFlow()
}

/**
 * Opens the booking dialog: "Book a Car" with a car-type choice when no car is given,
 * "Book {car name}" with the car preselected otherwise; a tour's button chooses Tour and it.
 */
export function BookButton({
  car,
  tour,
  className = 'btn btn--primary',
  children,
}: {
  car?: Car
  tour?: TourService
  className?: string
  children: ReactNode
}) {
  const { user } = useRootData()
  const userId = user?.id ?? null
  const source = bookingSource(car, tour)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [launch, setLaunch] = useState<Launch | null>(null)

  // Back from logging in: the booking that was waiting opens again, ready to confirm.
  useEffect(() => {
    if (!userId) return
    const pending = readPendingBooking()
    if (!pending || pending.source !== source) return
    // Cleared before any other booking button on the page looks, so only one reopens it.
    clearPendingBooking()
    setLaunch((l) => ({ id: (l?.id ?? 0) + 1, resume: pending }))
  }, [userId, source])

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        data-car={car?.name}
        data-tour={tour?.slug}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={prefetch}
        onClick={() => setLaunch((l) => ({ id: (l?.id ?? 0) + 1, resume: null }))}
      >
        {children}
      </button>
      {launch ? (
        <Suspense fallback={null}>
          <BookingFlow car={car} tour={tour} launch={launch} buttonRef={buttonRef} />
        </Suspense>
      ) : null}
    </>
  )
}
