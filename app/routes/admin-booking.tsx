import { data, Form, Link, useNavigation } from 'react-router'
import { AdminHeader } from '~/components/admin/admin-nav'
import { StatusChip } from '~/components/admin/status-chip'
import { PageShell } from '~/components/page-shell'
import { Field, TextAreaField } from '~/components/ui/field'
import { useForm } from '~/components/ui/use-form'
import { maskAadhaar } from '~/domain/aadhaar'
import { BOOKING_STATUS_LABELS, canMove, isReference, type BookingStatus } from '~/domain/booking-life'
import { bookingMessage, driverMessage, type MessageBooking } from '~/domain/booking-messages'
import { NOT_AVAILABLE } from '~/domain/admin'
import { formatIndianDate, formatTime } from '~/domain/dates'
import { assignSchema, cancelSchema, indianMobile, telLink, whatsAppLink } from '~/domain/operations'
import { pageMeta } from '~/domain/seo'
import { langOf, pageMessages, serverTranslator } from '~/i18n/catalogues.server'
import { msg } from '~/i18n/message'
import { metaTranslator, useT } from '~/i18n/use-t'
import { tourTitle, tripSummary, TRIP_TYPE_LABELS } from '~/domain/trip'
import { formatInstant } from '~/models/admin.server'
import { getAdminBooking } from '~/models/admin-booking.server'
import { bookingClashes, checkMove, CHOOSE_MESSAGE, moveBooking, NOT_FOUND_MESSAGE, type BookingEventRow, type Move } from '~/models/booking-moves.server'
import { listDrivers } from '~/models/drivers.server'
import { assertSameOrigin } from '~/services/csrf.server'
import { readFormData } from '~/services/form.server'
import { getRuntime } from '~/services/runtime.server'
import { requireAdmin } from '~/services/session.server'
import '~/styles/admin.css'
import '~/styles/admin-operations.css'
import type { Route } from './+types/admin-booking'

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Booking {reference}', { reference: params.reference }),
    description: t('A booking, its history and what the owner can do next.'),
    path: t.path(`/admin-panel/bookings/${params.reference}`),
    noindex: true,
    matches,
  })
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

const NO_STORE = { 'Cache-Control': 'private, no-store' }

async function load(reference: string) {
  // A malformed reference cannot name a booking: answer without asking the database.
  const booking = isReference(reference) ? await getAdminBooking({ reference }) : null
  if (!booking) throw new Response(NOT_FOUND_MESSAGE, { status: 404 })
  return booking
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request)
  const booking = await load(params.reference)
  const { config } = getRuntime()
  const drivers = canMove(booking.status, 'assigned') ? await listDrivers({ activeOnly: true }) : []
  const history = booking.history.map((e) => ({ ...e, at: formatInstant(e.createdAt, config.timeZone, langOf(params)) }))
  return data(
    { booking: { ...booking, history }, drivers, business: config.business.name, ...pageMessages({ params, context }, 'admin') },
    { headers: NO_STORE },
  )
}

const INTENTS = { confirm: 'confirmed', assign: 'assigned', complete: 'completed', cancel: 'cancelled' } as const
type Intent = keyof typeof INTENTS

const DONE: Record<Intent, string> = {
  confirm: msg('Booking confirmed.'),
  assign: msg('Driver assigned.'),
  complete: msg('Booking marked completed.'),
  cancel: msg('Booking cancelled.'),
}

/** The action's `message` and `warnings` are already in the owner's language (the moves say theirs with values); `errors` are messages, translated where shown. */
type Answer = {
  intent: Intent | null
  ok: boolean
  message: string | undefined
  errors: Record<string, string> | undefined
  warnings: string[] | undefined
  values: Record<string, string> | undefined
}
/** Every answer of the action has the same fields, so the page reads them without narrowing. */
const answer = (fields: Partial<Answer> & Pick<Answer, 'intent'>): Answer => ({
  ok: false,
  message: undefined,
  errors: undefined,
  warnings: undefined,
  values: undefined,
  ...fields,
})

