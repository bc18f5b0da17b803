import { bookingsMark } from '~/models/bookings.server'
import { eventStream } from '~/services/event-stream.server'
import { getRuntime } from '~/services/runtime.server'
import { getOptionalUser } from '~/services/session.server'
import type { Route } from './+types/booking-history-events'

/**
 * Server-sent events telling a traveller's open trip page and Booking History that one of
 * their own bookings moved (confirmed, driver assigned or changed, cancelled, completed).
 * Only a bare signal travels; the page reloads its data through its own guarded loader, so
 * nothing about the booking crosses this stream and another traveller's moves are never
 * announced here.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  // An EventSource cannot follow a redirect to a login page; a plain refusal ends it.
  if (!user) return new Response('Unauthorized', { status: 401, headers: { 'Cache-Control': 'no-store' } })
  const { db, events, draining, log } = getRuntime()
  return eventStream({
    request,
    draining,
    start(stream) {
      const unsubscribe = events.subscribe('booking-moved', (payload) => {
        const id = typeof payload === 'object' && payload !== null && 'id' in payload ? String(payload.id) : ''
        if (!id) return
        db.selectFrom('booking')
          .select('userId')
          .where('id', '=', id)
          .executeTakeFirst()
          .then((row) => {
            if (row?.userId === user.id) stream.send('booking-moved', {})
          })
          .catch((err: unknown) => log.warn({ err }, 'could not tell a traveller about a move'))
      })
      stream.onClose(unsubscribe)
      // A move between the page's read and this connection (or while the stream was down)
      // would go unseen until the next one. The page names the bookings mark it was read
      // with; without a readable one, it is told to read again, as it always was.
      const after = new URL(request.url).searchParams.get('after')
      const seen = after !== null && /^\d{1,15}$/.test(after) ? Number(after) : null
      if (seen === null) stream.send('booking-moved', {})
      else
        bookingsMark({ db, userId: user.id })
          .then((mark) => {
            if (mark !== seen) stream.send('booking-moved', {})
          })
          .catch((err: unknown) => {
            log.warn({ err }, "could not compare a traveller's bookings mark")
            stream.send('booking-moved', {})
          })
      // After a lost PostgreSQL connection a move may have gone unannounced: look again.
      stream.onClose(events.subscribe('reconnected', () => stream.send('booking-moved', {})))
    },
  })
}
