import { maskAadhaar } from '~/domain/aadhaar'
import { formatIndianDate, formatTime } from '~/domain/dates'
import { bookingConfirmationSubject, bookingNoticeSubject, tripSummaryIn, type BookingMailDetails, type EmailBusiness, type MailLang } from '~/domain/mail'
import type { Lang } from '~/i18n/languages'
import { DetailsTable, EmailLayout, Heading, Paragraph, whatsappLabel, whatsappUrl } from './email-layout'
import { mailTranslator } from './mail-text'

/** The trip's rows; a one-way trip with nothing more to it adds none. */
function tripRows(booking: BookingMailDetails, lang: Lang): Array<[string, string]> {
  const t = mailTranslator(lang)
  const tripType = booking.tripType ?? 'one-way'
  const rows: Array<[string, string]> = []
  if (tripType !== 'one-way') rows.push([t('Trip type'), tripSummaryIn({ tripType, hours: booking.hours ?? null, tourSlug: booking.tourSlug ?? null }, lang)])
  if (booking.returnDate) rows.push([t('Return date'), formatIndianDate(booking.returnDate, lang)])
  if (booking.travelNumber) rows.push([t('Flight or train number'), booking.travelNumber])
  if (booking.passengers) rows.push([t('Passengers'), String(booking.passengers)])
  if (booking.stops) rows.push([t('Stops on the way'), booking.stops])
  return rows
}

function bookingRows(booking: BookingMailDetails, lang: Lang): Array<[string, string]> {
  const t = mailTranslator(lang)
  return [
    // Mails queued before references existed name the booking by its id.
    [t('Booking reference'), booking.reference ?? booking.id],
    [t('Passenger name'), booking.name],
    [t('Booking for'), booking.bookingFor === 'self' ? t('Self') : t('Someone else')],
    [t('Mobile number'), booking.mobileNumber],
    [t('Car type'), booking.carType],
    [t('Pickup location'), booking.pickupLocation],
    [t('Drop-off location'), booking.dropoffLocation],
    [t('Pickup date'), formatIndianDate(booking.pickupDate, lang)],
    [t('Pickup time'), formatTime(booking.pickupTime, lang)],
    ...tripRows(booking, lang),
    [t('Aadhar Card Number'), maskAadhaar(booking.aadhaarLast4) || t('N/A')],
    [t('Booked on'), formatIndianDate(booking.bookingDate, lang)],
  ]
}

/** To the traveller, once the booking is saved, in the traveller's language. */
export function BookingConfirmationEmail({
  booking,
  account,
  business,
  lang = 'en',
}: { booking: BookingMailDetails; account: { name: string }; business: EmailBusiness } & MailLang) {
  const t = mailTranslator(lang)
  const tel = `tel:${business.phone.replace(/\s+/g, '')}`
  return (
    <EmailLayout title={bookingConfirmationSubject(booking, lang)} business={business} lang={lang}>
      <Heading>
        {booking.reference ? t('We have your booking request {reference}', { reference: booking.reference }) : t('We have your booking request')}
      </Heading>
      <Paragraph>
        {t(
          "Namaste {name}, thank you for booking with {business}. We will call you to confirm the booking, and send the driver's name, mobile and vehicle number once a driver is assigned.",
          { name: account.name, business: business.name },
        )}
      </Paragraph>
      <DetailsTable rows={bookingRows(booking, lang)} />
      <Paragraph>
        {t.rich(
          'Need to change something? Call us on <phone>{phone}</phone> or message us on WhatsApp at <whatsapp>{whatsapp}</whatsapp>.',
          {
            phone: (c) => <a href={tel}>{c}</a>,
            whatsapp: (c) => <a href={whatsappUrl(business.whatsapp)}>{c}</a>,
          },
          { phone: business.phone, whatsapp: whatsappLabel(business.whatsapp) },
        )}
      </Paragraph>
      <Paragraph>{t('Happy journey!')}</Paragraph>
    </EmailLayout>
  )
}

/** To the owner, for every confirmed booking, in the owner's language. Replying reaches the traveller. */
export function BookingNoticeEmail({
  booking,
  account,
  business,
  lang = 'en',
}: {
  booking: BookingMailDetails
  account: { name: string; email: string }
  business: EmailBusiness
} & MailLang) {
  const t = mailTranslator(lang)
  return (
    <EmailLayout title={bookingNoticeSubject(booking, lang)} business={business} lang={lang}>
      <Heading>{t('New booking')}</Heading>
      <Paragraph>
        {t.rich(
          '{name} (<email>{address}</email>) has booked a {car}. Reply to this e-mail to write to them.',
          { email: (c) => <a href={`mailto:${account.email}`}>{c}</a> },
          { name: account.name, address: account.email, car: booking.carType },
        )}
      </Paragraph>
      <DetailsTable rows={bookingRows(booking, lang)} />
    </EmailLayout>
  )
}
