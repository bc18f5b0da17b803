import type { Selectable, Transaction } from 'kysely'
import { bookingConfirmationSubject, bookingNoticeSubject, emailBusiness } from '~/domain/mail'
import type { BookingTable, Database } from '~/services/db.server'
import { enqueueMail, type MailToQueue } from '~/services/mail.server'
import { getRuntime } from '~/services/runtime.server'

export type ConfirmedBooking = Pick<
  Selectable<BookingTable>,
  | 'id'
  | 'name'
  | 'bookingFor'
  | 'mobileNumber'
  | 'pickupLocation'
  | 'dropoffLocation'
  | 'carType'
  | 'pickupDate'
  | 'pickupTime'
  | 'aadhaarLast4'
  | 'bookingDate'
> &
  // Optional: mails queued before trips and references existed carry none.
  Partial<
    Pick<
      Selectable<BookingTable>,
      'reference' | 'status' | 'tripType' | 'returnDate' | 'endDate' | 'hours' | 'travelNumber' | 'tourSlug' | 'passengers' | 'stops'
    >
  >

/**
 * The traveller's confirmation and the owner's notice. The booking carries only the last
 * four digits of the Aadhaar number, so the stored props do too.
 */
export function bookingMails({
  booking,
  account,
  noticeToOwner = true,
}: {
  booking: ConfirmedBooking
  account: { name: string; email: string }
  /** False for a booking the owner entered: they know of it already. */
  noticeToOwner?: boolean
}): MailToQueue[] {
  const { config } = getRuntime()
  const props = { booking, account: { name: account.name, email: account.email }, business: emailBusiness(config.business) }
  const mails: MailToQueue[] = [
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
  return noticeToOwner ? mails : mails.slice(0, 1)
}

/** Queues the booking's mails inside its own transaction, so that a saved booking always gets them. */
export async function enqueueBookingMails(
  trx: Transaction<Database>,
  booking: { booking: ConfirmedBooking; account: { name: string; email: string } },
): Promise<void> {
  for (const mail of bookingMails(booking)) await enqueueMail(trx, mail)
}
