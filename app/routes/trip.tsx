import { useEffect, useState } from 'react'
import { data, Link, useFetcher } from 'react-router'
import { PageShell } from '~/components/page-shell'
import { useToast } from '~/components/toaster'
import { Modal } from '~/components/ui/modal'
import { useLiveData } from '~/components/use-live-data'
import { BOOKING_STATUS_LABELS, type BookingStatus } from '~/domain/booking-life'
import { formatIndianDate, formatTime } from '~/domain/dates'
import { pageMeta } from '~/domain/seo'
import { TRIP_TYPE_LABELS, tourTitle } from '~/domain/trip'
import { langOf, pageMessages, serverTranslator } from '~/i18n/catalogues.server'
import { LOCALES } from '~/i18n/languages'
import { msg } from '~/i18n/message'
import { metaTranslator, useT } from '~/i18n/use-t'
import { cancelTripAsTraveller, findTravellerTrip, TRIP_TEXTS } from '~/models/trip.server'
import { bookingsMark } from '~/models/bookings.server'
import { useRootData } from '~/components/root-data'
import { assertSameOrigin } from '~/services/csrf.server'
import { readFormData } from '~/services/form.server'
import { getRuntime } from '~/services/runtime.server'
import { requireUser } from '~/services/session.server'
import { LastUpdated } from '~/components/last-updated'
import type { Route } from './+types/trip'

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Trip {reference} | Yatri', { reference: params.reference }),
    description: t('Your trip: status, driver and calendar.'),
    path: t.path(`/booking-history/${params.reference}`),
    noindex: true,
    matches,
  })
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

const ACTOR_LABELS = { traveller: msg('by you'), owner: msg('by us'), system: msg('by our system') } as const

