import { useEffect } from 'react'
import { useRevalidator } from 'react-router'

/**
 * Reads the page's data again as soon as the owner moves one of the traveller's bookings (a
 * stream from /booking-history/events says only that something moved), and when the
 * traveller comes back to the tab or the network returns, since a stream can miss moves
 * while the phone sleeps or is off the network.
 */
export function useLiveData(): void {
  const { revalidate } = useRevalidator()
  useEffect(() => {
    const refresh = () => {
      // Offline the data cannot come, and a failed refresh would replace the saved page with an error.
      if (document.visibilityState === 'visible' && navigator.onLine) void revalidate()
    }
    const source = new EventSource('/booking-history/events')
    source.addEventListener('booking-moved', refresh)
    document.addEventListener('visibilitychange', refresh)
    window.addEventListener('online', refresh)
    return () => {
      source.close()
      document.removeEventListener('visibilitychange', refresh)
      window.removeEventListener('online', refresh)
    }
  }, [revalidate])
}
