import { getRuntime } from './runtime.server'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cross-site request forgery check for our own actions (the auth library checks its own
 * endpoints). Browsers send `Origin` on every POST and `Sec-Fetch-Site` on every request; a
 * page on another site cannot forge either. So a state change is refused when either header
 * says it came from elsewhere. A request with neither header does not come from a browser
 * and so cannot carry a victim's cookies; it is let through (the same rule as Go's
 * CrossOriginProtection).
 */
export function isSameOrigin(request: Request, publicUrl: string = getRuntime().config.publicUrl): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true
  const origin = request.headers.get('Origin')
  if (origin !== null) return trustedOrigins(request, publicUrl).includes(origin)
  const site = request.headers.get('Sec-Fetch-Site')
  return site === null || site === 'same-origin' || site === 'none'
}

/** Throws a 403 response when the request came from another site. */
export function assertSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) {
    throw new Response('This request came from another site and was refused.', { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  }
}

/**
 * PUBLIC_URL's origin, and the origin the browser addressed (its Host header): a forged
 * request carries the victim's Host but the attacker's Origin, so accepting the two when
 * they agree is safe, and it lets the site work on 127.0.0.1 as well as on localhost.
 */
export function trustedOrigins(request: Request, publicUrl: string = getRuntime().config.publicUrl): string[] {
  const origins = [new URL(publicUrl).origin]
  const host = request.headers.get('Host')
  if (host) origins.push(`${new URL(request.url).protocol}//${host}`)
  return origins
}
