// Types only: the booking button reads this on every page, without the form's rules.
import type { Car } from '~/catalog/cars'
import type { TourService } from '~/catalog/services'
import type { BookingFormValues } from '~/domain/booking'

/**
 * A booking confirmed while logged out waits here while the traveller logs in
 * (docs/product.md §Booking), then the same booking button on the page they return to opens it
 * again, ready to confirm. sessionStorage is per tab and gone when the tab closes, so the
 * Aadhaar number typed into the form does not outlive the visit.
 */
const KEY = 'yatri.pendingBooking'
const MAX_AGE_MS = 60 * 60 * 1000

export type PendingBooking = {
  /** Which button it belongs to: bookingSource of its car or tour. */
  source: string
  values: BookingFormValues
  idempotencyKey: string
  savedAt: number
}

/** A car's slug, "tour:" and a tour's slug, or "any" for the home button. */
export function bookingSource(car: Car | undefined, tour: TourService | undefined): string {
  return tour ? `tour:${tour.slug}` : (car?.slug ?? 'any')
}

export function savePendingBooking(pending: Omit<PendingBooking, 'savedAt'>): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...pending, savedAt: Date.now() }))
  } catch {
    // Private mode or storage full: the booking is only kept in memory.
  }
}

export function clearPendingBooking(): void {
  try {
    window.sessionStorage.removeItem(KEY)
  } catch {
    // Nothing stored, nothing to clear.
  }
}

const STRING_FIELDS = ['name', 'mobileNumber', 'aadharCardNumber', 'pickupLocation', 'dropoffLocation', 'carType', 'pickupDate', 'pickupTime'] as const

export function readPendingBooking(): PendingBooking | null {
  let raw: string | null = null
  try {
    raw = window.sessionStorage.getItem(KEY)
  } catch {
    return null
  }
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<PendingBooking>
    const v = value.values as Partial<BookingFormValues> | undefined
    const shaped =
      typeof value.source === 'string' &&
      typeof value.idempotencyKey === 'string' &&
      typeof value.savedAt === 'number' &&
      v !== undefined &&
      STRING_FIELDS.every((f) => typeof v[f] === 'string') &&
      (v.bookingFor === 'self' || v.bookingFor === 'someone')
    if (!shaped || Date.now() - value.savedAt! > MAX_AGE_MS) {
      clearPendingBooking()
      return null
    }
    // A booking saved before trips existed lacks their fields: the flow fills them in.
    return value as PendingBooking
  } catch {
    clearPendingBooking()
    return null
  }
}
