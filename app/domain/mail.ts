import { BOOKING_STATUSES } from './booking-life'
import { CONTACT_SOURCES } from './contact'
import { formatIndianDate, formatTime } from './dates'
import { TRIP_TYPES } from './trip'
import { z } from './zod'

/**
 * What each kind of mail is made from. The outbox stores these props as JSON and the worker
 * renders them when it sends (app/emails/render-mail.tsx), so they hold plain data only,
 * the business details included: a mail says what was true when it was queued. They are
 * checked again when read, since a row may have been written by an older version.
 */

/** Raise it, and teach readMailPayload the old shape, whenever a payload changes shape. */
export const MAIL_PAYLOAD_VERSION = 1

const emailBusinessSchema = z.object({ name: z.string(), phone: z.string(), email: z.string(), address: z.string(), whatsapp: z.string() })
export type EmailBusiness = z.infer<typeof emailBusinessSchema>

/** What the booking mails show; the Aadhaar number only ever as its last four digits. */
const bookingMailDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  bookingFor: z.enum(['self', 'someone']),
  mobileNumber: z.string(),
  pickupLocation: z.string(),
  dropoffLocation: z.string(),
  carType: z.string(),
  pickupDate: z.string(),
  pickupTime: z.string(),
  aadhaarLast4: z.string(),
  bookingDate: z.string(),
  // Mails queued before references and trips existed carry none of these.
  reference: z.string().optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
  tripType: z.enum(TRIP_TYPES).optional(),
  returnDate: z.string().nullable().optional(),
  endDate: z.string().optional(),
  hours: z.number().int().nullable().optional(),
  travelNumber: z.string().nullable().optional(),
  tourSlug: z.string().nullable().optional(),
  passengers: z.number().int().nullable().optional(),
  stops: z.string().optional(),
})
export type BookingMailDetails = z.infer<typeof bookingMailDetailsSchema>

const bookingMailSchema = z.object({
  booking: bookingMailDetailsSchema,
  account: z.object({ name: z.string(), email: z.string() }),
  business: emailBusinessSchema,
})

const contactMailSchema = z.object({
  message: z.object({ name: z.string(), email: z.string(), phone: z.string(), message: z.string() }),
  source: z.enum(CONTACT_SOURCES),
  receivedAt: z.string(),
  business: emailBusinessSchema,
})

/** A booking as its trip mails show it (docs/product.md, trip page). */
const tripMailDetailsSchema = z.object({
  reference: z.string(),
  name: z.string(),
  carType: z.string(),
  pickupLocation: z.string(),
  dropoffLocation: z.string(),
  pickupDate: z.string(),
  pickupTime: z.string(),
  tripType: z.enum(['one-way', 'round-trip', 'local', 'transfer', 'tour']),
  returnDate: z.string().nullable(),
  hours: z.number().nullable(),
  travelNumber: z.string().nullable(),
  tourSlug: z.string().nullable(),
  passengers: z.number().nullable(),
  stops: z.string(),
  status: z.enum(['requested', 'confirmed', 'assigned', 'completed', 'cancelled']),
  driver: z.object({ name: z.string(), mobile: z.string() }).nullable(),
  vehicleNumber: z.string().nullable(),
})
export type TripMailDetails = z.infer<typeof tripMailDetailsSchema>

/** A calendar file sent with the mail, made when the mail was queued. */
const mailCalendarSchema = z.object({ filename: z.string(), method: z.enum(['PUBLISH', 'CANCEL']), content: z.string() })
export type MailCalendar = z.infer<typeof mailCalendarSchema>

const tripMailSchema = z.object({
  trip: tripMailDetailsSchema,
  account: z.object({ name: z.string() }),
  business: emailBusinessSchema,
  tripUrl: z.string(),
  calendar: mailCalendarSchema.optional(),
})
export type TripMailProps = z.infer<typeof tripMailSchema>
const tripCancelledSchema = tripMailSchema.extend({ by: z.enum(['traveller', 'owner']), reason: z.string() })
export type TripCancelledProps = z.infer<typeof tripCancelledSchema>
const tripCompletedSchema = tripMailSchema.extend({ feedbackUrl: z.string() })
export type TripCompletedProps = z.infer<typeof tripCompletedSchema>

/** A link mail for one account: password reset or e-mail verification. The link expires; the mail says when. */
const accountLinkMailSchema = z.object({
  name: z.string(),
  url: z.string(),
  validMinutes: z.number(),
  business: emailBusinessSchema,
})

