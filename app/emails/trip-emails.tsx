import type { ReactNode } from 'react'
import { BOOKING_STATUS_LABELS } from '~/domain/booking-life'
import { formatIndianDate, formatTime } from '~/domain/dates'
import {
  tripCancelledNoticeSubject,
  tripCancelledSubject,
  tripCompletedSubject,
  tripConfirmedSubject,
  tripDriverSubject,
  tripReminderSubject,
  tripSummaryIn,
  tripWhen,
  type TripCancelledProps,
  type TripCompletedProps,
  type TripMailDetails,
  type TripMailProps,
} from '~/domain/mail'
import type { Lang } from '~/i18n/languages'
import { DetailsTable, EmailLayout, Heading, Paragraph, Quote } from './email-layout'
import { mailTranslator } from './mail-text'

/**
 * The mails of a trip's life (docs/product.md, trip page): confirmed, driver assigned,
 * cancelled (to the traveller, and to the owner when the traveller cancels), completed, and
 * the reminder the day before. Each shows the reference in its subject and its body, and is
 * written in its recipient's language (the payload's `lang`).
 */

const tel = (mobile: string) => `tel:${mobile.replace(/[^\d+]/g, '')}`

export function tripRows(trip: TripMailDetails, lang: Lang = 'en'): Array<[string, ReactNode]> {
  const t = mailTranslator(lang)
  const rows: Array<[string, ReactNode]> = [
    [t('Booking reference'), trip.reference],
    [t('Status'), t(BOOKING_STATUS_LABELS[trip.status])],
    [t('Passenger name'), trip.name],
    [t('Car type'), trip.carType],
    [t('Trip type'), tripSummaryIn(trip, lang)],
    [t('Pickup location'), trip.pickupLocation],
    [t('Drop-off location'), trip.dropoffLocation],
    [t('Pickup date'), formatIndianDate(trip.pickupDate, lang)],
    [t('Pickup time'), formatTime(trip.pickupTime, lang) || t('Time N/A')],
  ]
  if (trip.returnDate) rows.push([t('Return date'), formatIndianDate(trip.returnDate, lang)])
  if (trip.travelNumber) rows.push([t('Flight or train number'), trip.travelNumber])
  if (trip.passengers) rows.push([t('Passengers'), String(trip.passengers)])
  if (trip.stops) rows.push([t('Stops on the way'), trip.stops])
  return rows
}

function driverRows(trip: TripMailDetails, lang: Lang): Array<[string, ReactNode]> {
  if (!trip.driver) return []
  const t = mailTranslator(lang)
  return [
    [t('Driver'), trip.driver.name],
    [t('Driver mobile'), <a href={tel(trip.driver.mobile)}>{trip.driver.mobile}</a>],
    [t('Vehicle number'), trip.vehicleNumber ?? ''],
  ]
}

function TripLink({ url, lang }: { url: string; lang: Lang }) {
  const t = mailTranslator(lang)
  return <Paragraph>{t.rich('See your trip at any time: <link>{url}</link>', { link: (c) => <a href={url}>{c}</a> }, { url })}</Paragraph>
}

export function TripConfirmedEmail({ trip, account, business, tripUrl, lang = 'en' }: TripMailProps) {
  const t = mailTranslator(lang)
  return (
    <EmailLayout title={tripConfirmedSubject(trip, lang)} business={business} lang={lang}>
      <Heading>{t('Your trip is confirmed')}</Heading>
      <Paragraph>
        {t("Namaste {name}, we have confirmed your booking {reference}. We will send the driver's name, mobile and vehicle number once a driver is assigned.", {
          name: account.name,
          reference: trip.reference,
        })}
      </Paragraph>
      <DetailsTable rows={tripRows(trip, lang)} />
      <TripLink url={tripUrl} lang={lang} />
    </EmailLayout>
  )
}

export function TripDriverEmail({ trip, account, business, tripUrl, lang = 'en' }: TripMailProps) {
  const t = mailTranslator(lang)
  const when = tripWhen(trip, lang)
  return (
    <EmailLayout title={tripDriverSubject(trip, lang)} business={business} lang={lang}>
      <Heading>{t('Your driver for {when}', { when })}</Heading>
      <Paragraph>
        {t('Namaste {name}, here are the driver and car for booking {reference}. Please check the vehicle number before boarding.', {
          name: account.name,
          reference: trip.reference,
        })}
      </Paragraph>
      <DetailsTable rows={[...driverRows(trip, lang), [t('Pickup'), `${when}, ${trip.pickupLocation}`]]} />
      <DetailsTable rows={tripRows(trip, lang)} />
      <Paragraph>{t('The attached calendar file adds the trip to your calendar, or updates it if you added it before.')}</Paragraph>
      <TripLink url={tripUrl} lang={lang} />
    </EmailLayout>
  )
}

