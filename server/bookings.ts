import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import helmet from 'helmet'
import { BOOKING_ALERTS, bookingSchema, idempotencyKeySchema } from '../app/domain/booking'
import { todayIn } from '../app/domain/dates'
import { fieldErrors, type FieldErrors } from '../app/domain/form'
import { translate } from '../app/i18n/message'
import { BookingAccountMissingError, createBooking } from '../app/models/bookings.server'
import { now as clockNow } from '../app/services/clock.server'
import { CROSS_SITE_REFUSAL, isSameOriginRequest } from '../app/services/csrf.server'
import type { Logger } from '../app/services/logger.server'
import { getRuntime } from '../app/services/runtime.server'
import { findSessionAccount, SERVICE_UNAVAILABLE, SessionLookupFailed } from '../app/services/session.server'
import { sharedHeaders } from './security-headers'

/**
 * `/api/bookings`, the one door to saving a traveller's booking, straight from Express.
 * Going through React Router (a Fetch Request built from the Node one, route matching, the
 * data strategy, a Response copied back) cost as much CPU as saving the booking; during a
 * festival rush that decides how many bookings the site takes. The development server runs
 * this same Express app, so there is no second door.
 */
export async function postBooking(req: Request, res: Response, next: NextFunction): Promise<void> {
  try {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST')
      res.setHeader('Cache-Control', 'no-store')
      return send(res, 405, 'application/json', JSON.stringify(NOT_A_POST))
    }
    const sameOrigin = isSameOriginRequest({
      method: req.method,
      origin: req.headers.origin ?? null,
      secFetchSite: header(req, 'sec-fetch-site'),
      host: req.headers.host ?? null,
      protocol: `${req.protocol}:`,
    })
    if (!sameOrigin) return send(res, 403, 'text/plain; charset=utf-8', CROSS_SITE_REFUSAL)

    let session
    try {
      session = await findSessionAccount(req.headers.cookie)
    } catch (error) {
      if (!(error instanceof SessionLookupFailed)) throw error
      res.setHeader('Retry-After', '5')
      return send(res, 503, 'text/plain; charset=utf-8', SERVICE_UNAVAILABLE)
    }

    const answer = await answerBookingRequest({
      session,
      readBody: () => readBody(req, MAX_BOOKING_BYTES),
      log: req.log,
      translated: translatesMessages(header(req, 'accept-language')),
    })
    res.setHeader('Cache-Control', 'no-store')
    send(res, answer.status, 'application/json', JSON.stringify(answer.body))
  } catch (error) {
    next(error)
  }
}

/** A booking is a few hundred bytes; anything near this is not a booking. */
const MAX_BOOKING_BYTES = 64 * 1024

const NOT_A_POST = { error: 'Send a booking with POST.' }

type BookingAnswer = { status: number; body: unknown }

type SessionAccount = NonNullable<Awaited<ReturnType<typeof findSessionAccount>>>

/** Thrown by a body reader once the body passes MAX_BOOKING_BYTES. */
class BookingBodyTooLarge extends Error {}

const unreadable = (): BookingAnswer => ({ status: 400, body: { error: 'The booking could not be read. Please try again.' } })

// Building the zod schema took longer than using it; it only changes at midnight.
let cachedSchema: { today: string; schema: ReturnType<typeof bookingSchema> } | undefined
function schemaFor(today: string) {
  if (cachedSchema?.today !== today) cachedSchema = { today, schema: bookingSchema({ today }) }
  return cachedSchema.schema
}

/**
 * A page in Hindi or Marathi asks for the form's messages as messages (app/i18n/message.ts),
 * which it translates with its own catalogue, as it does its own checks' messages; anyone
 * else gets them as English text.
 */
function translatesMessages(acceptLanguage: string | null): boolean {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase().split(/[-;]/)[0]
  return first === 'hi' || first === 'mr'
}

function inEnglish(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translate('en', {}, message)]))
}

async function answerBookingRequest({
  session,
  readBody,
  log,
  translated,
}: {
  session: SessionAccount | null
  /** The body as text; throws BookingBodyTooLarge past MAX_BOOKING_BYTES. */
  readBody: () => Promise<string>
  log: Logger
  /** Whether the page translates the messages itself (translatesMessages). */
  translated: boolean
}): Promise<BookingAnswer> {
  if (!session) return { status: 401, body: { error: BOOKING_ALERTS.loggedOut } }
  const { user, account } = session

  let body: unknown
  try {
    body = JSON.parse(await readBody())
  } catch (error) {
    if (error instanceof BookingBodyTooLarge) return { status: 413, body: { error: 'The booking is too large.' } }
    return unreadable()
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return unreadable()

  const { config, db, events } = getRuntime()
  const now = clockNow()
  const parsed = schemaFor(todayIn(config.timeZone, now)).safeParse(body)
  const key = idempotencyKeySchema.safeParse((body as Record<string, unknown>).idempotencyKey)
  if (!parsed.success || !key.success) {
    const errors = {
      ...(parsed.success ? {} : fieldErrors(parsed.error)),
      ...(key.success ? {} : { idempotencyKey: fieldErrors(key.error).form ?? 'Invalid confirmation key.' }),
    }
    return { status: 400, body: { errors: translated ? errors : inEnglish(errors) } }
  }

  let result
  try {
    result = await createBooking({
      db,
      order: { source: 'site', userId: user.id, input: parsed.data, idempotencyKey: key.data },
      aadhaarKey: config.secrets.aadhaarKey,
      timeZone: config.timeZone,
      now,
      account,
    })
  } catch (error) {
    if (error instanceof BookingAccountMissingError) return { status: 401, body: { error: BOOKING_ALERTS.loggedOut } }
    // The database is down or busy: nothing was saved, and the same key can be retried.
    log.error({ err: error, userId: user.id }, 'booking not saved')
    return { status: 503, body: { error: BOOKING_ALERTS.saveFailed } }
  }

  const { booking, created } = result
  if (created) {
    log.info({ bookingId: booking.id, userId: user.id }, 'booking saved')
    // After commit, so listeners (admin panel) never see a booking that was rolled back.
    await events.publish('booking', { id: booking.id }).catch((err: unknown) => log.warn({ err }, 'booking event not published'))
  }
  return { status: created ? 201 : 200, body: { booking } }
}

/**
 * The security headers of the site's pages (server/index.ts), for an answer that is JSON:
 * its CSP allows nothing at all, so it needs no per-request script nonce.
 */
export function apiHeaders(secureCookies: boolean): RequestHandler {
  return helmet({
    ...sharedHeaders(secureCookies),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"], 'form-action': ["'none'"] },
    },
  })
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name]
  return typeof value === 'string' ? value : null
}

// Written directly rather than with res.json: Express would add an ETag (a hash of every
// answer) that a POST never uses.
function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.statusCode = status
  res.setHeader('Content-Type', type)
  res.setHeader('Content-Length', Buffer.byteLength(body))
  res.end(body)
}

/** The body as text, given up as soon as it passes the limit. */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.reject(new BookingBodyTooLarge())
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      // Not destroyed: that would reset the connection before the 413 reaches the client.
      // The rest of the upload is read and dropped.
      req.off('data', onData)
      req.resume()
      reject(new BookingBodyTooLarge())
    }
    req.on('data', onData)
    req.once('end', () => resolve(Buffer.concat(chunks, Math.min(size, limit)).toString('utf8')))
    req.once('error', reject)
  })
}
