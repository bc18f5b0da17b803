import { isAPIError } from 'better-auth/api'
import { AUTH_MESSAGES, type LoginInput, type RegistrationInput } from '~/domain/auth'
import { isLang, type Lang } from '~/i18n/languages'
import {
  getAuth,
  GOOGLE_PROVIDER_ID,
  SIGN_UP_LANGUAGE_HEADER,
  TOO_MANY_PASSWORD_CHANGES,
  TOO_MANY_REGISTRATIONS,
  TOO_MANY_SIGN_INS,
} from '~/services/auth.server'
import { LIMITS, releaseAttempt, reserveAttempt } from '~/services/rate-limit.server'
import { getRuntime } from '~/services/runtime.server'

/**
 * Our actions call the auth library on the server (auth.api.*) and pass its cookies on, so
 * the forms work as plain HTML forms and no client-side auth library is shipped.
 */
export type AuthFailure = { ok: false; status: number; message: string; field?: string }
type Outcome<T> = ({ ok: true; headers: Headers } & T) | AuthFailure

/** Only the cookies of an auth call's response, ready to add to our own response. */
export function cookieHeaders(from: Headers | null | undefined): Headers {
  const headers = new Headers()
  for (const cookie of from?.getSetCookie() ?? []) headers.append('Set-Cookie', cookie)
  return headers
}

export function mergeHeaders(...all: Array<Headers | undefined>): Headers {
  const out = new Headers()
  for (const h of all) h?.forEach((value, key) => out.append(key, value))
  return out
}

/** A refusal of the auth library as our pages show it; `tooMany` words a rate limit in the page's language. */
function failure(error: unknown, fallback: string, tooMany?: (retryAfterMs: number) => string): AuthFailure {
  if (!isAPIError(error)) throw error
  const body = error.body ?? {}
  if (error.statusCode === 429) {
    const wait = Number((body as { retryAfterMs?: unknown }).retryAfterMs)
    return { ok: false, status: 429, message: tooMany && wait > 0 ? tooMany(wait) : String(body.message ?? fallback) }
  }
  if (body.code === 'VALIDATION_ERROR') {
    return { ok: false, status: 400, message: String(body.message ?? fallback), ...(body.field ? { field: String(body.field) } : {}) }
  }
  return { ok: false, status: error.statusCode >= 500 ? 500 : error.statusCode, message: fallback }
}

export async function signInWithPassword({
  request,
  input,
}: {
  request: Request
  input: LoginInput
}): Promise<Outcome<{ role: 'user' | 'admin'; language: Lang }>> {
  try {
    const { headers, response } = await getAuth().api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: await signInHeaders(request),
      returnHeaders: true,
    })
    return {
      ok: true,
      headers: cookieHeaders(headers),
      role: response.user.role === 'admin' ? 'admin' : 'user',
      language: await accountLanguage(response.user.id),
    }
  } catch (error) {
    const result = failure(error, AUTH_MESSAGES.loginFailed, TOO_MANY_SIGN_INS)
    // Never say whether the e-mail exists: every other refusal reads the same.
    return result.status === 429 || result.status === 400 ? result : { ...result, status: 401, message: AUTH_MESSAGES.loginFailed }
  }
}

/** Signs a new account up; it keeps the language of the page it was made on (its mails and next visits speak it). */
export async function registerAccount({ request, input, language }: { request: Request; input: RegistrationInput; language: Lang }): Promise<Outcome<object>> {
  // `aadhaar` is not a column: the library passes it to our create hook, which encrypts it.
  const body = {
    name: input.name,
    email: input.email,
    password: input.password,
    mobile: input.mobile,
    address: input.address,
    pin: input.pin,
    aadhaar: input.aadhaar,
  }
  try {
    const headers = await signInHeaders(request)
    headers.set(SIGN_UP_LANGUAGE_HEADER, language)
    const { headers: answer } = await getAuth().api.signUpEmail({ body, headers, returnHeaders: true })
    return { ok: true, headers: cookieHeaders(answer) }
  } catch (error) {
    if (isAPIError(error) && error.body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
      return { ok: false, status: 409, message: AUTH_MESSAGES.emailTaken, field: 'email' }
    }
    return failure(error, AUTH_MESSAGES.registrationFailed, TOO_MANY_REGISTRATIONS)
  }
}