export function TripCancelledEmail({ trip, account, business, tripUrl, by, reason, lang = 'en' }: TripCancelledProps) {
  const t = mailTranslator(lang)
  const values = { name: account.name, reference: trip.reference, when: tripWhen(trip, lang), business: business.name }
  return (
    <EmailLayout title={tripCancelledSubject(trip, lang)} business={business} lang={lang}>
      <Heading>{t('Your booking is cancelled')}</Heading>
      <Paragraph>
        {by === 'traveller'
          ? t('Namaste {name}, booking {reference} for {when} was cancelled by you on our website.', values)
          : t('Namaste {name}, booking {reference} for {when} was cancelled by {business}.', values)}
      </Paragraph>
      {reason ? (
        <>
          <Paragraph>{t('The reason given:')}</Paragraph>
          <Quote>{reason}</Quote>
        </>
      ) : null}
      <DetailsTable rows={tripRows(trip, lang)} />
      <Paragraph>{t('If you added the trip to your calendar, the attached file removes it. We hope to drive you another time.')}</Paragraph>
      <TripLink url={tripUrl} lang={lang} />
    </EmailLayout>
  )
}

/** To the owner, in the owner's language, when a traveller cancels on the site. */
export function TripCancelledNoticeEmail({ trip, account, business, reason, lang = 'en' }: TripCancelledProps) {
  const t = mailTranslator(lang)
  const values = { name: account.name, reference: trip.reference, when: tripWhen(trip, lang) }
  return (
    <EmailLayout title={tripCancelledNoticeSubject(trip, lang)} business={business} lang={lang}>
      <Heading>{t('A traveller cancelled a booking')}</Heading>
      <Paragraph>
        {t('{name} cancelled booking {reference} for {when} on the website.', values)}
        {trip.driver ? ` ${t('{driver} was assigned to it and is free again.', { driver: trip.driver.name })}` : ''}
      </Paragraph>
      {reason ? <Quote>{reason}</Quote> : null}
      <DetailsTable rows={[...tripRows(trip, lang), ...driverRows(trip, lang)]} />
    </EmailLayout>
  )
}

export function TripCompletedEmail({ trip, account, business, feedbackUrl, lang = 'en' }: TripCompletedProps) {
  const t = mailTranslator(lang)
  return (
    <EmailLayout title={tripCompletedSubject(trip, lang)} business={business} lang={lang}>
      <Heading>{t('Thank you for travelling with us')}</Heading>
      <Paragraph>
        {t('Namaste {name}, we hope you enjoyed your trip {reference} on {date}. Tell us how it went: your feedback helps other travellers and our drivers.', {
          name: account.name,
          reference: trip.reference,
          date: formatIndianDate(trip.pickupDate, lang),
        })}
      </Paragraph>
      <Paragraph>{t.rich('Share your feedback: <link>{url}</link>', { link: (c) => <a href={feedbackUrl}>{c}</a> }, { url: feedbackUrl })}</Paragraph>
      <DetailsTable rows={tripRows(trip, lang)} />
    </EmailLayout>
  )
}

export function TripReminderEmail({ trip, account, business, tripUrl, lang = 'en' }: TripMailProps) {
  const t = mailTranslator(lang)
  return (
    <EmailLayout title={tripReminderSubject(trip, lang)} business={business} lang={lang}>
      <Heading>{t('Your trip is tomorrow')}</Heading>
      <Paragraph>
        {t('Namaste {name}, a reminder that your {car} picks you up {when} at {place}.', {
          name: account.name,
          car: trip.carType,
          when: tripWhen(trip, lang),
          place: trip.pickupLocation,
        })}
      </Paragraph>
      {trip.driver ? (
        <>
          <Paragraph>{t('Your driver. Please check the vehicle number before boarding.')}</Paragraph>
          <DetailsTable rows={driverRows(trip, lang)} />
        </>
      ) : (
        <Paragraph>{t("We will send the driver's name, mobile and vehicle number as soon as a driver is assigned.")}</Paragraph>
      )}
      <DetailsTable rows={tripRows(trip, lang)} />
      <TripLink url={tripUrl} lang={lang} />
    </EmailLayout>
  )
}