function notFound(): never {
  throw data('Not Found', { status: 404 })
}

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const lang = langOf(params)
  // The texts the server writes itself (the facts, the WhatsApp messages) in the page's language.
  const t = serverTranslator(lang)
  const { db, config } = getRuntime()
  const [found, mark] = await Promise.all([
    findTravellerTrip({ db, userId: user.id, reference: params.reference, rule: config }),
    bookingsMark({ db, userId: user.id }),
  ])
  if (!found) notFound()
  const { trip, events } = found
  const at = new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: config.timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
  const date = formatIndianDate(trip.pickupDate, lang)
  const when = /^\d{2}:\d{2}$/.test(trip.pickupTime) ? t('{date} at {time}', { date, time: formatTime(trip.pickupTime, lang) }) : date
  const driver = trip.status === 'assigned' && trip.driver ? { ...trip.driver, vehicleNumber: trip.vehicleNumber ?? '' } : null
  const share = [
    t('Trip {reference} with {name}', { reference: trip.reference, name: config.business.name }),
    t('{car}: {from} to {to}', { car: trip.carType, from: trip.pickupLocation, to: trip.dropoffLocation }),
    t('Pickup: {when}', { when }),
    ...(trip.returnDate ? [t('Return: {date}', { date: formatIndianDate(trip.returnDate, lang) })] : []),
    ...(driver
      ? [
          t('Driver: {name}, {mobile}', { name: driver.name, mobile: driver.mobile }),
          t('Vehicle number: {number} (check it before boarding)', { number: driver.vehicleNumber }),
        ]
      : []),
    t('Questions? Call {phone}', { phone: config.business.phone }),
  ].join('\n')
  return {
    fetchedAt: new Date().toISOString(),
    timeZone: config.timeZone,
    // What the live stream compares with (use-live-data.ts).
    mark,
    reference: trip.reference,
    version: found.version,
    status: trip.status,
    statusLabel: BOOKING_STATUS_LABELS[trip.status],
    name: trip.name,
    carType: trip.carType,
    pickupLocation: trip.pickupLocation,
    dropoffLocation: trip.dropoffLocation,
    when,
    details: [
      [t('Trip type'), t(TRIP_TYPE_LABELS[trip.tripType])],
      ...(trip.tourSlug ? [[t('Tour'), t(tourTitle(trip.tourSlug) ?? trip.tourSlug)]] : []),
      ...(trip.returnDate ? [[t('Return date'), formatIndianDate(trip.returnDate, lang)]] : []),
      ...(trip.hours ? [[t('Hours'), t('{hours} hours', { hours: trip.hours })]] : []),
      ...(trip.travelNumber ? [[t('Flight or train number'), trip.travelNumber]] : []),
      ...(trip.passengers ? [[t('Passengers'), String(trip.passengers)]] : []),
      ...(trip.stops ? [[t('Stops on the way'), trip.stops]] : []),
    ] as Array<[string, string]>,
    driver,
    history: events.map((e) => ({
      id: e.id,
      label: BOOKING_STATUS_LABELS[e.status],
      status: e.status,
      at: at.format(new Date(e.createdAt)),
      by: e.fromStatus === null ? null : ACTOR_LABELS[e.actorRole],
      note: e.note,
      driver: e.status === 'assigned' && e.driverName ? `${e.driverName}${e.vehicleNumber ? `, ${e.vehicleNumber}` : ''}` : null,
    })),
    canCancel: found.cancellable && found.beforeCutoff,
    tooLate: found.cancellable && !found.beforeCutoff,
    // The file has one address; its texts follow the page's language.
    calendarHref: `/booking-history/${trip.reference}/calendar.ics${lang === 'en' ? '' : `?lang=${lang}`}`,
    shareHref: `https://wa.me/?text=${encodeURIComponent(share)}`,
    chatHref: `https://wa.me/${config.business.whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(t('Hello, I have a question about my booking {reference}.', { reference: trip.reference }))}`,
    phone: config.business.phone,
    phoneHref: tel(config.business.phone),
    ...pageMessages({ params, context }, 'account'),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request)
  const user = await requireUser(request)
  const { db, config, log } = getRuntime()
  const form = await readFormData(request)
  if (form.get('intent') !== 'cancel') return data({ ok: false, message: msg('Choose what to do with the booking.') }, { status: 400 })
  // The version the page showed: a cancel made on an older page than the owner's last move is refused.
  const rawVersion = form.get('version')
  if (rawVersion !== null && (typeof rawVersion !== 'string' || !/^\d{1,9}$/.test(rawVersion))) {
    return data({ ok: false, message: msg('Please reload the page and try again.') }, { status: 400 })
  }
  const expectedVersion = rawVersion === null ? undefined : Number(rawVersion)
  try {
    const outcome = await cancelTripAsTraveller({ db, userId: user.id, reference: params.reference, expectedVersion, rule: config })
    if (outcome.ok) return data({ ok: true, message: TRIP_TEXTS.cancelled })
    return data({ ok: false, message: outcome.message }, { status: outcome.status })
  } catch (error) {
    log.error({ err: error, reference: params.reference }, 'trip not cancelled')
    return data({ ok: false, message: msg('We could not cancel the booking just now. Please try again in a moment.') }, { status: 503 })
  }
}

function StatusBadge({ status, children }: { status: BookingStatus; children: React.ReactNode }) {
  return <span className={`trip-status trip-status--${status}`}>{children}</span>
}

