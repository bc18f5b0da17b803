import { LOCALES, type Lang } from '~/i18n/languages'
import { msg } from '~/i18n/message'
import { formatIndianDate } from './dates'

/** ISO day arithmetic for the owner's week calendar; days are calendar days, no time zone. */

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
}

/** The Monday on or before `day`: the owner's week starts on Monday. */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

/** 2026-11-21 → "21 Nov" (the calendar's day headings), in the owner's language: "२१ नोव्हें". */
export function formatDayMonth(day: string, lang: Lang = 'en'): string {
  if (lang === 'en') return formatIndianDate(day).replace(/ \d{4}$/, '')
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day
  return new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
}

/** The short weekday of an ISO day: "Mon", "सोम", "सोम". */
export const WEEKDAYS = [msg('Sun'), msg('Mon'), msg('Tue'), msg('Wed'), msg('Thu'), msg('Fri'), msg('Sat')]
