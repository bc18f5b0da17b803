import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseAdminQuery } from '~/domain/admin'
import { forgotPasswordSchema, isAadhaarVerified, profileUpdateSchema, registerFormSchema } from '~/domain/auth'
import { bookingSchema, idempotencyKeySchema, ownerBookingSchema } from '~/domain/booking'
import { HONEYPOT_FIELD } from '~/domain/contact'
import { contactSchema } from '~/domain/contact-schema'
import { todayIn } from '~/domain/dates'
import { feedbackSchema } from '~/domain/feedback'
import { REVIEW_MODERATION_MESSAGES, reviewModerationSchema } from '~/domain/review-moderation'
import { canMove, type BookingStatus } from '~/domain/booking-life'
import { assignSchema, cancelSchema, confirmSchema, driverSchema, fleetCountSchema } from '~/domain/operations'
import { carTypeNames } from '~/catalog/cars'
import { CATALOGUES, MESSAGES_VERSION } from '~/i18n/catalogues.server'
import { messagesFile } from '~/i18n/document-messages'
import { translate } from '~/i18n/message'
import { validAadhaar } from '../support/aadhaar'
import type { AppProcess } from '../support/app-process'
import { newTraveller, randomClientIp, signInViaApi } from '../support/auth'
import { freePort } from '../support/free-port'
import { bookingBody, signUpMany, start, tempDataDir, type Account } from './support'

/**
 * Bad input (issue 8): every form action and data endpoint gets wrong types, missing and
 * extra fields, huge strings, control and emoji characters, markup and SQL, malformed and
 * oversized bodies. The app's own schemas (shared by browser and server) say which inputs
 * are valid; every other input must get a 4xx with a clear message and store nothing, and
 * nothing may ever get a 5xx.
 */

const ADMIN = { email: 'owner@yatri.test', password: 'Owner@2026!', name: 'Asha Patil' }
const TZ = 'Asia/Kolkata'
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
console.log(`bad-input seed: ${SEED} (replay with FUZZ_SEED=${SEED})`)

let app: AppProcess
let admin: Account
let user: Account
let tried = 0
let serverErrors = 0

const evilString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 2500, maxLength: 6000 }),
  fc.constantFrom(
    '',
    ' ',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    "' OR 1=1 --",
    "Robert'); DROP TABLE booking;--",
    '\u0000\u0007\u001b[31m\r\n',
    '😀🚗🛺',
    'नमस्ते दुनिया',
    '\u202e\u200b',
    '../../etc/passwd',
    '%00',
    '{{7*7}}',
    '9876543210',
    '411001',
  ),
)
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
)

type Mutation = { key: string; op: 'delete' | 'evil' | 'wrongType'; evil: string; wrong: unknown }
/** Up to three changes to a valid object: a field removed, replaced by a bad text, or by a value of another type; or an extra field. */
function mutations(keys: string[]) {
  const mutation = fc.record({
    key: fc.constantFrom(...keys, 'extra', '__proto__', 'constructor'),
    op: fc.constantFrom('delete', 'evil', 'wrongType'),
    evil: evilString,
    wrong: wrongType,
  }) as fc.Arbitrary<Mutation>
  return fc.array(mutation, { maxLength: 3 })
}
function apply(valid: Record<string, unknown>, changes: Mutation[], { textOnly = false } = {}): Record<string, unknown> {
  const out: Record<string, unknown> = { ...valid }
  for (const m of changes) {
    if (m.op === 'delete') delete out[m.key]
    else Object.defineProperty(out, m.key, { value: m.op === 'evil' || textOnly ? m.evil : m.wrong, enumerable: true, configurable: true, writable: true })
  }
  return out
}
function toForm(values: Record<string, unknown>): string {
  const form = new URLSearchParams()
  for (const [k, v] of Object.entries(values)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v))
  return form.toString()
}
function formValues(values: Record<string, unknown>): Record<string, string> {
  // What formToObject on the server sees after the round trip through a form body.
  return Object.fromEntries(new URLSearchParams(toForm(values)))
}

async function send(
  pathName: string,
  { body, type, cookie, ip = randomClientIp(), method = 'POST' }: { body?: string; type?: string; cookie?: string; ip?: string; method?: string },
) {
  tried++
  const headers: Record<string, string> = { Origin: app.baseURL, 'X-Forwarded-For': ip }
  if (type) headers['Content-Type'] = type
  if (cookie) headers.Cookie = cookie
  const res = await fetch(`${app.baseURL}${pathName}`, { method, headers, body, redirect: 'manual' })
  const text = await res.text()
  if (res.status >= 500) serverErrors++
  return { status: res.status, text, type: res.headers.get('Content-Type') ?? '', location: res.headers.get('Location') }
}

/**
 * Whether a rule's message reached the answer: as an English page shows it, filled in, or in
 * the page's data, where a message with values travels as its text and its values and the
 * browser fills them in (app/i18n/message.ts).
 */
