import { msg, translate, type Values } from '~/i18n/message'
import { z } from './zod'
import { services } from '~/catalog/services'
import type { Car } from '~/catalog/cars'
import { isValidIsoDate } from './dates'

/**
 * The kinds of trip a booking can be, and the days it holds its car and driver (docs/product.md,
 * trips; columns in docs/decisions/0010-booking-life-data.md).
 */

export const TRIP_TYPES = ['one-way', 'round-trip', 'local', 'transfer', 'tour'] as const
export type TripType = (typeof TRIP_TYPES)[number]

export const TRIP_TYPE_LABELS: Record<TripType, string> = {
  'one-way': msg('One way'),
  'round-trip': msg('Round trip'),
  local: msg('Local (hourly)'),
  transfer: msg('Airport or station transfer'),
  tour: msg('Tour'),
}

export const DEFAULT_TRIP_TYPE: TripType = 'one-way'
export const LOCAL_HOURS = [4, 8, 12] as const
export const DEFAULT_LOCAL_HOURS = 8
export const STOPS_MAX = 200
export const TRAVEL_NUMBER_MAX = 20
/** The longest trip a booking may hold a car for; Char Dham, the longest tour, takes 12 days. */
export const TRIP_DAYS_MAX = 30

/** Trip types that end on a return date. */
export function needsReturnDate(tripType: TripType): boolean {
  return tripType === 'round-trip' || tripType === 'tour'
}

export const TRIP_MESSAGES = {
  tripType: msg('Please select a trip type.'),
  returnDateMissing: msg('Return date is required.'),
  returnDateBefore: msg('Return date cannot be before the pickup date.'),
  returnDateTooFar: msg('A trip can last at most {days} days.', { days: TRIP_DAYS_MAX }),
  hours: msg('Choose 4, 8 or 12 hours.'),
  travelNumber: msg('Enter a flight or train number of letters, digits and spaces.'),
  tour: msg('Please select a tour.'),
  passengers: msg('Enter the number of passengers.'),
  stopsTooLong: msg('Keep the stops under {max} characters.', { max: STOPS_MAX }),
  stopsChars: msg("Use only letters, numbers, spaces and , . - / ' # & ( ) : + in the stops."),
} as const

export function passengersMessage(car: Pick<Car, 'name' | 'seats'>): string {
  return msg('A {car} seats up to {seats} passengers.', { car: car.name, seats: car.seats })
}

/** The trip fields as the form holds them: the raw text of each control. */
export type TripFormValues = {
  tripType: TripType
  returnDate: string
  hours: string
  travelNumber: string
  tourSlug: string
  passengers: string
  stops: string
}

export function emptyTrip(tourSlug?: string): TripFormValues {
  return {
    tripType: tourSlug ? 'tour' : DEFAULT_TRIP_TYPE,
    returnDate: '',
    hours: String(DEFAULT_LOCAL_HOURS),
    travelNumber: '',
    tourSlug: tourSlug ?? '',
    passengers: '',
    stops: '',
  }
}

/** What a booking stores of its trip; fields that do not belong to its type are null. */
export type TripDetails = {
  tripType: TripType
  returnDate: string | null
  hours: number | null
  travelNumber: string | null
  tourSlug: string | null
  passengers: number | null
  stops: string
}

// Numbers arrive as text from a form and as numbers from a script; absent means empty.
const text = (message: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.pipe(
    z.transform((v: unknown) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v)),
    z.string(message).check(z.trim(), ...checks),
  )

