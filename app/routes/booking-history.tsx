import { Link } from 'react-router'
import { PageShell } from '~/components/page-shell'
import { formatIndianDate } from '~/domain/dates'
import { pageMeta } from '~/domain/seo'
import { listBookingsForUser } from '~/models/bookings.server'
import { getRuntime } from '~/services/runtime.server'
import { requireUser } from '~/services/session.server'
import '~/styles/booking.css'
import type { Route } from './+types/booking-history'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Booking History', description: 'Your car bookings, newest first.', path: '/booking-history', noindex: true, matches })

// Personal data: never kept by a shared cache or the back-forward cache of another user.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const { db, log } = getRuntime()
  let bookings: Awaited<ReturnType<typeof listBookingsForUser>> = []
  let failed = false
  try {
    bookings = await listBookingsForUser({ db, userId: user.id })
  } catch (error) {
    // SPEC.md §8: a failed read is logged and the traveller sees an empty result.
    log.error({ err: error, userId: user.id }, 'booking history not read')
    failed = true
  }
  return {
    failed,
    rows: bookings.map((b, index) => ({
      id: b.id,
      srNo: index + 1,
      bookingDate: formatIndianDate(b.bookingDate),
      pickupDate: formatIndianDate(b.pickupDate),
      name: b.name,
      carType: b.carType,
      pickupLocation: b.pickupLocation,
      dropoffLocation: b.dropoffLocation,
      mobileNumber: b.mobileNumber,
    })),
  }
}

const COLUMNS = [
  ['srNo', 'Sr. No'],
  ['bookingDate', 'Booking Date'],
  ['pickupDate', 'Pick-up Date'],
  ['name', 'Customer Name'],
  ['carType', 'Car Type'],
  ['pickupLocation', 'Pick-up Location'],
  ['dropoffLocation', 'Drop Location'],
  ['mobileNumber', 'Mobile Number'],
] as const

export default function BookingHistory({ loaderData }: Route.ComponentProps) {
  const { rows, failed } = loaderData
  return (
    <PageShell>
      <div className="container booking-history">
        <header className="booking-history__header">
          <h1>Booking History</h1>
          {rows.length > 0 ? <p className="booking-history__count">{rows.length === 1 ? '1 booking' : `${rows.length} bookings`}, newest first</p> : null}
        </header>
        {rows.length === 0 ? (
          <div className="panel empty-state">
            <p>No bookings found.</p>
            {failed ? <p className="field__hint">If you expected bookings here, please reload the page in a moment.</p> : null}
            <p>
              <Link to="/carlistNav" className="btn btn--primary">
                Browse our cars
              </Link>
            </p>
          </div>
        ) : (
          <div className="table-wrap">
            <table className="data-table data-table--stack booking-history__table">
              <caption className="visually-hidden">Your bookings, newest first</caption>
              <thead>
                <tr>
                  {COLUMNS.map(([key, label]) => (
                    <th key={key} scope="col">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    {COLUMNS.map(([key, label]) => (
                      <td key={key} data-label={label}>
                        {row[key]}
                      </td>
                    ))}
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
