import { data, Link } from 'react-router'
import { findCarByLongName } from '~/catalog/cars'
import { AdminHeader } from '~/components/admin/admin-nav'
import { PageShell } from '~/components/page-shell'
import { BOOKING_STATUS_LABELS } from '~/domain/booking-life'
import { formatIndianDate, formatTime, isValidIsoDate, todayIn } from '~/domain/dates'
import { pageMeta } from '~/domain/seo'
import { addDays, formatDayMonth, weekStartOf, WEEKDAYS } from '~/domain/calendar'
import { pageMessages } from '~/i18n/catalogues.server'
import { metaTranslator, useT } from '~/i18n/use-t'
import { listCalendarWeek, type CalendarEntry } from '~/models/admin-booking.server'
import { getFleet } from '~/models/fleet.server'
import { getRuntime } from '~/services/runtime.server'
import { requireAdmin } from '~/services/session.server'
import '~/styles/admin.css'
import '~/styles/admin-operations.css'
import type { Route } from './+types/admin-calendar'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Calendar'),
    description: t('The week’s bookings by day and car type.'),
    path: t.path('/admin-panel/calendar'),
    noindex: true,
    matches,
  })
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, params, context }: Route.LoaderArgs) {
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
      ...pageMessages({ params, context }, 'admin'),
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
  const t = useT()
  const range = `${formatIndianDate(weekStart, t.lang)} – ${formatIndianDate(addDays(weekStart, 6), t.lang)}`
  return (
    <PageShell>
      <div className="admin">
        <AdminHeader
          current="Calendar"
          title={t('Calendar')}
          lead={t('The week’s bookings by day and car type. A trip of several days shows on every day it holds its car.')}
        />
        <div className="container admin__body">
          <section className="admin-view" aria-labelledby="week-title">
            <div className="admin-week__nav">
              <h2 id="week-title" className="admin-week__range">
                {range}
              </h2>
              <nav className="admin-week__links" aria-label={t('Weeks')}>
                <Link className="btn btn--ghost" to={`?week=${previous}`} preventScrollReset>
                  {t('← Previous week')}
                </Link>
                {today < weekStart || today > addDays(weekStart, 6) ? (
                  <Link className="btn btn--ghost" to="?" preventScrollReset>
                    {t('This week')}
                  </Link>
                ) : null}
                <Link className="btn btn--ghost" to={`?week=${next}`} preventScrollReset>
                  {t('Next week →')}
                </Link>
              </nav>
            </div>
            <ol className="admin-week">
              {days.map(({ day, entries }) => {
                const weekday = t(WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!)
                return (
                  <li key={day} className={`admin-day${day === today ? ' admin-day--today' : ''}`} aria-labelledby={`day-${day}`}>
                    <h3 id={`day-${day}`} className="admin-day__title">
                      <span className="admin-day__weekday">{weekday}</span>
                      <span className="admin-day__date">{formatDayMonth(day, t.lang)}</span>
                      {day === today ? <span className="admin-badge admin-day__today">{t('Today')}</span> : null}
                    </h3>
                    {entries.length === 0 ? <p className="admin-day__empty">{t('No bookings')}</p> : null}
                    {groupByCar(entries).map(([carType, list]) => {
                      const vehicles = fleet[carType] ?? 1
                      const active = list.filter((e) => e.status !== 'completed').length
                      const full = active >= vehicles
                      return (
                        <div key={carType}>
                          <p className="admin-day__car">
                            <span>{findCarByLongName(carType)?.name ?? carType}</span>
                            <span className={`admin-day__count${active > vehicles ? ' admin-day__count--over' : full ? ' admin-day__count--full' : ''}`}>
                              {active > vehicles
                                ? t('{active} of {vehicles}, over', { active, vehicles })
                                : full
                                  ? t('{active} of {vehicles}, full', { active, vehicles })
                                  : t('{active} of {vehicles}', { active, vehicles })}
                            </span>
                          </p>
                          <ul className="admin-day__list">
                            {list.map((e) => (
                              <li key={e.id}>
                                <Link className="admin-slot" to={t.path(`/admin-panel/bookings/${e.reference}`)}>
                                  <span className="admin-slot__time">
                                    {e.dayOf && e.dayOf.day > 1 ? t('All day') : e.pickupTime.trim() ? formatTime(e.pickupTime, t.lang) : t('Time N/A')}{' '}
                                    <span className="booking-ref">{e.reference}</span>
                                  </span>
                                  <span>{e.name}</span>
                                  {e.dayOf ? (
                                    <span className="admin-slot__span">{t('Day {day} of {count}', { day: e.dayOf.day, count: e.dayOf.of })}</span>
                                  ) : null}
                                  <span className={`booking-status booking-status--${e.status}`}>{t(BOOKING_STATUS_LABELS[e.status])}</span>
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
