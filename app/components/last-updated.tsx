import { useEffect, useState } from 'react'
import type { Lang } from '~/i18n/languages'
import { useT } from '~/i18n/use-t'

const formats = new Map<string, Intl.DateTimeFormat>()
function timeFormat(lang: Lang, locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${lang} ${timeZone}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true })
    formats.set(key, format)
  }
  return format
}

/**
 * "Last updated {time}" on a traveller's page when it may be out of date: the service worker
 * served its saved copy (it adds <meta name="yatri-saved">), or the phone is offline.
 * `fetchedAt` is when the server made the page's data, shown in the business's time zone
 * (BUSINESS_TIMEZONE) as every other time on the page is: in the phone's own zone a traveller
 * abroad saw two clocks on one page. Nothing shows on the server or in the first render, so
 * hydration matches.
 */
export function LastUpdated({ fetchedAt, timeZone }: { fetchedAt: string; timeZone: string }) {
  const [stale, setStale] = useState(false)
  const t = useT()
  useEffect(() => {
    const check = () => setStale(!navigator.onLine || document.querySelector('meta[name="yatri-saved"]') !== null)
    check()
    window.addEventListener('online', check)
    window.addEventListener('offline', check)
    return () => {
      window.removeEventListener('online', check)
      window.removeEventListener('offline', check)
    }
  }, [])
  if (!stale) return null
  return (
    <p className="last-updated" role="status">
      {t.rich(
        'Last updated <time>{time}</time>',
        { time: (c) => <time dateTime={fetchedAt}>{c}</time> },
        { time: timeFormat(t.lang, t.locale, timeZone).format(new Date(fetchedAt)) },
      )}
    </p>
  )
}