/** The language an account keeps (set at registration and by the language switcher). */
export async function accountLanguage(userId: string): Promise<Lang> {
  const row = await getRuntime().db.selectFrom('user').select('language').where('id', '=', userId).executeTakeFirst()
  return isLang(row?.language) ? row.language : 'en'
}

/** Starts "Sign in with Google": where to send the browser, and the state cookie to set. */
export async function startGoogleSignIn({ request }: { request: Request }): Promise<Outcome<{ url: string }>> {
  try {
    const { headers, response } = await getAuth().api.signInSocial({
      body: {
        provider: GOOGLE_PROVIDER_ID,
        callbackURL: '/personal-info?signin=google',
        newUserCallbackURL: '/personal-info?signin=google-new',
        errorCallbackURL: '/login?signin=google-failed',
        disableRedirect: true,
      },
      headers: request.headers,
      returnHeaders: true,
    })
    if (!response.url) return { ok: false, status: 502, message: AUTH_MESSAGES.googleFailed }
    return { ok: true, headers: cookieHeaders(headers), url: response.url }
  } catch (error) {
    return failure(error, AUTH_MESSAGES.googleFailed)
  }
}

export async function signOut({ request }: { request: Request }): Promise<Headers> {
  try {
    const { headers } = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true })
    return cookieHeaders(headers)
  } catch (error) {
    if (!isAPIError(error)) throw error
    return new Headers()
  }
}

/**
 * docs/product.md §Accounts: the current password is checked when the account has one; every
 * other session of the user ends, and this browser gets a fresh session.
 */
export async function changePassword({
  request,
  userId,
  currentPassword,
  newPassword,
  hasPassword,
}: {
  request: Request
  userId: string
  currentPassword: string | undefined
  newPassword: string
  hasPassword: boolean
}): Promise<Outcome<object>> {
  const auth = getAuth()
  const { db } = getRuntime()
  // Only a wrong current password counts against the limit; the attempt is taken back otherwise.
  const decision = hasPassword ? await reserveAttempt(db, { limit: LIMITS.passwordChangePerAccount, subject: userId }) : undefined
  if (decision && !decision.allowed) return { ok: false, status: 429, message: TOO_MANY_PASSWORD_CHANGES(decision.retryAfterMs) }
  const reservation = decision?.allowed ? decision.reservation : undefined
  try {
    if (hasPassword) {
      const { headers } = await auth.api.changePassword({
        body: { currentPassword: currentPassword ?? '', newPassword, revokeOtherSessions: true },
        headers: request.headers,
        returnHeaders: true,
      })
      if (reservation) await releaseAttempt(db, reservation)
      return { ok: true, headers: cookieHeaders(headers) }
    }
    await auth.api.setPassword({ body: { newPassword }, headers: request.headers })
    await auth.api.revokeOtherSessions({ headers: request.headers })
    return { ok: true, headers: new Headers() }
  } catch (error) {
    if (isAPIError(error) && error.body?.code === 'INVALID_PASSWORD') {
      return { ok: false, status: 400, message: AUTH_MESSAGES.currentPasswordWrong, field: 'currentPassword' }
    }
    if (reservation) await releaseAttempt(db, reservation)
    return failure(error, AUTH_MESSAGES.passwordUpdateFailed)
  }
}

/**
 * A sign-in always starts a new session; a session cookie the browser still holds is ended
 * rather than left behind, so an old token can never be reused.
 */
async function signInHeaders(request: Request): Promise<Headers> {
  const headers = new Headers(request.headers)
  if (headers.get('Cookie')?.includes('session_token')) {
    await signOut({ request }).catch(() => undefined)
    headers.delete('Cookie')
  }
  return headers
}
