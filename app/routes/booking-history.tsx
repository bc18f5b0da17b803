import { Link, useNavigate } from 'react-router'
import { PageShell } from '~/components/page-shell'
import { useLiveData } from '~/components/use-live-data'
import { BOOKING_STATUS_LABELS } from '~/domain/booking-life'
import { formatIndianDate } from '~/domain/dates'
import { pageMeta } from '~/domain/seo'
import { langOf, pageMessages } from '~/i18n/catalogues.server'
import { LOCALES } from '~/i18n/languages'
import { msg } from '~/i18n/message'
import { metaTranslator, useT } from '~/i18n/use-t'
import { bookingsMarkOf, listBookingsForUser } from '~/models/bookings.server'
import { getRuntime } from '~/services/runtime.server'
import { requireUser } from '~/services/session.server'
import { LastUpdated } from '~/components/last-updated'
import type { Route } from './+types/booking-history'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Booking History'),
    description: t('Your car bookings, newest first.'),
    path: t.path('/booking-history'),
    noindex: true,
    matches,
  })
}

// Personal data: never kept by a shared cache or the back-forward cache of another user.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const lang = langOf(params)
  const { db, log, config } = getRuntime()
  let bookings: Awaited<ReturnType<typeof listBookingsForUser>> = []
  let failed = false
  try {
    bookings = await listBookingsForUser({ db, userId: user.id })
  } catch (error) {
    // docs/product.md §Booking: a failed read is logged and the traveller sees an empty result.
    log.error({ err: error, userId: user.id }, 'booking history not read')
    failed = true
  }
  return {
    fetchedAt: new Date().toISOString(),
    timeZone: config.timeZone,
    failed,
    // What the live stream compares with (use-live-data.ts); none when the read failed.
    mark: failed ? null : bookingsMarkOf(bookings),
    rows: bookings.map((b, index) => ({
      id: b.id,
      // In the language's own digits, as its dates are.
      srNo: lang === 'en' ? String(index + 1) : (index + 1).toLocaleString(LOCALES[lang]),
      bookingDate: formatIndianDate(b.bookingDate, lang),
      pickupDate: formatIndianDate(b.pickupDate, lang),
      name: b.name,
      carType: b.carType,
      pickupLocation: b.pickupLocation,
      dropoffLocation: b.dropoffLocation,
      mobileNumber: b.mobileNumber,
      reference: b.reference,
      status: b.status,
      statusLabel: BOOKING_STATUS_LABELS[b.status],
    })),
    ...pageMessages({ params, context }, 'account'),
  }
}

const COLUMNS = [
  ['srNo', msg('Sr. No')],
  ['bookingDate', msg('Booking Date')],
  ['pickupDate', msg('Pick-up Date')],
  ['name', msg('Customer Name')],
  ['carType', msg('Car Type')],
  ['pickupLocation', msg('Pick-up Location')],
  ['dropoffLocation', msg('Drop Location')],
  ['mobileNumber', msg('Mobile Number')],
] as const

// docs/product.md, trip page: SPEC's columns stay as they are; Reference and Status follow them.
const TRIP_COLUMNS = [
  ['reference', msg('Reference')],
  ['status', msg('Status')],
] as const

export default function BookingHistory({ loaderData }: Route.ComponentProps) {
  const { rows, failed } = loaderData
  const navigate = useNavigate()
  const t = useT()
  useLiveData(loaderData.mark)
  return (
    <PageShell>
      <div className="container booking-history">
        <header className="booking-history__header">
          <h1>{t('Booking History')}</h1>
          <LastUpdated fetchedAt={loaderData.fetchedAt} timeZone={loaderData.timeZone} />
          {rows.length > 0 ? (
            <p className="booking-history__count">
              {rows.length === 1
                ? t('1 booking, newest first')
                : t('{count} bookings, newest first', { count: t.lang === 'en' ? rows.length : rows.length.toLocaleString(t.locale) })}
            </p>
          ) : null}
        </header>
        {rows.length === 0 ? (
          <div className="panel empty-state">
            <p>{t('No bookings found.')}</p>
            {failed ? <p className="field__hint">{t('If you expected bookings here, please reload the page in a moment.')}</p> : null}
            <p>
              <Link to={t.path('/carlistNav')} className="btn btn--primary">
                {t('Browse our cars')}
              </Link>
            </p>
          </div>
        ) : (
          <div className="table-wrap">
            <table className="data-table data-table--stack booking-history__table">
              <caption className="visually-hidden">{t('Your bookings, newest first')}</caption>
              <thead>
                <tr>
                  {[...COLUMNS, ...TRIP_COLUMNS].map(([key, label]) => (
                    <th key={key} scope="col">
                      {t(label)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  // The whole row opens the trip for a mouse or a finger; the reference is the link for a keyboard and a screen reader.
                  <tr
                    key={row.id}
                    className="booking-history__row"
                    onClick={(event) => {
                      if (!(event.target as HTMLElement).closest('a')) void navigate(t.path(`/booking-history/${row.reference}`))
                    }}
                  >
                    {COLUMNS.map(([key, label]) => (
                      <td key={key} data-label={t(label)}>
                        {row[key]}
                      </td>
                    ))}
                    <td data-label={t('Reference')}>
                      <Link to={t.path(`/booking-history/${row.reference}`)} className="booking-history__reference">
                        {row.reference}
                      </Link>
                    </td>
                    <td data-label={t('Status')}>
                      <span className={`trip-status trip-status--${row.status}`}>{t(row.statusLabel)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </PageShell>
  )
}