const MAIL_PAYLOADS = {
  'password-reset': accountLinkMailSchema,
  'email-verification': accountLinkMailSchema,
  'booking-confirmation': bookingMailSchema,
  'booking-notice': bookingMailSchema,
  contact: contactMailSchema,
  'trip-confirmed': tripMailSchema,
  'trip-driver': tripMailSchema,
  'trip-cancelled': tripCancelledSchema,
  'trip-cancelled-notice': tripCancelledSchema,
  'trip-completed': tripCompletedSchema,
  'trip-reminder': tripMailSchema,
}

export type MailProps = { [K in keyof typeof MAIL_PAYLOADS]: z.infer<(typeof MAIL_PAYLOADS)[K]> }
export type MailKind = keyof MailProps

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(MAIL_PAYLOADS, kind)
}

/** A queued mail whose stored data cannot make a mail; retrying will not change that. */
export class MailPayloadError extends Error {
  override name = 'MailPayloadError'
}

/** The JSON stored in the outbox for a mail's props, with the shape's version. */
export function writeMailPayload<K extends MailKind>(props: MailProps[K]): string {
  return JSON.stringify({ version: MAIL_PAYLOAD_VERSION, ...props })
}

const versioned = z.object({ version: z.literal(MAIL_PAYLOAD_VERSION).default(MAIL_PAYLOAD_VERSION) })

/** The props of a stored payload, checked; rows queued before payloads had a version are version 1. */
export function readMailPayload<K extends MailKind>(kind: K, payload: string): MailProps[K] {
  let json: unknown
  try {
    json = JSON.parse(payload)
  } catch {
    throw new MailPayloadError(`Payload of the ${kind} mail is not JSON`)
  }
  const version = versioned.safeParse(json)
  if (!version.success) throw new MailPayloadError(`Payload of the ${kind} mail has an unknown version: ${z.prettifyError(version.error)}`)
  const props = MAIL_PAYLOADS[kind].safeParse(json)
  if (!props.success) throw new MailPayloadError(`Payload of the ${kind} mail does not match its template: ${z.prettifyError(props.error)}`)
  return props.data as MailProps[K]
}

/** Only the details a mail shows, whatever else the configured business carries. */
export function emailBusiness({ name, phone, email, address, whatsapp }: EmailBusiness): EmailBusiness {
  return { name, phone, email, address, whatsapp }
}

export function bookingConfirmationSubject(booking: BookingMailDetails): string {
  return `Booking confirmed: ${booking.carType} on ${formatIndianDate(booking.pickupDate)}`
}

export function bookingNoticeSubject(booking: BookingMailDetails): string {
  return `New booking: ${booking.carType}, ${formatIndianDate(booking.pickupDate)} at ${formatTime(booking.pickupTime)}`
}

export function contactMessageSubject(name: string): string {
  return `New message from ${name} via the website`
}

const tripWhen = (trip: Pick<TripMailDetails, 'pickupDate' | 'pickupTime'>) =>
  `${formatIndianDate(trip.pickupDate)}${/^\d{2}:\d{2}$/.test(trip.pickupTime) ? ` at ${formatTime(trip.pickupTime)}` : ''}`

// The trip mails' subjects: each names the booking's reference.
export const tripConfirmedSubject = (trip: TripMailDetails) => `Booking ${trip.reference} confirmed: ${trip.carType} on ${formatIndianDate(trip.pickupDate)}`
export const tripDriverSubject = (trip: TripMailDetails) =>
  `Booking ${trip.reference}: your driver is ${trip.driver?.name ?? 'assigned'} (${trip.vehicleNumber ?? ''})`
export const tripCancelledSubject = (trip: TripMailDetails) => `Booking ${trip.reference} cancelled: ${trip.carType} on ${formatIndianDate(trip.pickupDate)}`
export const tripCancelledNoticeSubject = (trip: TripMailDetails) =>
  `Cancelled by the traveller: ${trip.reference}, ${trip.carType} on ${formatIndianDate(trip.pickupDate)}`
export const tripCompletedSubject = (trip: TripMailDetails) => `Booking ${trip.reference} completed: thank you for travelling with us`
export const tripReminderSubject = (trip: TripMailDetails) => `Reminder: booking ${trip.reference} tomorrow, ${tripWhen(trip)}`

export function passwordResetSubject(businessName: string): string {
  return `Reset your ${businessName} password`
}

export function emailVerificationSubject(businessName: string): string {
  return `Please verify your e-mail address for ${businessName}`
}
