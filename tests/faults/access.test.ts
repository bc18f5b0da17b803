import { randomUUID } from 'node:crypto'
import Database from 'better-sqlite3'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES_VERSION } from '~/i18n/catalogues.server'
import { messagesFile } from '~/i18n/document-messages'
import type { AppProcess } from '../support/app-process'
import { newTraveller, randomClientIp, signInViaApi, signUpViaApi } from '../support/auth'
import { freePort } from '../support/free-port'
import { bookingBody, start, tempDataDir, type Account } from './support'

/**
 * Access (issue 8): visitor, traveller A, traveller B and the owner against every page and
 * data request. Each cell has its expected status, and no answer to a visitor or traveller
 * carries another traveller's details. Requests from another site are refused.
 */

const ADMIN = { email: 'owner@yatri.test', password: 'Owner@2026!', name: 'Asha Patil' }
type Role = 'visitor' | 'A' | 'B' | 'admin'
const ROLES: Role[] = ['visitor', 'A', 'B', 'admin']

let app: AppProcess
let dataDir: string
const cookie: Record<Role, string> = { visitor: '', A: '', B: '', admin: '' }
const people: Partial<Record<'A' | 'B', Account & { pickup: string }>> = {}
let cells = 0

async function call(role: Role, pathName: string, init: { method?: string; body?: string; type?: string; origin?: string | null } = {}) {
  const headers: Record<string, string> = { 'X-Forwarded-For': randomClientIp() }
  if (cookie[role]) headers.Cookie = cookie[role]
  if (init.type) headers['Content-Type'] = init.type
  if (init.origin !== null) headers.Origin = init.origin ?? app.baseURL
  const controller = new AbortController()
  const res = await fetch(`${app.baseURL}${pathName}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body,
    redirect: 'manual',
    signal: controller.signal,
  })
  let text: string
  if ((res.headers.get('Content-Type') ?? '').startsWith('text/event-stream')) {
    // A live stream never ends: its first chunk is enough to see what it carries.
    const reader = res.body!.getReader()
    const first = await Promise.race([reader.read(), new Promise<{ value?: Uint8Array }>((r) => setTimeout(() => r({}), 500))])
    text = first.value ? Buffer.from(first.value).toString('utf8') : ''
    controller.abort()
  } else text = await res.text()
  return { status: res.status, text, location: res.headers.get('Location') ?? res.headers.get('X-Remix-Redirect') ?? '' }
}

/**
 * Follows /booking-history/events as a traveller's open trip page does, keeping what arrives
 * after the stream's opening word: named no bookings mark, the stream first tells the page to
 * read again at once (use-live-data.ts), and that is no news of anyone's move.
 */
function follow(role: Role) {
  const controller = new AbortController()
  let text = ''
  let opened: () => void
  const ready = new Promise<void>((resolve) => (opened = resolve))
  let from = -1
  void fetch(`${app.baseURL}/booking-history/events`, { headers: { Cookie: cookie[role] }, signal: controller.signal }).then(async (res) => {
    expect(res.status).toBe(200)
    const reader = res.body!.getReader()
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
      if (done) return
      text += Buffer.from(value!).toString('utf8')
      if (from < 0 && text.includes('event: booking-moved')) {
        from = text.indexOf('event: booking-moved') + 'event: booking-moved'.length
        opened()
      }
    }
  })
  return { ready, received: () => (from < 0 ? '' : text.slice(from)), stop: () => controller.abort() }
}

/** What would identify a traveller in a page: e-mail, name, mobile, full and masked Aadhaar, a booking's pickup. */
function secretsOf(who: 'A' | 'B'): string[] {
  const p = people[who]!
  return [p.email, p.name, p.mobile, p.aadhaar, `XXXX XXXX ${p.aadhaar.slice(-4)}`, p.pickup]
}

function expectNoLeak(role: Role, label: string, text: string) {
  const others: ('A' | 'B')[] = role === 'A' ? ['B'] : role === 'B' ? ['A'] : role === 'visitor' ? ['A', 'B'] : []
  for (const other of others) for (const s of secretsOf(other)) expect(text.includes(s), `${role} ${label} carries ${other}'s "${s}"`).toBe(false)
}

beforeAll(async () => {
  dataDir = tempDataDir('access')
  app = await start(await freePort(), { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name })
  const names = { A: 'Kavya Raghunathan', B: 'Farhan Qureshi' }
  for (const who of ['A', 'B'] as const) {
    const t = newTraveller({ name: names[who], address: `${who === 'A' ? 'Koregaon' : 'Baner'} Lane ${randomUUID().slice(0, 4)}` })
    const res = await signUpViaApi({ baseURL: app.baseURL, ...t })
    expect(res.status).toBe(200)
    cookie[who] = res.cookieHeader
    const pickup = `Leakcheck ${who} Chowk ${randomUUID().slice(0, 6)}`
    const body = { ...bookingBody(randomUUID(), who, t.aadhaar), pickupLocation: pickup, name: who === 'A' ? 'Anvita Kulkarni' : 'Bhavesh Shetty' }
    const booked = await fetch(`${app.baseURL}/api/bookings`, {
      method: 'POST',
      headers: { Cookie: res.cookieHeader, Origin: app.baseURL, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(booked.status).toBe(201)
    people[who] = { ...t, cookieHeader: res.cookieHeader, pickup }
  }
  const owner = await signInViaApi({ baseURL: app.baseURL, email: ADMIN.email, password: ADMIN.password })
  expect(owner.status).toBe(200)
  cookie.admin = owner.cookieHeader
})
afterAll(async () => {
  await app?.stop()
  console.log(`access matrix: ${cells} cells checked`)
})

const LOGIN = 'login'
// [path, expected per role]: a number is the status; 'login' is a redirect to the login page.
type Expect = number | typeof LOGIN
const READS: [string, Record<Role, Expect>][] = [
  ['/personal-info', { visitor: LOGIN, A: 200, B: 200, admin: 200 }],
  ['/booking-history', { visitor: LOGIN, A: 200, B: 200, admin: 200 }],
  ['/feedback', { visitor: 200, A: 200, B: 200, admin: 200 }],
  ['/api/me', { visitor: 401, A: 200, B: 200, admin: 200 }],
  ['/booking-history/events', { visitor: 401, A: 200, B: 200, admin: 200 }],
  ...['customers', 'past', 'upcoming', 'messages'].flatMap((view): [string, Record<Role, Expect>][] => [
    [`/admin-panel?view=${view}`, { visitor: LOGIN, A: 403, B: 403, admin: 200 }],
    [`/admin-panel/export.csv?view=${view}`, { visitor: LOGIN, A: 403, B: 403, admin: 200 }],
  ]),
  ['/admin-panel', { visitor: LOGIN, A: 403, B: 403, admin: 200 }],
  ['/admin-panel/events', { visitor: LOGIN, A: 403, B: 403, admin: 200 }],
  ['/admin-panel/reviews', { visitor: LOGIN, A: 403, B: 403, admin: 200 }],
  ...['calendar', 'calendar?week=2099-12-01', 'drivers', 'fleet', 'new-booking', 'bookings/YT-ZZZZZZ'].map((p): [string, Record<Role, Expect>] => [
    `/admin-panel/${p}`,
    { visitor: LOGIN, A: 403, B: 403, admin: p.startsWith('bookings/') ? 404 : 200 },
  ]),
  ['/', { visitor: 200, A: 200, B: 200, admin: 200 }],
  // Every page is also at /hi/… and /mr/… (issue 24), guarded the same way; other prefixes are missing pages.
  ['/mr', { visitor: 200, A: 200, B: 200, admin: 200 }],
  ['/mr/personal-info', { visitor: LOGIN, A: 200, B: 200, admin: 200 }],
  ['/hi/booking-history', { visitor: LOGIN, A: 200, B: 200, admin: 200 }],
  ['/mr/admin-panel', { visitor: LOGIN, A: 403, B: 403, admin: 200 }],
  ['/hi/admin-panel/drivers', { visitor: LOGIN, A: 403, B: 403, admin: 200 }],
  ['/mr/admin-panel/calendar', { visitor: LOGIN, A: 403, B: 403, admin: 200 }],
  ['/fr/carlistNav', { visitor: 404, A: 404, B: 404, admin: 404 }],
  ['/choose-language?returnTo=%2Fbooking-history', { visitor: 200, A: 200, B: 200, admin: 200 }],
  // A Hindi or Marathi document's messages: the same public file for everyone, any other a 404.
  [messagesFile(MESSAGES_VERSION, 'mr', ['common', 'home']), { visitor: 200, A: 200, B: 200, admin: 200 }],
  [messagesFile('0ld', 'hi', ['account']), { visitor: 404, A: 404, B: 404, admin: 404 }],
  ['/reviews', { visitor: 200, A: 200, B: 200, admin: 200 }],
  ['/contact', { visitor: 200, A: 200, B: 200, admin: 200 }],
  ['/forgot-password', { visitor: 200, A: 200, B: 200, admin: 200 }],
  ['/reset-password?token=made-up', { visitor: 200, A: 200, B: 200, admin: 200 }],
  // Personal data leaves only for the form's POST (below), never for a GET or a link.
  ['/personal-info/data', { visitor: 405, A: 405, B: 405, admin: 405 }],
  // Off without METRICS_TOKEN, for the owner too: it is for a monitoring system, not a role
  // (tests/faults/metrics.test.ts checks it with a token).
  ['/metrics', { visitor: 404, A: 404, B: 404, admin: 404 }],
]

function checkStatus(role: Role, label: string, r: { status: number; location: string; text: string }, expected: Expect, data: boolean) {
  cells++
  if (expected === LOGIN) {
    // A document request gets a 302; a .data request a 202 whose body is the single-fetch redirect.
    if (data) {
      expect(r.status, `${role} ${label}`).toBe(202)
      expect(r.text, `${role} ${label}`).toMatch(/"SingleFetchRedirect".*"redirect","\/(?:(?:hi|mr)\/)?login\?redirectTo=/)
    } else {
      expect(r.status, `${role} ${label}`).toBe(302)
      expect(r.location, `${role} ${label}`).toMatch(/^\/(?:(?:hi|mr)\/)?login\?redirectTo=/)
    }
  } else if (data && expected === 200) {
    expect(r.status, `${role} ${label}`).toBe(200)
  } else expect(r.status, `${role} ${label}`).toBe(expected)
}

describe('access matrix', () => {
  it('every role × every page and data request', async () => {
    for (const [pathName, expected] of READS) {
      const dataPath =
        pathName.startsWith('/api/') ||
        pathName.startsWith('/i18n/') ||
        pathName.includes('export.csv') ||
        pathName.endsWith('/events') ||
        pathName === '/metrics'
          ? null
          : pathName.replace(/^\/$/, '/_root').replace(/^([^?]*)/, '$1.data')
      for (const role of ROLES) {
        const r = await call(role, pathName)
        checkStatus(role, pathName, r, expected[role], false)
        expectNoLeak(role, pathName, r.text)
        if (dataPath) {
          const d = await call(role, dataPath)
          checkStatus(role, dataPath, d, expected[role], true)
          expectNoLeak(role, dataPath, d.text)
        }
      }
    }
    // Each traveller sees their own details where they belong.
    for (const who of ['A', 'B'] as const) {
      const history = await call(who, '/booking-history')
      expect(history.text).toContain(people[who]!.pickup)
      const me = await call(who, '/api/me')
      expect(JSON.parse(me.text)).toEqual({ mobile: people[who]!.mobile })
    }
    const customers = await call('admin', '/admin-panel/export.csv?view=customers')
    expect(customers.text).toContain(people.A!.email)
    expect(customers.text).toContain(people.B!.email)
  })

  it('the rest of the stylesheet a page links: the same file for everyone, and none for a made-up address', async () => {
    for (const page of ['/aboutNav', '/login', '/mr']) {
      const rest = /data-styles="(\/assets\/rest-[\w-]+\.css)"/.exec((await call('visitor', page)).text)?.[1]
      expect(rest, page).toBeDefined()
      const sheets = new Set<string>()
      for (const role of ROLES) {
        const r = await call(role, rest!)
        checkStatus(role, rest!, r, 200, false)
        sheets.add(r.text)
      }
      expect(sheets.size).toBe(1)
      expect([...sheets][0]).toContain('{')
      const madeUp = rest!.replace(/rest-\w+-/, 'rest-1-')
      for (const role of ROLES) checkStatus(role, madeUp, await call(role, madeUp), 404, false)
    }
  })

  it('state changes: booking, password change, account deletion, per role', async () => {
    const booking = (role: Role) =>
      call(role, '/api/bookings', { method: 'POST', type: 'application/json', body: JSON.stringify(bookingBody(randomUUID(), role)) })
    const expectedBooking: Record<Role, number> = { visitor: 401, A: 201, B: 201, admin: 201 }
    for (const role of ROLES) {
      const r = await booking(role)
      cells++
      expect(r.status, `${role} booking`).toBe(expectedBooking[role])
      expectNoLeak(role, 'booking', r.text)
    }
    // A wrong current password: refused for everyone, nothing changes, nobody is signed out.
    const change = (role: Role) =>
      call(role, '/personal-info', {
        method: 'POST',
        type: 'application/x-www-form-urlencoded',
        body: new URLSearchParams({
          intent: 'change-password',
          currentPassword: 'Not@TheRight1',
          newPassword: 'Fresh@2027x',
          confirmPassword: 'Fresh@2027x',
        }).toString(),
      })
    for (const role of ROLES) {
      const r = await change(role)
      cells++
      if (role === 'visitor') checkStatus(role, 'password change', r, LOGIN, false)
      else expect(r.status, `${role} password change with a wrong current password`).toBeGreaterThanOrEqual(400)
      expect(r.status).toBeLessThan(500)
      expectNoLeak(role, 'password change', r.text)
    }
    for (const who of ['A', 'B'] as const) {
      const again = await signInViaApi({ baseURL: app.baseURL, email: people[who]!.email, password: people[who]!.password })
      expect(again.status, `${who} keeps the old password`).toBe(200)
    }
    // Deleting: a visitor is sent to log in; a traveller deletes only their own account.
    const visitorDelete = await call('visitor', '/personal-info', { method: 'POST', type: 'application/x-www-form-urlencoded', body: 'intent=delete-account' })
    cells++
    checkStatus('visitor', 'account deletion', visitorDelete, LOGIN, false)
    const c = newTraveller()
    const signedUp = await signUpViaApi({ baseURL: app.baseURL, ...c })
    const res = await fetch(`${app.baseURL}/personal-info`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: signedUp.cookieHeader, Origin: app.baseURL, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=delete-account&userId=',
    })
    cells++
    expect(res.status).toBe(302)
    expect((await fetch(`${app.baseURL}/api/me`, { headers: { Cookie: signedUp.cookieHeader } })).status).toBe(401)
    for (const who of ['A', 'B'] as const) expect((await call(who, '/api/me')).status, `${who} still there`).toBe(200)
    const csv = await call('admin', '/admin-panel/export.csv?view=customers')
    expect(csv.text).not.toContain(c.email)
  })

  it('the language switcher: anyone may choose, each only for themselves, never from another site', async () => {
    const db = new Database(path.join(dataDir, 'yatri.sqlite'), { readonly: true, fileMustExist: true })
    const stored = (who: 'A' | 'B') => (db.prepare('select language from "user" where email = ?').get(people[who]!.email) as { language: string }).language
    const choose = (role: Role, lang: string, origin?: string) =>
      call(role, '/language', {
        method: 'POST',
        type: 'application/x-www-form-urlencoded',
        body: new URLSearchParams({ lang, returnTo: '/booking-history' }).toString(),
        ...(origin ? { origin } : {}),
      })
    try {
      for (const [role, lang] of [
        ['visitor', 'hi'],
        ['A', 'mr'],
        ['B', 'hi'],
        ['admin', 'en'],
      ] as const) {
        const r = await choose(role, lang)
        cells++
        expect(r.status, `${role} chooses ${lang}`).toBe(302)
        expect(r.location).toBe(lang === 'en' ? '/booking-history' : `/${lang}/booking-history`)
      }
      expect([stored('A'), stored('B')]).toEqual(['mr', 'hi'])
      // From another site: refused, and A's choice stays.
      const forged = await choose('A', 'en', 'https://elsewhere.example')
      cells++
      expect(forged.status).toBe(403)
      expect(stored('A')).toBe('mr')
    } finally {
      for (const who of ['A', 'B'] as const) await choose(who, 'en')
      db.close()
    }
  })

  it("the owner's booking page, its actions, drivers and fleet: nobody else reads or changes them", async () => {
    const upcoming = (await call('admin', '/admin-panel?view=upcoming&q=Leakcheck')).text
    const references = [...upcoming.matchAll(/\/admin-panel\/bookings\/(YT-[2-9A-HJKMNP-Z]{6})/g)].map((m) => m[1]!)
    expect(references.length).toBeGreaterThanOrEqual(2)
    const form = (values: Record<string, string>) => ({
      method: 'POST',
      type: 'application/x-www-form-urlencoded',
      body: new URLSearchParams(values).toString(),
    })
    const pageOf = async (ref: string) => (await call('admin', `/admin-panel/bookings/${ref}`)).text
    for (const ref of references) {
      const before = await pageOf(ref)
      expect(before).toContain('Requested')
      const version = /name="version" value="(\d+)"/.exec(before)![1]!
      for (const role of ROLES) {
        if (role === 'admin') continue
        for (const dataPath of [`/admin-panel/bookings/${ref}`, `/admin-panel/bookings/${ref}.data`]) {
          const r = await call(role, dataPath)
          checkStatus(role, dataPath, r, role === 'visitor' ? LOGIN : 403, dataPath.endsWith('.data'))
          expectNoLeak(role, dataPath, r.text)
          // Not even a traveller's own booking: the owner's page of it is not theirs to read.
          if (role !== 'visitor') expect(r.text).not.toContain(ref)
        }
        const actions: [string, Record<string, string>][] = [
          [`/admin-panel/bookings/${ref}`, { intent: 'confirm', version, proceed: 'yes' }],
          [`/admin-panel/bookings/${ref}`, { intent: 'cancel', version, reason: 'Forged' }],
          [`/admin-panel/bookings/${ref}`, { intent: 'assign', version, driverId: 'x', vehicleNumber: 'MH 12 AB 1234', proceed: 'yes' }],
          ['/admin-panel/drivers', { intent: 'add', name: 'Forged Driver', mobile: '9822099999' }],
          ['/admin-panel/fleet', { 'Toyota Innova': '0' }],
        ]
        for (const [p, values] of actions) {
          for (const target of [p, `${p}.data`]) {
            const r = await call(role, target, form(values))
            cells++
            if (role !== 'visitor') expect(r.status, `${role} POST ${target}`).toBe(403)
            else if (target.endsWith('.data')) {
              // An action's data request answers with the redirect in its payload.
              expect(r.status, `visitor POST ${target}`).toBe(202)
              expect(r.text, `visitor POST ${target}`).toMatch(/"redirect","\/login\?redirectTo=/)
            } else {
              expect(r.status, `visitor POST ${target}`).toBe(302)
              expect(r.location, `visitor POST ${target}`).toMatch(/^\/login\?redirectTo=/)
            }
            expectNoLeak(role, `POST ${target}`, r.text)
          }
        }
      }
      // Nothing changed: same status and history, no forged driver, the fleet as it was.
      const after = await pageOf(ref)
      expect(after.match(/class="admin-history"[\s\S]*?<\/ol>/)![0]).toBe(before.match(/class="admin-history"[\s\S]*?<\/ol>/)![0])
      expect(/name="version" value="(\d+)"/.exec(after)![1]).toBe(version)
    }
    expect((await call('admin', '/admin-panel/drivers')).text).not.toContain('Forged Driver')
    expect((await call('admin', '/admin-panel/fleet')).text).not.toMatch(/name="Toyota Innova"[^>]*value="0"/)
  })

  it('recovery actions per role: data download, Resend, sign out of other devices', async () => {
    const post = (role: Role, p: string, body: string, origin?: string) =>
      call(role, p, { method: 'POST', type: 'application/x-www-form-urlencoded', body, ...(origin ? { origin } : {}) })
    const visitorData = await post('visitor', '/personal-info/data', '')
    cells++
    checkStatus('visitor', 'data download', visitorData, LOGIN, false)
    for (const who of ['A', 'B'] as const) {
      // Another person's id in the body changes nothing: the session says whose data it is.
      const r = await post(who, '/personal-info/data', `userId=${encodeURIComponent(people[who === 'A' ? 'B' : 'A']!.email)}`)
      cells++
      expect(r.status, `${who} data download`).toBe(200)
      expect(JSON.parse(r.text).profile.email).toBe(people[who]!.email)
      expect(r.text).toContain(people[who]!.pickup)
      expectNoLeak(who, 'data download', r.text)
      expect(r.text.includes(people[who]!.aadhaar), `${who}'s download holds the Aadhaar number in clear`).toBe(false)
    }
    for (const intent of ['resend-verification', 'sign-out-others']) {
      const r = await post('visitor', '/personal-info', `intent=${intent}`)
      cells++
      checkStatus('visitor', intent, r, LOGIN, false)
      const foreign = await post('A', '/personal-info', `intent=${intent}`, 'https://evil.example')
      cells++
      expect([400, 403], `${intent} from another site`).toContain(foreign.status)
    }
    const foreignData = await post('A', '/personal-info/data', '', 'https://evil.example')
    cells++
    expect(foreignData.status).toBe(403)
    // A's other session ends; A's and B's current ones stay.
    const second = await signInViaApi({ baseURL: app.baseURL, email: people.A!.email, password: people.A!.password })
    const ended = await post('A', '/personal-info', 'intent=sign-out-others')
    cells++
    expect(ended.status).toBe(200)
    expect((await fetch(`${app.baseURL}/api/me`, { headers: { Cookie: second.cookieHeader } })).status).toBe(401)
    expect((await call('A', '/api/me')).status).toBe(200)
    expect((await call('B', '/api/me')).status).toBe(200)
  })

  it('a reset token works once, for one hour, and only for the account it was sent for', async () => {
    const db = new Database(path.join(dataDir, 'yatri.sqlite'), { readonly: false, fileMustExist: true })
    db.pragma('busy_timeout = 5000')
    try {
      const [c, d] = [newTraveller(), newTraveller()]
      const signedUp = await Promise.all([c, d].map((t) => signUpViaApi({ baseURL: app.baseURL, ...t })))
      for (const r of signedUp) expect(r.status).toBe(200)
      const idOf = (email: string) => (db.prepare('select id from user where email = ?').get(email) as { id: string }).id
      const tokenFor = async (email: string): Promise<string> => {
        const asked = await call('visitor', '/forgot-password', {
          method: 'POST',
          type: 'application/x-www-form-urlencoded',
          body: `email=${encodeURIComponent(email)}`,
        })
        expect(asked.status).toBe(200)
        let row: { identifier: string } | undefined
        await expect
          .poll(
            () =>
              (row = db
                .prepare("select identifier from verification where value = ? and identifier like 'reset-password:%' order by createdAt desc")
                .get(idOf(email)) as { identifier: string } | undefined),
            { timeout: 5000 },
          )
          .toBeTruthy()
        return row!.identifier.slice('reset-password:'.length)
      }
      const reset = (token: string, password: string, role: Role = 'visitor') =>
        call(role, '/reset-password', {
          method: 'POST',
          type: 'application/x-www-form-urlencoded',
          body: new URLSearchParams({ token, password, confirmPassword: password }).toString(),
        })
      const signsIn = async (email: string, password: string) => (await signInViaApi({ baseURL: app.baseURL, email, password })).status === 200

      // Sent for C, used from D's session: C's password changes, D's does not.
      const forC = await tokenFor(c.email)
      cookie.visitor = signedUp[1]!.cookieHeader
      const used = await reset(forC, 'Fresh@Start2027')
      cookie.visitor = ''
      cells++
      expect(used.status).toBe(302)
      expect(await signsIn(c.email, 'Fresh@Start2027')).toBe(true)
      expect(await signsIn(c.email, c.password)).toBe(false)
      expect(await signsIn(d.email, d.password)).toBe(true)
      expect(await signsIn(d.email, 'Fresh@Start2027')).toBe(false)

      // Used again: refused, nothing changes.
      const again = await reset(forC, 'Second@Try2027')
      cells++
      expect(again.status).toBe(400)
      expect(again.text).toContain('This link has expired or has already been used.')
      expect(await signsIn(c.email, 'Fresh@Start2027')).toBe(true)

      // Past its hour (the stored expiry moved back, as the clock would): refused, nothing changes.
      const forD = await tokenFor(d.email)
      db.prepare('update verification set expiresAt = ? where identifier = ?').run(new Date(Date.now() - 1000).toISOString(), `reset-password:${forD}`)
      const late = await reset(forD, 'Too@Late2027')
      cells++
      expect(late.status).toBe(400)
      expect(await signsIn(d.email, d.password)).toBe(true)
      expect((await call('visitor', `/reset-password?token=${forD}`)).text).toContain('This link has expired or has already been used.')

      // Made-up and one-character-off tokens.
      const fresh = await tokenFor(d.email)
      for (const token of ['made-up', `${fresh}x`, fresh.slice(1), fresh.toUpperCase() === fresh ? fresh.toLowerCase() : fresh.toUpperCase()]) {
        const r = await reset(token, 'Guess@Work2027')
        cells++
        expect(r.status, token).toBe(400)
      }
      expect(await signsIn(d.email, d.password)).toBe(true)
      // The link was issued to D only, and still works for D after the guesses.
      expect((await reset(fresh, 'Right@Person2027')).status).toBe(302)
      expect(await signsIn(d.email, 'Right@Person2027')).toBe(true)
      expect(idOf(d.email)).not.toBe(idOf(c.email))
    } finally {
      db.close()
    }
  })

  it('a state change from another site is refused and changes nothing', async () => {
    const foreign = ['https://evil.example', 'null', `${app.baseURL}.evil.example`]
    const before = (await call('admin', '/admin-panel/export.csv?view=upcoming')).text
    const beforeMessages = (await call('admin', '/admin-panel/export.csv?view=messages')).text
    const beforeCustomers = (await call('admin', '/admin-panel/export.csv?view=customers')).text.trim().split('\n').length
    const beforeReviews = (await call('visitor', '/reviews')).text.split('data-live=""').length
    for (const origin of foreign) {
      const attempts: [string, string, string][] = [
        ['/api/bookings', 'application/json', JSON.stringify(bookingBody(randomUUID(), 'csrf'))],
        ['/feedback', 'application/x-www-form-urlencoded', 'feedback=Forged+review'],
        ['/personal-info', 'application/x-www-form-urlencoded', 'intent=delete-account'],
        ['/personal-info', 'application/x-www-form-urlencoded', `intent=update-profile&mobile=9000000000&address=Forged+Road&pin=400001&aadhaar=`],
        ['/api/contact', 'application/x-www-form-urlencoded', 'name=X&email=x%40example.com&phone=9876543210&message=forged'],
        ['/login', 'application/x-www-form-urlencoded', `email=${encodeURIComponent(ADMIN.email)}&password=${encodeURIComponent(ADMIN.password)}`],
      ]
      for (const [p, type, body] of attempts) {
        const r = await call('A', p, { method: 'POST', type, body, origin })
        cells++
        // Page actions are refused by React Router's own origin check (400) before ours
        // (403) runs; resource routes (/api/*) reach ours. Refused either way.
        if (p.startsWith('/api/')) expect(r.status, `${p} from ${origin}`).toBe(403)
        else expect([400, 403], `${p} from ${origin}`).toContain(r.status)
      }
      // Real credentials and a valid new account: no session and no account for another site.
      const forged: [string, unknown][] = [
        ['/api/auth/sign-in/email', { email: people.A!.email, password: people.A!.password }],
        ['/api/auth/sign-up/email', newTraveller()],
      ]
      for (const [p, body] of forged) {
        const res = await fetch(`${app.baseURL}${p}`, {
          method: 'POST',
          headers: { Origin: origin, 'Content-Type': 'application/json', 'X-Forwarded-For': randomClientIp() },
          body: JSON.stringify(body),
        })
        cells++
        expect(res.status, `${p} from ${origin}: ${await res.text()}`).toBe(403)
        expect(
          res.headers.getSetCookie().some((c) => c.includes('session_token=') && !/session_token=;/.test(c)),
          `${p} from ${origin} set a session`,
        ).toBe(false)
      }
    }
    expect((await call('admin', '/admin-panel/export.csv?view=customers')).text.trim().split('\n').length).toBe(beforeCustomers)
    // No Origin but the browser says cross-site.
    const sneaky = await fetch(`${app.baseURL}/personal-info`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookie.A, 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'intent=delete-account',
    })
    cells++
    expect(sneaky.status).toBe(403)
    expect((await call('A', '/api/me')).status).toBe(200)
    expect(JSON.parse((await call('A', '/api/me')).text)).toEqual({ mobile: people.A!.mobile })
    expect((await call('admin', '/admin-panel/export.csv?view=upcoming')).text).toBe(before)
    expect((await call('admin', '/admin-panel/export.csv?view=messages')).text).toBe(beforeMessages)
    expect((await call('visitor', '/reviews')).text.split('data-live=""').length).toBe(beforeReviews)
  })

  it('only the owner hides or shows a review; anyone else, or another site, changes nothing', async () => {
    const text = `Moderation check ${randomUUID().slice(0, 8)}`
    const posted = await call('A', '/feedback', {
      method: 'POST',
      type: 'application/x-www-form-urlencoded',
      body: new URLSearchParams({ feedback: text }).toString(),
    })
    expect(posted.status).toBeLessThan(400)
    const list = (await call('admin', '/admin-panel/reviews')).text
    const id = new RegExp(`data-review-id="(\\d+)"[^]*?${text}`).exec(list)?.[1]
    expect(id, 'the owner sees the new review').toBeDefined()
    const shownOnSite = async () => (await call('visitor', '/reviews')).text.includes(text)
    expect(await shownOnSite()).toBe(true)

    const hide = (role: Role, origin?: string) =>
      call(role, '/admin-panel/reviews', { method: 'POST', type: 'application/x-www-form-urlencoded', body: `id=${id}&intent=hide`, origin })
    const visitor = await hide('visitor')
    cells++
    checkStatus('visitor', 'hiding a review', visitor, LOGIN, false)
    for (const role of ['A', 'B'] as const) {
      const r = await hide(role)
      cells++
      expect(r.status, `${role} hiding a review`).toBe(403)
      expectNoLeak(role, 'hiding a review', r.text)
    }
    // The data request of the page and of its action alike.
    for (const role of ['A', 'B'] as const) {
      const r = await call(role, '/admin-panel/reviews.data', { method: 'POST', type: 'application/x-www-form-urlencoded', body: `id=${id}&intent=hide` })
      cells++
      expect(r.status, `${role} hiding a review through .data`).toBe(403)
    }
    const forged = await hide('admin', 'https://evil.example')
    cells++
    expect([400, 403]).toContain(forged.status)
    expect(await shownOnSite(), 'still on the site after refused attempts').toBe(true)
    expect((await call('admin', '/admin-panel/reviews')).text).not.toMatch(/>Hidden</)

    const owner = await hide('admin')
    cells++
    expect(owner.status).toBe(200)
    expect(await shownOnSite(), 'gone from the site once the owner hid it').toBe(false)
    const show = await call('admin', '/admin-panel/reviews', { method: 'POST', type: 'application/x-www-form-urlencoded', body: `id=${id}&intent=show` })
    expect(show.status).toBe(200)
    expect(await shownOnSite()).toBe(true)
  })

  it("the trip page, its data, the calendar file and the cancel action: the booking's traveller only", async () => {
    const history = await call('A', '/booking-history')
    const row = history.text.split('<tr').find((r) => r.includes(people.A!.pickup)) ?? ''
    const reference = /\/booking-history\/(YT-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6})/.exec(row)?.[1]
    expect(reference, "A's history links a trip").toBeDefined()
    const trip = `/booking-history/${reference}`
    // Only A; the owner manages bookings from the panel, not from a traveller's page.
    const only: Record<Role, Expect> = { visitor: LOGIN, A: 200, B: 404, admin: 404 }
    for (const role of ROLES) {
      const page = await call(role, trip)
      checkStatus(role, trip, page, only[role], false)
      expectNoLeak(role, trip, page.text)
      const d = await call(role, `${trip}.data`)
      checkStatus(role, `${trip}.data`, d, only[role], true)
      expectNoLeak(role, `${trip}.data`, d.text)
      const ics = await call(role, `${trip}/calendar.ics`)
      checkStatus(role, `${trip}/calendar.ics`, ics, only[role], false)
      expectNoLeak(role, `${trip}/calendar.ics`, ics.text)
      if (role === 'A') {
        expect(page.text).toContain(people.A!.pickup)
        expect(ics.text).toContain(`SUMMARY:`)
        expect(ics.text).toContain(reference)
      }
    }
    const status = async () => (/Status: <span class="trip-status trip-status--(\w+)"/.exec((await call('A', trip)).text) ?? [])[1]
    const cancel = (role: Role, origin?: string) =>
      call(role, trip, { method: 'POST', type: 'application/x-www-form-urlencoded', body: 'intent=cancel', origin })
    // Everyone but A, and A from another site, is refused and the booking stays as it was.
    for (const role of ['visitor', 'B', 'admin'] as const) {
      const r = await cancel(role)
      cells++
      checkStatus(role, `cancel ${trip}`, r, only[role], false)
      expectNoLeak(role, `cancel ${trip}`, r.text)
      expect(await status(), `after ${role} tried to cancel`).toBe('requested')
    }
    const forged = await cancel('A', 'https://evil.example')
    cells++
    expect([400, 403]).toContain(forged.status)
    expect(await status()).toBe('requested')
    // The live signal of the move reaches A's open pages and nobody else's.
    const streams = { A: follow('A'), B: follow('B') }
    await Promise.all([streams.A.ready, streams.B.ready])
    const own = await cancel('A')
    cells++
    expect(own.status).toBe(200)
    expect(await status()).toBe('cancelled')
    await expect.poll(() => streams.A.received(), { timeout: 5000 }).toContain('event: booking-moved')
    // B's stream has had the same time and more to hear it, had it leaked.
    await new Promise((r) => setTimeout(r, 300))
    for (const s of Object.values(streams)) s.stop()
    cells++
    expect(streams.B.received()).not.toContain('booking-moved')
  })

  it('no Aadhaar number in clear: not in the database files, the logs, CSV exports or any page', async () => {
    const numbers = (['A', 'B'] as const).map((w) => people[w]!.aadhaar)
    const spaced = numbers.map((n) => `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8)}`)
    const forms = [...numbers, ...spaced]
    const expectNone = (label: string, text: string) => {
      for (const n of forms) expect(text.includes(n), `${label} holds Aadhaar ${n}`).toBe(false)
    }
    // Every page and export, as every role, the owner included: only the masked form is ever shown.
    for (const role of ROLES) {
      for (const [p] of READS) {
        const r = await call(role, p)
        cells++
        expectNone(`${role} ${p}`, r.text)
      }
    }
    // The database files as they are on disk while running, and after a clean stop.
    const files = () => ['yatri.sqlite', 'yatri.sqlite-wal'].map((f) => path.join(dataDir, f)).filter((f) => fs.existsSync(f))
    const scan = (when: string) => {
      for (const f of files()) {
        const bytes = fs.readFileSync(f)
        for (const n of forms) expect(bytes.includes(Buffer.from(n)), `${when}: ${path.basename(f)} holds Aadhaar ${n}`).toBe(false)
        // Stored as text in UTF-16 too? SQLite here is UTF-8, but check both.
        for (const n of numbers) expect(bytes.includes(Buffer.from(n, 'utf16le')), `${when}: ${path.basename(f)} holds Aadhaar ${n} (UTF-16)`).toBe(false)
      }
    }
    scan('running')
    expect(files().length).toBeGreaterThan(0)
    await app.stop()
    scan('stopped')
    expectNone('the server log', app.output())
    expect(app.output().length).toBeGreaterThan(1000)
  })
})