function carries(html: string, message: string): boolean {
  const text = unescapeHtml(html)
  return text.includes(translate('en', {}, message)) || text.includes(message.split('\u001f')[0]!)
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/** A 4xx from a JSON endpoint carries a message a person can read. */
function expectJsonMessage(text: string) {
  const body = JSON.parse(text) as { error?: string; message?: string; errors?: Record<string, string> }
  const message = body.error ?? body.message ?? Object.values(body.errors ?? {})[0]
  expect(typeof message === 'string' && message.length > 3, `no clear message in ${text.slice(0, 200)}`).toBe(true)
}

async function csvRows(view: string): Promise<number> {
  const res = await fetch(`${app.baseURL}/admin-panel/export.csv?view=${view}`, { headers: { Cookie: admin.cookieHeader } })
  expect(res.status).toBe(200)
  return (await res.text()).trim().split('\n').length - 1
}
const counts = {
  bookings: async () => (await csvRows('upcoming')) + (await csvRows('past')),
  users: () => csvRows('customers'),
  messages: () => csvRows('messages'),
  feedback: async () => {
    const res = await fetch(`${app.baseURL}/reviews`)
    return (await res.text()).split('data-live=""').length - 1
  },
}

beforeAll(async () => {
  app = await start(await freePort(), {
    DATA_DIR: tempDataDir('fuzz'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
    BUSINESS_TIMEZONE: TZ,
  })
  const signedIn = await signInViaApi({ baseURL: app.baseURL, email: ADMIN.email, password: ADMIN.password })
  expect(signedIn.status).toBe(200)
  admin = { ...newTraveller(), email: ADMIN.email, password: ADMIN.password, cookieHeader: signedIn.cookieHeader }
  ;[user] = (await signUpMany(app.baseURL, 1)) as [Account]
})
afterAll(async () => {
  await app?.stop()
  console.log(`bad-input: ${tried} requests tried, ${serverErrors} answered 5xx`)
})

const MALFORMED_JSON = ['', '{', 'null', '[]', '"text"', '42', '{"a":', '\u0000\u0001', '{"name":"x"}'.repeat(3), '{"__proto__":{"admin":true}}']
const MALFORMED_FORM = ['', '%zz=%', '&&&==', 'a'.repeat(100), 'feedback', '\u0000=\u0001']
// No shrinking: each step is a request, and a long shrink would blow the suite's time budget; the seed replays the case.
const runs = (n: number) => ({ numRuns: n, seed: SEED, endOnFailure: true })

describe('bad input never causes a 5xx and stores nothing', () => {
  it('POST /api/bookings', async () => {
    // A tour, so that every trip field is there for the mutations to break.
    const valid = {
      ...bookingBody(randomUUID(), 'fuzz'),
      tripType: 'tour',
      tourSlug: 'ashtavinayak',
      returnDate: '2099-12-03',
      hours: '8',
      travelNumber: '',
      passengers: '4',
      stops: 'Theur, Ranjangaon',
    }
    const today = todayIn(TZ, new Date())
    let accepted = 0
    await fc.assert(
      fc.asyncProperty(mutations(Object.keys(valid)), async (changes) => {
        const body = apply({ ...valid, idempotencyKey: randomUUID() }, changes)
        const raw = JSON.stringify(body)
        const ok = bookingSchema({ today }).safeParse(body).success && idempotencyKeySchema.safeParse(body.idempotencyKey).success
        const before = await counts.bookings()
        const r = await send('/api/bookings', { body: raw, type: 'application/json', cookie: user.cookieHeader })
        const after = await counts.bookings()
        if (Buffer.byteLength(raw) > 64 * 1024) expect(r.status).toBe(413)
        else expect(r.status, r.text.slice(0, 300)).toBe(ok ? 201 : 400)
        if (r.status === 201) accepted++
        else expectJsonMessage(r.text)
        expect(after - before).toBe(r.status === 201 ? 1 : 0)
      }),
      runs(150),
    )
    const before = await counts.bookings()
    for (const raw of [...MALFORMED_JSON, JSON.stringify({ ...valid, pickupLocation: 'x'.repeat(70_000) })]) {
      const r = await send('/api/bookings', { body: raw, type: 'application/json', cookie: user.cookieHeader })
      expect(r.status, raw.slice(0, 40)).toBeGreaterThanOrEqual(400)
      expect(r.status).toBeLessThan(500)
      expectJsonMessage(r.text)
    }
    const form = await send('/api/bookings', { body: toForm(valid), type: 'application/x-www-form-urlencoded', cookie: user.cookieHeader })
    expect(form.status).toBe(400)
    expect(await counts.bookings()).toBe(before)
    console.log(`bookings: ${accepted} valid inputs accepted`)
  })

  it('POST /api/contact', async () => {
    const valid = { name: 'Anil Desai', email: 'anil@example.com', phone: '+91 98765 43210', message: 'Do you have a car for Goa on Friday?' }
    await fc.assert(
      fc.asyncProperty(mutations([...Object.keys(valid), HONEYPOT_FIELD]), fc.boolean(), async (changes, asForm) => {
        const body = apply(valid, changes, { textOnly: asForm })
        const raw = asForm ? toForm(body) : JSON.stringify(body)
        const strings = asForm ? formValues(body) : Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string'))
        const honeypot = Boolean(strings[HONEYPOT_FIELD])
        const ok = contactSchema.safeParse(strings).success
        const before = await counts.messages()
        // JSON answers are asked for with Accept, as the page's script does.
        tried++
        const res = await fetch(`${app.baseURL}/api/contact`, {
          method: 'POST',
          headers: {
            Origin: app.baseURL,
            'X-Forwarded-For': randomClientIp(),
            Accept: 'application/json',
            'Content-Type': asForm ? 'application/x-www-form-urlencoded' : 'application/json',
          },
          body: raw,
        })
        const text = await res.text()
        if (res.status >= 500) serverErrors++
        const after = await counts.messages()
        if (Buffer.byteLength(raw) > 32 * 1024) expect(res.status).toBe(413)
        else expect(res.status, text.slice(0, 300)).toBe(honeypot || ok ? 200 : 400)
        expectJsonMessage(text)
        expect(after - before).toBe(res.status === 200 && !honeypot ? 1 : 0)
      }),
      runs(120),
    )
    const before = await counts.messages()
    for (const raw of MALFORMED_JSON) {
      const r = await send('/api/contact', { body: raw, type: 'application/json' })
      expect(r.status, raw).toBe(400)
    }
    expect(await counts.messages()).toBe(before)
  })

  it('feedback action', async () => {
    // 10 reviews per account in 10 minutes: a fresh account every 9 requests.
    let account = user
    let used = 0
    const nextAccount = async () => {
      if (used++ % 9 === 0) [account] = (await signUpMany(app.baseURL, 1)) as [Account]
      return account
    }
    await fc.assert(
      fc.asyncProperty(fc.oneof(evilString, fc.constant(undefined)), fc.boolean(), async (text, twice) => {
        const a = await nextAccount()
        const form = new URLSearchParams()
        if (text !== undefined) form.append('feedback', text)
        if (twice) form.append('feedback', 'second value')
        // The action reads the first value of the field, as FormData.get does.
        const parsed = feedbackSchema.safeParse({ feedback: text ?? (twice ? 'second value' : '') })
        const before = await counts.feedback()
        const r = await send('/feedback', { body: form.toString(), type: 'application/x-www-form-urlencoded', cookie: a.cookieHeader })
        const after = await counts.feedback()
        expect(r.status, r.text.slice(0, 200)).toBe(parsed.success ? 200 : 400)
        const expected = parsed.success ? 'Feedback submitted successfully!' : parsed.error.issues[0]!.message
        expect(carries(r.text, expected), `no "${expected}" in ${r.text.slice(0, 200)}`).toBe(true)
        expect(after - before).toBe(parsed.success ? 1 : 0)
      }),
      runs(60),
    )
    for (const raw of MALFORMED_FORM) {
      const a = await nextAccount()
      const r = await send('/feedback', { body: raw, type: 'application/x-www-form-urlencoded', cookie: a.cookieHeader })
      expect(r.status, raw).toBeLessThan(500)
    }
  })

  it('login and register actions', async () => {
    const login = { email: 'nobody@example.com', password: 'Wrong@2026' }
    await fc.assert(
      fc.asyncProperty(mutations(Object.keys(login)), async (changes) => {
        // A new made-up account each time: the per-account limit (10 tries) is tested on its own.
        const r = await send('/login', {
          body: toForm(apply({ ...login, email: `nobody-${randomUUID().slice(0, 8)}@example.com` }, changes, { textOnly: true })),
          type: 'application/x-www-form-urlencoded',
        })
        expect([400, 401, 413], r.text.slice(0, 200)).toContain(r.status)
      }),
      runs(60),
    )
    const traveller = newTraveller()
    const register = { ...traveller, confirmPassword: traveller.password, aadhaarVerified: traveller.aadhaar }
    await fc.assert(
      fc.asyncProperty(mutations(Object.keys(register)), async (changes) => {
        const values = formValues(
          apply(
            { ...register, email: `r-${randomUUID().slice(0, 8)}@yatri.test`, aadhaar: validAadhaar(), mobile: `9${String(Date.now()).slice(-9)}` },
            changes,
            { textOnly: true },
          ),
        )
        if (values.aadhaar !== undefined && !changes.some((c) => c.key === 'aadhaarVerified')) values.aadhaarVerified = values.aadhaar
        const parsed = registerFormSchema.safeParse(values)
        const ok = parsed.success && isAadhaarVerified(parsed.data)
        const before = await counts.users()
        const r = await send('/register', { body: new URLSearchParams(values).toString(), type: 'application/x-www-form-urlencoded' })
        const after = await counts.users()
        if (ok) expect([302, 303, 409, 400]).toContain(r.status)
        else expect([400, 413], r.text.slice(0, 200)).toContain(r.status)
        expect(after - before).toBe(r.status < 400 ? 1 : 0)
      }),
      runs(40),
    )
    for (const raw of MALFORMED_FORM) {
      for (const p of ['/login', '/register']) {
        const r = await send(p, { body: raw, type: 'application/x-www-form-urlencoded' })
        expect(r.status, `${p} ${raw}`).toBeGreaterThanOrEqual(400)
        expect(r.status, `${p} ${raw}`).toBeLessThan(500)
      }
    }
  })

  it('POST /api/auth/sign-in/email and /api/auth/sign-up/email', async () => {
    const traveller = newTraveller()
    await fc.assert(
      fc.asyncProperty(mutations(Object.keys(traveller)), fc.boolean(), async (changes, signUp) => {
        const body = apply({ ...traveller, email: `s-${randomUUID().slice(0, 8)}@yatri.test`, aadhaar: validAadhaar() }, changes)
        const before = await counts.users()
        const r = await send(signUp ? '/api/auth/sign-up/email' : '/api/auth/sign-in/email', { body: JSON.stringify(body), type: 'application/json' })
        const after = await counts.users()
        expect(r.status, r.text.slice(0, 300)).toBeLessThan(500)
        if (r.status >= 400) {
          expectJsonMessage(r.text)
          expect(after).toBe(before)
        } else {
          expect(signUp, 'sign-in with made-up details succeeded').toBe(true)
          expect(after - before).toBe(1)
        }
      }),
      runs(80),
    )
    for (const raw of MALFORMED_JSON) {
      for (const p of ['/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
        const r = await send(p, { body: raw, type: 'application/json' })
        expect(r.status, `${p} ${raw}`).toBeGreaterThanOrEqual(400)
        expect(r.status, `${p} ${raw}`).toBeLessThan(500)
      }
    }
  })

  it('personal-info update-profile action', async () => {
    const valid = { intent: 'update-profile', mobile: user.mobile, address: user.address, pin: user.pin, aadhaar: '' }
    const me = async () => (await fetch(`${app.baseURL}/api/me`, { headers: { Cookie: user.cookieHeader } })).text()
    await fc.assert(
      fc.asyncProperty(mutations(['mobile', 'address', 'pin', 'aadhaar']), async (changes) => {
        const values = formValues(apply(valid, changes, { textOnly: true }))
        const ok = profileUpdateSchema({ hasAadhaar: true }).safeParse(values).success
        const before = await me()
        const r = await send('/personal-info', {
          body: new URLSearchParams(values).toString(),
          type: 'application/x-www-form-urlencoded',
          cookie: user.cookieHeader,
        })
        expect(r.status, r.text.slice(0, 200)).toBe(ok ? 200 : 400)
        if (!ok) expect(await me()).toBe(before)
        // Put the valid profile back, so the next case starts from a known state.
        if (ok)
          await send('/personal-info', { body: new URLSearchParams(valid).toString(), type: 'application/x-www-form-urlencoded', cookie: user.cookieHeader })
      }),
      runs(60),
    )
    const r = await send('/personal-info', { body: toForm({ intent: 'something-else' }), type: 'application/x-www-form-urlencoded', cookie: user.cookieHeader })
    expect(r.status).toBe(400)
  })

  it('trip page: unknown and malformed references, odd cancel forms, cancelling twice', async () => {
    const booked = await send('/api/bookings', { body: JSON.stringify(bookingBody(randomUUID(), 'trip')), type: 'application/json', cookie: user.cookieHeader })
    expect(booked.status).toBe(201)
    const history = await send('/booking-history', { method: 'GET', cookie: user.cookieHeader })
    const reference = /\/booking-history\/(YT-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6})/.exec(history.text)![1]!
    const trip = `/booking-history/${reference}`
    const status = async () =>
      (/Status: <span class="trip-status trip-status--(\w+)"/.exec((await send(trip, { method: 'GET', cookie: user.cookieHeader })).text) ?? [])[1]
    for (const bad of [
      'YT-0000',
      reference.toLowerCase(),
      `${reference}X`,
      'YT-OOOOOO',
      "YT-' OR 1=1 --",
      '<script>alert(1)</script>',
      '%00',
      'x'.repeat(3000),
      '😀',
    ]) {
      for (const p of [`/booking-history/${encodeURIComponent(bad)}`, `/booking-history/${encodeURIComponent(bad)}/calendar.ics`]) {
        const r = await send(p, { method: 'GET', cookie: user.cookieHeader })
        expect(r.status, `${p}: ${r.text.slice(0, 120)}`).toBe(404)
      }
      const r = await send(`/booking-history/${encodeURIComponent(bad)}`, {
        body: 'intent=cancel',
        type: 'application/x-www-form-urlencoded',
        cookie: user.cookieHeader,
      })
      expect(r.status, bad).toBe(404)
    }
    await fc.assert(
      fc.asyncProperty(fc.oneof(evilString, fc.constant(undefined)), fc.oneof(evilString, fc.constant(undefined)), async (intent, version) => {
        const form = new URLSearchParams()
        if (intent !== undefined) form.append('intent', intent)
        if (version !== undefined) form.append('version', version)
        // A well-formed cancel is not bad input; the booking is kept for the checks below.
        if (intent === 'cancel' && (version === undefined || /^\d{1,9}$/.test(version))) return
        const r = await send(trip, { body: form.toString(), type: 'application/x-www-form-urlencoded', cookie: user.cookieHeader })
        expect(r.status, r.text.slice(0, 200)).toBe(400)
        expect(unescapeHtml(r.text)).toMatch(/Choose what to do with the booking\.|Please reload the page and try again\./)
      }),
      runs(40),
    )
    expect(await status()).toBe('requested')
    for (const raw of MALFORMED_FORM)
      expect((await send(trip, { body: raw, type: 'application/x-www-form-urlencoded', cookie: user.cookieHeader })).status, raw).toBe(400)
    // A page older than the booking: refused, nothing changes.
    const stale = await send(trip, { body: 'intent=cancel&version=99', type: 'application/x-www-form-urlencoded', cookie: user.cookieHeader })
    expect(stale.status).toBe(409)
    expect(await status()).toBe('requested')
    const first = await send(trip, { body: 'intent=cancel', type: 'application/x-www-form-urlencoded', cookie: user.cookieHeader })
    expect(first.status).toBe(200)
    const twice = await send(trip, { body: 'intent=cancel', type: 'application/x-www-form-urlencoded', cookie: user.cookieHeader })
    expect(twice.status).toBe(409)
    expect(unescapeHtml(twice.text)).toContain('This booking is Cancelled, so it cannot be changed.')
    expect(await status()).toBe('cancelled')
  })

  it("forgot-password, reset-password and the account page's recovery actions", async () => {
    await fc.assert(
      fc.asyncProperty(mutations(['email']), async (changes) => {
        // Made-up addresses: no account, so no mail and no row; the per-address limit is not the point here.
        const values = formValues(apply({ email: `nobody-${randomUUID().slice(0, 8)}@example.com` }, changes, { textOnly: true }))
        const parsed = forgotPasswordSchema.safeParse(values)
        const r = await send('/forgot-password', { body: new URLSearchParams(values).toString(), type: 'application/x-www-form-urlencoded' })
        if (parsed.success) {
          expect(r.status, r.text.slice(0, 200)).toBe(200)
          expect(unescapeHtml(r.text)).toContain('If an account exists for that e-mail, we have sent a link to reset the password.')
        } else {
          expect([400, 413], r.text.slice(0, 200)).toContain(r.status)
          if (r.status === 400) expect(carries(r.text, parsed.error.issues[0]!.message)).toBe(true)
        }
      }),
      runs(60),
    )
    const valid = { token: 'not-a-token-we-issued', password: 'Fresh@Start2027', confirmPassword: 'Fresh@Start2027' }
    await fc.assert(
      fc.asyncProperty(mutations(Object.keys(valid)), async (changes) => {
        const values = formValues(apply(valid, changes, { textOnly: true }))
        const r = await send('/reset-password', { body: new URLSearchParams(values).toString(), type: 'application/x-www-form-urlencoded' })
        // No token we issued is ever guessed, so every case is refused, and the page says the
        // link is no good (a field message only matters on a page whose link still works).
        expect([400, 413], r.text.slice(0, 200)).toContain(r.status)
        if (r.status === 400) expect(unescapeHtml(r.text)).toContain('This link has expired or has already been used.')
      }),
      runs(60),
    )
    expect((await signInViaApi({ baseURL: app.baseURL, email: user.email, password: user.password })).status).toBe(200)
    // The account page's new intents ignore whatever else is sent.
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('resend-verification', 'sign-out-others'), mutations(['userId', 'email']), async (intent, changes) => {
        const values = formValues(apply({ intent }, changes, { textOnly: true }))
        values.intent = intent
        const r = await send('/personal-info', {
          body: new URLSearchParams(values).toString(),
          type: 'application/x-www-form-urlencoded',
          cookie: user.cookieHeader,
        })
        expect([200, 413, 429], r.text.slice(0, 200)).toContain(r.status)
      }),
      runs(20),
    )
    for (const raw of [...MALFORMED_FORM, 'userId=someone-else', '--x\r\nbroken']) {
      const r = await send('/personal-info/data', { body: raw, type: 'application/x-www-form-urlencoded', cookie: user.cookieHeader })
      // 303: the per-account download limit sends the traveller back to the account page.
      expect([200, 303], raw).toContain(r.status)
      if (r.status === 200) expect(JSON.parse(r.text).profile.email).toBe(user.email)
      else expect(r.location).toBe('/personal-info')
    }
    for (const raw of MALFORMED_FORM) {
      for (const p of ['/forgot-password', '/reset-password']) {
        const r = await send(p, { body: raw, type: 'application/x-www-form-urlencoded' })
        expect(r.status, `${p} ${raw}`).toBeGreaterThanOrEqual(400)
        expect(r.status, `${p} ${raw}`).toBeLessThan(500)
      }
    }
  })

  it('language switcher: odd languages and return addresses get a clear refusal or a page of this site', async () => {
    await fc.assert(
      fc.asyncProperty(mutations(['lang', 'returnTo']), async (changes) => {
        const values = formValues(apply({ lang: 'hi', returnTo: '/carlistNav' }, changes, { textOnly: true }))
        const r = await send('/language', {
          body: new URLSearchParams(values).toString(),
          type: 'application/x-www-form-urlencoded',
          cookie: user.cookieHeader,
        })
        if (!['en', 'hi', 'mr'].includes(values.lang ?? '')) {
          expect(r.status, r.text.slice(0, 200)).toBe(400)
          expectJsonMessage(r.text)
        } else {
          expect(r.status).toBe(302)
          // Wherever returnTo points, the answer is a page of this site.
          expect(r.location).toMatch(/^\/(?!\/)/)
          expect(r.location).not.toContain('\\')
        }
      }),
      runs(40),
    )
    for (const returnTo of ['//elsewhere.example/', 'https://elsewhere.example/', '/\\elsewhere.example', 'javascript:alert(1)']) {
      const r = await send('/language', { body: new URLSearchParams({ lang: 'mr', returnTo }).toString(), type: 'application/x-www-form-urlencoded' })
      expect(r.status).toBe(302)
      expect(r.location, returnTo).toBe('/mr')
    }
    for (const raw of MALFORMED_FORM) {
      const r = await send('/language', { body: raw, type: 'application/x-www-form-urlencoded', cookie: user.cookieHeader })
      expect(r.status, raw).toBe(400)
    }
    // Put back: the property run may have chosen a language for the account.
    expect((await send('/language', { body: 'lang=en&returnTo=/', type: 'application/x-www-form-urlencoded', cookie: user.cookieHeader })).location).toBe('/')
  })

  it("the live stream of a traveller's bookings: an odd mark is no mark, never an error", async () => {
    // The first thing the stream says, within a second and a half.
    const opening = async (account: Account, query: string) => {
      tried++
      const controller = new AbortController()
      const deadline = setTimeout(() => controller.abort(), 1500)
      let text = ''
      let status = 0
      try {
        const res = await fetch(`${app.baseURL}/booking-history/events${query}`, { headers: { Cookie: account.cookieHeader }, signal: controller.signal })
        status = res.status
        const reader = res.body!.getReader()
        while (!text.includes('event: booking-moved')) {
          const { value, done } = await reader.read()
          if (done) break
          text += Buffer.from(value).toString('utf8')
        }
      } catch {
        // The deadline: nothing more was said.
      } finally {
        clearTimeout(deadline)
        controller.abort()
      }
      if (status >= 500) serverErrors++
      return { status, moved: text.includes('event: booking-moved') }
    }
    // A traveller with no bookings has the mark 0: that page has seen everything, the next has not.
    const [fresh] = (await signUpMany(app.baseURL, 1)) as [Account]
    expect(await opening(fresh, '?after=0')).toEqual({ status: 200, moved: false })
    expect(await opening(fresh, '?after=1')).toEqual({ status: 200, moved: true })
    expect(await opening(fresh, '')).toEqual({ status: 200, moved: true })
    await fc.assert(
      fc.asyncProperty(evilString, async (after) => {
        if (/^\d{1,15}$/.test(after)) return
        expect(await opening(fresh, `?after=${encodeURIComponent(after)}`), after).toEqual({ status: 200, moved: true })
      }),
      runs(30),
    )
  })

  it('message files: made-up versions, languages and parts are missing files, never an error', async () => {
    const parts = Object.keys(CATALOGUES)
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(MESSAGES_VERSION), evilString),
        fc.oneof(fc.constantFrom('hi', 'mr', 'en', 'fr'), evilString),
        fc.array(fc.oneof(fc.constantFrom(...parts), evilString), { maxLength: 14 }),
        async (version, lang, named) => {
          const target = `/i18n/${encodeURIComponent(version)}/${encodeURIComponent(lang)}/${named.map(encodeURIComponent).join('+')}.json`
          const r = await send(target, { method: 'GET' })
          const real =
            version === MESSAGES_VERSION &&
            (lang === 'hi' || lang === 'mr') &&
            named.length > 0 &&
            named.every((p) => parts.includes(p)) &&
            target === messagesFile(version, lang, named)
          // Node refuses a request head over 16 KiB (431) before any route sees it.
          if (target.length > 15_000) expect([404, 431]).toContain(r.status)
          else expect(r.status, target.slice(0, 200)).toBe(real ? 200 : 404)
          if (r.status === 200) expect(Object.keys(JSON.parse(r.text) as object).length).toBeGreaterThan(10)
        },
      ),
      runs(100),
    )
  })

  it('the rest of the stylesheet: made-up addresses are missing files, never an error', async () => {
    const named = /data-styles="\/assets\/rest-(\w+)-(\w+)\.css"/.exec(await (await fetch(`${app.baseURL}/aboutNav`)).text())
    expect(named).not.toBeNull()
    const [, mask, release] = named!
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant(mask!),
          fc.nat({ max: 2 ** 27 }).map((n) => n.toString(36)),
          evilString,
        ),
        fc.oneof(fc.constant(release!), evilString),
        async (name, version) => {
          const target = `/assets/rest-${encodeURIComponent(name)}-${encodeURIComponent(version)}.css`
          const r = await send(target, { method: 'GET' })
          if (name === mask && version === release) expect(r.status).toBe(200)
          else expect([200, 404, 431], target.slice(0, 200)).toContain(r.status)
          if (version !== release || target.length > 15_000) expect(r.status, target.slice(0, 200)).not.toBe(200)
        },
      ),
      runs(100),
    )
  })

  it('broken multipart and mislabelled bodies on every form action', async () => {
    const bodies = [
      { body: '--x\r\nbroken', type: 'multipart/form-data; boundary=x' },
      { body: 'feedback=hello', type: 'multipart/form-data' },
      { body: '\u0000\u0001\u0002', type: 'multipart/form-data; boundary=' },
    ]
    const before = { users: await counts.users(), feedback: await counts.feedback(), messages: await counts.messages() }
    for (const p of ['/login', '/register', '/feedback', '/personal-info', '/api/contact', '/forgot-password', '/reset-password']) {
      for (const b of bodies) {
        const a = p === '/feedback' ? (await signUpMany(app.baseURL, 1))[0]! : user
        const r = await send(p, { ...b, cookie: a.cookieHeader })
        expect(r.status, `${p} ${b.type}: ${r.text.slice(0, 200)}`).toBe(400)
        expect(unescapeHtml(r.text)).toMatch(/could not be read/)
      }
    }
    expect({ users: (await counts.users()) - 3, feedback: await counts.feedback(), messages: await counts.messages() }).toEqual(before)
  })

  it('reviews moderation action: bad ids and verbs change nothing', async () => {
    const text = `Moderation fuzz ${randomUUID().slice(0, 8)}`
    const [writer] = (await signUpMany(app.baseURL, 1)) as [Account]
    expect(
      (
        await send('/feedback', {
          body: new URLSearchParams({ feedback: text }).toString(),
          type: 'application/x-www-form-urlencoded',
          cookie: writer.cookieHeader,
        })
      ).status,
    ).toBe(200)
    const list = async () => (await send('/admin-panel/reviews', { method: 'GET', cookie: admin.cookieHeader })).text
    const id = Number(new RegExp(`data-review-id="(\\d+)"[^]*?${text}`).exec(await list())?.[1])
    expect(id).toBeGreaterThan(0)
    const ids = new Set((await list()).match(/data-review-id="\d+"/g)?.map((m) => Number(m.slice(16, -1))))
    // What a visitor and the owner see: the live reviews on the site, and which are hidden.
    const state = async () => ({ live: await counts.feedback(), hidden: (await list()).split('>Hidden<').length })
    const before = await state()
    const valid = { id: String(id), intent: 'show' }
    await fc.assert(
      fc.asyncProperty(mutations(Object.keys(valid)), fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'), async (changes, method) => {
        const values = formValues(apply(valid, changes, { textOnly: true }))
        const parsed = reviewModerationSchema.safeParse({ id: values.id ?? null, intent: values.intent ?? null })
        const known = parsed.success && ids.has(parsed.data.id)
        const r = await send('/admin-panel/reviews', {
          method,
          body: new URLSearchParams(values).toString(),
          type: 'application/x-www-form-urlencoded',
          cookie: admin.cookieHeader,
        })
        if (Buffer.byteLength(new URLSearchParams(values).toString()) > 64 * 1024) return expect(r.status).toBe(413)
        expect(r.status, r.text.slice(0, 200)).toBe(!parsed.success ? 400 : known ? 200 : 404)
        if (!parsed.success) expect(unescapeHtml(r.text)).toContain(REVIEW_MODERATION_MESSAGES.invalid)
        else if (!known) expect(unescapeHtml(r.text)).toContain(REVIEW_MODERATION_MESSAGES.missing)
        // A valid Hide of another review is a real change: undo it, so each case starts alike.
        if (known && parsed.data.intent === 'hide') {
          await send('/admin-panel/reviews', {
            body: `id=${parsed.data.id}&intent=show`,
            type: 'application/x-www-form-urlencoded',
            cookie: admin.cookieHeader,
          })
        }
        expect(await state()).toEqual(before)
      }),
      runs(60),
    )
    for (const body of [
      `id=${id}&intent=delete`,
      `id=${id}&intent=HIDE`,
      `id=-${id}&intent=hide`,
      `id=${id}.5&intent=hide`,
      `id=99999999999&intent=hide`,
      `id=2147483647&intent=hide`,
      `intent=hide`,
      `id=${id}`,
      ...MALFORMED_FORM,
    ]) {
      const r = await send('/admin-panel/reviews', { body, type: 'application/x-www-form-urlencoded', cookie: admin.cookieHeader })
      expect(r.status, body).toBeGreaterThanOrEqual(400)
      expect(r.status, body).toBeLessThan(500)
    }
    expect(await state()).toEqual(before)
  })

  it("the owner's booking moves, drivers and fleet actions", async () => {
    const form = (values: Record<string, string>) => new URLSearchParams(values).toString()
    const post = (pathName: string, values: Record<string, string> | string) =>
      send(pathName, { body: typeof values === 'string' ? values : form(values), type: 'application/x-www-form-urlencoded', cookie: admin.cookieHeader })
    const page = async (pathName: string) => (await fetch(`${app.baseURL}${pathName}`, { headers: { Cookie: admin.cookieHeader } })).text()

    // Each owner's page shows its state: a booking's status, version and history; the drivers; the fleet.
    const bookingState = async (ref: string) => {
      const html = await page(`/admin-panel/bookings/${ref}`)
      return {
        status: /<h1[\s\S]*?booking-status--(\w+)/.exec(html)![1] as BookingStatus,
        version: /name="version" value="(\d+)"/.exec(html)?.[1] ?? '',
        events: (html.match(/class="admin-history"[\s\S]*?<\/ol>/)![0].match(/<li/g) ?? []).length,
      }
    }
    const driverRows = async () => ((await page('/admin-panel/drivers')).match(/<tr>/g) ?? []).length
    const fleetValues = async () =>
      [...(await page('/admin-panel/fleet')).matchAll(/name="([^"]+)"[^>]*value="(\d+)"/g)].map((m) => `${m[1]}=${m[2]}`).join('&')

    const newBooking = async () => {
      const tag = `Ops${randomUUID().replace(/-/g, '').slice(0, 10)}`
      const booked = await send('/api/bookings', { body: JSON.stringify(bookingBody(randomUUID(), tag)), type: 'application/json', cookie: user.cookieHeader })
      expect(booked.status).toBe(201)
      const list = await page(`/admin-panel?view=upcoming&q=${tag}`)
      return /\/admin-panel\/bookings\/(YT-[2-9A-HJKMNP-Z]{6})/.exec(list)![1]!
    }

    // A driver to assign, and a fleet big enough that no clash warning stops a valid move.
    expect((await post('/admin-panel/drivers', { intent: 'add', name: 'Suresh Shinde', mobile: '9822011111' })).status).toBe(200)
    const driverId = /name="driverId" value="([^"]+)"/.exec(await page('/admin-panel/drivers'))![1]!
    expect((await post('/admin-panel/fleet', Object.fromEntries(carTypeNames.map((c) => [c, '50'])))).status).toBe(200)

    const INTENTS = { confirm: 'confirmed', assign: 'assigned', complete: 'completed', cancel: 'cancelled' } as const
    let ref = await newBooking()
    let moved = 0
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('confirm', 'assign', 'complete', 'cancel'),
        mutations(['intent', 'version', 'driverId', 'vehicleNumber', 'reason', 'note', 'proceed']),
        async (intent, changes) => {
          const before = await bookingState(ref)
          const valid = {
            intent,
            version: before.version,
            driverId,
            vehicleNumber: 'MH 12 AB 1234',
            reason: 'Traveller changed plans',
            note: '',
            proceed: 'yes',
          }
          const values = formValues(apply(valid, changes, { textOnly: true }))
          const to = INTENTS[values.intent as keyof typeof INTENTS] as BookingStatus | undefined
          const inputs =
            values.intent === 'assign'
              ? assignSchema.safeParse({ driverId: values.driverId, vehicleNumber: values.vehicleNumber, note: values.note ?? '' }).success &&
                values.driverId?.trim() === driverId
              : values.intent === 'cancel'
                ? cancelSchema.safeParse({ reason: values.reason }).success
                : confirmSchema.safeParse({ note: values.note ?? '' }).success
          const ok =
            Boolean(to) &&
            Object.hasOwn(INTENTS, values.intent!) &&
            values.version === before.version &&
            before.version !== '' &&
            canMove(before.status, to!) &&
            inputs
          const r = await post(`/admin-panel/bookings/${ref}`, values)
          const after = await bookingState(ref)
          expect(r.status, r.text.slice(0, 200)).toBeLessThan(500)
          // Without "go on anyway", a clash (the fuzz bookings of other tests fill the fleet) only warns.
          const warned =
            ok &&
            values.proceed !== 'yes' &&
            (values.intent === 'confirm' || values.intent === 'assign') &&
            unescapeHtml(r.text).includes('Check before you go on')
          if (warned) {
            expect(r.status).toBe(200)
            expect(after).toEqual(before)
          } else if (ok) {
            expect(r.status).toBe(200)
            expect(after).toEqual({
              status: to,
              version: ['completed', 'cancelled'].includes(to!) ? '' : String(Number(before.version) + 1),
              events: before.events + 1,
            })
            moved++
          } else {
            expect([400, 404, 409, 413], r.text.slice(0, 200)).toContain(r.status)
            expect(after).toEqual(before)
          }
          if (after.status === 'completed' || after.status === 'cancelled') ref = await newBooking()
        },
      ),
      runs(80),
    )
    for (const raw of MALFORMED_FORM) {
      const before = await bookingState(ref)
      const r = await post(`/admin-panel/bookings/${ref}`, raw)
      expect(r.status, raw).toBeGreaterThanOrEqual(400)
      expect(r.status, raw).toBeLessThan(500)
      expect(await bookingState(ref)).toEqual(before)
    }
    expect((await post('/admin-panel/bookings/YT-ZZZZZZ', { intent: 'confirm', version: '1' })).status).toBe(404)
    expect((await post('/admin-panel/bookings/not-a-reference', { intent: 'confirm', version: '1' })).status).toBe(404)

    await fc.assert(
      fc.asyncProperty(mutations(['intent', 'name', 'mobile']), async (changes) => {
        const values = formValues(apply({ intent: 'add', name: 'Ganesh More', mobile: '9822022222' }, changes, { textOnly: true }))
        const ok = values.intent === 'add' && driverSchema.safeParse({ name: values.name ?? '', mobile: values.mobile ?? '' }).success
        const before = await driverRows()
        const r = await post('/admin-panel/drivers', values)
        expect(r.status, r.text.slice(0, 200)).toBe(ok ? 200 : values.intent === 'activate' || values.intent === 'deactivate' ? 404 : 400)
        expect((await driverRows()) - before).toBe(ok ? 1 : 0)
      }),
      runs(40),
    )
    await fc.assert(
      fc.asyncProperty(mutations([...carTypeNames]), async (changes) => {
        const values = formValues(apply(Object.fromEntries(carTypeNames.map((c) => [c, '3'])), changes, { textOnly: true }))
        const ok = carTypeNames.every((c) => fleetCountSchema.safeParse(values[c] ?? '').success)
        const before = await fleetValues()
        const r = await post('/admin-panel/fleet', values)
        expect(r.status, r.text.slice(0, 200)).toBe(ok ? 200 : 400)
        if (!ok) expect(await fleetValues()).toBe(before)
        else expect(await fleetValues()).toBe(carTypeNames.map((c) => `${c}=${Number(values[c]!.trim())}`).join('&'))
      }),
      runs(40),
    )
    // A phone booking: the owner's form, its own schema; one saved booking per valid form.
    const phone = {
      name: 'Sunita Gokhale',
      mobileNumber: '9890012345',
      customerEmail: '',
      aadharCardNumber: '',
      carType: 'Toyota Innova',
      pickupLocation: 'Deccan, Pune',
      dropoffLocation: 'Pune Airport',
      pickupDate: '2099-12-02',
      pickupTime: '05:45',
      tripType: 'one-way',
    }
    let entered = 0
    await fc.assert(
      fc.asyncProperty(mutations([...Object.keys(phone), 'returnDate', 'tourSlug', 'hours', 'passengers', 'stops', 'idempotencyKey']), async (changes) => {
        const values = formValues(apply({ ...phone, idempotencyKey: randomUUID() }, changes, { textOnly: true }))
        const ok = ownerBookingSchema({ today: todayIn(TZ, new Date()) }).safeParse(values).success
        const before = await counts.bookings()
        const r = await post('/admin-panel/new-booking', values)
        expect(r.status, r.text.slice(0, 200)).toBe(ok ? 200 : Buffer.byteLength(form(values)) > 64 * 1024 ? 413 : 400)
        if (!ok) expect(unescapeHtml(r.text)).toContain('Please correct the fields marked below.')
        expect((await counts.bookings()) - before).toBe(ok ? 1 : 0)
        if (ok) entered++
      }),
      runs(40),
    )
    console.log(`owner actions: ${moved} valid moves made, ${entered} phone bookings entered`)
  })

  it('admin CSV export with odd query strings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('view', 'q', 'page', 'x'),
          fc.oneof(evilString, fc.constantFrom('customers', 'past', 'upcoming', 'messages', '-1', '0', '1e9', '2.5')),
        ),
        async (query) => {
          const params = new URLSearchParams(query)
          let ok: boolean
          try {
            ok = parseAdminQuery(params).view !== null
          } catch {
            ok = false
          }
          const target = `/admin-panel/export.csv?${params}`
          const r = await send(target, { method: 'GET', cookie: admin.cookieHeader })
          // Node refuses a request head over 16 KiB (431) before any route sees it.
          const head = target.length + 600
          if (head > 16 * 1024 + 1000) expect(r.status).toBe(431)
          else if (head > 16 * 1024 - 1000) expect([ok ? 200 : 400, 431]).toContain(r.status)
          else expect(r.status, r.text.slice(0, 200)).toBe(ok ? 200 : 400)
          if (r.status === 200) expect(r.type).toContain('text/csv')
          else if (r.status === 400) expect(r.text.length).toBeGreaterThan(10)
        },
      ),
      runs(100),
    )
  })
})
