import type { Transaction } from 'kysely'
import { bookingConfirmationSubject, bookingNoticeSubject } from '~/emails/booking-emails'
import { emailBusiness } from '~/emails/mail-templates'
import type { BookingTable, Database } from '~/services/db.server'
import { enqueueMail, type MailToQueue } from '~/services/mail.server'
import { getRuntime } from '~/services/runtime.server'

export type ConfirmedBooking = Pick<
  BookingTable,
  'id' | 'name' | 'bookingFor' | 'mobileNumber' | 'pickupLocation' | 'dropoffLocation' | 'carType' | 'pickupDate' | 'pickupTime' | 'aadhaarLast4' | 'bookingDate'
>

/**
 * The traveller's confirmation and the owner's notice. The booking carries only the last
 * four digits of the Aadhaar number, so the stored props do too.
 */
export function bookingMails({ booking, account }: { booking: ConfirmedBooking; account: { name: string; email: string } }): MailToQueue[] {
  const { config } = getRuntime()
  const props = { booking, account: { name: account.name, email: account.email }, business: emailBusiness(config.business) }
  return [
    {
      kind: 'booking-confirmation',
      refId: booking.id,
      to: { name: account.name, address: account.email },
      replyTo: config.business.email,
      subject: bookingConfirmationSubject(booking),
      props,
    },
    {
      kind: 'booking-notice',
      refId: booking.id,
      to: config.contactTo,
      replyTo: { name: account.name, address: account.email },
      subject: bookingNoticeSubject(booking),
      props,
    },
  ]
}

/** Queues the booking's mails inside its own transaction, so that a saved booking always gets them. */
export async function enqueueBookingMails(trx: Transaction<Database>, booking: { booking: ConfirmedBooking; account: { name: string; email: string } }): Promise<void> {
  for (const mail of bookingMails(booking)) await enqueueMail(trx, mail)
}
