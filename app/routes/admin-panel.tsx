import { useEffect, useRef, useState, type ReactNode } from 'react'
import { data, Form, Link, useNavigation, useRevalidator } from 'react-router'
import { PageShell } from '~/components/page-shell'
import { Field } from '~/components/ui/field'
import {
  ADMIN_VIEWS,
  adminQueryString,
  attemptsLabel,
  deliveryLabel,
  EMPTY_TEXTS,
  NOT_AVAILABLE,
  orNotAvailable,
  parseAdminQuery,
  VIEW_LABELS,
  type AdminQuery,
  type AdminView,
} from '~/domain/admin'
import { maskAadhaar } from '~/domain/aadhaar'
import { formatIndianDate, formatTime, todayIn } from '~/domain/dates'
import { pageMeta } from '~/domain/seo'
import { langOf, pageMessages } from '~/i18n/catalogues.server'
import { msg } from '~/i18n/message'
import type { Lang } from '~/i18n/languages'
import { metaTranslator, useT } from '~/i18n/use-t'
import { formatInstant, listCustomers, listMessages, listPastBookings, listTodayAndUpcomingBookings, type Page } from '~/models/admin.server'
import type { Topic } from '~/services/events.server'
import { getRuntime } from '~/services/runtime.server'
import { requireAdmin } from '~/services/session.server'
import '~/styles/admin.css'
import '~/styles/admin-operations.css'
import { AdminNav } from '~/components/admin/admin-nav'
import { StatusChip } from '~/components/admin/status-chip'
import type { Route } from './+types/admin-panel'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Admin panel'),
    description: t("The owner's view of customers, bookings and messages."),
    path: t.path('/admin-panel'),
    noindex: true,
    matches,
  })
}

// Customer data must not linger in shared or back-button caches.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

