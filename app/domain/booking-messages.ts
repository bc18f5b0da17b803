import type { Lang } from '~/i18n/languages'
import { formatIndianDate, formatTime } from './dates'
import { inEnglish, type Translate } from './trip'

/**
 * The texts the owner sends on WhatsApp (docs/product.md §Owner). Each carries the booking's
 * reference, so a reply or a call can be matched to the booking at once. They are written in
 * English unless a translator for the traveller's language is given (`t`, with its `lang`
 * for the dates).
 */

export type MessageBooking = {
  reference: string
  name: string
  carType: string
  pickupDate: string
  pickupTime: string
  pickupLocation: string
  dropoffLocation: string
  /** "Tour: Ashtavinayak", "Round trip" … */
  trip: string
  returnDate: string | null
}

export type MessageLanguage = { t: Translate; lang: Lang }
const ENGLISH: MessageLanguage = { t: inEnglish, lang: 'en' }

function when(b: MessageBooking, { t, lang }: MessageLanguage): string {
  const date = formatIndianDate(b.pickupDate, lang)
  const start = b.pickupTime.trim() ? t('{date} at {time}', { date, time: formatTime(b.pickupTime, lang) }) : date
  return b.returnDate && b.returnDate > b.pickupDate ? t('{start}, returning {date}', { start, date: formatIndianDate(b.returnDate, lang) }) : start
}

/** A first word to the traveller or passenger about their booking. */
export function bookingMessage(b: MessageBooking, business: string, to: string, language: MessageLanguage = ENGLISH): string {
  const { t } = language
  return [
    t('Namaste {to}, this is {business} about your booking {reference}.', { to, business, reference: b.reference }),
    t('{trip}, {car}: {when}, from {from} to {to}.', { trip: b.trip, car: b.carType, when: when(b, language), from: b.pickupLocation, to: b.dropoffLocation }),
  ].join('\n')
}

/** The driver's details, written for the traveller. */
export function driverMessage(
  b: MessageBooking,
  business: string,
  driver: { name: string; mobile: string; vehicleNumber: string },
  language: MessageLanguage = ENGLISH,
): string {
  const { t } = language
  return [
    t('Namaste {name}, your driver for booking {reference} with {business}:', { name: b.name, reference: b.reference, business }),
    t('Driver: {name}, {mobile}', { name: driver.name, mobile: `+91 ${driver.mobile.slice(0, 5)} ${driver.mobile.slice(5)}` }),
    t('Vehicle: {car}, {number}', { car: b.carType, number: driver.vehicleNumber }),
    t('Pickup: {when}, {place}', { when: when(b, language), place: b.pickupLocation }),
  ].join('\n')
}
