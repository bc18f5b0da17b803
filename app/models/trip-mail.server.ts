import type { Kysely, Transaction } from 'kysely'
import type { ActorRole, BookingStatus } from '~/domain/booking-life'
import { tripCalendar } from '~/domain/ics'
import { todayIn } from '~/domain/dates'
import { addDays, reminderDueAt } from '~/domain/trip-times'
import {
  emailBusiness,
  tripSummaryIn,
  tripCancelledNoticeSubject,
  tripCancelledSubject,
  tripCompletedSubject,
  tripConfirmedSubject,
  tripDriverSubject,
  tripReminderSubject,
  type MailCalendar,
  type TripMailDetails,
  type TripMailProps,
} from '~/domain/mail'
import type { Config } from '~/services/config.server'
import type { Selectable } from 'kysely'
import type { BookingTable, Database, DB } from '~/services/db.server'
import { enqueueMail, type MailToQueue } from '~/services/mail.server'
import { findRuntime } from '~/services/runtime.server'
import { localePath, type Lang } from '~/i18n/languages'
import { serverTranslator } from '~/i18n/catalogues.server'
import { asLang, readOwnerLanguage } from './owner-language.server'

/**
 * The mails of a booking's moves and its reminder (docs/product.md, trip page), queued in
 * the transaction that makes the move, so a move never happens without its mail and a
 * rolled-back move sends none.
 */

export type TripMailSettings = Pick<Config, 'timeZone' | 'publicUrl' | 'contactTo' | 'business' | 'reminderHour'>

export function runtimeMailSettings(): TripMailSettings | undefined {
  return findRuntime()?.config
}

type Executor = Kysely<Database> | Transaction<Database>

type TripRow = Pick<
  Selectable<BookingTable>,
  | 'id'
  | 'userId'
  | 'reference'
  | 'name'
  | 'carType'
  | 'pickupLocation'
  | 'dropoffLocation'
  | 'pickupDate'
  | 'pickupTime'
  | 'tripType'
  | 'returnDate'
  | 'endDate'
  | 'hours'
  | 'travelNumber'
  | 'tourSlug'
  | 'passengers'
  | 'stops'
  | 'driverId'
  | 'vehicleNumber'
  | 'customerEmail'
  | 'status'
  | 'version'
>