const text = (form: FormData, name: string) => {
  const v = form.get(name)
  return typeof v === 'string' ? v : ''
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request)
  const owner = await requireAdmin(request)
  const lang = langOf(params)
  const t = serverTranslator(lang)
  const actor = { id: owner.id, role: 'owner' as const }
  const booking = await load(params.reference)
  const form = await readFormData(request)
  const intentText = text(form, 'intent')
  if (!Object.hasOwn(INTENTS, intentText)) return data(answer({ intent: null, message: t(CHOOSE_MESSAGE) }), { status: 400 })
  const intent = intentText as Intent
  const versionText = text(form, 'version')
  const expectedVersion = /^[1-9]\d{0,8}$/.test(versionText) ? Number(versionText) : undefined
  if (expectedVersion === undefined) return data(answer({ intent, message: t('The page is out of date. Please reload it and try again.') }), { status: 400 })

  const values = { note: text(form, 'note'), driverId: text(form, 'driverId'), vehicleNumber: text(form, 'vehicleNumber'), reason: text(form, 'reason') }
  const move: Move =
    intent === 'assign'
      ? { to: 'assigned', driverId: values.driverId, vehicleNumber: values.vehicleNumber, note: values.note }
      : intent === 'cancel'
        ? { to: 'cancelled', reason: values.reason }
        : { to: INTENTS[intent], note: values.note }

  // Clashes warn before the move; the owner may go on with "anyway". A page older than the
  // booking gets no warning: going on would be refused, so the move below says to reload.
  const current = booking.version === expectedVersion
  if ((intent === 'confirm' || intent === 'assign') && text(form, 'proceed') !== 'yes' && current && canMove(booking.status, INTENTS[intent])) {
    // Inputs are checked first, so a warning is never shown for a move that would be refused.
    const checked = await checkMove({ move, actor })
    if (checked.ok) {
      const clashes = await bookingClashes({ bookingId: booking.id, driverId: checked.value.driverId, lang })
      if (clashes.length > 0) return answer({ intent, warnings: clashes.map((c) => c.message), values })
    }
  }

  const result = await moveBooking({ bookingId: booking.id, actor, move, expectedVersion, lang })
  if (result.ok) return answer({ intent, ok: true, message: t(DONE[intent]) })
  const status = result.kind === 'invalid' ? 400 : result.kind === 'not-found' ? 404 : 409
  return data(answer({ intent, message: result.message, errors: result.fieldErrors, values }), { status })
}

type LoaderData = Route.ComponentProps['loaderData']
type Booking = LoaderData['booking']

export default function AdminBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, drivers, business } = loaderData
  const t = useT()
  const result = actionData
  const message: MessageBooking = {
    reference: booking.reference,
    name: booking.name,
    carType: booking.carType,
    pickupDate: booking.pickupDate,
    pickupTime: booking.pickupTime,
    pickupLocation: booking.pickupLocation,
    dropoffLocation: booking.dropoffLocation,
    trip: tripSummary(booking),
    returnDate: booking.returnDate,
  }
  return (
    <PageShell>
      <div className="admin">
        <AdminHeader
          current="Bookings"
          eyebrow={booking.source === 'owner' ? t('Booked by the owner') : t('Booked on the site')}
          title={
            <span className="admin-title-line">
              <span>
                {t.rich('Booking <ref>{reference}</ref>', { ref: (c) => <span className="booking-ref">{c}</span> }, { reference: booking.reference })}
              </span>
              <StatusChip status={booking.status} />
            </span>
          }
          lead={
            <>
              {booking.name} · {booking.carType} · {formatIndianDate(booking.pickupDate, t.lang)}
              {booking.pickupTime.trim() ? `, ${formatTime(booking.pickupTime, t.lang)}` : ''}
            </>
          }
        />
        <div className="container admin__body">
          <Link className="admin-back" to={t.path('/admin-panel?view=upcoming')}>
            ← {t('Today & Upcoming Bookings')}
          </Link>
          {result?.ok ? (
            <p role="status" className="admin-notice admin-notice--success">
              {result.message}
            </p>
          ) : null}
          <div className="admin-booking">
            <div className="admin-booking__main">
              <TripCard booking={booking} />
              <PeopleCard booking={booking} message={message} business={business} />
              <HistoryCard history={booking.history} />
            </div>
            <div className="admin-booking__side">
              <ActionsCard booking={booking} drivers={drivers} result={result} />
            </div>
          </div>
        </div>
      </div>
    </PageShell>
  )
}

