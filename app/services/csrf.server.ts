import { getRuntime } from './runtime.server'

/**
 * Refuses state-changing requests that another site made the browser send. The session
 * cookie is SameSite=Lax, but a same-origin check costs nothing and also covers old
 * browsers. A request passes when its Origin is the site's own (PUBLIC_URL), or, without
 * an Origin header, when the browser says it came from this site (Sec-Fetch-Site).
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('Origin')
  const allowed = new URL(getRuntime().config.publicUrl).origin
  if (origin ? origin === allowed : request.headers.get('Sec-Fetch-Site') === 'same-origin') return
  throw Response.json({ error: 'This request did not come from this site.' }, { status: 403 })
}
