import { msg } from '~/i18n/message'
import { z } from './zod'
import { findCarByLongName, findCarByName, type Car } from '~/catalog/cars'
import { isValidAadhaar } from './aadhaar'
import { isValidIsoDate } from './dates'
import { checkTrip, emptyTrip, tripDetails, tripShape, type TripFormValues } from './trip'

/**
 * The booking form of docs/product.md §Booking, checked in the browser on submit and again by the server
 * with the same messages. "Today" is passed in because it is the
 * business's today (BUSINESS_TIMEZONE), which only the server knows for sure.
 */

export const NAME_MAX = 80
export const LOCATION_MAX = 200

// Messages (app/i18n/message.ts): the form and the server's answer carry them, Field translates them.
export const BOOKING_MESSAGES = {
  name: msg('Name should contain only alphabets and spaces.'),
  nameTooLong: msg('Name should be at most {max} characters.', { max: NAME_MAX }),
  bookingFor: msg('Choose who the booking is for.'),
  mobileNumber: msg('Enter a valid 10-digit mobile number.'),
  aadharCardNumber: msg('Aadhar number must be exactly 12 digits.'),
  pickupLocation: msg('Pickup location is required.'),
  dropoffLocation: msg('Drop-off location is required.'),
  locationTooLong: msg('Keep the location under {max} characters.', { max: LOCATION_MAX }),
  // Addresses need letters, digits and a little punctuation; markup and SQL do not get through.
  locationChars: msg("Use only letters, numbers, spaces and , . - / ' # & ( ) : + in a location."),
  carType: msg('Please select a car type.'),
  pickupDateMissing: msg('Pickup date is required.'),
  pickupDatePast: msg('Pickup date cannot be in the past.'),
  pickupTime: msg('Pickup time is required.'),
} as const

/** docs/product.md §Booking: the alerts of the booking flow. */
export const BOOKING_ALERTS = {
  loggedOut: msg('You must be logged in to confirm a booking.'),
  saveFailed: msg('Failed to save booking. Please try again.'),
  noAadhaar: msg('Please enter a valid Aadhar card number before confirming the booking.'),
  saved: msg('Booking confirmed and saved to your account!'),
  booked: msg('Car booked successfully!'),
} as const

export const BOOKING_FOR = ['self', 'someone'] as const
export type BookingFor = (typeof BOOKING_FOR)[number]
export const BOOKING_FOR_LABELS: Record<BookingFor, string> = { self: msg('Self'), someone: msg('Someone Else') }

/** What the form holds; every value is the raw text of its control. The trip fields come last. */
export type BookingFormValues = TripFormValues & {
  name: string
  bookingFor: BookingFor
  mobileNumber: string
  aadharCardNumber: string
  pickupLocation: string
  dropoffLocation: string
  carType: string
  pickupDate: string
  pickupTime: string
}

export type BookingField = keyof BookingFormValues

export function emptyBooking(car?: Car, tourSlug?: string): BookingFormValues {
  return {
    ...emptyTrip(tourSlug),
    name: '',
    bookingFor: 'self',
    mobileNumber: '',
    aadharCardNumber: '',
    pickupLocation: '',
    dropoffLocation: '',
    carType: car?.longName ?? '',
    pickupDate: '',
    pickupTime: '',
  }
}

// Letters of any script (with their combining marks, as Devanagari needs) and spaces.
const NAME_PATTERN = /^[\p{L}\p{M}]+(?: +[\p{L}\p{M}]+)*$/u
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

