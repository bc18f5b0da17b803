import { isLang, langOfPath, localePath } from '~/i18n/languages'
import { createHmac, timingSafeEqual } from 'node:crypto'
import type SQLite from 'better-sqlite3'
import { redirect } from 'react-router'
import type { SessionUser } from '~/domain/auth'
import { getAuth } from './auth.server'
import { pgPoolFor, readRawSqlite } from './db.server'
import { getRuntime } from './runtime.server'

// Kept here too for the pages that already import it with the session helpers.
export type { SessionUser }

export const SERVICE_UNAVAILABLE = 'We cannot reach our records just now. Please try again in a moment.'

/** The session store (the database) could not be asked; a temporary outage, not a bad cookie. */
export class SessionLookupFailed extends Error {}

// The root loader and a page's loader ask about the same request; one database read serves both.
const perRequest = new WeakMap<Request, Promise<SessionUser | null>>()

const cookieSettings = new WeakMap<object, Promise<{ name: string; secret: string }>>()

/** The session cookie's name and signing secret, exactly as the auth library uses them. */
function sessionCookie(): Promise<{ name: string; secret: string }> {
  const auth = getAuth()
  let settings = cookieSettings.get(auth)
  if (!settings) {
    settings = auth.$context.then((context) => ({ name: context.authCookies.sessionToken.name, secret: context.secret }))
    cookieSettings.set(auth, settings)
  }
  return settings
}

/** One cookie's value from a Cookie header, decoded the way the auth library decodes it. */
function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue
    let value = part.slice(eq + 1).trim()
    if (value.charCodeAt(0) === 34) value = value.slice(1, -1)
    try {
      return value.includes('%') ? decodeURIComponent(value) : value
    } catch {
      return value
    }
  }
  return undefined
}

/** The token of a cookie signed by the auth library (`token.base64(HMAC-SHA256)`), if the signature holds. */
function verifiedToken(value: string, secret: string): string | undefined {
  const dot = value.lastIndexOf('.')
  if (dot < 1) return undefined
  const token = value.slice(0, dot)
  const signature = value.slice(dot + 1)
  if (signature.length !== 44 || !signature.endsWith('=')) return undefined
  const expected = createHmac('sha256', secret).update(token).digest()
  const given = Buffer.from(signature, 'base64')
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined
}

/**
 * The user of a session cookie, or null when there is none, its signature is wrong, the
 * session is unknown or has expired, or its account is gone: the auth library's own rules
 * for getSession (sessions are never refreshed here, and there is no cookie cache). It
 * costs one indexed read; going through the library took as long as the whole booking.
 * Throws SessionLookupFailed when the database cannot be reached.
 */
export async function findSessionUser(cookieHeader: string | undefined | null): Promise<SessionUser | null> {
  return (await findSessionAccount(cookieHeader))?.user ?? null
}

/**
 * Like findSessionUser, with the account's mobile number from the same read: a booking
 * needs the account's name, e-mail and mobile, and on PostgreSQL asking for them again was
 * a round trip of its own for every booking.
 */
export async function findSessionAccount(
  cookieHeader: string | undefined | null,
): Promise<{ user: SessionUser; account: { name: string; email: string; mobile: string; language: string } } | null> {
  if (!cookieHeader?.includes('session_token')) return null
  const { name, secret } = await sessionCookie()
  const value = readCookie(cookieHeader, name)
  const token = value === undefined ? undefined : verifiedToken(value, secret)
  if (!token) return null
  const { db, log } = getRuntime()
  let found: SessionRow | undefined
  try {
    const raw = readRawSqlite(db)
    const pool = raw ? undefined : pgPoolFor(db)
    found = raw
      ? await raw((sqlite) => sessionStatement(sqlite).get(token))
      : pool
        ? (await pool.query<SessionRow>({ name: 'session-user', text: SESSION_SQL, values: [token] })).rows[0]
        : await db
            .selectFrom('session')
            .innerJoin('user', 'user.id', 'session.userId')
            .select(['user.id', 'user.name', 'user.email', 'user.role', 'user.image', 'user.mobile', 'user.language', 'session.expiresAt'])
            .where('session.token', '=', token)
            .executeTakeFirst()
  } catch (error) {
    log.warn({ err: error }, 'session lookup failed')
    throw new SessionLookupFailed('session lookup failed', { cause: error })
  }
  if (!found || !(new Date(found.expiresAt).getTime() >= Date.now())) return null
  return {
    user: {
      id: found.id,
      name: found.name,
      email: found.email,
      role: found.role === 'admin' ? 'admin' : 'user',
      image: found.image ?? null,
      language: isLang(found.language) ? found.language : 'en',
    },
    // The language its mails are written in.
    account: { name: found.name, email: found.email, mobile: found.mobile, language: found.language },
  }
}

type SessionRow = Pick<SessionUser, 'id' | 'name' | 'email' | 'image'> & { role: string; mobile: string; language: string; expiresAt: string | Date }

const SESSION_SQL =
  'select u.id, u.name, u.email, u.role, u.image, u.mobile, u.language, s."expiresAt" from session s join "user" u on u.id = s."userId" where s.token = $1'

// The query is a prepared statement, on SQLite run on the connection itself and on
// PostgreSQL a named one: through Kysely, building it cost more than running it, on every
// request of a signed-in visitor.
const sessionStatements = new WeakMap<SQLite.Database, SQLite.Statement<[string], SessionRow>>()
function sessionStatement(sqlite: SQLite.Database) {
  let statement = sessionStatements.get(sqlite)
  if (!statement) {
    statement = sqlite.prepare<[string], SessionRow>(SESSION_SQL.replace('$1', '?'))
    sessionStatements.set(sqlite, statement)
  }
  return statement
}

async function lookUp(request: Request): Promise<SessionUser | null> {
  try {
    return await findSessionUser(request.headers.get('Cookie'))
  } catch (error) {
    if (!(error instanceof SessionLookupFailed)) throw error
    throw new Response(SERVICE_UNAVAILABLE, { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' } })
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
  // The login page in the language of the page that asked for it.
  return localePath(langOfPath(url.pathname), `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
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
