import { BOOKING_STATUS_LABELS, isBookingStatus } from '~/domain/booking-life'
import { tourTitle, TRIP_TYPE_LABELS } from '~/domain/trip'
import { deliveryLabel, NOT_AVAILABLE, orNotAvailable, VIEW_LABELS, type AdminView } from '~/domain/admin'
import { serverTranslator } from '~/i18n/catalogues.server'
import type { Lang } from '~/i18n/languages'
import { msg, type Values } from '~/i18n/message'
import type { DB } from '~/services/db.server'
import type { Logger } from '~/services/logger.server'
import {
  formatInstant,
  listCustomers,
  listMessages,
  listPastBookings,
  listTodayAndUpcomingBookings,
  type AdminBookingRow,
  type CustomerRow,
  type MessageRow,
  type Page,
} from './admin.server'

/**
 * One cell of RFC 4180 CSV. Cells that a spreadsheet would run as a formula (= + - @, or a
 * leading tab or carriage return) get a leading apostrophe: a traveller's name like
 * "=HYPERLINK(...)" must stay text on the owner's computer.
 */
export function csvCell(value: string | number): string {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(cells: Array<string | number>): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

/** What a cell needs to speak the owner's language: the translator, and N/A in it. */
type Say = { t: (message: string, values?: Values) => string; na: (value: string | null | undefined) => string }

/** `header` is a message: the file's first line is in the owner's language, as are statuses, trip types and tours. */
type Column<Row> = { header: string; value: (row: Row, say: Say) => string | number }

const label = (say: Say, text: string | undefined, fallback: string) => (text ? say.t(text) : fallback)

const BOOKING_COLUMNS: Array<Column<AdminBookingRow>> = [
  { header: msg('Sr. No'), value: (r) => r.srNo },
  { header: msg('Booking Date'), value: (r, { na }) => na(r.bookingDate) },
  { header: msg('Pick-up Date'), value: (r, { na }) => na(r.pickupDate) },
  { header: msg('Pick-up Time'), value: (r, { na }) => na(r.pickupTime) },
  { header: msg('Customer Name'), value: (r, { na }) => na(r.name) },
  { header: msg('Booked By'), value: (r, { na }) => na(r.bookedBy) },
  { header: msg('Car Type'), value: (r, { na }) => na(r.carType) },
  { header: msg('Pick-up Location'), value: (r, { na }) => na(r.pickupLocation) },
  { header: msg('Drop Location'), value: (r, { na }) => na(r.dropoffLocation) },
  { header: msg('Mobile Number'), value: (r, { na }) => na(r.mobileNumber) },
  // The booking's life and trip, after the columns the owner's files have always had.
  { header: msg('Reference'), value: (r) => r.reference },
  { header: msg('Status'), value: (r, { t }) => (isBookingStatus(r.status) ? t(BOOKING_STATUS_LABELS[r.status]) : r.status) },
  { header: msg('Trip Type'), value: (r, say) => label(say, TRIP_TYPE_LABELS[r.tripType], r.tripType) },
  { header: msg('Return Date'), value: (r) => r.returnDate ?? '' },
  { header: msg('Hours'), value: (r) => r.hours ?? '' },
  { header: msg('Tour'), value: (r, say) => label(say, tourTitle(r.tourSlug), '') },
  { header: msg('Flight or Train Number'), value: (r) => r.travelNumber ?? '' },
  { header: msg('Passengers'), value: (r) => r.passengers ?? '' },
  { header: msg('Stops'), value: (r) => r.stops },
]

// No Aadhaar column at all, not even masked: a file travels further than a screen.
const CUSTOMER_COLUMNS: Array<Column<CustomerRow>> = [
  { header: msg('Sr. No'), value: (r) => r.srNo },
  { header: msg('Name'), value: (r, { na }) => na(r.name) },
  { header: msg('Email'), value: (r, { na }) => na(r.email) },
  { header: msg('Mobile'), value: (r, { na }) => na(r.mobile) },
  { header: msg('Address'), value: (r, { na }) => na(r.address) },
  { header: msg('Pin Code'), value: (r, { na }) => na(r.pin) },
]

function messageColumns(timeZone: string, lang: Lang): Array<Column<MessageRow>> {
  return [
    { header: msg('Sr. No'), value: (r) => r.srNo },
    { header: msg('Received'), value: (r) => formatInstant(r.createdAt, timeZone, lang) },
    { header: msg('Name'), value: (r, { na }) => na(r.name) },
    { header: msg('Email'), value: (r, { na }) => na(r.email) },
    { header: msg('Phone'), value: (r, { na }) => na(r.phone) },
    { header: msg('Message'), value: (r, { na }) => na(r.message) },
    { header: msg('Delivery'), value: (r, { t }) => t(deliveryLabel(r.delivery.status)) },
    { header: msg('Attempts'), value: (r) => r.delivery.attempts },
  ]
}

const CHUNK = 1000

async function* lines<Row>(columns: Array<Column<Row>>, lang: Lang, load: (page: number) => Promise<Page<Row>>): AsyncGenerator<string> {
  const t = serverTranslator(lang)
  const na = (value: string | null | undefined) => {
    const shown = orNotAvailable(value)
    return shown === NOT_AVAILABLE ? t(NOT_AVAILABLE) : shown
  }
  const say: Say = { t, na }
  const render = (rows: Row[]) => rows.map((row) => csvLine(columns.map((c) => c.value(row, say)))).join('')
  const first = await load(1)
  // The byte-order mark makes Excel read Devanagari and other non-ASCII names correctly.
  yield `\uFEFF${csvLine(columns.map((c) => t(c.header)))}${render(first.rows)}`
  for (let page = 2; page <= first.pageCount; page++) yield render((await load(page)).rows)
}

/** The open view with its search, every page of it, as CSV text in chunks. */
export function exportAdminView({
  view,
  search,
  timeZone,
  now = new Date(),
  db,
  log,
  lang = 'en',
}: {
  view: AdminView
  search: string
  timeZone: string
  /** The owner's language: headers, statuses, trip types, tours, delivery states and N/A. */
  lang?: Lang
  now?: Date
  db?: DB
  log?: Logger
}): AsyncGenerator<string> {
  // One "today" for the whole file, even if midnight passes while it is written.
  const common = { search, pageSize: CHUNK, ...(db ? { db } : {}) }
  switch (view) {
    case 'customers':
      return lines(CUSTOMER_COLUMNS, lang, (page) => listCustomers({ ...common, page }))
    case 'past':
      return lines(BOOKING_COLUMNS, lang, (page) => listPastBookings({ ...common, page, timeZone, now, ...(log ? { log } : {}) }))
    case 'upcoming':
      return lines(BOOKING_COLUMNS, lang, (page) => listTodayAndUpcomingBookings({ ...common, page, timeZone, now, ...(log ? { log } : {}) }))
    case 'messages':
      return lines(messageColumns(timeZone, lang), lang, (page) => listMessages({ ...common, page }))
  }
}

/** e.g. yatri-today-upcoming-bookings-2026-11-21.csv */
export function exportFileName(view: AdminView, today: string): string {
  const slug = VIEW_LABELS[view]
    .toLowerCase()
    .replace(/&/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `yatri-${slug}-${today}.csv`
}
