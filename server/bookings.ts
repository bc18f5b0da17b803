import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import helmet from 'helmet'
import { answerBookingRequest, BookingBodyTooLarge, MAX_BOOKING_BYTES } from '../app/models/booking-request.server'
import { CROSS_SITE_REFUSAL, isSameOriginRequest } from '../app/services/csrf.server'
import { findSessionUser, SERVICE_UNAVAILABLE, SessionLookupFailed } from '../app/services/session.server'
import { sharedHeaders } from './security-headers'

/**
 * `POST /api/bookings` straight from Express. Going through React Router (a Fetch Request
 * built from the Node one, route matching, the data strategy, a Response copied back) cost
 * as much CPU as saving the booking; during a festival rush that decides how many bookings
 * the site takes. The rules are the route's own (app/models/booking-request.server.ts);
 * other methods fall through to the route, which answers them.
 */
export async function postBooking(req: Request, res: Response, next: NextFunction): Promise<void> {
  try {
    const sameOrigin = isSameOriginRequest({
      method: req.method,
      origin: req.headers.origin ?? null,
      secFetchSite: header(req, 'sec-fetch-site'),
      host: req.headers.host ?? null,
      protocol: `${req.protocol}:`,
    })
    if (!sameOrigin) return send(res, 403, 'text/plain; charset=utf-8', CROSS_SITE_REFUSAL)

    let user
    try {
      user = await findSessionUser(req.headers.cookie)
    } catch (error) {
      if (!(error instanceof SessionLookupFailed)) throw error
      res.setHeader('Retry-After', '5')
      return send(res, 503, 'text/plain; charset=utf-8', SERVICE_UNAVAILABLE)
    }

    const answer = await answerBookingRequest({ user, readBody: () => readBody(req, MAX_BOOKING_BYTES), log: req.log })
    res.setHeader('Cache-Control', 'no-store')
    send(res, answer.status, 'application/json', JSON.stringify(answer.body))
  } catch (error) {
    next(error)
  }
}

/**
 * The security headers of the site's pages (server/index.ts), for an answer that is JSON:
 * its CSP allows nothing at all, so it needs no per-request script nonce.
 */
export function apiHeaders(secureCookies: boolean): RequestHandler {
  return helmet({
    ...sharedHeaders(secureCookies),
    contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], 'base-uri': ["'none'"], 'form-action': ["'none'"] } },
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
