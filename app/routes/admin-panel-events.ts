import { eventStream } from '~/services/event-stream.server'
import type { Topic } from '~/services/events.server'
import { getRuntime } from '~/services/runtime.server'
import { requireAdmin } from '~/services/session.server'
import type { Route } from './+types/admin-panel-events'

const TOPICS: Topic[] = ['booking', 'booking-moved', 'user', 'message', 'review', 'review-visibility']

/**
 * Server-sent events telling the open admin pages that a booking arrived or moved, a
 * traveller signed up, a message arrived or a review was posted, hidden or shown. Only
 * the topic travels: the page then reloads its data through its own guarded loader, so
 * this stream never carries a customer's details.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const { events, draining } = getRuntime()
  return eventStream({
    request,
    draining,
    start(stream) {
      for (const topic of TOPICS) stream.onClose(events.subscribe(topic, () => stream.send(topic, {})))
    },
  })
}