const STOPS_PATTERN = /^[\p{L}\p{M}\p{N} ,.\-/'#&():+]*$/u
const TRAVEL_NUMBER_PATTERN = /^[A-Za-z0-9 -]*$/

/**
 * The trip fields' own rules; those that depend on the pickup date or the car are in
 * `checkTrip`, run by the booking schema once every field is read.
 */
export const tripShape = {
  tripType: z.pipe(
    z.transform((v: unknown) => (v === undefined || v === null || v === '' ? DEFAULT_TRIP_TYPE : v)),
    z.enum(TRIP_TYPES, TRIP_MESSAGES.tripType),
  ),
  returnDate: text(TRIP_MESSAGES.returnDateMissing),
  hours: text(TRIP_MESSAGES.hours),
  travelNumber: text(
    TRIP_MESSAGES.travelNumber,
    z.maxLength(TRAVEL_NUMBER_MAX, TRIP_MESSAGES.travelNumber),
    z.regex(TRAVEL_NUMBER_PATTERN, TRIP_MESSAGES.travelNumber),
    z.overwrite((v) => v.replace(/\s+/g, ' ').toUpperCase()),
  ),
  tourSlug: text(TRIP_MESSAGES.tour),
  passengers: text(TRIP_MESSAGES.passengers),
  stops: text(
    TRIP_MESSAGES.stopsChars,
    z.overwrite((v) => v.replace(/\s+/g, ' ')),
    z.maxLength(STOPS_MAX, TRIP_MESSAGES.stopsTooLong),
    z.regex(STOPS_PATTERN, TRIP_MESSAGES.stopsChars),
  ),
}

type TripRaw = { tripType: TripType; returnDate: string; hours: string; travelNumber: string; tourSlug: string; passengers: string; stops: string }

/** Whole days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** The checks across fields; adds an issue per bad field, as the form shows them. */
export function checkTrip(
  value: TripRaw & { pickupDate: string },
  car: Pick<Car, 'name' | 'seats'> | undefined,
  ctx: Pick<z.core.$RefinementCtx, 'addIssue'>,
): void {
  const issue = (path: keyof TripRaw, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
  if (needsReturnDate(value.tripType)) {
    if (!isValidIsoDate(value.returnDate)) issue('returnDate', TRIP_MESSAGES.returnDateMissing)
    else if (isValidIsoDate(value.pickupDate)) {
      const days = daysBetween(value.pickupDate, value.returnDate)
      if (days < 0) issue('returnDate', TRIP_MESSAGES.returnDateBefore)
      else if (days + 1 > TRIP_DAYS_MAX) issue('returnDate', TRIP_MESSAGES.returnDateTooFar)
    }
  }
  if (value.tripType === 'local' && value.hours !== '' && !(LOCAL_HOURS as readonly number[]).includes(Number(value.hours))) {
    issue('hours', TRIP_MESSAGES.hours)
  }
  if (value.tripType === 'tour' && !services.some((s) => s.slug === value.tourSlug)) issue('tourSlug', TRIP_MESSAGES.tour)
  if (value.passengers !== '') {
    const n = Number(value.passengers)
    if (!/^\d+$/.test(value.passengers) || n < 1) issue('passengers', TRIP_MESSAGES.passengers)
    else if (car && n > car.seats) issue('passengers', passengersMessage(car))
  }
}

/** The stored trip of checked fields: each type keeps only its own fields. */
export function tripDetails(value: TripRaw): TripDetails {
  const { tripType } = value
  return {
    tripType,
    returnDate: needsReturnDate(tripType) ? value.returnDate : null,
    hours: tripType === 'local' ? Number(value.hours || DEFAULT_LOCAL_HOURS) : null,
    travelNumber: tripType === 'transfer' && value.travelNumber ? value.travelNumber : null,
    tourSlug: tripType === 'tour' ? value.tourSlug : null,
    passengers: value.passengers === '' ? null : Number(value.passengers),
    stops: value.stops,
  }
}

/** The last day a booking holds its car and driver. */
export function endDateOf({ pickupDate, returnDate }: { pickupDate: string; returnDate?: string | null }): string {
  return returnDate && returnDate > pickupDate ? returnDate : pickupDate
}

/**
 * Every day a booking holds its car and driver, as ISO dates: from the pickup date to the
 * return date, both included, or the pickup day alone. The calendar, both clash warnings
 * and Today & Upcoming all ask this.
 */
export function heldDays({ pickupDate, returnDate }: { pickupDate: string; returnDate?: string | null }): string[] {
  const end = endDateOf({ pickupDate, returnDate })
  const days: string[] = []
  const start = Date.parse(`${pickupDate}T00:00:00Z`)
  const count = daysBetween(pickupDate, end) + 1
  for (let i = 0; i < count; i++) days.push(new Date(start + i * 86_400_000).toISOString().slice(0, 10))
  return days
}

/** Whether a booking holds its car on `day` (ISO), without listing its days. */
export function holdsDay(booking: { pickupDate: string; returnDate?: string | null }, day: string): boolean {
  return booking.pickupDate <= day && day <= endDateOf(booking)
}

/**
 * How many days each tour usually takes, first to last, both included. Kept here rather than
 * in the catalogue, which the home page's first load carries: only the dialog shows it.
 */
export const TOUR_DAYS: Record<string, readonly [min: number, max: number]> = {
  'char-dham': [10, 12],
  jyotirlinga: [4, 5],
  ashtavinayak: [2, 3],
  'dev-darshan': [1, 5],
  saputara: [2, 3],
  mahabaleshwar: [1, 3],
  lonavala: [1, 2],
  matheran: [1, 2],
  satara: [1, 2],
}

/** Translates a message; English (the messages' own text) unless a page's or a mail's translator is given. */
export type Translate = (message: string, values?: Values) => string
export const inEnglish: Translate = (message, values) => translate('en', {}, message, values)

/** "Usually 2–3 days", as the booking dialog shows a tour's length. */
export function usualLength(slug: string, t: Translate = inEnglish): string | undefined {
  const days = TOUR_DAYS[slug]
  if (!days) return undefined
  const [min, max] = days
  if (min === max) return min === 1 ? t('Usually {min} day', { min }) : t('Usually {min} days', { min })
  return t('Usually {min}–{max} days', { min, max })
}

export function tourTitle(slug: string | null | undefined): string | undefined {
  return slug ? services.find((s) => s.slug === slug)?.title : undefined
}

/** "Tour: Ashtavinayak", "Local (hourly): 8 hours", "Round trip": one line for a trip, in English unless `t` is given. */
export function tripSummary(trip: Pick<TripDetails, 'tripType' | 'hours' | 'tourSlug'>, t: Translate = inEnglish): string {
  const label = t(TRIP_TYPE_LABELS[trip.tripType] ?? trip.tripType)
  if (trip.tripType === 'tour') {
    const title = tourTitle(trip.tourSlug)
    return title ? t('{trip}: {tour}', { trip: label, tour: t(title) }) : label
  }
  if (trip.tripType === 'local' && trip.hours) return t('{trip}: {hours} hours', { trip: label, hours: trip.hours })
  return label
}
