import type { Topic } from '~/services/events.server'
import { getRuntime } from '~/services/runtime.server'
import { requireAdmin } from '~/services/session.server'
import type { Route } from './+types/admin-panel-events'

const TOPICS: Topic[] = ['booking', 'message']
const HEARTBEAT_MS = 25_000

/**
 * Server-sent events telling the open admin view that a booking or message arrived. Only
 * the topic travels: the page then reloads its data through its own guarded loader, so
 * this stream never carries a customer's details.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const { events, draining } = getRuntime()
  const encoder = new TextEncoder()
  let stop = () => {}

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true
      const send = (chunk: string) => {
        if (!open) return
        try {
          controller.enqueue(encoder.encode(chunk))
        } catch {
          stop()
        }
      }
      const unsubscribe = TOPICS.map((topic) => events.subscribe(topic, () => send(`event: ${topic}\ndata: {}\n\n`)))
      // Proxies drop connections that stay silent; a comment line keeps this one alive.
      const heartbeat = setInterval(() => send(': keep-alive\n\n'), HEARTBEAT_MS)
      stop = () => {
        if (!open) return
        open = false
        clearInterval(heartbeat)
        for (const off of unsubscribe) off()
        request.signal.removeEventListener('abort', stop)
        draining.removeEventListener('abort', stop)
        try {
          controller.close()
        } catch {
          // already closed by the client going away
        }
      }
      request.signal.addEventListener('abort', stop)
      draining.addEventListener('abort', stop)
      send('retry: 3000\n\n')
      if (request.signal.aborted || draining.aborted) stop()
    },
    cancel() {
      stop()
    },
  })

  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  })
}
