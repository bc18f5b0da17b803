import { createCookieSessionStorage, redirect } from 'react-router'
import { getRuntime } from './runtime.server'
import type { Toast } from '~/domain/toast'

/**
 * One-time notices that survive a redirect ("Login Successful!" shown on /personal-info).
 * Kept in a short signed cookie, read and cleared by the root loader.
 */
function storage() {
  const { config } = getRuntime()
  return createCookieSessionStorage<{ toast: Toast }>({
    cookie: {
      name: 'yatri_toast',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: config.secureCookies,
      secrets: [config.secrets.sessionSecret],
    },
  })
}

export async function toastHeader(toast: Toast): Promise<string> {
  const store = storage()
  const session = await store.getSession()
  session.flash('toast', toast)
  return store.commitSession(session)
}

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.append('Set-Cookie', await toastHeader(toast))
  return redirect(url, { ...init, headers })
}

export async function readToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const cookie = request.headers.get('Cookie')
  if (!cookie?.includes('yatri_toast=')) return { toast: null, setCookie: null }
  const store = storage()
  const session = await store.getSession(cookie)
  const toast = session.get('toast') ?? null
  return { toast, setCookie: await store.commitSession(session) }
}
