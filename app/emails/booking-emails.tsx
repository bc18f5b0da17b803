import { maskAadhaar } from '~/domain/aadhaar'
import { formatIndianDate, formatTime } from '~/domain/dates'
import { tripSummary } from '~/domain/trip'
import { bookingConfirmationSubject, bookingNoticeSubject, type BookingMailDetails, type EmailBusiness } from '~/domain/mail'
import { DetailsTable, EmailLayout, Heading, Paragraph, whatsappLabel, whatsappUrl } from './email-layout'

/** The trip's rows; a one-way trip with nothing more to it adds none. */
function tripRows(booking: BookingMailDetails): Array<[string, string]> {
  const tripType = booking.tripType ?? 'one-way'
  const rows: Array<[string, string]> = []
  if (tripType !== 'one-way') rows.push(['Trip type', tripSummary({ tripType, hours: booking.hours ?? null, tourSlug: booking.tourSlug ?? null })])
  if (booking.returnDate) rows.push(['Return date', formatIndianDate(booking.returnDate)])
  if (booking.travelNumber) rows.push(['Flight or train number', booking.travelNumber])
  if (booking.passengers) rows.push(['Passengers', String(booking.passengers)])
  if (booking.stops) rows.push(['Stops on the way', booking.stops])
  return rows
}

function bookingRows(booking: BookingMailDetails): Array<[string, string]> {
  return [
    // Mails queued before references existed name the booking by its id.
    ['Booking reference', booking.reference ?? booking.id],
    ['Passenger name', booking.name],
    ['Booking for', booking.bookingFor === 'self' ? 'Self' : 'Someone else'],
    ['Mobile number', booking.mobileNumber],
    ['Car type', booking.carType],
    ['Pickup location', booking.pickupLocation],
    ['Drop-off location', booking.dropoffLocation],
    ['Pickup date', formatIndianDate(booking.pickupDate)],
    ['Pickup time', formatTime(booking.pickupTime)],
    ...tripRows(booking),
    ['Aadhar Card Number', maskAadhaar(booking.aadhaarLast4) || 'N/A'],
    ['Booked on', formatIndianDate(booking.bookingDate)],
  ]
}

/** To the traveller, once the booking is saved. */
export function BookingConfirmationEmail({ booking, account, business }: { booking: BookingMailDetails; account: { name: string }; business: EmailBusiness }) {
  return (
    <EmailLayout title={bookingConfirmationSubject(booking)} business={business}>
      <Heading>We have your booking request{booking.reference ? ` ${booking.reference}` : ''}</Heading>
      <Paragraph>
        Namaste {account.name}, thank you for booking with {business.name}. We will call you to confirm the booking, and send the driver&apos;s name, mobile and
        vehicle number once a driver is assigned.
      </Paragraph>
      <DetailsTable rows={bookingRows(booking)} />
      <Paragraph>
        Need to change something? Call us on <a href={`tel:${business.phone.replace(/\s+/g, '')}`}>{business.phone}</a> or message us on WhatsApp at{' '}
        <a href={whatsappUrl(business.whatsapp)}>{whatsappLabel(business.whatsapp)}</a>.
      </Paragraph>
      <Paragraph>Happy journey!</Paragraph>
    </EmailLayout>
  )
}

/** To the owner, for every confirmed booking. Replying reaches the traveller. */
export function BookingNoticeEmail({
  booking,
  account,
  business,
}: {
  booking: BookingMailDetails
  account: { name: string; email: string }
  business: EmailBusiness
}) {
  return (
    <EmailLayout title={bookingNoticeSubject(booking)} business={business}>
      <Heading>New booking</Heading>
      <Paragraph>
        {account.name} (<a href={`mailto:${account.email}`}>{account.email}</a>) has booked a {booking.carType}. Reply to this e-mail to write to them.
      </Paragraph>
      <DetailsTable rows={bookingRows(booking)} />
    </EmailLayout>
  )
}
