import { betterAuth, type BetterAuthOptions } from 'better-auth'
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api'
import { genericOAuth } from 'better-auth/plugins'
import { loginSchema, passwordField, registrationSchema, waitMinutes } from '~/domain/auth'
import { isLang, LANG_COOKIE, type Lang } from '~/i18n/languages'
import { msg, translate } from '~/i18n/message'
import { emailBusiness, emailVerificationSubject, passwordResetSubject } from '~/domain/mail'
import { encryptSecret } from './crypto.server'
import { AUTH_LIBRARY_LIMIT, LIMITS, releaseAttempt, reserveAttempt, type Limit, type Reservation } from './rate-limit.server'
import { getRuntime, type Runtime } from './runtime.server'
import { trustedOrigins } from './csrf.server'
import { enqueueMail } from './mail.server'

/** Set by our own middleware from Express's req.ip, replacing anything a client sent. */
export const CLIENT_IP_HEADER = 'x-yatri-client-ip'
export const AUTH_BASE_PATH = '/api/auth'
export const GOOGLE_PROVIDER_ID = 'google'

/** Sessions end this long after sign-in, however active they are (no sliding renewal). */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60

/** docs/product.md §Recovery: a reset link works once, for one hour; so does a verification link. */
export const RESET_LINK_SECONDS = 60 * 60
export const VERIFY_LINK_SECONDS = 60 * 60

// Rate-limit refusals, in the page's language (app/i18n/message.ts): the English reads "1 minute" or "5 minutes" as before.
export const TOO_MANY_SIGN_INS = (ms: number) => {
  const minutes = waitMinutes(ms)
  return minutes === 1
    ? msg('Too many failed sign-in attempts. Please wait 1 minute and try again.')
    : msg('Too many failed sign-in attempts. Please wait {minutes} minutes and try again.', { minutes })
}
export const TOO_MANY_REGISTRATIONS = (ms: number) => {
  const minutes = waitMinutes(ms)
  return minutes === 1
    ? msg('Too many registration attempts. Please wait 1 minute and try again.')
    : msg('Too many registration attempts. Please wait {minutes} minutes and try again.', { minutes })
}
export const TOO_MANY_PASSWORD_CHANGES = (ms: number) => {
  const minutes = waitMinutes(ms)
  return minutes === 1
    ? msg('Too many wrong current passwords. Please wait 1 minute and try again.')
    : msg('Too many wrong current passwords. Please wait {minutes} minutes and try again.', { minutes })
}

/** The register action names the page's language in this header (app/models/sign-in.server.ts). */
export const SIGN_UP_LANGUAGE_HEADER = 'x-yatri-language'

