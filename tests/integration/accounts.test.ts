import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { getMigrations } from 'better-auth/db/migration'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteAccount, ensureAdminAccount, getProfile } from '~/models/account.server'
import { authOptionsFor, getAuth } from '~/services/auth.server'
import { loadConfig } from '~/services/config.server'
import { decryptSecret } from '~/services/crypto.server'
import { createLogger } from '~/services/logger.server'
import { reserveAttempt, releaseAttempt, sweepAttempts } from '~/services/rate-limit.server'
import { getRuntime, startRuntime, stopRuntime } from '~/services/runtime.server'
import { findSessionUser } from '~/services/session.server'
import { validAadhaar } from '../support/aadhaar'
import { createScratchDatabase } from '../support/pg'

/**
 * The accounts feature against real databases: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set. Each run gets its own data directory and database.
 */
const databases: Array<{ name: 'sqlite' | 'postgres'; url: () => Promise<{ url: string | undefined; drop: () => Promise<void> }> }> = [
  { name: 'sqlite', url: async () => ({ url: undefined, drop: async () => {} }) },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, url: () => createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_accounts_it') }]
    : []),
]

const headers = (ip = '203.0.113.9') => new Headers({ 'x-yatri-client-ip': ip })

describe.each(databases)('accounts on $name', ({ url }) => {
  let dataDir = ''
  let drop: () => Promise<void> = async () => {}

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-accounts-'))
    const scratch = await url()
    drop = scratch.drop
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: scratch.url, PORT: '5499', LOG_LEVEL: 'silent' })
    await startRuntime({ config, log: createLogger('silent') })
  })

  afterAll(async () => {
    await stopRuntime()
    await drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('our migrations already hold everything the auth library needs: its getMigrations() finds nothing to do', async () => {
    const plan = await getMigrations(authOptionsFor(getRuntime()), { throwOnUnsafe: false })
    expect(plan.toBeCreated).toEqual([])
    expect(plan.toBeAdded).toEqual([])
    expect(plan.toBeAddedIndexes).toEqual([])
    expect(plan.unsafeChanges).toEqual([])
    expect(plan.schemaProblems).toEqual([])
    expect(await plan.compileMigrations()).toBe(';')
  })

  it('registration stores the Aadhaar number encrypted, and only its last four digits in clear', async () => {
    const aadhaar = validAadhaar('it-register')
    const { response } = await getAuth().api.signUpEmail({
      body: {
        name: 'Lata Mangeshkar',
        email: 'lata@example.in',
        password: 'Sangeet@2026',
        mobile: '9876501234',
        address: 'Peddar Road, Mumbai',
        pin: '400026',
        aadhaar,
      } as never,
      headers: headers(),
      returnHeaders: true,
    })
    const row = await getRuntime().db.selectFrom('user').selectAll().where('id', '=', response.user.id).executeTakeFirstOrThrow()
    expect(row.role).toBe('user')
    expect(row.aadhaarLast4).toBe(aadhaar.slice(-4))
    expect(row.aadhaarEnc).not.toContain(aadhaar)
    expect(decryptSecret(row.aadhaarEnc, getRuntime().config.secrets.aadhaarKey)).toBe(aadhaar)
    expect(JSON.stringify(row)).not.toContain(aadhaar)
    // The ciphertext never leaves the server.
    expect(JSON.stringify(response)).not.toContain(row.aadhaarEnc)
  })

  it('the direct session lookup agrees with the auth library on valid, forged, unknown and expired cookies', async () => {
    const { headers: set, response } = await getAuth().api.signUpEmail({
      body: { name: 'Kishore Kumar', email: 'kishore@example.in', password: 'Gaana@2026', mobile: '9876501235', address: 'Khandwa', pin: '450001' },
      headers: headers(),
      returnHeaders: true,
    })
    const cookie = set
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ')
    const library = async (cookieHeader: string) =>
      (await getAuth().api.getSession({ headers: new Headers({ cookie: cookieHeader }), query: { disableRefresh: true } }))?.user.id ?? null
    const ours = async (cookieHeader: string) => (await findSessionUser(cookieHeader))?.id ?? null

    expect(await findSessionUser(cookie)).toEqual({
      id: response.user.id,
      name: 'Kishore Kumar',
      email: 'kishore@example.in',
      role: 'user',
      image: null,
      language: 'en',
    })
    expect(await library(cookie)).toBe(response.user.id)

    const [name, value] = cookie.split('=') as [string, string]
    const decoded = decodeURIComponent(value)
    const token = decoded.slice(0, decoded.lastIndexOf('.'))
    const forged = [
      `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`,
      // One character of the token changed (a token that already ends in x once made this the real cookie).
      `${name}=${encodeURIComponent(`${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}${decoded.slice(decoded.lastIndexOf('.'))}`)}`,
      `${name}=${token}`,
      `other_session_token=${value}`,
      '',
    ]
    for (const bad of forged) {
      expect(await ours(bad)).toBeNull()
      expect(await library(bad)).toBeNull()
    }

    await getRuntime()
      .db.updateTable('session')
      .set({ expiresAt: getRuntime().database.dialect === 'postgres' ? new Date(Date.now() - 1000) : new Date(Date.now() - 1000).toISOString() })
      .where('token', '=', token)
      .execute()
    expect(await ours(cookie)).toBeNull()
    expect(await library(cookie)).toBeNull()
  })

  it('a role cannot be chosen at registration', async () => {
    await getAuth().api.signUpEmail({
      body: {
        name: 'Sneaky',
        email: 'sneaky@example.in',
        password: 'Sneaky@2026',
        mobile: '9876501234',
        address: 'Pune',
        pin: '411001',
        role: 'admin',
        aadhaarEnc: 'x',
        aadhaarLast4: '0000',
      } as never,
      headers: headers(),
    })
    const row = await getRuntime()
      .db.selectFrom('user')
      .select(['role', 'aadhaarEnc', 'aadhaarLast4'])
      .where('email', '=', 'sneaky@example.in')
      .executeTakeFirst()
    expect(row).toEqual({ role: 'user', aadhaarEnc: '', aadhaarLast4: '' })
  })

  it('the owner account is created, kept, re-passworded and the only admin', async () => {
    const { db } = getRuntime()
    const owner = { email: 'owner@example.in', password: 'Owner@2026!', name: 'Asha Patil' }
    expect(await ensureAdminAccount(owner)).toBe('created')
    expect(await ensureAdminAccount(owner)).toBe('unchanged')
    const signIn = (password: string) => getAuth().api.signInEmail({ body: { email: owner.email, password }, headers: headers('203.0.113.10') })
    const { user } = await signIn(owner.password)
    expect(user.role).toBe('admin')
    const sessionsBefore = await db.selectFrom('session').select('id').where('userId', '=', user.id).execute()
    expect(sessionsBefore.length).toBe(1)

    // A new ADMIN_PASSWORD replaces the old one and ends the sessions made with it.
    expect(await ensureAdminAccount({ ...owner, password: 'Changed@2027!' })).toBe('updated')
    await expect(signIn(owner.password)).rejects.toMatchObject({ statusCode: 401 })
    expect(await db.selectFrom('session').select('id').where('userId', '=', user.id).execute()).toEqual([])
    await signIn('Changed@2027!')

    // A traveller named as the owner later is promoted, and the earlier owner steps down.
    await getAuth().api.signUpEmail({
      body: { name: 'New Owner', email: 'new-owner@example.in', password: 'Traveller@2026', mobile: '9876501234', address: 'Pune', pin: '411001' },
      headers: headers(),
    })
    expect(await ensureAdminAccount({ email: 'new-owner@example.in', password: 'Owner@2028!', name: 'New Owner' })).toBe('updated')
    const roles = await db.selectFrom('user').select(['email', 'role']).where('role', '=', 'admin').execute()
    expect(roles).toEqual([{ email: 'new-owner@example.in', role: 'admin' }])
  })

  it('deleting an account removes its sessions, sign-in, bookings and feedback', async () => {
    const { db } = getRuntime()
    const { response } = await getAuth().api.signUpEmail({
      body: { name: 'Gone Soon', email: 'gone@example.in', password: 'Goodbye@2026', mobile: '9876501234', address: 'Pune', pin: '411001' },
      headers: headers(),
      returnHeaders: true,
    })
    const userId = response.user.id
    await db
      .insertInto('booking')
      .values({
        id: 'b-1',
        userId,
        name: 'Gone Soon',
        bookingFor: 'self',
        mobileNumber: '9876501234',
        pickupLocation: 'Pune',
        dropoffLocation: 'Mumbai',
        carType: 'Toyota Innova',
        pickupDate: '2030-01-01',
        pickupTime: '09:00',
        aadhaarEnc: 'v1.x.y.z',
        aadhaarLast4: '1234',
        bookingDate: '2029-12-01',
        idempotencyKey: 'k-1',
        createdAt: new Date().toISOString(),
        reference: 'YT-GONE23',
        endDate: '2030-01-01',
      })
      .execute()
    await db.insertInto('feedback').values({ userId, feedback: 'Lovely trip', timestamp: new Date().toISOString() }).execute()
    const count = async (table: 'session' | 'account' | 'booking' | 'feedback') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('userId', '=', userId)
            .executeTakeFirstOrThrow()
        ).n,
      )
    expect(await count('session')).toBe(1)
    expect(await count('account')).toBe(1)

    expect(await deleteAccount({ userId })).toBe(true)
    expect(await getProfile({ userId })).toBeNull()
    for (const table of ['session', 'account', 'booking', 'feedback'] as const) expect(await count(table), table).toBe(0)
    expect(await deleteAccount({ userId })).toBe(false)
  })

  it('only failed sign-ins count towards the per-account limit', async () => {
    const account = { email: 'regular@example.in', password: 'Regular@2026' }
    await getAuth().api.signUpEmail({
      body: { name: 'Regular Visitor', ...account, mobile: '9876501234', address: 'Pune', pin: '411001' },
      headers: headers(),
    })
    for (let i = 0; i < 12; i++) await getAuth().api.signInEmail({ body: account, headers: headers('203.0.113.11') })
    for (let i = 0; i < 10; i++) {
      await expect(getAuth().api.signInEmail({ body: { ...account, password: 'Wrong@2026x' }, headers: headers('203.0.113.11') })).rejects.toMatchObject({
        statusCode: 401,
      })
    }
    await expect(getAuth().api.signInEmail({ body: account, headers: headers('203.0.113.11') })).rejects.toMatchObject({ statusCode: 429 })
  })

  it('the attempt limiter allows max attempts in any window, and forgets refused ones', async () => {
    const { db } = getRuntime()
    const limit = { name: 'it-test', max: 3, windowMs: 60_000 }
    const t0 = 1_000_000
    const held = []
    for (let i = 0; i < 3; i++) {
      const decision = await reserveAttempt(db, { limit, subject: 'someone', now: t0 + i * 1000 })
      expect(decision.allowed).toBe(true)
      if (decision.allowed) held.push(decision.reservation)
    }
    const refused = await reserveAttempt(db, { limit, subject: 'someone', now: t0 + 10_000 })
    expect(refused).toEqual({ allowed: false, retryAfterMs: 50_000 })
    // Another subject is counted on its own.
    expect((await reserveAttempt(db, { limit, subject: 'someone else', now: t0 + 10_000 })).allowed).toBe(true)
    // Sliding: once the first attempt is a minute old, one more is allowed, and only one.
    expect((await reserveAttempt(db, { limit, subject: 'someone', now: t0 + 60_001 })).allowed).toBe(true)
    expect((await reserveAttempt(db, { limit, subject: 'someone', now: t0 + 60_002 })).allowed).toBe(false)
    // An attempt given back (a successful sign-in) frees its place.
    await releaseAttempt(db, held[2]!)
    expect((await reserveAttempt(db, { limit, subject: 'someone', now: t0 + 60_003 })).allowed).toBe(true)
    // Old rows are swept.
    await sweepAttempts(db, t0 + 3 * 60 * 60_000)
    const left = await db.selectFrom('rateLimit').select('key').where('key', 'like', 'yatri:it-test:%').execute()
    expect(left).toEqual([])
  })
})
