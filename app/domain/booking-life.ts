/**
 * A booking's life (docs/product.md, booking life; tables in
 * docs/decisions/0010-booking-life-data.md): its statuses, the moves between them, and the
 * short reference read over the phone.
 */

import { msg } from '~/i18n/message'

export const BOOKING_STATUSES = ['requested', 'confirmed', 'assigned', 'completed', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  requested: msg('Requested'),
  confirmed: msg('Confirmed'),
  assigned: msg('Driver assigned'),
  completed: msg('Completed'),
  cancelled: msg('Cancelled'),
}

export function isBookingStatus(value: string): value is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(value)
}

/** Where each status may go next; completed and cancelled are final. */
const MOVES: Record<BookingStatus, readonly BookingStatus[]> = {
  requested: ['confirmed', 'assigned', 'cancelled'],
  confirmed: ['assigned', 'cancelled'],
  // Assigned to assigned is a re-assignment: another driver or vehicle.
  assigned: ['assigned', 'completed', 'cancelled'],
  completed: [],
  cancelled: [],
}

export function canMove(from: BookingStatus, to: BookingStatus): boolean {
  return MOVES[from].includes(to)
}

/** Who made a move, as the booking's history records it. */
export const ACTOR_ROLES = ['traveller', 'owner', 'system'] as const
export type ActorRole = (typeof ACTOR_ROLES)[number]

/** No 0, 1, I, L or O: a reference is read aloud and typed from a phone call. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const REFERENCE_LENGTH = 6
export const REFERENCE_PATTERN = /^YT-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/

/** `YT-` and six random characters of the alphabet, from the platform's secure generator. */
export function newReference(): string {
  const alphabet = REFERENCE_ALPHABET
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 31).
  const limit = 256 - (256 % alphabet.length)
  let code = 'YT-'
  const bytes = new Uint8Array(16)
  while (code.length < 3 + REFERENCE_LENGTH) {
    crypto.getRandomValues(bytes)
    for (const byte of bytes) {
      if (byte >= limit) continue
      code += alphabet[byte % alphabet.length]
      if (code.length === 3 + REFERENCE_LENGTH) break
    }
  }
  return code
}

export function isReference(value: string): boolean {
  return REFERENCE_PATTERN.test(value)
}
