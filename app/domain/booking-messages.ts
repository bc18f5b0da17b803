import { formatIndianDate, formatTime } from './dates'

/**
 * The texts the owner sends on WhatsApp (docs/product.md §Owner). Each carries the booking's
 * reference, so a reply or a call can be matched to the booking at once.
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

function when(b: MessageBooking): string {
  const start = `${formatIndianDate(b.pickupDate)}${b.pickupTime.trim() ? ` at ${formatTime(b.pickupTime)}` : ''}`
  return b.returnDate && b.returnDate > b.pickupDate ? `${start}, returning ${formatIndianDate(b.returnDate)}` : start
}

/** A first word to the traveller or passenger about their booking. */
export function bookingMessage(b: MessageBooking, business: string, to: string): string {
  return [
    `Namaste ${to}, this is ${business} about your booking ${b.reference}.`,
    `${b.trip}, ${b.carType}: ${when(b)}, from ${b.pickupLocation} to ${b.dropoffLocation}.`,
  ].join('\n')
}

/** The driver's details, written for the traveller. */
export function driverMessage(b: MessageBooking, business: string, driver: { name: string; mobile: string; vehicleNumber: string }): string {
  return [
    `Namaste ${b.name}, your driver for booking ${b.reference} with ${business}:`,
    `Driver: ${driver.name}, +91 ${driver.mobile.slice(0, 5)} ${driver.mobile.slice(5)}`,
    `Vehicle: ${b.carType}, ${driver.vehicleNumber}`,
    `Pickup: ${when(b)}, ${b.pickupLocation}`,
  ].join('\n')
}
