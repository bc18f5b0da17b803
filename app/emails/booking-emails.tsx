import { maskAadhaar } from '~/domain/aadhaar'
import type { ConfirmedBooking } from '~/models/booking-mail.server'
import { formatIndianDate, formatTime } from '~/domain/dates'
import { DetailsTable, EmailLayout, Heading, Paragraph, whatsappLabel, whatsappUrl, type EmailBusiness } from './email-layout'

/** What the booking mails show; the Aadhaar number only ever as its last four digits. */
export type BookingMailDetails = ConfirmedBooking

function bookingRows(booking: BookingMailDetails): Array<[string, string]> {
  return [
    ['Booking reference', booking.id],
    ['Passenger name', booking.name],
    ['Booking for', booking.bookingFor === 'self' ? 'Self' : 'Someone else'],
    ['Mobile number', booking.mobileNumber],
    ['Car type', booking.carType],
    ['Pickup location', booking.pickupLocation],
    ['Drop-off location', booking.dropoffLocation],
    ['Pickup date', formatIndianDate(booking.pickupDate)],
    ['Pickup time', formatTime(booking.pickupTime)],
    ['Aadhar Card Number', maskAadhaar(booking.aadhaarLast4) || 'N/A'],
    ['Booked on', formatIndianDate(booking.bookingDate)],
  ]
}

export function bookingConfirmationSubject(booking: BookingMailDetails): string {
  return `Booking confirmed: ${booking.carType} on ${formatIndianDate(booking.pickupDate)}`
}

/** To the traveller, once the booking is saved. */
export function BookingConfirmationEmail({ booking, account, business }: { booking: BookingMailDetails; account: { name: string }; business: EmailBusiness }) {
  return (
    <EmailLayout title={bookingConfirmationSubject(booking)} business={business}>
      <Heading>Your booking is confirmed</Heading>
      <Paragraph>
        Namaste {account.name}, thank you for booking with {business.name}. Our team will call you before the pickup to share the
        driver&apos;s details.
      </Paragraph>
      <DetailsTable rows={bookingRows(booking)} />
      <Paragraph>
        Need to change something? Call us on <a href={`tel:${business.phone.replace(/\s+/g, '')}`}>{business.phone}</a> or message us on
        WhatsApp at <a href={whatsappUrl(business.whatsapp)}>{whatsappLabel(business.whatsapp)}</a>.
      </Paragraph>
      <Paragraph>Happy journey!</Paragraph>
    </EmailLayout>
  )
}

export function bookingNoticeSubject(booking: BookingMailDetails): string {
  return `New booking: ${booking.carType}, ${formatIndianDate(booking.pickupDate)} at ${formatTime(booking.pickupTime)}`
}

/** To the owner, for every confirmed booking. Replying reaches the traveller. */
export function BookingNoticeEmail({ booking, account, business }: { booking: BookingMailDetails; account: { name: string; email: string }; business: EmailBusiness }) {
  return (
    <EmailLayout title={bookingNoticeSubject(booking)} business={business}>
      <Heading>New booking</Heading>
      <Paragraph>
        {account.name} (<a href={`mailto:${account.email}`}>{account.email}</a>) has booked a {booking.carType}. Reply to this e-mail to
        write to them.
      </Paragraph>
      <DetailsTable rows={bookingRows(booking)} />
    </EmailLayout>
  )
}
