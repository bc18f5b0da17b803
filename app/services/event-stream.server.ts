import { getMetrics } from './metrics.server'

/** Proxies drop connections that stay silent; a comment line this often keeps a stream alive. */
export const HEARTBEAT_MS = 15_000
/** How long a browser waits before it reconnects a dropped stream by itself. */
export const RECONNECT_MS = 2000

const encoder = new TextEncoder()
const HEARTBEAT = encoder.encode(': heartbeat\n\n')

export type EventStreamWriter = {
  /** Sends bytes or text as they are; nothing once the stream has ended. */
  write: (chunk: string | Uint8Array) => void
  /** Sends one event; `data` becomes one JSON line, whatever newlines or markup it holds. */
  send: (event: string, data: unknown, id?: number | string) => void
  /** Runs once when the stream ends, however it ends (client gone, shutdown, `close`). */
  onClose: (cleanup: () => void) => void
  close: () => void
  readonly closed: boolean
}

/** Encodes one event the way `send` does, for callers that share the bytes between streams. */
export function encodeEvent(event: string, data: unknown, id?: number | string): Uint8Array {
  return encoder.encode(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
}

/**
 * A server-sent-events response: the headers, the reconnect delay, a heartbeat, and an end
 * that runs every cleanup once, whether the viewer leaves, the server drains for shutdown
 * or the caller closes it. `start` subscribes to whatever it forwards and registers the
 * matching cleanups with `onClose`. While the server drains, new streams are refused with a
 * 503 so browsers retry against an instance that stays up.
 */
export function eventStream({
  request,
  draining,
  start,
}: {
  request: Request
  draining: AbortSignal
  start: (stream: EventStreamWriter) => void | Promise<void>
}): Response {
  if (draining.aborted) return new Response('Shutting down', { status: 503, headers: { 'Retry-After': '2' } })

  let end = () => {}
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false
      const cleanups: Array<() => void> = []
      const write = (chunk: string | Uint8Array) => {
        if (closed) return
        try {
          controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk)
        } catch {
          end()
        }
      }
      const heartbeat = setInterval(() => write(HEARTBEAT), HEARTBEAT_MS)
      const viewers = getMetrics().liveViewers.labels({ stream: new URL(request.url).pathname })
      viewers.inc()
      end = () => {
        if (closed) return
        closed = true
        viewers.dec()
        clearInterval(heartbeat)
        request.signal.removeEventListener('abort', end)
        draining.removeEventListener('abort', end)
        for (const cleanup of cleanups.splice(0)) {
          try {
            cleanup()
          } catch {
            // one failing cleanup must not keep the others from running
          }
        }
        try {
          controller.close()
        } catch {
          // already closed by the client going away
        }
      }
      request.signal.addEventListener('abort', end)
      draining.addEventListener('abort', end)
      if (request.signal.aborted || draining.aborted) return end()

      write(`retry: ${RECONNECT_MS}\n\n`)
      const writer: EventStreamWriter = {
        write,
        send: (event, data, id) => write(encodeEvent(event, data, id)),
        onClose: (cleanup) => {
          if (closed) cleanup()
          else cleanups.push(cleanup)
        },
        close: () => end(),
        get closed() {
          return closed
        },
      }
      try {
        await start(writer)
      } catch {
        // The browser reconnects after `retry` and asks again.
        end()
      }
    },
    cancel() {
      end()
    },
  })

  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-store: a stream is never a cached answer; no-transform keeps compression and
      // proxies from buffering it.
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  })
}