const LOCATION_PATTERN = /^[\p{L}\p{M}\p{N} ,.\-/'#&():+]*$/u

const location = (message: string) =>
  z.string(message).check(
    z.overwrite((v) => v.trim().replace(/\s+/g, ' ')),
    z.minLength(1, message),
    z.maxLength(LOCATION_MAX, BOOKING_MESSAGES.locationTooLong),
    z.regex(LOCATION_PATTERN, BOOKING_MESSAGES.locationChars),
  )

/**
 * The car list of the home dialog uses the long names and a card uses its car; either
 * reaches the same fleet car, stored under its long name so history reads one way.
 */
export function carForType(carType: string): Car | undefined {
  return findCarByLongName(carType) ?? findCarByName(carType)
}

/** The fields every booking has, whoever enters it. */
function commonFields(today: string) {
  return {
    name: z.string(BOOKING_MESSAGES.name).check(
      // Collapse runs of spaces so "Asha  Patil" is stored as the traveller meant it.
      z.overwrite((v) => v.trim().replace(/\s+/g, ' ')),
      z.maxLength(NAME_MAX, BOOKING_MESSAGES.nameTooLong),
      z.regex(NAME_PATTERN, BOOKING_MESSAGES.name),
    ),
    pickupLocation: location(BOOKING_MESSAGES.pickupLocation),
    dropoffLocation: location(BOOKING_MESSAGES.dropoffLocation),
    carType: z.pipe(
      z.string(BOOKING_MESSAGES.carType).check(z.refine((v) => carForType(v) !== undefined, BOOKING_MESSAGES.carType)),
      z.transform((v) => carForType(v)!.longName),
    ),
    pickupDate: z.string(BOOKING_MESSAGES.pickupDateMissing).check(
      z.refine(isValidIsoDate, BOOKING_MESSAGES.pickupDateMissing),
      // ISO dates compare correctly as text.
      z.refine((v) => v >= today, BOOKING_MESSAGES.pickupDatePast),
    ),
    pickupTime: z.string(BOOKING_MESSAGES.pickupTime).check(z.regex(TIME_PATTERN, BOOKING_MESSAGES.pickupTime)),
    // The trip (docs/product.md, trips): a traveller who leaves these alone books a one-way trip.
    ...tripShape,
  }
}

export function bookingSchema({ today }: { today: string }) {
  const { name, ...common } = commonFields(today)
  return z.pipe(
    z
      .object({
        name,
        bookingFor: z.enum(BOOKING_FOR, BOOKING_MESSAGES.bookingFor),
        mobileNumber: z._default(z.optional(z.string(BOOKING_MESSAGES.mobileNumber).check(z.trim())), ''),
        aadharCardNumber: z.string(BOOKING_MESSAGES.aadharCardNumber).check(z.trim(), z.refine(isValidAadhaar, BOOKING_MESSAGES.aadharCardNumber)),
        ...common,
      })
      .check(
        z.superRefine((value, ctx) => {
          if (value.bookingFor === 'someone' && !/^\d{10}$/.test(value.mobileNumber)) {
            ctx.addIssue({ code: 'custom', path: ['mobileNumber'], message: BOOKING_MESSAGES.mobileNumber })
          }
          checkTrip(value, carForType(value.carType), ctx)
        }),
      ),
    z.transform((value) => ({
      ...value,
      // A self booking uses the account's own mobile; whatever was typed is not kept.
      mobileNumber: value.bookingFor === 'someone' ? value.mobileNumber : '',
      ...tripDetails(value),
    })),
  )
}

export const OWNER_BOOKING_MESSAGES = {
  customerEmail: msg('Enter a valid e-mail address, or leave it empty.'),
} as const

/** A field left out (null or absent) reads as empty text. */
function orEmpty<Out>(schema: z.ZodMiniType<Out, string>) {
  return z.pipe(
    z.transform((v: unknown) => v ?? ''),
    schema,
  )
}

/**
 * A booking the owner enters for a phone or walk-in customer, who may have no account: the
 * customer's mobile is required, their e-mail and Aadhaar number are optional.
 */
export function ownerBookingSchema({ today }: { today: string }) {
  return z.pipe(
    z
      .object({
        ...commonFields(today),
        mobileNumber: z.string(BOOKING_MESSAGES.mobileNumber).check(z.trim(), z.regex(/^\d{10}$/, BOOKING_MESSAGES.mobileNumber)),
        customerEmail: z.pipe(
          orEmpty(z.string(OWNER_BOOKING_MESSAGES.customerEmail).check(z.trim())),
          z.union(
            [z.literal(''), z.email(OWNER_BOOKING_MESSAGES.customerEmail).check(z.maxLength(254, OWNER_BOOKING_MESSAGES.customerEmail))],
            OWNER_BOOKING_MESSAGES.customerEmail,
          ),
        ),
        aadharCardNumber: orEmpty(
          z.string(BOOKING_MESSAGES.aadharCardNumber).check(
            z.trim(),
            z.refine((v) => v === '' || isValidAadhaar(v), BOOKING_MESSAGES.aadharCardNumber),
          ),
        ),
      })
      .check(z.superRefine((value, ctx) => checkTrip(value, carForType(value.carType), ctx))),
    z.transform((value) => ({
      ...value,
      customerEmail: value.customerEmail === '' ? null : value.customerEmail,
      ...tripDetails(value),
    })),
  )
}

export type OwnerBookingInput = z.output<ReturnType<typeof ownerBookingSchema>>

export type BookingInput = z.output<ReturnType<typeof bookingSchema>>

/** A confirmation's idempotency key: the browser makes one per "Confirm Booking". */
export const idempotencyKeySchema = z.uuid(msg('The booking request is missing its confirmation key.'))

/** A v4 UUID from getRandomValues, which (unlike randomUUID) works on plain-http hosts too. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The car's line for the details dialog: the fleet car's own info when known. */
export function carInfoFor(carType: string): string {
  return carForType(carType)?.info ?? msg('Dual Airbags, AC, Music System')
}
