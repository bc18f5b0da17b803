import { getRuntime } from './runtime.server'

/**
 * Refuses state-changing requests that come from another site. Browsers send Origin on
 * every cross-site POST and Sec-Fetch-Site on every request, and page scripts can forge neither.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('Origin')
  const publicOrigin = new URL(getRuntime().config.publicUrl).origin
  if (origin !== null && origin === publicOrigin) return
  if (request.headers.get('Sec-Fetch-Site') === 'same-origin') return
  throw new Response('Forbidden: this request did not come from this site.', {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
