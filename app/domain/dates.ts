// Building a DateTimeFormat costs about 0.2 ms (it loads time zone data), formatting with
// one a microsecond; every page and booking asks for today.
const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** YYYY-MM-DD for the calendar day `now` falls on in `timeZone` (docs/product.md §Dates). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone)
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(timeZone, format)
  }
  return format.format(now)
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export function isValidIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

export type DayClass = 'past' | 'today' | 'upcoming'

/** ISO dates compare correctly as strings. */
export function classifyDay(date: string, today: string): DayClass {
  if (date < today) return 'past'
  if (date === today) return 'today'
  return 'upcoming'
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 2026-11-21 → "21 Nov 2026", the order Indian readers expect; anything else is returned as is. */
export function formatIndianDate(value: string): string {
  const m = ISO_DATE.exec(value)
  if (!m || !isValidIsoDate(value)) return value
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`
}

/** "14:30" → "2:30 PM". */
export function formatTime(value: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(value)
  if (!m) return value
  const h = Number(m[1])
  return `${((h + 11) % 12) + 1}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`
}
