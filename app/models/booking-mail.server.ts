import type { Selectable, Transaction } from 'kysely'
import { bookingConfirmationSubject, bookingNoticeSubject, emailBusiness } from '~/domain/mail'
import type { Lang } from '~/i18n/languages'
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
 * four digits of the Aadhaar number, so the stored props do too. Each is written in its
 * recipient's language, stored with the mail: the traveller's account language (English
 * for a customer without an account), and the owner's.
 */
export function bookingMails({
  booking,
  account,
  noticeToOwner = true,
  ownerLang = 'en',
}: {
  booking: ConfirmedBooking
  account: { name: string; email: string; language?: Lang | undefined }
  /** False for a booking the owner entered: they know of it already. */
  noticeToOwner?: boolean
  /** The owner's account language, for the notice. */
  ownerLang?: Lang
}): MailToQueue[] {
  const { config } = getRuntime()
  const lang = account.language ?? 'en'
  const props = { booking, account: { name: account.name, email: account.email }, business: emailBusiness(config.business) }
  const mails: MailToQueue[] = [
    {
      kind: 'booking-confirmation',
      refId: booking.id,
      to: { name: account.name, address: account.email },
      replyTo: config.business.email,
      subject: bookingConfirmationSubject(booking, lang),
      props: { ...props, lang },
    },
    {
      kind: 'booking-notice',
      refId: booking.id,
      to: config.contactTo,
      replyTo: { name: account.name, address: account.email },
      subject: bookingNoticeSubject(booking, ownerLang),
      props: { ...props, lang: ownerLang },
    },
  ]
  return noticeToOwner ? mails : mails.slice(0, 1)
}

/** Queues the booking's mails inside its own transaction, so that a saved booking always gets them. */
export async function enqueueBookingMails(
  trx: Transaction<Database>,
  booking: { booking: ConfirmedBooking; account: { name: string; email: string; language?: Lang | undefined }; ownerLang?: Lang },
): Promise<void> {
  for (const mail of bookingMails(booking)) await enqueueMail(trx, mail)
}
