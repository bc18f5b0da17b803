import { BOOKING_STATUS_LABELS, isBookingStatus } from '~/domain/booking-life'
import { tourTitle, TRIP_TYPE_LABELS } from '~/domain/trip'
import { deliveryLabel, orNotAvailable, VIEW_LABELS, type AdminView } from '~/domain/admin'
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

type Column<Row> = { header: string; value: (row: Row) => string | number }

const na = orNotAvailable

const BOOKING_COLUMNS: Array<Column<AdminBookingRow>> = [
  { header: 'Sr. No', value: (r) => r.srNo },
  { header: 'Booking Date', value: (r) => na(r.bookingDate) },
  { header: 'Pick-up Date', value: (r) => na(r.pickupDate) },
  { header: 'Pick-up Time', value: (r) => na(r.pickupTime) },
  { header: 'Customer Name', value: (r) => na(r.name) },
  { header: 'Booked By', value: (r) => na(r.bookedBy) },
  { header: 'Car Type', value: (r) => na(r.carType) },
  { header: 'Pick-up Location', value: (r) => na(r.pickupLocation) },
  { header: 'Drop Location', value: (r) => na(r.dropoffLocation) },
  { header: 'Mobile Number', value: (r) => na(r.mobileNumber) },
  // The booking's life and trip, after the columns the owner's files have always had.
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Status', value: (r) => (isBookingStatus(r.status) ? BOOKING_STATUS_LABELS[r.status] : r.status) },
  { header: 'Trip Type', value: (r) => TRIP_TYPE_LABELS[r.tripType] ?? r.tripType },
  { header: 'Return Date', value: (r) => r.returnDate ?? '' },
  { header: 'Hours', value: (r) => r.hours ?? '' },
  { header: 'Tour', value: (r) => tourTitle(r.tourSlug) ?? '' },
  { header: 'Flight or Train Number', value: (r) => r.travelNumber ?? '' },
  { header: 'Passengers', value: (r) => r.passengers ?? '' },
  { header: 'Stops', value: (r) => r.stops },
]

// No Aadhaar column at all, not even masked: a file travels further than a screen.
const CUSTOMER_COLUMNS: Array<Column<CustomerRow>> = [
  { header: 'Sr. No', value: (r) => r.srNo },
  { header: 'Name', value: (r) => na(r.name) },
  { header: 'Email', value: (r) => na(r.email) },
  { header: 'Mobile', value: (r) => na(r.mobile) },
  { header: 'Address', value: (r) => na(r.address) },
  { header: 'Pin Code', value: (r) => na(r.pin) },
]

function messageColumns(timeZone: string): Array<Column<MessageRow>> {
  return [
    { header: 'Sr. No', value: (r) => r.srNo },
    { header: 'Received', value: (r) => formatInstant(r.createdAt, timeZone) },
    { header: 'Name', value: (r) => na(r.name) },
    { header: 'Email', value: (r) => na(r.email) },
    { header: 'Phone', value: (r) => na(r.phone) },
    { header: 'Message', value: (r) => na(r.message) },
    { header: 'Delivery', value: (r) => deliveryLabel(r.delivery.status) },
    { header: 'Attempts', value: (r) => r.delivery.attempts },
  ]
}

const CHUNK = 1000

async function* lines<Row>(columns: Array<Column<Row>>, load: (page: number) => Promise<Page<Row>>): AsyncGenerator<string> {
  const render = (rows: Row[]) => rows.map((row) => csvLine(columns.map((c) => c.value(row)))).join('')
  const first = await load(1)
  // The byte-order mark makes Excel read Devanagari and other non-ASCII names correctly.
  yield `\uFEFF${csvLine(columns.map((c) => c.header))}${render(first.rows)}`
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
}: {
  view: AdminView
  search: string
  timeZone: string
  now?: Date
  db?: DB
  log?: Logger
}): AsyncGenerator<string> {
  // One "today" for the whole file, even if midnight passes while it is written.
  const common = { search, pageSize: CHUNK, ...(db ? { db } : {}) }
  switch (view) {
    case 'customers':
      return lines(CUSTOMER_COLUMNS, (page) => listCustomers({ ...common, page }))
    case 'past':
      return lines(BOOKING_COLUMNS, (page) => listPastBookings({ ...common, page, timeZone, now, ...(log ? { log } : {}) }))
    case 'upcoming':
      return lines(BOOKING_COLUMNS, (page) => listTodayAndUpcomingBookings({ ...common, page, timeZone, now, ...(log ? { log } : {}) }))
    case 'messages':
      return lines(messageColumns(timeZone), (page) => listMessages({ ...common, page }))
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
