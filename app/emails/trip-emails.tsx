import type { ReactNode } from 'react'
import { BOOKING_STATUS_LABELS } from '~/domain/booking-life'
import { formatIndianDate, formatTime } from '~/domain/dates'
import { tripSummary } from '~/domain/trip'
import {
  tripCancelledNoticeSubject,
  tripCancelledSubject,
  tripCompletedSubject,
  tripConfirmedSubject,
  tripDriverSubject,
  tripReminderSubject,
  type TripCancelledProps,
  type TripCompletedProps,
  type TripMailDetails,
  type TripMailProps,
} from '~/domain/mail'
import { DetailsTable, EmailLayout, Heading, Paragraph, Quote } from './email-layout'

/**
 * The mails of a trip's life (docs/product.md, trip page): confirmed, driver assigned,
 * cancelled (to the traveller, and to the owner when the traveller cancels), completed, and
 * the reminder the day before. Each shows the reference in its subject and its body.
 */

const tel = (mobile: string) => `tel:${mobile.replace(/[^\d+]/g, '')}`

export function tripRows(trip: TripMailDetails): Array<[string, ReactNode]> {
  const rows: Array<[string, ReactNode]> = [
    ['Booking reference', trip.reference],
    ['Status', BOOKING_STATUS_LABELS[trip.status]],
    ['Passenger name', trip.name],
    ['Car type', trip.carType],
    ['Trip type', tripSummary(trip)],
    ['Pickup location', trip.pickupLocation],
    ['Drop-off location', trip.dropoffLocation],
    ['Pickup date', formatIndianDate(trip.pickupDate)],
    ['Pickup time', formatTime(trip.pickupTime) || 'Time N/A'],
  ]
  if (trip.returnDate) rows.push(['Return date', formatIndianDate(trip.returnDate)])
  if (trip.travelNumber) rows.push(['Flight or train number', trip.travelNumber])
  if (trip.passengers) rows.push(['Passengers', String(trip.passengers)])
  if (trip.stops) rows.push(['Stops on the way', trip.stops])
  return rows
}

function driverRows(trip: TripMailDetails): Array<[string, ReactNode]> {
  if (!trip.driver) return []
  return [
    ['Driver', trip.driver.name],
    ['Driver mobile', <a href={tel(trip.driver.mobile)}>{trip.driver.mobile}</a>],
    ['Vehicle number', trip.vehicleNumber ?? ''],
  ]
}

function TripLink({ url }: { url: string }) {
  return (
    <Paragraph>
      See your trip at any time: <a href={url}>{url}</a>
    </Paragraph>
  )
}

const when = (trip: TripMailDetails) =>
  `${formatIndianDate(trip.pickupDate)}${/^\d{2}:\d{2}$/.test(trip.pickupTime) ? ` at ${formatTime(trip.pickupTime)}` : ''}`

export function TripConfirmedEmail({ trip, account, business, tripUrl }: TripMailProps) {
  return (
    <EmailLayout title={tripConfirmedSubject(trip)} business={business}>
      <Heading>Your trip is confirmed</Heading>
      <Paragraph>
        Namaste {account.name}, we have confirmed your booking {trip.reference}. We will send the driver&apos;s name, mobile and vehicle number once a driver is
        assigned.
      </Paragraph>
      <DetailsTable rows={tripRows(trip)} />
      <TripLink url={tripUrl} />
    </EmailLayout>
  )
}

export function TripDriverEmail({ trip, account, business, tripUrl }: TripMailProps) {
  return (
    <EmailLayout title={tripDriverSubject(trip)} business={business}>
      <Heading>Your driver for {when(trip)}</Heading>
      <Paragraph>
        Namaste {account.name}, here are the driver and car for booking {trip.reference}. Please check the vehicle number before boarding.
      </Paragraph>
      <DetailsTable rows={[...driverRows(trip), ['Pickup', `${when(trip)}, ${trip.pickupLocation}`]]} />
      <DetailsTable rows={tripRows(trip)} />
      <Paragraph>The attached calendar file adds the trip to your calendar, or updates it if you added it before.</Paragraph>
      <TripLink url={tripUrl} />
    </EmailLayout>
  )
}

export function TripCancelledEmail({ trip, account, business, tripUrl, by, reason }: TripCancelledProps) {
  return (
    <EmailLayout title={tripCancelledSubject(trip)} business={business}>
      <Heading>Your booking is cancelled</Heading>
      <Paragraph>
        Namaste {account.name}, booking {trip.reference} for {when(trip)} was cancelled {by === 'traveller' ? 'by you on our website' : `by ${business.name}`}.
      </Paragraph>
      {reason ? (
        <>
          <Paragraph>The reason given:</Paragraph>
          <Quote>{reason}</Quote>
        </>
      ) : null}
      <DetailsTable rows={tripRows(trip)} />
      <Paragraph>If you added the trip to your calendar, the attached file removes it. We hope to drive you another time.</Paragraph>
      <TripLink url={tripUrl} />
    </EmailLayout>
  )
}

/** To the owner, when a traveller cancels on the site. */
export function TripCancelledNoticeEmail({ trip, account, business, reason }: TripCancelledProps) {
  return (
    <EmailLayout title={tripCancelledNoticeSubject(trip)} business={business}>
      <Heading>A traveller cancelled a booking</Heading>
      <Paragraph>
        {account.name} cancelled booking {trip.reference} for {when(trip)} on the website.
        {trip.driver ? ` ${trip.driver.name} was assigned to it and is free again.` : ''}
      </Paragraph>
      {reason ? <Quote>{reason}</Quote> : null}
      <DetailsTable rows={[...tripRows(trip), ...driverRows(trip)]} />
    </EmailLayout>
  )
}

export function TripCompletedEmail({ trip, account, business, feedbackUrl }: TripCompletedProps) {
  return (
    <EmailLayout title={tripCompletedSubject(trip)} business={business}>
      <Heading>Thank you for travelling with us</Heading>
      <Paragraph>
        Namaste {account.name}, we hope you enjoyed your trip {trip.reference} on {formatIndianDate(trip.pickupDate)}. Tell us how it went: your feedback helps
        other travellers and our drivers.
      </Paragraph>
      <Paragraph>
        Share your feedback: <a href={feedbackUrl}>{feedbackUrl}</a>
      </Paragraph>
      <DetailsTable rows={tripRows(trip)} />
    </EmailLayout>
  )
}

export function TripReminderEmail({ trip, account, business, tripUrl }: TripMailProps) {
  return (
    <EmailLayout title={tripReminderSubject(trip)} business={business}>
      <Heading>Your trip is tomorrow</Heading>
      <Paragraph>
        Namaste {account.name}, a reminder that your {trip.carType} picks you up {when(trip)} at {trip.pickupLocation}.
      </Paragraph>
      {trip.driver ? (
        <>
          <Paragraph>Your driver. Please check the vehicle number before boarding.</Paragraph>
          <DetailsTable rows={driverRows(trip)} />
        </>
      ) : (
        <Paragraph>We will send the driver&apos;s name, mobile and vehicle number as soon as a driver is assigned.</Paragraph>
      )}
      <DetailsTable rows={tripRows(trip)} />
      <TripLink url={tripUrl} />
    </EmailLayout>
  )
}
