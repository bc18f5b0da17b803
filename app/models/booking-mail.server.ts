import type { Transaction } from 'kysely'
import type { Database } from '~/services/db.server'

export type ConfirmedBooking = {
  id: string
  name: string
  bookingFor: 'self' | 'someone'
  mobileNumber: string
  pickupLocation: string
  dropoffLocation: string
  carType: string
  pickupDate: string
  pickupTime: string
  aadhaarLast4: string
  bookingDate: string
}

/**
 * Queues the traveller's confirmation and the owner's notice in the outbox, inside the
 * booking's own transaction so that a saved booking always gets its mails.
 * Placeholder until the mail feature lands.
 */
export async function enqueueBookingMails(_trx: Transaction<Database>, _input: { booking: ConfirmedBooking; account: { name: string; email: string } }): Promise<void> {}
