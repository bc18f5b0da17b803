import { addDays, zoneOffsetMs, zonedInstant } from './trip-times'

/**
 * A booking as an iCalendar file (RFC 5545) for "Add to calendar" and the driver and
 * cancellation mails. One UID per booking and a SEQUENCE that only grows, so a calendar that
 * already holds the trip updates it (new driver) or removes it (METHOD:CANCEL) instead of
 * adding a second event. Times are the business's wall clock with their TZID and a
 * VTIMEZONE, as the traveller reads them on the trip page.
 */

export type CalendarTrip = {
  uid: string
  sequence: number
  method: 'PUBLISH' | 'CANCEL'
  summary: string
  description: string
  location: string
  pickupDate: string
  pickupTime: string
  /** The last day the trip holds the car; a multi-day trip spans every day up to it. */
  endDate: string
  /** Hours of a local trip; a one-day trip of unknown length is shown as two hours. */
  hours: number | null
  timeZone: string
  organizer: { name: string; email: string }
  /** When this version of the event was made (DTSTAMP). */
  stamp: Date
}

const PRODID = '-//Yatri Tours & Travels//Trip calendar//EN'
const DEFAULT_TRIP_HOURS = 2
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Lines longer than 75 octets continue on the next line after a space (§3.1), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  if (encoder.encode(line).length <= 75) return line
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const n = encoder.encode(char).length
    const limit = parts.length === 0 ? 75 : 74
    if (size + n > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += n
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const compactDate = (day: string) => day.replace(/-/g, '')

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** Wall-clock date-time `hours` after a date and time, as YYYYMMDDTHHMMSS. */
function wallAfter(day: string, time: string, hours: number): string {
  const [h, mi] = time.split(':').map(Number) as [number, number]
  const wall = new Date(Date.parse(`${day}T00:00:00Z`) + (h * 60 + mi + hours * 60) * 60_000)
  return wall.toISOString().slice(0, 19).replace(/[-:]/g, '')
}

function offsetText(ms: number): string {
  const sign = ms < 0 ? '-' : '+'
  const minutes = Math.abs(Math.round(ms / 60_000))
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`
}

/**
 * The zone as it stands at the trip: one STANDARD rule with the offset in force then. Exact
 * for zones without daylight saving, such as Asia/Kolkata; for others it is right for the
 * trip's own dates, which is all this file's event needs.
 */
function timezoneBlock(timeZone: string, at: Date): string[] {
  const offset = offsetText(zoneOffsetMs(timeZone, at.getTime()))
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ]
}

export function tripCalendar(trip: CalendarTrip): string {
  const timed = TIME.test(trip.pickupTime)
  const multiDay = trip.endDate > trip.pickupDate
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODID}`, 'CALSCALE:GREGORIAN', `METHOD:${trip.method}`]
  if (timed) lines.push(...timezoneBlock(trip.timeZone, zonedInstant(trip.pickupDate, trip.pickupTime, trip.timeZone)))
  lines.push('BEGIN:VEVENT', `UID:${trip.uid}`, `SEQUENCE:${trip.sequence}`, `DTSTAMP:${utcStamp(trip.stamp)}`)
  if (timed) {
    const tz = `TZID=${trip.timeZone}`
    lines.push(`DTSTART;${tz}:${compactDate(trip.pickupDate)}T${trip.pickupTime.replace(':', '')}00`)
    // A trip of several days holds the car to the end of its last day.
    lines.push(
      multiDay
        ? `DTEND;${tz}:${compactDate(addDays(trip.endDate, 1))}T000000`
        : `DTEND;${tz}:${wallAfter(trip.pickupDate, trip.pickupTime, trip.hours ?? DEFAULT_TRIP_HOURS)}`,
    )
  } else {
    lines.push(`DTSTART;VALUE=DATE:${compactDate(trip.pickupDate)}`, `DTEND;VALUE=DATE:${compactDate(addDays(trip.endDate, 1))}`)
  }
  lines.push(
    `SUMMARY:${escapeText(trip.summary)}`,
    `DESCRIPTION:${escapeText(trip.description)}`,
    `LOCATION:${escapeText(trip.location)}`,
    `ORGANIZER;CN="${trip.organizer.name.replace(/["\r\n]/g, '')}":mailto:${trip.organizer.email}`,
    `STATUS:${trip.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  )
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