async function loadView({ view, page, search }: AdminQuery, timeZone: string, lang: Lang) {
  switch (view) {
    case null:
      return null
    case 'customers': {
      const result = await listCustomers({ page, search })
      // Only the masked form leaves the server (docs/product.md §Aadhaar).
      const rows = result.rows.map(({ aadhaarLast4, emailVerified, ...row }) => ({
        ...row,
        emailVerified: Boolean(emailVerified),
        aadhaar: maskAadhaar(aadhaarLast4),
      }))
      return { view, ...result, rows }
    }
    case 'past':
      return { view, ...(await listPastBookings({ page, search, timeZone })) }
    case 'upcoming':
      return { view, ...(await listTodayAndUpcomingBookings({ page, search, timeZone })) }
    case 'messages': {
      const result = await listMessages({ page, search })
      return { view, ...result, rows: result.rows.map((row) => ({ ...row, received: formatInstant(row.createdAt, timeZone, lang) })) }
    }
  }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request)
  const { config } = getRuntime()
  const query = parseAdminQuery(new URL(request.url).searchParams)
  const result = await loadView(query, config.timeZone, langOf(params))
  return data(
    { owner: admin.name, today: todayIn(config.timeZone), query, result, ...pageMessages({ params, context }, 'admin') },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

type LoaderData = Route.ComponentProps['loaderData']
type Result = NonNullable<LoaderData['result']>
type ResultOf<V extends AdminView> = Extract<Result, { view: V }>

/** What each view counts, as whole sentences, so every language can word them its own way. */
type Nouns = {
  none: string
  noMatch: string
  one: string
  many: string
  range: string
  search: string
  searchHint: string
}

const BOOKING_NOUNS: Nouns = {
  none: msg('No bookings'),
  noMatch: msg('No bookings match'),
  one: msg('{count} booking'),
  many: msg('{count} bookings'),
  range: msg('Showing {first}–{last} of {total} bookings'),
  search: msg('Search bookings'),
  searchHint: msg('Name, mobile or location'),
}

const NOUNS: Record<AdminView, Nouns> = {
  customers: {
    none: msg('No customers'),
    noMatch: msg('No customers match'),
    one: msg('{count} customer'),
    many: msg('{count} customers'),
    range: msg('Showing {first}–{last} of {total} customers'),
    search: msg('Search customers'),
    searchHint: msg('Name, e-mail, mobile, address or PIN'),
  },
  past: BOOKING_NOUNS,
  upcoming: BOOKING_NOUNS,
  messages: {
    none: msg('No messages'),
    noMatch: msg('No messages match'),
    one: msg('{count} message'),
    many: msg('{count} messages'),
    range: msg('Showing {first}–{last} of {total} messages'),
    search: msg('Search messages'),
    searchHint: msg('Name, e-mail, phone or message text'),
  },
}

export default function AdminPanel({ loaderData }: Route.ComponentProps) {
  const { owner, today, query, result } = loaderData
  const t = useT()
  const navigation = useNavigation()
  const loading = navigation.state === 'loading' && navigation.location.pathname === t.path('/admin-panel')
  const notice = useLiveUpdates(query.view)

  return (
    <PageShell>
      <div className="admin">
        <header className="admin__intro">
          <div className="container">
            <AdminNav />
            <p className="section__eyebrow">{t('Admin panel')}</p>
            <h1 className="admin__title">{t('Welcome, {name}', { name: owner })}</h1>
            <p className="admin__lead">
              {t.rich(
                'Today is <b>{date}</b>. Choose what to look at: your customers, past trips, today’s and upcoming trips, or messages from the contact form.',
                { b: (c) => <strong>{c}</strong> },
                { date: formatIndianDate(today, t.lang) },
              )}
            </p>
            <Form method="get" className="admin-views" preventScrollReset>
              <div role="group" aria-label={t('Choose a view')} className="admin-views__group">
                {ADMIN_VIEWS.map((view) => (
                  <button
                    key={view}
                    type="submit"
                    name="view"
                    value={view}
                    aria-pressed={query.view === view}
                    className={`admin-views__button${query.view === view ? ' admin-views__button--active' : ''}`}
                  >
                    <ViewIcon view={view} />
                    <span>{t(VIEW_LABELS[view])}</span>
                  </button>
                ))}
              </div>
            </Form>
          </div>
        </header>

        <div className="container admin__body">
          <p role="status" className={`admin-live${notice ? ' admin-live--shown' : ''}`}>
            {notice ? (
              <>
                <span className="admin-live__dot" aria-hidden="true" />
                {t(notice.text)}
              </>
            ) : null}
          </p>
          {result ? (
            <section className="admin-view" aria-labelledby="admin-view-title" aria-busy={loading}>
              <ViewResult result={result} query={query} />
            </section>
          ) : (
            <div className="admin-view admin-view--empty">
              <p className="empty-state">{t('Choose a view above to see its latest data.')}</p>
            </div>
          )}
        </div>
      </div>
    </PageShell>
  )
}

function ViewResult({ result, query }: { result: Result; query: AdminQuery }) {
  const t = useT()
  const view = result.view
  const noun = NOUNS[view]
  // The export is one address for every language: the panel says which one the file's headers and values are in.
  const exportHref = `/admin-panel/export.csv?${adminQueryString({ view, search: query.search })}${t.lang === 'en' ? '' : `&lang=${t.lang}`}`
  const first = (result.page - 1) * result.pageSize + 1
  const last = first + result.rows.length - 1
  return (
    <>
      <div className="admin-view__head">
        <div>
          <h2 id="admin-view-title" className="admin-view__title">
            {t(VIEW_LABELS[view])}
          </h2>
          <p className="admin-view__count">
            {result.total === 0
              ? t(result.search ? noun.noMatch : noun.none)
              : result.total <= result.pageSize
                ? t(result.total === 1 ? noun.one : noun.many, { count: result.total })
                : t(noun.range, { first, last, total: result.total })}
            {result.search ? <> {t('for “{search}”', { search: result.search })}</> : null}
          </p>
        </div>
        <a className="btn btn--ghost admin-view__export" href={exportHref} download>
          <DownloadIcon />
          {t('Download CSV')}
        </a>
      </div>

      <Form method="get" role="search" className="admin-search" preventScrollReset>
        <input type="hidden" name="view" value={view} />
        <Field
          key={`${view}:${query.search}`}
          label={t(noun.search)}
          name="q"
          type="search"
          defaultValue={query.search}
          hint={t(noun.searchHint)}
          maxLength={100}
          autoComplete="off"
        />
        <div className="admin-search__actions">
          <button type="submit" className="btn btn--primary">
            {t('Search')}
          </button>
          {query.search ? (
            <Link className="btn btn--ghost" to={`?${adminQueryString({ view })}`} preventScrollReset>
              {t('Clear')}
            </Link>
          ) : null}
        </div>
      </Form>

      {result.rows.length === 0 ? (
        <div className="admin-table admin-table--empty">
          <p className="empty-state">{t(EMPTY_TEXTS[view])}</p>
        </div>
      ) : (
        <div className="admin-table">
          <ResultTable result={result} />
        </div>
      )}

      <Pager result={result} />
    </>
  )
}

function ResultTable({ result }: { result: Result }) {
  switch (result.view) {
    case 'customers':
      return <CustomerTable rows={result.rows} />
    case 'past':
    case 'upcoming':
      return <BookingTable rows={result.rows} showWhen={result.view === 'upcoming'} />
    case 'messages':
      return <MessageTable rows={result.rows} />
  }
}

type Column<Row> = { label: string; cell: (row: Row) => ReactNode; className?: string }

/** A table whose column labels are messages (English), shown in the owner's language. */
function Table<Row extends { id: string | number }>({ columns, rows }: { columns: Array<Column<Row>>; rows: Row[] }) {
  const t = useT()
  return (
    <div className="table-wrap">
      <table className="data-table data-table--stack" aria-labelledby="admin-view-title">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col">
                {t(c.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((c) => (
                <td key={c.label} data-label={t(c.label)} className={c.className}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A value, or N/A in the owner's language when it is missing. */
function useNotAvailable(): (value: string | null | undefined) => string {
  const t = useT()
  return (value) => {
    const shown = orNotAvailable(value)
    return shown === NOT_AVAILABLE ? t(NOT_AVAILABLE) : shown
  }
}

function Phone({ value }: { value: string }) {
  const na = useNotAvailable()
  const shown = orNotAvailable(value)
  const digits = shown.replace(/[^\d+]/g, '')
  return shown === NOT_AVAILABLE || digits.length < 6 ? <>{na(value)}</> : <a href={`tel:${digits}`}>{shown}</a>
}

function CustomerTable({ rows }: { rows: ResultOf<'customers'>['rows'] }) {
  const t = useT()
  const na = useNotAvailable()
  return (
    <Table
      rows={rows}
      columns={[
        { label: msg('Sr. No'), cell: (r) => r.srNo, className: 'admin-cell--num' },
        { label: msg('Name'), cell: (r) => na(r.name), className: 'admin-cell--strong' },
        {
          label: msg('Email'),
          cell: (r) => (
            <>
              {r.email ? <a href={`mailto:${r.email}`}>{r.email}</a> : t(NOT_AVAILABLE)}
              {/* docs/product.md §Recovery: the owner sees who has not followed the verification mail. */}
              {r.emailVerified ? null : (
                <span className="admin-badge admin-badge--unverified" title={t('Has not followed the verification e-mail yet')}>
                  {t('unverified')}
                </span>
              )}
            </>
          ),
          className: 'admin-cell--wrap',
        },
        { label: msg('Mobile'), cell: (r) => <Phone value={r.mobile} />, className: 'admin-cell--nowrap' },
        { label: msg('Address'), cell: (r) => na(r.address), className: 'admin-cell--wide' },
        { label: msg('Pin Code'), cell: (r) => na(r.pin) },
        { label: msg('Aadhar Card'), cell: (r) => na(r.aadhaar), className: 'admin-cell--mono' },
      ]}
    />
  )
}

function BookingTable({ rows, showWhen }: { rows: ResultOf<'upcoming'>['rows']; showWhen: boolean }) {
  const t = useT()
  const na = useNotAvailable()
  return (
    <Table
      rows={rows}
      columns={[
        { label: msg('Sr. No'), cell: (r) => r.srNo, className: 'admin-cell--num' },
        {
          label: msg('Reference'),
          cell: (r) => (
            <Link
              className="booking-ref"
              to={t.path(`/admin-panel/bookings/${r.reference}`)}
              aria-label={t('Open booking {reference}', { reference: r.reference })}
            >
              {r.reference}
            </Link>
          ),
          className: 'admin-cell--nowrap',
        },
        { label: msg('Status'), cell: (r) => <StatusChip status={r.status} /> },
        { label: msg('Booking Date'), cell: (r) => formatIndianDate(na(r.bookingDate), t.lang), className: 'admin-cell--nowrap' },
        {
          label: msg('Pick-up Date'),
          cell: (r) => (
            <span className="admin-pickup">
              <span>{formatIndianDate(r.pickupDate, t.lang)}</span>
              <span className="admin-pickup__time">{r.pickupTime.trim() ? formatTime(r.pickupTime, t.lang) : t('Time N/A')}</span>
              {showWhen && r.when === 'today' ? <span className="admin-badge">{t('Today')}</span> : null}
            </span>
          ),
        },
        { label: msg('Customer Name'), cell: (r) => na(r.name), className: 'admin-cell--strong' },
        { label: msg('Booked By'), cell: (r) => na(r.bookedBy) },
        { label: msg('Car Type'), cell: (r) => na(r.carType) },
        { label: msg('Pick-up Location'), cell: (r) => na(r.pickupLocation), className: 'admin-cell--wide' },
        { label: msg('Drop Location'), cell: (r) => na(r.dropoffLocation), className: 'admin-cell--wide' },
        { label: msg('Mobile Number'), cell: (r) => <Phone value={r.mobileNumber} />, className: 'admin-cell--nowrap' },
      ]}
    />
  )
}

function MessageTable({ rows }: { rows: ResultOf<'messages'>['rows'] }) {
  const t = useT()
  const na = useNotAvailable()
  return (
    <Table
      rows={rows}
      columns={[
        { label: msg('Sr. No'), cell: (r) => r.srNo, className: 'admin-cell--num' },
        {
          label: msg('Received'),
          cell: (r) => {
            // The day may hold a comma itself ("२१ नोव्हें, २०२६"): the time follows the last one.
            const at = r.received.lastIndexOf(', ')
            const [day, time] = at < 0 ? [r.received, ''] : [r.received.slice(0, at), r.received.slice(at + 2)]
            return (
              <span className="admin-pickup">
                <span>{day}</span>
                {time ? <span className="admin-pickup__time">{time}</span> : null}
              </span>
            )
          },
        },
        { label: msg('Name'), cell: (r) => na(r.name), className: 'admin-cell--strong' },
        { label: msg('Email'), cell: (r) => (r.email ? <a href={`mailto:${r.email}`}>{r.email}</a> : t(NOT_AVAILABLE)), className: 'admin-cell--wrap' },
        { label: msg('Phone'), cell: (r) => <Phone value={r.phone} /> },
        { label: msg('Message'), cell: (r) => <span className="admin-message">{na(r.message)}</span>, className: 'admin-cell--message' },
        {
          label: msg('Delivery'),
          cell: (r) => (
            <span className="admin-delivery">
              <span className={`admin-status admin-status--${r.delivery.status}`}>{t(deliveryLabel(r.delivery.status))}</span>
              {r.delivery.status === 'none' ? null : <span className="admin-delivery__attempts">{t(attemptsLabel(r.delivery.attempts))}</span>}
              {r.delivery.status !== 'sent' && r.delivery.lastError ? <span className="admin-delivery__error">{r.delivery.lastError}</span> : null}
            </span>
          ),
        },
      ]}
    />
  )
}

function Pager({ result }: { result: Page<unknown> & { view: AdminView } }) {
  const t = useT()
  if (result.pageCount <= 1) return null
  const href = (page: number) => `?${adminQueryString({ view: result.view, search: result.search, page })}`
  return (
    <nav className="admin-pager" aria-label={t('Pages')}>
      {result.page > 1 ? (
        <Link className="btn btn--ghost" to={href(result.page - 1)} preventScrollReset>
          {t('← Previous')}
        </Link>
      ) : (
        <span className="btn btn--ghost admin-pager__off" aria-hidden="true">
          {t('← Previous')}
        </span>
      )}
      <span className="admin-pager__where">{t('Page {page} of {count}', { page: result.page, count: result.pageCount })}</span>
      {result.page < result.pageCount ? (
        <Link className="btn btn--ghost" to={href(result.page + 1)} preventScrollReset>
          {t('Next →')}
        </Link>
      ) : (
        <span className="btn btn--ghost admin-pager__off" aria-hidden="true">
          {t('Next →')}
        </span>
      )}
    </nav>
  )
}

const LIVE_NOTICES = {
  upcoming: msg('New booking received — list updated.'),
  past: msg('New booking received — it is listed under Today & Upcoming Bookings.'),
  messages: msg('New message received — list updated.'),
} as const

/** What each view listens for on /admin-panel/events, and what it then says. */
const LIVE_TOPICS: Record<AdminView, Array<[Topic, string]>> = {
  customers: [['user', msg('New customer signed up — list updated.')]],
  upcoming: [
    ['booking', LIVE_NOTICES.upcoming],
    ['booking-moved', msg('A booking changed — list updated.')],
  ],
  past: [
    ['booking', LIVE_NOTICES.past],
    ['booking-moved', msg('A booking changed — list updated.')],
  ],
  messages: [['message', LIVE_NOTICES.messages]],
}

const NOTICE_MS = 12_000

/**
 * Listens for sign-ups, new and moved bookings or messages while a view that shows them is open, reloads the
 * view's data through its loader (so the admin check runs again) and says so politely.
 */
function useLiveUpdates(view: AdminView | null): { text: string; key: number } | null {
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  const [notice, setNotice] = useState<{ text: string; key: number } | null>(null)

  // One stream for as long as any view is open, so switching views leaves no moment unheard;
  // each event is matched against the view open when it arrives.
  const current = useRef(view)
  current.current = view
  const watching = view !== null
  useEffect(() => setNotice(null), [view])
  useEffect(() => {
    if (!watching) return
    const source = new EventSource('/admin-panel/events')
    let timer: number | undefined
    // Several bookings in a burst become one reload.
    const refresh = (text: string | null) => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        void Promise.resolve(revalidate.current()).then(() => {
          if (text) setNotice({ text, key: Date.now() })
        })
      }, 150)
    }
    const topics = new Set(Object.values(LIVE_TOPICS).flatMap((entries) => entries.map(([topic]) => topic)))
    for (const topic of topics) {
      source.addEventListener(topic, () => {
        const shown = current.current && LIVE_TOPICS[current.current].find(([t]) => t === topic)
        if (shown) refresh(shown[1])
      })
    }
    // Whatever arrived before the stream first connected (the view's data was read a moment
    // earlier) or while it was down is picked up when it opens: a quiet reload, no notice.
    source.addEventListener('open', () => refresh(null))
    return () => {
      source.close()
      window.clearTimeout(timer)
    }
  }, [watching])

  useEffect(() => {
    if (!notice) return
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS)
    return () => window.clearTimeout(timer)
  }, [notice])

  return notice
}

function ViewIcon({ view }: { view: AdminView }) {
  const paths: Record<AdminView, string> = {
    customers:
      'M16 11a4 4 0 1 0-4-4 4 4 0 0 0 4 4zm-8 1a3 3 0 1 0-3-3 3 3 0 0 0 3 3zm8 1c-2.7 0-8 1.3-8 4v3h16v-3c0-2.7-5.3-4-8-4zm-8 0c-.3 0-.7 0-1.1.1A4.7 4.7 0 0 1 9 17v3H1v-3c0-2.2 4.4-4 7-4z',
    past: 'M13 3a9 9 0 0 0-9 9H1l3.9 3.9L9 12H6a7 7 0 1 1 2.1 5l-1.4 1.4A9 9 0 1 0 13 3zm-1 5v5l4.3 2.5.7-1.2-3.5-2.1V8z',
    upcoming: 'M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 16H5V10h14zm-9-8H7v3h3zm4 0h-3v3h3zm4 0h-3v3h3z',
    messages: 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z',
  }
  return (
    <svg className="admin-views__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={paths[view]} />
    </svg>
  )
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M5 20h14v-2H5zm7-3 5-5-1.4-1.4-2.6 2.6V4h-2v9.2l-2.6-2.6L7 12z" />
    </svg>
  )
}