/** A new account's language: the register page's (the header above), else the visitor's choice (the `lang` cookie, e.g. a Google sign-up). */
function signUpLanguage(headers: Headers | undefined): Lang | undefined {
  const named = headers?.get(SIGN_UP_LANGUAGE_HEADER)
  if (isLang(named)) return named
  const cookie = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([a-z]{2})(?:;|$)`).exec(headers?.get('Cookie') ?? '')?.[1]
  return isLang(cookie) ? cookie : undefined
}

/** Work started by a request that the answer does not wait for; a graceful stop waits for it. */
const backgroundTasks = new Set<Promise<unknown>>()

export function trackBackgroundTask(task: Promise<unknown>, log: Pick<Runtime['log'], 'error'>): void {
  const tracked: Promise<unknown> = task
    .catch((err: unknown) => log.error({ err }, 'background auth task failed'))
    .finally(() => backgroundTasks.delete(tracked))
  backgroundTasks.add(tracked)
}

function buildOptions(runtime: Runtime) {
  const { config, log, db, database } = runtime
  // Attempts held between the before and after hooks of one call, keyed by its context.
  const pending = new WeakMap<object, Reservation[]>()

  async function reserve(limits: Array<[Limit, string]>, message: (retryAfterMs: number) => string): Promise<Reservation[]> {
    const held: Reservation[] = []
    for (const [limit, subject] of limits) {
      const decision = await reserveAttempt(db, { limit, subject })
      if (!decision.allowed) {
        for (const r of held) await releaseAttempt(db, r)
        // The endpoint answers in English; our own forms rebuild the message in the page's
        // language from retryAfterMs (app/models/sign-in.server.ts).
        throw new APIError('TOO_MANY_REQUESTS', {
          message: translate('en', {}, message(decision.retryAfterMs)),
          code: 'RATE_LIMITED',
          retryAfterMs: decision.retryAfterMs,
        })
      }
      held.push(decision.reservation)
    }
    return held
  }

  /**
   * The library hands us a token; the mail links to our own page with it, which then calls
   * the library on the server. The mail is only queued here: the outbox worker sends it.
   */
  async function queueLinkMail(
    kind: 'password-reset' | 'email-verification',
    user: { id: string; name: string; email: string; language?: unknown },
    path: string,
    token: string,
    seconds: number,
  ) {
    const url = `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`
    // In the account's language, which the library hands over with the user (an additional field).
    const lang = isLang(user.language) ? user.language : 'en'
    await enqueueMail(db, {
      kind,
      refId: user.id,
      to: { name: user.name, address: user.email },
      subject: kind === 'password-reset' ? passwordResetSubject(config.business.name, lang) : emailVerificationSubject(config.business.name, lang),
      props: { name: user.name, url, validMinutes: seconds / 60, business: emailBusiness(config.business), lang },
    })
    await runtime.events.publish('account-mail', {}).catch((err: unknown) => log.warn({ err }, 'could not wake the outbox worker'))
  }

  function invalid(error: { issues: Array<{ path: PropertyKey[]; message: string }> }): APIError {
    const first = error.issues[0]
    return new APIError('BAD_REQUEST', {
      message: first?.message ?? msg('Invalid input'),
      code: 'VALIDATION_ERROR',
      field: String(first?.path[0] ?? ''),
    })
  }

  return {
    appName: config.business.name,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.secrets.sessionSecret,
    database: { db, type: database.dialect, transaction: true },
    trustedOrigins: (request?: Request) => (request ? trustedOrigins(request) : [config.publicUrl]),
    telemetry: { enabled: false },
    logger: {
      level: config.logLevel === 'debug' || config.logLevel === 'trace' ? 'debug' : 'warn',
      // Only messages and errors, never the objects the library passes along: those can be
      // request bodies, and a body may hold an Aadhaar number or a password.
      log: (level, message, ...args) => log[level]({ auth: args.length ? args.map(loggable) : undefined }, message),
    },
    onAPIError: {
      // OAuth failures the library cannot tie to a sign-in (a forged or expired state) land
      // here too, with the same message as any other failed Google sign-in.
      errorURL: '/login?signin=google-failed',
      onError: (error) => {
        const status = isAPIError(error) ? error.statusCode : 500
        if (status >= 500) log.error({ err: error }, 'auth request failed')
        else log.debug({ status, message: error instanceof Error ? error.message : undefined }, 'auth request refused')
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      sendResetPassword: async ({ user, token }) => {
        await queueLinkMail('password-reset', user, '/reset-password', token, RESET_LINK_SECONDS)
      },
    },
    // Verification never blocks sign-in or booking (docs/decisions/0016-accounts-recovery.md).
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        await queueLinkMail('email-verification', user, '/verify-email', token, VERIFY_LINK_SECONDS)
      },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        mobile: { type: 'string', required: false, defaultValue: '', input: true },
        address: { type: 'string', required: false, defaultValue: '', input: true },
        pin: { type: 'string', required: false, defaultValue: '', input: true },
        aadhaarEnc: { type: 'string', required: false, defaultValue: '', input: false, returned: false },
        aadhaarLast4: { type: 'string', required: false, defaultValue: '', input: false },
        // Set by the server from the page the account was made on, and by the language switcher.
        language: { type: 'string', required: false, defaultValue: 'en', input: false },
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      disableSessionRefresh: true,
      cookieCache: { enabled: false },
    },
    account: {
      // Google sign-in may join an existing account only when both sides vouch for the
      // address; the library's default, spelled out because it guards against takeover.
      accountLinking: { enabled: true, requireLocalEmailVerified: true },
    },
    rateLimit: {
      enabled: true,
      storage: 'memory',
      window: AUTH_LIBRARY_LIMIT.windowSeconds,
      max: AUTH_LIBRARY_LIMIT.max,
      // Sign-in and registration have stricter, database-backed limits in the hooks below.
      customRules: { '/sign-in/email': false, '/sign-up/email': false },
    },
    advanced: {
      cookiePrefix: 'yatri',
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Said explicitly: left unset, the library turns both checks off whenever the
      // environment has TEST=true or NODE_ENV=test (a test runner's, or a careless host's).
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // The library calls the mail hooks inside its own transaction (registration), but the
      // outbox insert goes through our database handle, which on SQLite waits for that
      // transaction to finish: awaited, the two would wait for each other for ever. So the
      // library does not wait; the mail is queued once the transaction is done.
      backgroundTasks: {
        handler: (task) => trackBackgroundTask(task, log),
      },
    },
    // Not reachable over HTTP: the profile is edited through our own validated action, and the
    // reset and verification endpoints are called by our own pages (with our rate limits).
    disabledPaths: [
      '/update-user',
      '/change-email',
      '/delete-user',
      '/delete-user/callback',
      '/request-password-reset',
      '/reset-password',
      '/send-verification-email',
      '/verify-email',
      '/link-social',
      '/unlink-account',
      '/update-session',
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const client = ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown'
        if (ctx.path === '/sign-in/email') {
          const parsed = loginSchema.safeParse(ctx.body ?? {})
          if (!parsed.success) throw invalid(parsed.error)
          const held = await reserve(
            [
              [LIMITS.signInPerAccount, parsed.data.email],
              [LIMITS.signInPerClient, client],
            ],
            TOO_MANY_SIGN_INS,
          )
          pending.set(ctx.context, held)
          return { context: { body: { ...ctx.body, ...parsed.data } } }
        }
        if (ctx.path === '/sign-up/email') {
          const parsed = registrationSchema.safeParse(ctx.body ?? {})
          if (!parsed.success) throw invalid(parsed.error)
          await reserve(
            [
              [LIMITS.registerPerAccount, parsed.data.email],
              [LIMITS.registerPerClient, client],
            ],
            TOO_MANY_REGISTRATIONS,
          )
          return { context: { body: { ...ctx.body, ...parsed.data } } }
        }
        if (ctx.path === '/reset-password') {
          const parsed = passwordField.safeParse(ctx.body?.newPassword ?? '')
          if (!parsed.success) throw invalid(parsed.error)
        }
        if (ctx.path === '/change-password') {
          const parsed = loginSchema.shape.password.safeParse(ctx.body?.newPassword ?? '')
          if (!parsed.success) throw invalid(parsed.error)
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return
        const held = pending.get(ctx.context)
        if (!held) return
        // A failed sign-in keeps its place in the window; anything else gives it back.
        const returned = ctx.context.returned
        const failed = isAPIError(returned) && returned.statusCode === 401
        if (!failed) for (const r of held) await releaseAttempt(db, r)
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => {
            // The account speaks the language of the page it was made on, from its first mail on.
            const language = signUpLanguage(ctx?.headers)
            const named = language ? { ...user, language } : user
            // Registration is the one place a raw Aadhaar number arrives; it is encrypted
            // before the row is written and never stored or logged in clear.
            if (ctx?.path !== '/sign-up/email') return language ? { data: named } : undefined
            const parsed = registrationSchema.shape.aadhaar.safeParse((ctx.body as { aadhaar?: unknown } | undefined)?.aadhaar)
            if (!parsed.success) return false
            if (!parsed.data) return language ? { data: named } : undefined
            return {
              data: {
                ...named,
                aadhaarEnc: encryptSecret(parsed.data, config.secrets.aadhaarKey),
                aadhaarLast4: parsed.data.slice(-4),
              },
            }
          },
          // Runs after the commit: the open admin panel reloads its customers and finds the
          // new row. Only the topic travels, never the traveller's details.
          after: async (user) => {
            if ((user as { role?: unknown }).role === 'admin') return
            try {
              await runtime.events.publish('user', {})
            } catch (error) {
              log.warn({ err: error }, 'could not announce a new account')
            }
          },
        },
      },
    },
    plugins: config.google
      ? [
          genericOAuth({
            config: [
              {
                providerId: GOOGLE_PROVIDER_ID,
                name: 'Google',
                discoveryUrl: config.google.discoveryUrl,
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret || undefined,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
                requireIdTokenVerification: true,
                mapProfileToUser: (profile) => ({
                  name: typeof profile.name === 'string' && profile.name.trim() ? profile.name.trim() : String(profile.email ?? '').split('@')[0],
                  email: typeof profile.email === 'string' ? profile.email.toLowerCase() : undefined,
                  emailVerified: profile.email_verified === true,
                }),
              },
            ],
          }),
        ]
      : [],
  } satisfies BetterAuthOptions
}

function loggable(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack }
  return typeof value === 'object' && value !== null ? '[object]' : value
}

function createAuth(runtime: Runtime) {
  // Registered after the outbox worker and the database, so it runs before they stop.
  runtime.onStop(async () => {
    await Promise.all([...backgroundTasks])
  })
  return betterAuth(buildOptions(runtime))
}

export type Auth = ReturnType<typeof createAuth>

// One instance per process, shared by the Node entry and the route modules (two bundles).
const KEY = Symbol.for('yatri.auth')
const holder = globalThis as { [KEY]?: { runtime: Runtime; auth: Auth } }

/** The auth library, created on first use from the running runtime. */
export function getAuth(): Auth {
  const runtime = getRuntime()
  const held = holder[KEY]
  if (held && held.runtime === runtime) return held.auth
  const auth = createAuth(runtime)
  holder[KEY] = { runtime, auth }
  return auth
}

/** Exposed for the schema test: the exact options the site runs with. */
export function authOptionsFor(runtime: Runtime): BetterAuthOptions {
  return buildOptions(runtime)
}