/** Label (a message) and value pairs; the labels show in the owner's language. */
function Facts({ items }: { items: Array<[string, React.ReactNode] | null | false> }) {
  const t = useT()
  return (
    <dl className="admin-facts">
      {items
        .filter((x): x is [string, React.ReactNode] => Boolean(x))
        .map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}

function TripCard({ booking }: { booking: Booking }) {
  const t = useT()
  const multiDay = booking.endDate > booking.pickupDate
  const tripType = TRIP_TYPE_LABELS[booking.tripType]
  const tour = tourTitle(booking.tourSlug)
  const na = t(NOT_AVAILABLE)
  return (
    <section className="admin-card" aria-labelledby="trip-title">
      <h2 id="trip-title" className="admin-card__title">
        {t('Trip')}
      </h2>
      <Facts
        items={[
          [msg('Trip type'), tripType ? t(tripType) : booking.tripType],
          booking.tripType === 'tour' && [msg('Tour'), tour ? t(tour) : na],
          [msg('Car type'), booking.carType],
          [msg('Pick-up date'), formatIndianDate(booking.pickupDate, t.lang)],
          [msg('Pick-up time'), booking.pickupTime.trim() ? formatTime(booking.pickupTime, t.lang) : na],
          booking.returnDate ? [msg('Return date'), formatIndianDate(booking.returnDate, t.lang)] : null,
          multiDay && [msg('Days'), t('{count} days', { count: Math.round((Date.parse(booking.endDate) - Date.parse(booking.pickupDate)) / 86_400_000) + 1 })],
          booking.hours ? [msg('Hours'), t('{count} hours', { count: booking.hours })] : null,
          booking.travelNumber ? [msg('Flight or train number'), booking.travelNumber] : null,
          [msg('Pick-up location'), booking.pickupLocation || na],
          [msg('Drop-off location'), booking.dropoffLocation || na],
          booking.passengers ? [msg('Passengers'), String(booking.passengers)] : null,
          booking.stops ? [msg('Stops on the way'), booking.stops] : null,
          [msg('Booking date'), formatIndianDate(booking.bookingDate, t.lang)],
          booking.vehicleNumber ? [msg('Vehicle number'), booking.vehicleNumber] : null,
        ]}
      />
    </section>
  )
}

function ContactLinks({ mobile, name, text }: { mobile: string | null; name: string; text: string }) {
  const t = useT()
  if (!mobile) return <p className="admin-person__line">{t('No mobile number')}</p>
  return (
    <div className="admin-contact">
      <a href={telLink(mobile)} aria-label={t('Call {name}', { name })}>
        <PhoneIcon /> +91 {mobile.slice(0, 5)} {mobile.slice(5)}
      </a>
      <a className="admin-contact__wa" href={whatsAppLink(mobile, text)} target="_blank" rel="noreferrer" aria-label={t('WhatsApp {name}', { name })}>
        <ChatIcon /> WhatsApp
      </a>
    </div>
  )
}

function PeopleCard({ booking, message, business }: { booking: Booking; message: MessageBooking; business: string }) {
  const t = useT()
  const forSomeone = booking.bookingFor === 'someone'
  // The traveller is the account holder; for an owner's booking without an account, the person named.
  const travellerName = booking.accountName ?? booking.name
  const travellerMobile = indianMobile(forSomeone ? booking.accountMobile : booking.mobileNumber) ?? indianMobile(booking.accountMobile)
  const passengerMobile = forSomeone ? indianMobile(booking.mobileNumber) : null
  const driverMobile = indianMobile(booking.driverMobile)
  const driverText =
    booking.status === 'assigned' && booking.driverName && driverMobile && booking.vehicleNumber
      ? driverMessage(message, business, { name: booking.driverName, mobile: driverMobile, vehicleNumber: booking.vehicleNumber })
      : null
  return (
    <section className="admin-card" aria-labelledby="people-title">
      <h2 id="people-title" className="admin-card__title">
        {t('People')}
      </h2>
      <div className="admin-people">
        <div className="admin-person">
          <p className="admin-person__role">{forSomeone ? t('Booked by') : t('Traveller')}</p>
          <p className="admin-person__name">{travellerName}</p>
          {booking.accountEmail || booking.customerEmail ? <p className="admin-person__line">{booking.accountEmail ?? booking.customerEmail}</p> : null}
          {booking.source === 'owner' ? <p className="admin-person__line">{t('Booked by the owner')}</p> : null}
          <ContactLinks mobile={travellerMobile} name={travellerName} text={bookingMessage(message, business, travellerName)} />
          {driverText && travellerMobile ? (
            <div className="admin-contact">
              <a className="admin-contact__wa" href={whatsAppLink(travellerMobile, driverText)} target="_blank" rel="noreferrer">
                <ChatIcon /> {t('Send driver details on WhatsApp')}
              </a>
            </div>
          ) : null}
        </div>
        {forSomeone ? (
          <div className="admin-person">
            <p className="admin-person__role">{t('Passenger (Someone Else)')}</p>
            <p className="admin-person__name">{booking.name}</p>
            <ContactLinks mobile={passengerMobile} name={booking.name} text={bookingMessage(message, business, booking.name)} />
            {driverText && passengerMobile ? (
              <div className="admin-contact">
                <a
                  className="admin-contact__wa"
                  href={whatsAppLink(passengerMobile, driverText)}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={t('Send driver details to {name} on WhatsApp', { name: booking.name })}
                >
                  <ChatIcon /> {t('Send driver details to passenger')}
                </a>
              </div>
            ) : null}
          </div>
        ) : null}
        <div className="admin-person">
          <p className="admin-person__role">{t('Aadhaar')}</p>
          <p className="admin-person__line">{maskAadhaar(booking.aadhaarLast4) || t(NOT_AVAILABLE)}</p>
        </div>
        {booking.driverName ? (
          <div className="admin-person">
            <p className="admin-person__role">{t('Driver')}</p>
            <p className="admin-person__name">{booking.driverName}</p>
            {booking.vehicleNumber ? <p className="admin-person__line">{t('Vehicle number {number}', { number: booking.vehicleNumber })}</p> : null}
            <ContactLinks
              mobile={driverMobile}
              name={booking.driverName}
              text={`Booking ${booking.reference}: ${message.trip}, ${booking.carType}, ${formatIndianDate(booking.pickupDate)}${booking.pickupTime.trim() ? ` at ${formatTime(booking.pickupTime)}` : ''}, from ${booking.pickupLocation} to ${booking.dropoffLocation}. Traveller ${booking.name}${(passengerMobile ?? travellerMobile) ? `, +91 ${passengerMobile ?? travellerMobile}` : ''}.`}
            />
          </div>
        ) : null}
      </div>
    </section>
  )
}

/** The event's name, as a message. */
function historyTitle(e: BookingEventRow): string {
  if (e.fromStatus === 'assigned' && e.status === 'assigned') return msg('Driver re-assigned')
  return BOOKING_STATUS_LABELS[e.status] ?? e.status
}

function HistoryCard({ history }: { history: Array<BookingEventRow & { at: string }> }) {
  const t = useT()
  return (
    <section className="admin-card" aria-labelledby="history-title">
      <h2 id="history-title" className="admin-card__title">
        {t('History')}
      </h2>
      <ol className="admin-history">
        {history.map((e) => (
          <li key={e.id}>
            <div className="admin-history__head">
              <strong>{t(historyTitle(e))}</strong>
              <span className="admin-history__when">{e.at}</span>
            </div>
            <p className="admin-history__who">
              {e.actorRole === 'owner'
                ? e.actorName
                  ? t('by {name}', { name: e.actorName })
                  : t('by the owner')
                : e.actorRole === 'traveller'
                  ? e.actorName
                    ? t('by {name}', { name: e.actorName })
                    : t('by the traveller')
                  : t('by the system')}
            </p>
            {e.driverName || e.vehicleNumber ? <p className="admin-history__note">{[e.driverName, e.vehicleNumber].filter(Boolean).join(' · ')}</p> : null}
            {e.note ? <p className="admin-history__note">{e.status === 'cancelled' ? t('Reason: {reason}', { reason: e.note }) : e.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

type BookingActionData = Route.ComponentProps['actionData']

function ActionsCard({ booking, drivers, result }: { booking: Booking; drivers: LoaderData['drivers']; result: BookingActionData }) {
  const t = useT()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const can = (to: BookingStatus) => canMove(booking.status, to)
  const failed = result && !result.ok && !result.warnings ? result : undefined
  const assignForm = useForm({ serverErrors: result?.intent === 'assign' ? result.errors : undefined })
  const cancelForm = useForm({ serverErrors: result?.intent === 'cancel' ? result.errors : undefined })
  const valueFor = (intent: Intent, field: string) => (result?.intent === intent ? result.values?.[field] : undefined)
  const anyAction = can('confirmed') || can('assigned') || can('completed') || can('cancelled')
  const hidden = (intent: Intent) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={booking.version} />
    </>
  )
  /** `label` is the button's message, e.g. "Confirm booking"; its warning offers "Confirm booking anyway". */
  const warningFor = (intent: Intent, anyway: string) =>
    result?.intent === intent && result.warnings ? (
      <div className="admin-warning" role="alert" aria-labelledby={`${intent}-warning-title`}>
        <p id={`${intent}-warning-title`} className="admin-warning__title">
          {t('Check before you go on')}
        </p>
        <ul>
          {result.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
        <Form method="post" className="admin-warning__actions" preventScrollReset>
          {hidden(intent)}
          {Object.entries(result.values ?? {}).map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          <input type="hidden" name="proceed" value="yes" />
          <button type="submit" className="btn btn--accent" disabled={busy}>
            {anyway}
          </button>
          <Link className="btn btn--ghost" to="." preventScrollReset replace>
            {t('Go back')}
          </Link>
        </Form>
      </div>
    ) : null

  return (
    <section className="admin-card" aria-labelledby="actions-title">
      <h2 id="actions-title" className="admin-card__title">
        {t('Actions')}
      </h2>
      {failed?.message ? (
        <p role="alert" className="admin-notice admin-notice--error">
          {failed.message}
        </p>
      ) : null}
      {!anyAction ? (
        <p className="admin-person__line">
          {booking.status === 'completed'
            ? t('This booking is Completed. Nothing more can be done with it.')
            : t('This booking is Cancelled. Nothing more can be done with it.')}
        </p>
      ) : null}
      <div className="admin-actions">
        {can('confirmed') ? (
          <div className="admin-action">
            <p className="admin-person__line">{t('Call the traveller first, then confirm.')}</p>
            {warningFor('confirm', t('Confirm booking anyway')) ?? (
              <Form method="post" preventScrollReset>
                {hidden('confirm')}
                <button type="submit" className="btn btn--primary" disabled={busy}>
                  {t('Confirm booking')}
                </button>
              </Form>
            )}
          </div>
        ) : null}
        {can('assigned') ? (
          <div className="admin-action">
            <h3 className="admin-action__title">{booking.status === 'assigned' ? t('Change driver or vehicle') : t('Driver and vehicle')}</h3>
            {warningFor('assign', t('Assign driver anyway')) ?? (
              <Form
                ref={assignForm.formRef}
                method="post"
                className="form"
                preventScrollReset
                noValidate
                onSubmit={(event) => assignForm.check(event, assignSchema)}
              >
                {hidden('assign')}
                {drivers.length === 0 ? (
                  <p className="admin-notice">
                    {t.rich('No active drivers yet. <link>Add a driver</link> first.', {
                      link: (c) => <Link to={t.path('/admin-panel/drivers')}>{c}</Link>,
                    })}
                  </p>
                ) : null}
                <div className="field">
                  <label className="field__label" htmlFor="assign-driver">
                    {t('Driver')}
                  </label>
                  <select
                    id="assign-driver"
                    name="driverId"
                    className="field__input admin-select"
                    defaultValue={valueFor('assign', 'driverId') ?? booking.driverId ?? ''}
                    aria-invalid={assignForm.errors.driverId ? true : undefined}
                    aria-describedby={assignForm.errors.driverId ? 'assign-driver-error' : undefined}
                    onChange={() => assignForm.clear('driverId')}
                  >
                    <option value="">{t('Choose a driver')}</option>
                    {drivers.map((d) => (
                      <option key={d.id} value={d.id}>
                        {d.name} · {d.mobile}
                      </option>
                    ))}
                  </select>
                  {assignForm.errors.driverId ? (
                    <p id="assign-driver-error" className="field__error">
                      {t(assignForm.errors.driverId)}
                    </p>
                  ) : null}
                </div>
                <Field
                  id="assign-vehicle"
                  label={t('Vehicle number')}
                  name="vehicleNumber"
                  hint={t('Such as MH 12 AB 1234')}
                  autoComplete="off"
                  autoCapitalize="characters"
                  maxLength={20}
                  defaultValue={valueFor('assign', 'vehicleNumber') ?? booking.vehicleNumber ?? ''}
                  error={assignForm.errors.vehicleNumber}
                  onChange={() => assignForm.clear('vehicleNumber')}
                />
                <button type="submit" className="btn btn--primary" disabled={busy}>
                  {t('Assign driver')}
                </button>
              </Form>
            )}
          </div>
        ) : null}
        {can('completed') ? (
          <div className="admin-action">
            <Form method="post" preventScrollReset>
              {hidden('complete')}
              <button type="submit" className="btn btn--ghost" disabled={busy}>
                {t('Mark completed')}
              </button>
            </Form>
          </div>
        ) : null}
        {can('cancelled') ? (
          <div className="admin-action">
            <h3 className="admin-action__title">{t('Cancel')}</h3>
            <Form
              ref={cancelForm.formRef}
              method="post"
              className="form"
              preventScrollReset
              noValidate
              onSubmit={(event) => cancelForm.check(event, cancelSchema)}
            >
              {hidden('cancel')}
              <TextAreaField
                id="cancel-reason"
                label={t('Reason')}
                name="reason"
                rows={3}
                maxLength={500}
                required
                hint={t('The traveller is told this reason.')}
                defaultValue={valueFor('cancel', 'reason') ?? ''}
                error={cancelForm.errors.reason}
                onChange={() => cancelForm.clear('reason')}
              />
              <button type="submit" className="btn btn--danger" disabled={busy}>
                {t('Cancel booking')}
              </button>
            </Form>
          </div>
        ) : null}
      </div>
    </section>
  )
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  )
}

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 20z" />
    </svg>
  )
}
