import { isAPIError } from 'better-auth/api'
import { maskAadhaar } from '~/domain/aadhaar'
import { AUTH_MESSAGES, waitMinutes } from '~/domain/auth'
import { msg } from '~/i18n/message'
import { getAuth, trackBackgroundTask } from '~/services/auth.server'
import { LIMITS, releaseAttempt, reserveAttempt, type Limit } from '~/services/rate-limit.server'
import { getRuntime } from '~/services/runtime.server'

/**
 * docs/product.md §Recovery: forgotten passwords, e-mail verification, a copy of one's data,
 * and signing out elsewhere. Token handling is the auth library's; we add the limits, the
 * outbox mail (in its hooks, app/services/auth.server.ts) and the answers people read.
 */

export type Refused = { ok: false; status: number; message: string }

// Rate-limit refusals, in the page's language: the English reads "1 minute" or "5 minutes" as before.
export const TOO_MANY_RESET_REQUESTS = (ms: number) => {
  const minutes = waitMinutes(ms)
  return minutes === 1
    ? msg('Too many password reset requests. Please wait 1 minute and try again.')
    : msg('Too many password reset requests. Please wait {minutes} minutes and try again.', { minutes })
}
export const TOO_MANY_RESET_ATTEMPTS = (ms: number) => {
  const minutes = waitMinutes(ms)
  return minutes === 1
    ? msg('Too many attempts. Please wait 1 minute and try again.')
    : msg('Too many attempts. Please wait {minutes} minutes and try again.', { minutes })
}
export const TOO_MANY_RESENDS = (ms: number) => {
  const minutes = waitMinutes(ms)
  return minutes === 1
    ? msg('You have asked for several verification e-mails already. Please wait 1 minute and try again.')
    : msg('You have asked for several verification e-mails already. Please wait {minutes} minutes and try again.', { minutes })
}
export const TOO_MANY_EXPORTS = (ms: number) => {
  const minutes = waitMinutes(ms)
  return minutes === 1
    ? msg('You have downloaded your data several times already. Please wait 1 minute and try again.')
    : msg('You have downloaded your data several times already. Please wait {minutes} minutes and try again.', { minutes })
}

async function limit(limits: Array<[Limit, string]>, message: (retryAfterMs: number) => string): Promise<Refused | null> {
  const { db } = getRuntime()
  const held = []
  for (const [which, subject] of limits) {
    const decision = await reserveAttempt(db, { limit: which, subject })
    if (!decision.allowed) {
      for (const r of held) await releaseAttempt(db, r)
      return { ok: false, status: 429, message: message(decision.retryAfterMs) }
    }
    held.push(decision.reservation)
  }
  return null
}

/**
 * "Forgot password?". The answer is the same for every address and does not wait for the
 * account to be looked up: the lookup, the token and the queued mail start only once the
 * answer has gone out (`later`), so its timing cannot tell a known address from an unknown
 * one. Only the rate limits, identical for both, are awaited.
 */
export async function requestPasswordReset({
  email,
  client,
  later,
}: {
  email: string
  client: string
  later: (task: () => void) => void
}): Promise<{ ok: true } | Refused> {
  const refused = await limit(
    [
      [LIMITS.passwordResetPerAccount, email],
      [LIMITS.passwordResetPerClient, client],
    ],
    TOO_MANY_RESET_REQUESTS,
  )
  if (refused) return refused
  later(() => trackBackgroundTask(getAuth().api.requestPasswordReset({ body: { email } }), getRuntime().log))
  return { ok: true }
}

/**
 * Sets the new password for the account the token was issued to (the token is all that
 * names the account), uses the token up, and ends every session of that account.
 */
export async function resetPassword({ token, newPassword, client }: { token: string; newPassword: string; client: string }): Promise<{ ok: true } | Refused> {
  const refused = await limit([[LIMITS.resetTokenPerClient, client]], TOO_MANY_RESET_ATTEMPTS)
  if (refused) return refused
  try {
    await getAuth().api.resetPassword({ body: { token, newPassword } })
    return { ok: true }
  } catch (error) {
    if (!isAPIError(error)) throw error
    const code = String(error.body?.code ?? '')
    if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND') return { ok: false, status: 400, message: AUTH_MESSAGES.resetLinkInvalid }
    if (code === 'VALIDATION_ERROR') return { ok: false, status: 400, message: AUTH_MESSAGES.password }
    getRuntime().log.error({ err: error }, 'password reset failed')
    return { ok: false, status: 500, message: AUTH_MESSAGES.resetFailed }
  }
}