/** The booking with its driver and the address its mails go to, read inside the caller's transaction. */
export async function readTripForMail(
  db: Executor,
  bookingId: string,
): Promise<{ row: TripRow; details: TripMailDetails; recipient: { name: string; email: string; lang: Lang } | null } | undefined> {
  const found = await db
    .selectFrom('booking as b')
    .leftJoin('user as u', 'u.id', 'b.userId')
    .leftJoin('driver as d', 'd.id', 'b.driverId')
    .select([
      'b.id',
      'b.userId',
      'b.reference',
      'b.name',
      'b.carType',
      'b.pickupLocation',
      'b.dropoffLocation',
      'b.pickupDate',
      'b.pickupTime',
      'b.tripType',
      'b.returnDate',
      'b.endDate',
      'b.hours',
      'b.travelNumber',
      'b.tourSlug',
      'b.passengers',
      'b.stops',
      'b.driverId',
      'b.vehicleNumber',
      'b.customerEmail',
      'b.status',
      'b.version',
      'u.name as accountName',
      'u.email as accountEmail',
      'u.language as accountLanguage',
      'd.name as driverName',
      'd.mobile as driverMobile',
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst()
  if (!found) return undefined
  const row: TripRow = {
    ...found,
    version: Number(found.version),
    hours: found.hours === null ? null : Number(found.hours),
    passengers: found.passengers === null ? null : Number(found.passengers),
  }
  const details: TripMailDetails = {
    reference: row.reference,
    name: row.name,
    carType: row.carType,
    pickupLocation: row.pickupLocation,
    dropoffLocation: row.dropoffLocation,
    pickupDate: row.pickupDate,
    pickupTime: row.pickupTime,
    tripType: row.tripType,
    returnDate: row.returnDate,
    hours: row.hours,
    travelNumber: row.travelNumber,
    tourSlug: row.tourSlug,
    passengers: row.passengers,
    stops: row.stops,
    status: row.status,
    driver: found.driverName && found.driverMobile ? { name: found.driverName, mobile: found.driverMobile } : null,
    vehicleNumber: row.vehicleNumber,
  }
  const email = found.accountEmail ?? row.customerEmail
  // The traveller's account language; a customer without an account gets English.
  return { row, details, recipient: email ? { name: found.accountName ?? row.name, email, lang: asLang(found.accountLanguage) } : null }
}

export function tripUrl(publicUrl: string, reference: string, lang: Lang = 'en'): string {
  return `${publicUrl}${localePath(lang, `/booking-history/${reference}`)}`
}

/** The calendar file of a booking as it stands; its SEQUENCE grows with every move. Its texts are in `lang`. */
export function bookingCalendar(
  row: Pick<
    TripRow,
    | 'id'
    | 'reference'
    | 'carType'
    | 'pickupLocation'
    | 'dropoffLocation'
    | 'pickupDate'
    | 'pickupTime'
    | 'endDate'
    | 'hours'
    | 'tripType'
    | 'tourSlug'
    | 'version'
  >,
  details: TripMailDetails,
  settings: Pick<TripMailSettings, 'timeZone' | 'publicUrl' | 'business'>,
  method: 'PUBLISH' | 'CANCEL',
  stamp: Date = new Date(),
  lang: Lang = 'en',
): MailCalendar {
  const host = new URL(settings.publicUrl).hostname
  // The calendar entry is read by the traveller, in the language of the mail it comes with.
  const t = serverTranslator(lang)
  const lines = [
    t('Booking {reference} with {business}', { reference: row.reference, business: settings.business.name }),
    tripSummaryIn(row, lang),
    t('From {pickup} to {dropoff}', { pickup: row.pickupLocation, dropoff: row.dropoffLocation }),
  ]
  if (details.driver)
    lines.push(
      t('Driver: {name}, {mobile}', { name: details.driver.name, mobile: details.driver.mobile }),
      t('Vehicle number: {number} (please check it before boarding)', { number: details.vehicleNumber ?? '' }),
    )
  lines.push(t('Call us: {phone}', { phone: settings.business.phone }), tripUrl(settings.publicUrl, row.reference, lang))
  const content = tripCalendar({
    uid: `booking-${row.id}@${host}`,
    // Version 1 is the new booking; every move raises it, and with it the calendar's sequence.
    sequence: row.version - 1,
    method,
    summary: t('{car}: {pickup} to {dropoff} ({reference})', {
      car: row.carType,
      pickup: row.pickupLocation,
      dropoff: row.dropoffLocation,
      reference: row.reference,
    }),
    description: lines.join('\n'),
    location: row.pickupLocation,
    pickupDate: row.pickupDate,
    pickupTime: row.pickupTime,
    endDate: row.endDate,
    hours: row.tripType === 'local' ? row.hours : null,
    timeZone: settings.timeZone,
    organizer: { name: settings.business.name, email: settings.business.email },
    stamp,
  })
  return { filename: `trip-${row.reference}.ics`, method, content }
}

type MoveMail = { bookingId: string; to: BookingStatus; actor: { role: ActorRole }; note: string; settings: TripMailSettings; now: Date }

/** The mails a move sends: to the traveller for every move they did not make themselves, and to the owner when a traveller cancels. */
export async function queueMoveMails(trx: Transaction<Database>, move: MoveMail): Promise<number> {
  const read = await readTripForMail(trx, move.bookingId)
  if (!read) return 0
  const { row, details, recipient } = read
  const { settings } = move
  const business = emailBusiness(settings.business)
  // The traveller's mails in the traveller's language; the owner's notice in the owner's.
  const lang = recipient?.lang ?? 'en'
  const base = { trip: details, account: { name: recipient?.name ?? row.name }, business, tripUrl: tripUrl(settings.publicUrl, row.reference, lang), lang }
  const mails: MailToQueue[] = []
  const toTraveller = recipient ? { name: recipient.name, address: recipient.email } : null
  const common = { refId: row.id, replyTo: settings.business.email }
  switch (move.to) {
    case 'confirmed':
      if (toTraveller) mails.push({ ...common, kind: 'trip-confirmed', to: toTraveller, subject: tripConfirmedSubject(details, lang), props: base })
      break
    case 'assigned':
      if (toTraveller) {
        const calendar = bookingCalendar(row, details, settings, 'PUBLISH', move.now, lang)
        mails.push({ ...common, kind: 'trip-driver', to: toTraveller, subject: tripDriverSubject(details, lang), props: { ...base, calendar } })
      }
      break
    case 'cancelled': {
      const by = move.actor.role === 'traveller' ? ('traveller' as const) : ('owner' as const)
      const calendar = bookingCalendar(row, details, settings, 'CANCEL', move.now, lang)
      if (toTraveller)
        mails.push({
          ...common,
          kind: 'trip-cancelled',
          to: toTraveller,
          subject: tripCancelledSubject(details, lang),
          props: { ...base, by, reason: move.note, calendar },
        })
      if (by === 'traveller') {
        const ownerLang = await readOwnerLanguage(trx)
        mails.push({
          kind: 'trip-cancelled-notice',
          refId: row.id,
          to: settings.contactTo,
          replyTo: toTraveller ?? undefined,
          subject: tripCancelledNoticeSubject(details, ownerLang),
          props: { ...base, by, reason: move.note, lang: ownerLang },
        })
      }
      break
    }
    case 'completed':
      if (toTraveller)
        mails.push({
          ...common,
          kind: 'trip-completed',
          to: toTraveller,
          subject: tripCompletedSubject(details, lang),
          props: { ...base, feedbackUrl: `${settings.publicUrl}/feedback` },
        })
      break
    default:
      break
  }
  for (const mail of mails) await enqueueMail(trx, mail)
  return mails.length
}

const ACTIVE = ['requested', 'confirmed', 'assigned'] as const

/**
 * Queues the day-before reminders that are due: bookings picked up tomorrow (business time),
 * still active, once REMINDER_HOUR has passed today. Each booking's `reminderQueuedAt` is set
 * from null in the transaction that queues its mail; whoever loses that compare-and-set (a
 * second instance, a run after a restart) queues nothing. Returns how many were queued.
 */
export async function queueDueReminders({ db, settings, now = new Date() }: { db: DB; settings: TripMailSettings; now?: Date }): Promise<number> {
  const today = todayIn(settings.timeZone, now)
  const tomorrow = addDays(today, 1)
  if (now.getTime() < reminderDueAt(tomorrow, settings).getTime()) return 0
  const candidates = await db
    .selectFrom('booking')
    .select('id')
    .where('pickupDate', '=', tomorrow)
    .where('status', 'in', ACTIVE)
    .where('reminderQueuedAt', 'is', null)
    .execute()
  let queued = 0
  for (const { id } of candidates) {
    const done = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('booking')
        .set({ reminderQueuedAt: now.toISOString() })
        .where('id', '=', id)
        .where('reminderQueuedAt', 'is', null)
        // A booking cancelled since the read above gets no reminder.
        .where('status', 'in', ACTIVE)
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) return false
      const read = await readTripForMail(trx, id)
      if (!read?.recipient) return true
      const { row, details, recipient } = read
      const props: TripMailProps = {
        trip: details,
        account: { name: recipient.name },
        business: emailBusiness(settings.business),
        tripUrl: tripUrl(settings.publicUrl, row.reference, recipient.lang),
        lang: recipient.lang,
      }
      await enqueueMail(trx, {
        kind: 'trip-reminder',
        refId: row.id,
        to: { name: recipient.name, address: recipient.email },
        replyTo: settings.business.email,
        subject: tripReminderSubject(details, recipient.lang),
        props,
      })
      return true
    })
    if (done) queued++
  }
  return queued
}

/** Every minute: cheap (one indexed read), and late by at most a minute after REMINDER_HOUR. */
export const REMINDER_SWEEP_MS = 60_000

export function startReminderSweeper({
  db,
  settings,
  log,
  everyMs = REMINDER_SWEEP_MS,
  onQueued,
}: {
  db: DB
  settings: TripMailSettings
  log: { warn: (o: object, m: string) => void; info: (o: object, m: string) => void }
  everyMs?: number
  onQueued?: () => void
}): () => void {
  const sweep = () =>
    queueDueReminders({ db, settings })
      .then((n) => {
        if (n > 0) {
          log.info({ reminders: n }, 'trip reminders queued')
          onQueued?.()
        }
      })
      .catch((err: unknown) => log.warn({ err }, 'could not queue trip reminders'))
  void sweep()
  const timer = setInterval(() => void sweep(), everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