export default function TripPage({ loaderData }: Route.ComponentProps) {
  const trip = loaderData
  const t = useT()
  const { business } = useRootData()
  const notify = useToast()
  const fetcher = useFetcher<typeof action>()
  const [confirming, setConfirming] = useState(false)
  useLiveData(trip.mark)

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    setConfirming(false)
    notify({ type: fetcher.data.ok ? 'success' : 'error', message: fetcher.data.message })
  }, [fetcher.state, fetcher.data, notify])

  return (
    <PageShell>
      <div className="container trip">
        <p className="trip__back">
          <Link to={t.path('/booking-history')}>{t('← Booking History')}</Link>
        </p>
        <LastUpdated fetchedAt={trip.fetchedAt} timeZone={trip.timeZone} />
        <header className="trip__header">
          <div>
            <p className="trip__eyebrow">{t('Booking reference')}</p>
            <h1 className="trip__reference">{trip.reference}</h1>
          </div>
          <p className="trip__status-line" aria-live="polite">
            {t.rich('Status: <badge>{status}</badge>', { badge: (c) => <StatusBadge status={trip.status}>{c}</StatusBadge> }, { status: t(trip.statusLabel) })}
          </p>
        </header>

        <div className="trip__grid">
          <section className="panel trip__card" aria-labelledby="trip-route">
            <h2 id="trip-route" className="trip__car">
              {trip.carType}
            </h2>
            <ol className="trip__route">
              <li>
                <span className="trip__route-label">{t('Pick-up')}</span>
                {trip.pickupLocation}
              </li>
              <li>
                <span className="trip__route-label">{t('Drop')}</span>
                {trip.dropoffLocation}
              </li>
            </ol>
            <dl className="trip__facts">
              <div>
                <dt>{t('Date and time')}</dt>
                <dd>{trip.when}</dd>
              </div>
              <div>
                <dt>{t('Passenger')}</dt>
                <dd>{trip.name}</dd>
              </div>
              {trip.details.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>

          <aside className="trip__side">
            {trip.driver ? (
              <section className="panel trip__driver" aria-labelledby="trip-driver">
                <h2 id="trip-driver">{t('Your driver')}</h2>
                <p className="trip__driver-name">{trip.driver.name}</p>
                <p>
                  <a className="btn btn--primary btn--block" href={tel(trip.driver.mobile)}>
                    {t('Call {mobile}', { mobile: trip.driver.mobile })}
                  </a>
                </p>
                <p className="trip__plate" aria-label={t('Vehicle number {number}', { number: trip.driver.vehicleNumber })}>
                  {trip.driver.vehicleNumber}
                </p>
                <p className="trip__check">{t('Please check the vehicle number before boarding.')}</p>
              </section>
            ) : null}

            <section className="panel trip__links" aria-label={t('Trip links')}>
              <a className="btn btn--ghost btn--block" href={trip.calendarHref} download>
                {t('Add to calendar')}
              </a>
              <a className="btn btn--ghost btn--block" href={trip.shareHref} target="_blank" rel="noopener noreferrer">
                {t('Share on WhatsApp')}
              </a>
              <a className="btn btn--ghost btn--block" href={trip.chatHref} target="_blank" rel="noopener noreferrer">
                {t('Chat with us on WhatsApp')}
              </a>
            </section>

            {trip.canCancel ? (
              <section className="panel trip__cancel" aria-label={t('Cancel this booking')}>
                <button type="button" className="btn btn--danger btn--block" onClick={() => setConfirming(true)}>
                  {t('Cancel booking')}
                </button>
              </section>
            ) : trip.tooLate ? (
              <section className="panel trip__cancel" aria-label={t('Cancel this booking')}>
                <p>{t('This trip starts soon. Please call us to cancel.')}</p>
                <p>
                  <a href={trip.phoneHref}>{trip.phone}</a>
                </p>
              </section>
            ) : null}
          </aside>

          <section className="panel trip__history" aria-labelledby="trip-history">
            <h2 id="trip-history">{t('History')}</h2>
            <ol className="trip__timeline">
              {trip.history.map((event) => (
                <li key={event.id} className={`trip__event trip__event--${event.status}`}>
                  <p className="trip__event-title">
                    <strong>{t(event.label)}</strong>
                    {event.by ? <span className="trip__event-by"> {t(event.by)}</span> : null}
                  </p>
                  <p className="trip__event-at">{event.at}</p>
                  {event.driver ? <p className="trip__event-note">{t('Driver: {driver}', { driver: event.driver })}</p> : null}
                  {event.note ? <p className="trip__event-note">{event.note}</p> : null}
                </li>
              ))}
            </ol>
          </section>
        </div>

        <p className="trip__help">
          {t.rich(
            'Questions about this trip? Call {name} on <phone>{number}</phone>.',
            { phone: (c) => <a href={trip.phoneHref}>{c}</a> },
            { name: business.name, number: trip.phone },
          )}
        </p>
      </div>

      <Modal open={confirming} onOpenChange={setConfirming} title={t('Cancel booking')} closeLabel={t('Close')} className="trip-dialog">
        <p>{t('Are you sure you want to cancel this booking?')}</p>
        <fetcher.Form method="post" className="dialog__actions">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="version" value={trip.version} />
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
            {t('Keep booking')}
          </button>
          <button type="submit" className="btn btn--danger" disabled={fetcher.state !== 'idle'}>
            {fetcher.state === 'idle' ? t('Yes, cancel booking') : t('Cancelling...')}
          </button>
        </fetcher.Form>
      </Modal>
    </PageShell>
  )
}
