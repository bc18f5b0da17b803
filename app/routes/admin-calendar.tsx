import { data, Link } from 'react-router'
import { findCarByLongName } from '~/catalog/cars'
import { AdminHeader } from '~/components/admin/admin-nav'
import { PageShell } from '~/components/page-shell'
import { BOOKING_STATUS_LABELS } from '~/domain/booking-life'
import { formatIndianDate, formatTime, isValidIsoDate, todayIn } from '~/domain/dates'
import { pageMeta } from '~/domain/seo'
import { addDays, weekStartOf } from '~/domain/calendar'
import { listCalendarWeek, type CalendarEntry } from '~/models/admin-booking.server'
import { getFleet } from '~/models/fleet.server'
import { getRuntime } from '~/services/runtime.server'
import { requireAdmin } from '~/services/session.server'
import '~/styles/admin.css'
import '~/styles/admin-operations.css'
import type { Route } from './+types/admin-calendar'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Calendar', description: 'The week’s bookings by day and car type.', path: '/admin-panel/calendar', noindex: true, matches })

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const today = todayIn(getRuntime().config.timeZone)
  const asked = new URL(request.url).searchParams.get('week') ?? ''
  // A hand-edited week falls back to this week rather than failing.
  const weekStart = weekStartOf(isValidIsoDate(asked) && asked >= '2000-01-01' && asked <= '2999-12-31' ? asked : today)
  const [days, fleet] = await Promise.all([listCalendarWeek({ weekStart }), getFleet()])
  return data(
    {
      today,
      weekStart,
      previous: addDays(weekStart, -7),
      next: addDays(weekStart, 7),
      days,
      fleet: Object.fromEntries(fleet.map((f) => [f.carType, f.vehicles])),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

function groupByCar(entries: CalendarEntry[]): Array<[string, CalendarEntry[]]> {
  const groups = new Map<string, CalendarEntry[]>()
  for (const e of entries) groups.set(e.carType, [...(groups.get(e.carType) ?? []), e])
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))
}

export default function AdminCalendar({ loaderData }: Route.ComponentProps) {
  const { today, weekStart, previous, next, days, fleet } = loaderData
  const range = `${formatIndianDate(weekStart)} – ${formatIndianDate(addDays(weekStart, 6))}`
  return (
    <PageShell>
      <div className="admin">
        <AdminHeader
          current="Calendar"
          title="Calendar"
          lead="The week’s bookings by day and car type. A trip of several days shows on every day it holds its car."
        />
        <div className="container admin__body">
          <section className="admin-view" aria-labelledby="week-title">
            <div className="admin-week__nav">
              <h2 id="week-title" className="admin-week__range">
                {range}
              </h2>
              <nav className="admin-week__links" aria-label="Weeks">
                <Link className="btn btn--ghost" to={`?week=${previous}`} preventScrollReset>
                  ← Previous week
                </Link>
                {today < weekStart || today > addDays(weekStart, 6) ? (
                  <Link className="btn btn--ghost" to="?" preventScrollReset>
                    This week
                  </Link>
                ) : null}
                <Link className="btn btn--ghost" to={`?week=${next}`} preventScrollReset>
                  Next week →
                </Link>
              </nav>
            </div>
            <ol className="admin-week">
              {days.map(({ day, entries }) => {
                const weekday = WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]
                return (
                  <li key={day} className={`admin-day${day === today ? ' admin-day--today' : ''}`} aria-labelledby={`day-${day}`}>
                    <h3 id={`day-${day}`} className="admin-day__title">
                      <span className="admin-day__weekday">{weekday}</span>
                      <span className="admin-day__date">{formatIndianDate(day).replace(/ \d{4}$/, '')}</span>
                      {day === today ? <span className="admin-badge admin-day__today">Today</span> : null}
                    </h3>
                    {entries.length === 0 ? <p className="admin-day__empty">No bookings</p> : null}
                    {groupByCar(entries).map(([carType, list]) => {
                      const vehicles = fleet[carType] ?? 1
                      const active = list.filter((e) => e.status !== 'completed').length
                      const full = active >= vehicles
                      return (
                        <div key={carType}>
                          <p className="admin-day__car">
                            <span>{findCarByLongName(carType)?.name ?? carType}</span>
                            <span className={`admin-day__count${active > vehicles ? ' admin-day__count--over' : full ? ' admin-day__count--full' : ''}`}>
                              {active} of {vehicles}
                              {active > vehicles ? ', over' : full ? ', full' : ''}
                            </span>
                          </p>
                          <ul className="admin-day__list">
                            {list.map((e) => (
                              <li key={e.id}>
                                <Link className="admin-slot" to={`/admin-panel/bookings/${e.reference}`}>
                                  <span className="admin-slot__time">
                                    {e.dayOf && e.dayOf.day > 1 ? 'All day' : e.pickupTime.trim() ? formatTime(e.pickupTime) : 'Time N/A'}{' '}
                                    <span className="booking-ref">{e.reference}</span>
                                  </span>
                                  <span>{e.name}</span>
                                  {e.dayOf ? (
                                    <span className="admin-slot__span">
                                      Day {e.dayOf.day} of {e.dayOf.of}
                                    </span>
                                  ) : null}
                                  <span className={`booking-status booking-status--${e.status}`}>{BOOKING_STATUS_LABELS[e.status]}</span>
                                </Link>
                              </li>
                            ))}
                          </ul>
                        </div>
                      )
                    })}
                  </li>
                )
              })}
            </ol>
          </section>
        </div>
      </div>
    </PageShell>
  )
}
