import { LOCALES, type Lang } from '~/i18n/languages'

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

const localDays = new Map<Lang, Intl.DateTimeFormat>()
const localTimes = new Map<Lang, Intl.DateTimeFormat>()

/**
 * 2026-11-21 → "21 Nov 2026", the order Indian readers expect; in Hindi and Marathi the
 * language's own month names and digits ("२१ नोव्हें, २०२६"). Anything else is returned as is.
 */
export function formatIndianDate(value: string, lang: Lang = 'en'): string {
  const m = ISO_DATE.exec(value)
  if (!m || !isValidIsoDate(value)) return value
  if (lang === 'en') return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`
  let format = localDays.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    localDays.set(lang, format)
  }
  return format.format(new Date(`${value}T00:00:00Z`))
}

/** "14:30" → "2:30 PM"; in Hindi and Marathi as those languages write the time of day. */
export function formatTime(value: string, lang: Lang = 'en'): string {
  const m = /^(\d{2}):(\d{2})$/.exec(value)
  if (!m) return value
  const h = Number(m[1])
  if (lang === 'en') return `${((h + 11) % 12) + 1}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`
  let format = localTimes.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    localTimes.set(lang, format)
  }
  return format.format(new Date(Date.UTC(2000, 0, 1, h, Number(m[2]))))
}