/** Is this reset token still usable? Only to tell the visitor before they type a password. */
export async function resetTokenUsable(token: string): Promise<boolean> {
  if (!token || token.length > 200) return false
  const row = await getRuntime().db.selectFrom('verification').select('expiresAt').where('identifier', '=', `reset-password:${token}`).executeTakeFirst()
  return row !== undefined && new Date(row.expiresAt).getTime() > Date.now()
}

/** The link in the verification mail. */
export async function verifyEmail({ token }: { token: string }): Promise<boolean> {
  if (!token || token.length > 2000) return false
  try {
    await getAuth().api.verifyEmail({ query: { token } })
    return true
  } catch (error) {
    if (!isAPIError(error)) throw error
    return false
  }
}

/** "Resend" on the account page: a new verification mail for the signed-in account. */
export async function resendVerification({ request, userId, email }: { request: Request; userId: string; email: string }): Promise<{ ok: true } | Refused> {
  const refused = await limit([[LIMITS.verificationResendPerAccount, userId]], TOO_MANY_RESENDS)
  if (refused) return refused
  await getAuth().api.sendVerificationEmail({ body: { email }, headers: request.headers })
  return { ok: true }
}

/** "Sign out of other devices": every session of this account but the one making the request. */
export async function signOutOtherDevices({ request }: { request: Request }): Promise<boolean> {
  try {
    await getAuth().api.revokeOtherSessions({ headers: request.headers })
    return true
  } catch (error) {
    getRuntime().log.error({ err: error }, 'could not end other sessions')
    return false
  }
}

export type DataExport = {
  exportedAt: string
  profile: {
    name: string
    email: string
    emailVerified: boolean
    mobile: string
    address: string
    pin: string
    aadhaar: string
    signInMethods: string[]
    createdAt: string
  }
  bookings: Array<{
    id: string
    bookingDate: string
    name: string
    bookingFor: 'self' | 'someone'
    mobileNumber: string
    pickupLocation: string
    dropoffLocation: string
    carType: string
    pickupDate: string
    pickupTime: string
    aadhaar: string
    createdAt: string
  }>
  feedback: Array<{ feedback: string; timestamp: string }>
}

/** Rate limit of "Download my data", per account. */
export async function reserveDataExport({ userId }: { userId: string }): Promise<Refused | null> {
  return limit([[LIMITS.dataExportPerAccount, userId]], TOO_MANY_EXPORTS)
}

/**
 * "Download my data": what the site holds about the traveller, as they would read it. The
 * Aadhaar number only masked; no password hash, session or encrypted value.
 */
export async function exportUserData({ userId }: { userId: string }): Promise<DataExport | null> {
  const { db } = getRuntime()
  const user = await db
    .selectFrom('user')
    .select(['name', 'email', 'emailVerified', 'mobile', 'address', 'pin', 'aadhaarLast4', 'createdAt'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user) return null
  const [accounts, bookings, feedback] = await Promise.all([
    db.selectFrom('account').select('providerId').where('userId', '=', userId).execute(),
    db
      .selectFrom('booking')
      .select([
        'id',
        'bookingDate',
        'name',
        'bookingFor',
        'mobileNumber',
        'pickupLocation',
        'dropoffLocation',
        'carType',
        'pickupDate',
        'pickupTime',
        'aadhaarLast4',
        'createdAt',
      ])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .execute(),
    db.selectFrom('feedback').select(['feedback', 'timestamp']).where('userId', '=', userId).orderBy('id', 'asc').execute(),
  ])
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      name: user.name,
      email: user.email,
      emailVerified: Boolean(user.emailVerified),
      mobile: user.mobile,
      address: user.address,
      pin: user.pin,
      aadhaar: maskAadhaar(user.aadhaarLast4),
      signInMethods: accounts.map((a) => (a.providerId === 'credential' ? 'password' : a.providerId)),
      createdAt: iso(user.createdAt),
    },
    bookings: bookings.map(({ aadhaarLast4, ...b }) => ({ ...b, aadhaar: maskAadhaar(aadhaarLast4), createdAt: iso(b.createdAt) })),
    feedback: feedback.map((f) => ({ feedback: f.feedback, timestamp: f.timestamp })),
  }
}

function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value
}
