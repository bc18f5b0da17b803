import { answerBookingRequest, BookingBodyTooLarge, MAX_BOOKING_BYTES, NOT_A_POST } from '~/models/booking-request.server'
import { assertSameOrigin } from '~/services/csrf.server'
import { getRuntime } from '~/services/runtime.server'
import { getOptionalUser } from '~/services/session.server'
import type { Route } from './+types/api-bookings'

// The site's bookings are served by server/bookings.ts ahead of React Router; this route
// answers the same way wherever the app runs without that entry (the dev server, tests).

const json = (body: unknown, status: number) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** Reads the body as text, giving up as soon as it passes the limit. */
async function readLimitedText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('Content-Length') ?? '0')
  if (declared > limit) throw new BookingBodyTooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      // Not cancelled: that would reset the connection before the 413 reaches the client.
      // Node discards the rest of the upload once the response has been sent.
      reader.releaseLock()
      throw new BookingBodyTooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export async function loader() {
  return json(NOT_A_POST, 405)
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return json(NOT_A_POST, 405)
  assertSameOrigin(request)
  const answer = await answerBookingRequest({
    user: await getOptionalUser(request),
    readBody: () => readLimitedText(request, MAX_BOOKING_BYTES),
    log: getRuntime().log.child({ reqId: context.requestId }),
  })
  return json(answer.body, answer.status)
}
