import type { BookingStatus } from '~/domain/booking-life'
import { addDays } from '~/domain/calendar'
import { heldDays } from '~/domain/trip'
import type { DB } from '~/services/db.server'
import { getRuntime } from '~/services/runtime.server'
import { ACTIVE_STATUSES, listBookingEvents, type BookingEventRow } from './booking-moves.server'

/** What the owner's booking page shows: the booking, who booked it, its driver and history. */
export async function getAdminBooking({ db = getRuntime().db, reference }: { db?: DB; reference: string }) {
  const row = await db
    .selectFrom('booking as b')
    .leftJoin('user as u', 'u.id', 'b.userId')
    .leftJoin('driver as d', 'd.id', 'b.driverId')
    .select([
      'b.id',
      'b.reference',
      'b.status',
      'b.version',
      'b.source',
      'b.name',
      'b.bookingFor',
      'b.mobileNumber',
      'b.customerEmail',
      'b.pickupLocation',
      'b.dropoffLocation',
      'b.carType',
      'b.pickupDate',
      'b.pickupTime',
      'b.returnDate',
      'b.endDate',
      'b.tripType',
      'b.hours',
      'b.travelNumber',
      'b.tourSlug',
      'b.passengers',
      'b.stops',
      'b.aadhaarLast4',
      'b.bookingDate',
      'b.vehicleNumber',
      'u.name as accountName',
      'u.email as accountEmail',
      'u.mobile as accountMobile',
      'd.id as driverId',
      'd.name as driverName',
      'd.mobile as driverMobile',
    ])
    .where('b.reference', '=', reference)
    .executeTakeFirst()
  if (!row) return null
  const history: BookingEventRow[] = await listBookingEvents({ db, bookingId: row.id })
  return {
    ...row,
    version: Number(row.version),
    hours: row.hours === null ? null : Number(row.hours),
    passengers: row.passengers === null ? null : Number(row.passengers),
    history,
  }
}

export type CalendarEntry = {
  id: string
  reference: string
  status: BookingStatus
  carType: string
  name: string
  pickupDate: string
  pickupTime: string
  endDate: string
  /** Which day of the trip this is, for a trip of several days: "Day 2 of 3". */
  dayOf: { day: number; of: number } | null
}

/**
 * The bookings that hold a car on any day from `weekStart` for seven days, placed on every
 * day they hold. Cancelled bookings are left out: they hold nothing.
 */
export async function listCalendarWeek({ db = getRuntime().db, weekStart }: { db?: DB; weekStart: string }) {
  const days = heldDays({ pickupDate: weekStart, returnDate: addDays(weekStart, 6) })
  const weekEnd = days[6]!
  const rows = await db
    .selectFrom('booking')
    .select(['id', 'reference', 'status', 'carType', 'name', 'pickupDate', 'pickupTime', 'returnDate', 'endDate'])
    .where('pickupDate', '<=', weekEnd)
    .where('endDate', '>=', weekStart)
    .where('status', 'in', [...ACTIVE_STATUSES, 'completed'])
    .orderBy('pickupDate')
    .orderBy('pickupTime')
    .orderBy('reference')
    .execute()
  const byDay = new Map<string, CalendarEntry[]>(days.map((d) => [d, []]))
  for (const row of rows) {
    const held = heldDays(row)
    held.forEach((day, i) => {
      byDay.get(day)?.push({
        id: row.id,
        reference: row.reference,
        status: row.status,
        carType: row.carType,
        name: row.name,
        pickupDate: row.pickupDate,
        pickupTime: row.pickupTime,
        endDate: row.endDate,
        dayOf: held.length > 1 ? { day: i + 1, of: held.length } : null,
      })
    })
  }
  return days.map((day) => ({ day, entries: byDay.get(day)! }))
}
