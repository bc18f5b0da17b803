import { redirect } from 'react-router'

/** The signed-in user as the pages see it; never carries secrets or the raw Aadhaar number. */
export type SessionUser = {
  id: string
  name: string
  email: string
  role: 'user' | 'admin'
  image: string | null
}

export async function getOptionalUser(_request: Request): Promise<SessionUser | null> {
  return null
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getOptionalUser(request)
  if (!user) {
    const url = new URL(request.url)
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
  }
  return user
}

export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request)
  if (user.role !== 'admin') throw new Response('Forbidden', { status: 403 })
  return user
}
