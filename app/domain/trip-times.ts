/**
 * The moments of a trip in business time (docs/product.md, trip page): when pickup is, until
 * when a traveller may cancel, when the day-before reminder is due. A booking stores its
 * pickup as a date and a time on the business's clock, not as an instant, so every rule
 * converts through BUSINESS_TIMEZONE and none depends on the server's own zone.
 */

const partFormats = new Map<string, Intl.DateTimeFormat>()

function partsIn(timeZone: string, instant: number): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  let format = partFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    partFormats.set(timeZone, format)
  }
  const get = (type: string) => Number(format.formatToParts(instant).find((p) => p.type === type)?.value)
  return { y: get('year'), mo: get('month'), d: get('day'), h: get('hour'), mi: get('minute'), s: get('second') }
}

/** Milliseconds the zone's clock is ahead of UTC at `instant` (Asia/Kolkata: 5.5 hours). */
export function zoneOffsetMs(timeZone: string, instant: number): number {
  const p = partsIn(timeZone, instant)
  return Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s) - Math.floor(instant / 1000) * 1000
}

/** The instant a wall-clock date and time in `timeZone` stands for. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number]
  const [h, mi] = time.split(':').map(Number) as [number, number]
  const wall = Date.UTC(y, mo - 1, d, h, mi)
  // Twice: the offset at the first guess may differ from the offset at the answer across a
  // daylight-saving change.
  let instant = wall - zoneOffsetMs(timeZone, wall)
  instant = wall - zoneOffsetMs(timeZone, instant)
  return new Date(instant)
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** When the car comes; a booking without a time counts from the start of its day. */
export function pickupInstant(booking: { pickupDate: string; pickupTime: string }, timeZone: string): Date {
  return zonedInstant(booking.pickupDate, TIME.test(booking.pickupTime) ? booking.pickupTime : '00:00', timeZone)
}

/** The last moment a traveller may cancel on the site: CANCEL_CUTOFF_HOURS before pickup. */
export function cancelDeadline(
  booking: { pickupDate: string; pickupTime: string },
  { timeZone, cutoffHours }: { timeZone: string; cutoffHours: number },
): Date {
  return new Date(pickupInstant(booking, timeZone).getTime() - cutoffHours * 3_600_000)
}

/** Whether it is still early enough to cancel: strictly before the deadline. */
export function beforeCancelCutoff(
  booking: { pickupDate: string; pickupTime: string },
  rule: { timeZone: string; cutoffHours: number },
  now: Date = new Date(),
): boolean {
  return now.getTime() < cancelDeadline(booking, rule).getTime()
}

/** ISO date `n` days after `day`. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
}

/** When the reminder is due: the day before pickup at REMINDER_HOUR, business time. */
export function reminderDueAt(pickupDate: string, { timeZone, reminderHour }: { timeZone: string; reminderHour: number }): Date {
  return zonedInstant(addDays(pickupDate, -1), `${String(reminderHour).padStart(2, '0')}:00`, timeZone)
}
