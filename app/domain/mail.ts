import { BOOKING_STATUSES } from './booking-life'
import { CONTACT_SOURCES } from './contact'
import { formatIndianDate, formatTime } from './dates'
import { TRIP_TYPES, tripSummary, type TripDetails } from './trip'
// Only the server reads payloads, so the mails keep zod's full API and its English error texts for the log.
import { z } from 'zod'
import { serverTranslator } from '~/i18n/catalogues.server'
import { LANGUAGES, type Lang } from '~/i18n/languages'

/**
 * What each kind of mail is made from. The outbox stores these props as JSON and the worker
 * renders them when it sends (app/emails/render-mail.tsx), so they hold plain data only,
 * the business details included: a mail says what was true when it was queued. They are
 * checked again when read, since a row may have been written by an older version.
 */

/**
 * Raise it, and teach readMailPayload the old shape, whenever a payload changes shape. An
 * optional field added with a default is no change of shape: `lang` came that way, so rows
 * queued before it still read as version 1 (in English), and a release rolled back past it
 * still sends the rows queued after it (zod drops the field it does not know).
 */
export const MAIL_PAYLOAD_VERSION = 1

/**
 * The language the mail is written in: the recipient's, decided when the mail is queued,
 * since the subject is written then too (docs/decisions/0020-languages.md). Rows queued
 * before mails had a language, or with one this version does not know, are in English.
 */
const mailLangSchema = z.object({ lang: z.enum(LANGUAGES).optional().catch(undefined) })
export type MailLang = { lang?: Lang | undefined }

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

const bookingMailSchema = mailLangSchema.extend({
  booking: bookingMailDetailsSchema,
  account: z.object({ name: z.string(), email: z.string() }),
  business: emailBusinessSchema,
})

const contactMailSchema = mailLangSchema.extend({
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

const tripMailSchema = mailLangSchema.extend({
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
const accountLinkMailSchema = mailLangSchema.extend({
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

// Subjects are written when the mail is queued, in the recipient's language: the same
// language its body is rendered in (the payload's `lang`).

export function bookingConfirmationSubject(booking: BookingMailDetails, lang: Lang = 'en'): string {
  const t = serverTranslator(lang)
  return t('Booking confirmed: {car} on {date}', { car: booking.carType, date: formatIndianDate(booking.pickupDate, lang) })
}

export function bookingNoticeSubject(booking: BookingMailDetails, lang: Lang = 'en'): string {
  const t = serverTranslator(lang)
  return t('New booking: {car}, {date} at {time}', {
    car: booking.carType,
    date: formatIndianDate(booking.pickupDate, lang),
    time: formatTime(booking.pickupTime, lang),
  })
}

export function contactMessageSubject(name: string, lang: Lang = 'en'): string {
  const t = serverTranslator(lang)
  return t('New message from {name} via the website', { name })
}

/** "21 Nov 2026 at 6:30 AM", or the date alone when the time is not a time of day. */
export function tripWhen(trip: Pick<TripMailDetails, 'pickupDate' | 'pickupTime'>, lang: Lang = 'en'): string {
  const t = serverTranslator(lang)
  const date = formatIndianDate(trip.pickupDate, lang)
  return /^\d{2}:\d{2}$/.test(trip.pickupTime) ? t('{date} at {time}', { date, time: formatTime(trip.pickupTime, lang) }) : date
}

// The trip mails' subjects: each names the booking's reference.
export function tripConfirmedSubject(trip: TripMailDetails, lang: Lang = 'en'): string {
  const t = serverTranslator(lang)
  return t('Booking {reference} confirmed: {car} on {date}', { reference: trip.reference, car: trip.carType, date: formatIndianDate(trip.pickupDate, lang) })
}

export function tripDriverSubject(trip: TripMailDetails, lang: Lang = 'en'): string {
  const t = serverTranslator(lang)
  return t('Booking {reference}: your driver is {driver} ({vehicle})', {
    reference: trip.reference,
    driver: trip.driver?.name ?? t('assigned'),
    vehicle: trip.vehicleNumber ?? '',
  })
}

export function tripCancelledSubject(trip: TripMailDetails, lang: Lang = 'en'): string {
  const t = serverTranslator(lang)
  return t('Booking {reference} cancelled: {car} on {date}', { reference: trip.reference, car: trip.carType, date: formatIndianDate(trip.pickupDate, lang) })
}

export function tripCancelledNoticeSubject(trip: TripMailDetails, lang: Lang = 'en'): string {
  const t = serverTranslator(lang)
  return t('Cancelled by the traveller: {reference}, {car} on {date}', {
    reference: trip.reference,
    car: trip.carType,
    date: formatIndianDate(trip.pickupDate, lang),
  })
}

export function tripCompletedSubject(trip: TripMailDetails, lang: Lang = 'en'): string {
  const t = serverTranslator(lang)
  return t('Booking {reference} completed: thank you for travelling with us', { reference: trip.reference })
}

export function tripReminderSubject(trip: TripMailDetails, lang: Lang = 'en'): string {
  const t = serverTranslator(lang)
  return t('Reminder: booking {reference} tomorrow, {when}', { reference: trip.reference, when: tripWhen(trip, lang) })
}

export function passwordResetSubject(businessName: string, lang: Lang = 'en'): string {
  const t = serverTranslator(lang)
  return t('Reset your {business} password', { business: businessName })
}

export function emailVerificationSubject(businessName: string, lang: Lang = 'en'): string {
  const t = serverTranslator(lang)
  return t('Please verify your e-mail address for {business}', { business: businessName })
}

/** "Tour: Ashtavinayak", "Local (hourly): 8 hours", "Round trip": the trip in one line, in a mail's language. */
export function tripSummaryIn(trip: Pick<TripDetails, 'tripType' | 'hours' | 'tourSlug'>, lang: Lang): string {
  return tripSummary(trip, serverTranslator(lang))
}
