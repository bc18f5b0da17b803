import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'

/**
 * Reads the page's data again as soon as the owner moves one of the traveller's bookings (a
 * stream from /booking-history/events says only that something moved), and when the
 * traveller comes back to the tab or the network returns, since a stream can miss moves
 * while the phone sleeps or is off the network.
 */
export function useLiveData(): void {
  const revalidator = useRevalidator()
  // The stream stays open across renders; it calls whatever revalidate is current.
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  useEffect(() => {
    const refresh = () => {
      // Offline the data cannot come, and a failed refresh would replace the saved page with an error.
      if (document.visibilityState === 'visible' && navigator.onLine) void revalidate.current()
    }
    const source = new EventSource('/booking-history/events')
    source.addEventListener('booking-moved', refresh)
    // A move between reading the page and the stream connecting (or while it was down) would
    // otherwise go unseen until the next one.
    source.addEventListener('open', refresh)
    document.addEventListener('visibilitychange', refresh)
    window.addEventListener('online', refresh)
    return () => {
      source.close()
      document.removeEventListener('visibilitychange', refresh)
      window.removeEventListener('online', refresh)
    }
  }, [])
}
