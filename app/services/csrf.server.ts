import { getRuntime } from './runtime.server'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** What the check looks at, from a Fetch request or straight from Node's (server/bookings.ts). */
export type RequestOrigin = {
  method: string
  origin: string | null
  secFetchSite: string | null
  host: string | null
  /** The scheme the browser used, with its colon: `http:` or `https:`. */
  protocol: string
}

/**
 * Cross-site request forgery check for our own actions (the auth library checks its own
 * endpoints). Browsers send `Origin` on every POST and `Sec-Fetch-Site` on every request; a
 * page on another site cannot forge either. So a state change is refused when either header
 * says it came from elsewhere. A request with neither header does not come from a browser
 * and so cannot carry a victim's cookies; it is let through (the same rule as Go's
 * CrossOriginProtection).
 */
export function isSameOrigin(request: Request, publicUrl: string = getRuntime().config.publicUrl): boolean {
  return isSameOriginRequest(originOf(request), publicUrl)
}

export function isSameOriginRequest(request: RequestOrigin, publicUrl: string = getRuntime().config.publicUrl): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true
  if (request.origin !== null) return originsFor(request, publicUrl).includes(request.origin)
  const site = request.secFetchSite
  return site === null || site === 'same-origin' || site === 'none'
}

export const CROSS_SITE_REFUSAL = 'This request came from another site and was refused.'

/** Throws a 403 response when the request came from another site. */
export function assertSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) {
    throw new Response(CROSS_SITE_REFUSAL, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
}

/**
 * PUBLIC_URL's origin, and the origin the browser addressed (its Host header): a forged
 * request carries the victim's Host but the attacker's Origin, so accepting the two when
 * they agree is safe, and it lets the site work on 127.0.0.1 as well as on localhost.
 */
export function trustedOrigins(request: Request, publicUrl: string = getRuntime().config.publicUrl): string[] {
  return originsFor(originOf(request), publicUrl)
}

function originsFor({ host, protocol }: Pick<RequestOrigin, 'host' | 'protocol'>, publicUrl: string): string[] {
  const origins = [new URL(publicUrl).origin]
  if (host) origins.push(`${protocol}//${host}`)
  return origins
}

function originOf(request: Request): RequestOrigin {
  return {
    method: request.method,
    origin: request.headers.get('Origin'),
    secFetchSite: request.headers.get('Sec-Fetch-Site'),
    host: request.headers.get('Host'),
    protocol: new URL(request.url).protocol,
  }
}
