import { redirect } from 'react-router'
import { getAuth } from './auth.server'
import { getRuntime } from './runtime.server'

export const SERVICE_UNAVAILABLE = 'We cannot reach our records just now. Please try again in a moment.'

/** The signed-in user as the pages see it; never carries secrets or the raw Aadhaar number. */
export type SessionUser = {
  id: string
  name: string
  email: string
  role: 'user' | 'admin'
  image: string | null
}

// The root loader and a page's loader ask about the same request; one database read serves both.
const perRequest = new WeakMap<Request, Promise<SessionUser | null>>()

async function lookUp(request: Request): Promise<SessionUser | null> {
  const cookie = request.headers.get('Cookie')
  if (!cookie?.includes('session_token')) return null
  let found
  try {
    found = await getAuth().api.getSession({ headers: request.headers, query: { disableRefresh: true } })
  } catch (error) {
    // A bad or stale cookie is answered with null above; a throw means the session store
    // (the database) is out of reach. That is a temporary outage, not a fault of the page.
    getRuntime().log.warn({ err: error }, 'session lookup failed')
    throw new Response(SERVICE_UNAVAILABLE, { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' } })
  }
  if (!found) return null
  const { user } = found
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role === 'admin' ? 'admin' : 'user',
    image: user.image ?? null,
  }
}

export function getOptionalUser(request: Request): Promise<SessionUser | null> {
  let pending = perRequest.get(request)
  if (!pending) {
    pending = lookUp(request)
    perRequest.set(request, pending)
  }
  return pending
}

export function loginPath(request: Request): string {
  const url = new URL(request.url)
  return `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getOptionalUser(request)
  if (!user) throw redirect(loginPath(request))
  return user
}

/** Visitors are sent to log in; signed-in users who are not the owner get a 403. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request)
  if (user.role !== 'admin') throw new Response('Forbidden', { status: 403 })
  return user
}
