import { BOOKING_ALERTS, bookingSchema, idempotencyKeySchema } from '~/domain/booking'
import { todayIn } from '~/domain/dates'
import { fieldErrors } from '~/domain/form'
import { BookingAccountMissingError, createBooking } from '~/models/bookings.server'
import { assertSameOrigin } from '~/services/csrf.server'
import { getRuntime } from '~/services/runtime.server'
import { getOptionalUser } from '~/services/session.server'
import type { Route } from './+types/api-bookings'

/** A booking is a few hundred bytes; anything near this is not a booking. */
const MAX_BODY_BYTES = 64 * 1024

const noStore = { 'Cache-Control': 'no-store' }
const json = (body: unknown, status: number) => Response.json(body, { status, headers: noStore })

class BodyTooLarge extends Error {}

/** Reads the body as text, giving up as soon as it passes the limit. */
async function readLimitedText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('Content-Length') ?? '0')
  if (declared > limit) throw new BodyTooLarge()
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
      throw new BodyTooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

// Building the zod schema took longer than using it; it only changes at midnight.
let cachedSchema: { today: string; schema: ReturnType<typeof bookingSchema> } | undefined
function schemaFor(today: string) {
  if (cachedSchema?.today !== today) cachedSchema = { today, schema: bookingSchema({ today }) }
  return cachedSchema.schema
}

export async function loader() {
  return json({ error: 'Send a booking with POST.' }, 405)
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return json({ error: 'Send a booking with POST.' }, 405)
  assertSameOrigin(request)

  const user = await getOptionalUser(request)
  if (!user) return json({ error: BOOKING_ALERTS.loggedOut }, 401)

  let body: unknown
  try {
    body = JSON.parse(await readLimitedText(request, MAX_BODY_BYTES))
  } catch (error) {
    if (error instanceof BodyTooLarge) return json({ error: 'The booking is too large.' }, 413)
    return json({ error: 'The booking could not be read. Please try again.' }, 400)
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return json({ error: 'The booking could not be read. Please try again.' }, 400)
  }

  const { config, db, events, log } = getRuntime()
  const now = new Date()
  const parsed = schemaFor(todayIn(config.timeZone, now)).safeParse(body)
  const key = idempotencyKeySchema.safeParse((body as Record<string, unknown>).idempotencyKey)
  if (!parsed.success || !key.success) {
    const errors = {
      ...(parsed.success ? {} : fieldErrors(parsed.error)),
      ...(key.success ? {} : { idempotencyKey: fieldErrors(key.error).form ?? 'Invalid confirmation key.' }),
    }
    return json({ errors }, 400)
  }

  let result
  try {
    result = await createBooking({
      db,
      userId: user.id,
      input: parsed.data,
      idempotencyKey: key.data,
      aadhaarKey: config.secrets.aadhaarKey,
      timeZone: config.timeZone,
      now,
    })
  } catch (error) {
    if (error instanceof BookingAccountMissingError) return json({ error: BOOKING_ALERTS.loggedOut }, 401)
    // The database is down or busy: nothing was saved, and the same key can be retried.
    log.error({ err: error, userId: user.id }, 'booking not saved')
    return json({ error: BOOKING_ALERTS.saveFailed }, 503)
  }

  const { booking, created } = result
  if (created) {
    log.info({ bookingId: booking.id, userId: user.id }, 'booking saved')
    // After commit, so listeners (admin panel) never see a booking that was rolled back.
    await events.publish('booking', { id: booking.id }).catch((err: unknown) => log.warn({ err }, 'booking event not published'))
  }
  return json({ booking }, created ? 201 : 200)
}
