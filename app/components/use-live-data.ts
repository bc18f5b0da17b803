import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'

/**
 * Reads the page's data again as soon as the owner moves one of the traveller's bookings (a
 * stream from /booking-history/events says only that something moved), and when the
 * traveller comes back to the tab or the network returns, since a stream can miss moves
 * while the phone sleeps or is off the network.
 *
 * `mark` is the page's bookings mark (bookingsMarkOf): the stream, as it connects, says
 * something moved only if the traveller's bookings have moved since the page was read. The
 * page used to read its data again each time the stream opened, to catch a move made in
 * between; that was a second request and a second render on every visit. Without a mark (the
 * read failed) the stream says so at once, as before.
 */
export function useLiveData(mark: number | null): void {
  const revalidator = useRevalidator()
  // The stream stays open across renders; it calls whatever revalidate is current.
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  // The mark the page was first drawn with: the stream is opened once per page, not per read,
  // so a reconnection after the page has read its data again may bring one needless read,
  // never a missed move.
  const firstMark = useRef(mark)
  useEffect(() => {
    const refresh = () => {
      // Offline the data cannot come, and a failed refresh would replace the saved page with an error.
      if (document.visibilityState === 'visible' && navigator.onLine) void revalidate.current()
    }
    const seen = firstMark.current
    const source = new EventSource(`/booking-history/events${seen === null ? '' : `?after=${seen}`}`)
    source.addEventListener('booking-moved', refresh)
    document.addEventListener('visibilitychange', refresh)
    window.addEventListener('online', refresh)
    return () => {
      source.close()
      document.removeEventListener('visibilitychange', refresh)
      window.removeEventListener('online', refresh)
    }
  }, [])
}
