import '~/styles/last-updated.css'
import { useEffect, useState } from 'react'

const TIME = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true })

/**
 * "Last updated {time}" on a traveller's page when it may be out of date: the service worker
 * served its saved copy (it adds <meta name="yatri-saved">), or the phone is offline.
 * `fetchedAt` is when the server made the page's data. Nothing shows on the server or in the
 * first render, so hydration matches.
 */
export function LastUpdated({ fetchedAt }: { fetchedAt: string }) {
  const [stale, setStale] = useState(false)
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
      Last updated <time dateTime={fetchedAt}>{TIME.format(new Date(fetchedAt))}</time>
    </p>
  )
}
