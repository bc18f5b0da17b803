import type { Transaction } from 'kysely'
import { bookingConfirmationSubject, bookingNoticeSubject } from '~/emails/booking-emails'
import { emailBusiness } from '~/emails/mail-templates'
import type { BookingTable, Database } from '~/services/db.server'
import { enqueueMail } from '~/services/mail.server'
import { getRuntime } from '~/services/runtime.server'

export type ConfirmedBooking = Pick<
  BookingTable,
  'id' | 'name' | 'bookingFor' | 'mobileNumber' | 'pickupLocation' | 'dropoffLocation' | 'carType' | 'pickupDate' | 'pickupTime' | 'aadhaarLast4' | 'bookingDate'
>

/**
 * Queues the traveller's confirmation and the owner's notice in the outbox, inside the
 * booking's own transaction so that a saved booking always gets its mails. The booking
 * carries only the last four digits of the Aadhaar number, so the stored props do too.
 */
export async function enqueueBookingMails(trx: Transaction<Database>, { booking, account }: { booking: ConfirmedBooking; account: { name: string; email: string } }): Promise<void> {
  const { config } = getRuntime()
  const props = { booking, account: { name: account.name, email: account.email }, business: emailBusiness(config.business) }
  await enqueueMail(trx, {
    kind: 'booking-confirmation',
    refId: booking.id,
    to: { name: account.name, address: account.email },
    replyTo: config.business.email,
    subject: bookingConfirmationSubject(booking),
    props,
  })
  await enqueueMail(trx, {
    kind: 'booking-notice',
    refId: booking.id,
    to: config.contactTo,
    replyTo: { name: account.name, address: account.email },
    subject: bookingNoticeSubject(booking),
    props,
  })
}
