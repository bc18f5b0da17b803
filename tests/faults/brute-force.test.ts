import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppProcess } from '../support/app-process'
import { newTraveller, randomClientIp, signInViaApi, signUpViaApi } from '../support/auth'
import { freePort } from '../support/free-port'
import { start, tempDataDir, type Account } from './support'

/**
 * Brute force (issue 8): a scripted attack on sign-in and registration, from one client
 * address and from many (X-Forwarded-For, trusted from loopback only). The per-account
 * limits hold however many addresses the attacker uses, the per-address limits hold
 * however many accounts they try, and the owner of a locked account is told what to do.
 */

let app: AppProcess
let victim: Account
const LOCKED = /^Too many failed sign-in attempts\. Please wait (\d+ minutes?|a minute|\{minutes\} minutes) and try again\.$/

beforeAll(async () => {
  app = await start(await freePort(), { DATA_DIR: tempDataDir('brute') })
  const t = newTraveller()
  const res = await signUpViaApi({ baseURL: app.baseURL, ...t })
  expect(res.status).toBe(200)
  victim = { ...t, cookieHeader: res.cookieHeader }
})
afterAll(async () => {
  await app?.stop()
})

/** A page's text as a person reads it, for messages with apostrophes. */
const unescape = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

const wrong = (email: string, clientIp: string, password = 'Guess@12345') => signInViaApi({ baseURL: app.baseURL, email, password, clientIp })

describe('brute force', () => {
  it('one account from many addresses at once: at most 10 guesses are checked, then the owner is told to wait', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => wrong(victim.email, randomClientIp(), `Guess@${1000 + i}`)))
    const statuses = results.map((r) => r.status)
    const checked = statuses.filter((s) => s === 401).length
    const refused = results.filter((r) => r.status === 429)
    console.log(`brute force, 40 parallel guesses from 40 addresses: ${checked} checked, ${refused.length} refused`)
    expect(checked).toBeLessThanOrEqual(10)
    expect(checked + refused.length).toBe(40)
    for (const r of refused) expect(r.body.message).toMatch(LOCKED)
    // The right password is refused too while the lock lasts, with the same advice.
    const owner = await signInViaApi({ baseURL: app.baseURL, email: victim.email, password: victim.password, clientIp: randomClientIp() })
    expect(owner.status).toBe(429)
    expect(owner.body.message).toMatch(LOCKED)
    expect(owner.cookies.some((c) => c.name.includes('session_token') && c.value)).toBe(false)
    // The login page shows the owner the same advice.
    const page = await fetch(`${app.baseURL}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: app.baseURL, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': randomClientIp() },
      body: new URLSearchParams({ email: victim.email, password: victim.password }).toString(),
    })
    expect(page.status).toBe(429)
    expect((await page.text()).replace(/&#x27;/g, "'")).toMatch(
      /Too many failed sign-in attempts\. Please wait (\d+ minutes?|a minute|\{minutes\} minutes) and try again\./,
    )
    // A session made before the attack still works: the lock stops guessing, not the owner's open session.
    expect((await fetch(`${app.baseURL}/api/me`, { headers: { Cookie: victim.cookieHeader } })).status).toBe(200)
  })

  it('one address against many accounts: refused after 50 tries, other addresses unaffected', async () => {
    const attacker = randomClientIp()
    let checked = 0
    for (let batch = 0; batch < 6; batch++) {
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => wrong(`nobody-${batch}-${i}@example.com`, attacker)))
      checked += results.filter((r) => r.status === 401).length
      for (const r of results) expect([401, 429]).toContain(r.status)
    }
    expect(checked).toBe(50)
    const next = await wrong('someone-else@example.com', attacker)
    expect(next.status).toBe(429)
    expect(next.body.message).toMatch(LOCKED)
    const other = await wrong('someone-else@example.com', randomClientIp())
    expect(other.status).toBe(401)
    console.log(`brute force, one address: ${checked} guesses checked before the address was refused`)
  })

  it('registration: one e-mail from many addresses is limited to 5 tries an hour', async () => {
    const t = newTraveller()
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const r = await signUpViaApi({ baseURL: app.baseURL, ...t, mobile: `9${String(100000000 + i)}`, clientIp: randomClientIp() })
      statuses.push(r.status)
      if (r.status === 429)
        expect(r.body.message).toMatch(/^Too many registration attempts\. Please wait (\d+ minutes?|a minute|\{minutes\} minutes) and try again\.$/)
      else expect(r.status).toBeLessThan(500)
    }
    expect(statuses[0]).toBe(200)
    expect(statuses.slice(1, 5).every((s) => s >= 400 && s < 429)).toBe(true)
    expect(statuses.slice(5)).toEqual([429, 429, 429])
  })

  it('password reset requests: 3 an hour per e-mail from any address, known or not, then the same refusal for both', async () => {
    const forgot = (email: string, ip: string) =>
      fetch(`${app.baseURL}/forgot-password`, {
        method: 'POST',
        headers: { Origin: app.baseURL, 'X-Forwarded-For': ip, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
        redirect: 'manual',
      })
    const known = newTraveller()
    expect((await signUpViaApi({ baseURL: app.baseURL, ...known })).status).toBe(200)
    for (const email of [known.email, `nobody-${Date.now()}@example.in`]) {
      const statuses: number[] = []
      for (let i = 0; i < 5; i++) {
        const r = await forgot(email, randomClientIp())
        statuses.push(r.status)
        const page = await r.text()
        if (r.status === 429) expect(page).toMatch(/Too many password reset requests\. Please wait (\d+ minutes?|a minute|\{minutes\} minutes) and try again\./)
        else expect(page).toContain('If an account exists for that e-mail, we have sent a link to reset the password.')
      }
      expect(statuses, email).toEqual([200, 200, 200, 429, 429])
    }
  })

  it('password reset requests: one address gets 30 an hour, whatever the e-mails; other addresses are unaffected', async () => {
    const ip = randomClientIp()
    const post = (email: string, from: string) =>
      fetch(`${app.baseURL}/forgot-password`, {
        method: 'POST',
        headers: { Origin: app.baseURL, 'X-Forwarded-For': from, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email }).toString(),
      })
    const statuses: number[] = []
    for (let i = 0; i < 32; i++) statuses.push((await post(`spray-${i}-${Date.now()}@example.in`, ip)).status)
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(30)).toEqual([429, 429])
    expect((await post(`other-${Date.now()}@example.in`, randomClientIp())).status).toBe(200)
  })

  it('verification mail: "Resend" works 3 times an hour per account, then says to wait', async () => {
    const t = newTraveller()
    const res = await signUpViaApi({ baseURL: app.baseURL, ...t })
    expect(res.status).toBe(200)
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      const r = await fetch(`${app.baseURL}/personal-info`, {
        method: 'POST',
        headers: { Origin: app.baseURL, Cookie: res.cookieHeader, 'X-Forwarded-For': randomClientIp(), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'intent=resend-verification',
      })
      statuses.push(r.status)
      if (r.status === 429)
        expect(unescape(await r.text())).toMatch(
          /You have asked for several verification e-mails already\. Please wait (\d+ minutes?|a minute|\{minutes\} minutes) and try again\./,
        )
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })

  it('"Download my data" gives 5 files an hour per account; the next goes back to the account page with the reason', async () => {
    const t = newTraveller()
    const res = await signUpViaApi({ baseURL: app.baseURL, ...t })
    expect(res.status).toBe(200)
    const download = () =>
      fetch(`${app.baseURL}/personal-info/data`, {
        method: 'POST',
        headers: { Origin: app.baseURL, Cookie: res.cookieHeader, 'X-Forwarded-For': randomClientIp(), 'Content-Type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
      })
    for (let i = 0; i < 5; i++) {
      const r = await download()
      expect(r.status).toBe(200)
      expect(((await r.json()) as { profile: { email: string } }).profile.email).toBe(t.email)
    }
    const refused = await download()
    expect(refused.status).toBe(303)
    expect(refused.headers.get('Location')).toBe('/personal-info')
    const toastCookie = refused.headers.getSetCookie().find((c) => c.startsWith('yatri_toast='))!
    expect(toastCookie).toBeDefined()
    const account = await fetch(`${app.baseURL}/personal-info`, { headers: { Cookie: `${res.cookieHeader}; ${toastCookie.split(';')[0]}` } })
    expect(unescape(await account.text())).toMatch(
      /You have downloaded your data several times already\. Please wait (\d+ minutes?|a minute|\{minutes\} minutes) and try again\./,
    )
  })

  it('registration: one address is limited to 100 sign-ups an hour', async () => {
    const attacker = randomClientIp()
    let made = 0
    for (let batch = 0; batch < 10; batch++) {
      const results = await Promise.all(Array.from({ length: 10 }, () => signUpViaApi({ baseURL: app.baseURL, ...newTraveller(), clientIp: attacker })))
      for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200)
      made += results.length
    }
    const next = await signUpViaApi({ baseURL: app.baseURL, ...newTraveller(), clientIp: attacker })
    expect(next.status).toBe(429)
    const elsewhere = await signUpViaApi({ baseURL: app.baseURL, ...newTraveller(), clientIp: randomClientIp() })
    expect(elsewhere.status).toBe(200)
    console.log(`brute force, registration: ${made} accounts from one address, then refused`)
  })
  it('a stolen session cannot guess the current password: 10 wrong tries, then a wait, password unchanged', async () => {
    const t = newTraveller()
    const signedUp = await signUpViaApi({ baseURL: app.baseURL, ...t })
    expect(signedUp.status).toBe(200)
    const change = (currentPassword: string) =>
      fetch(`${app.baseURL}/personal-info`, {
        method: 'POST',
        headers: { Cookie: signedUp.cookieHeader, Origin: app.baseURL, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'change-password', currentPassword, newPassword: 'Taken@Over2027', confirmPassword: 'Taken@Over2027' }).toString(),
      })
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await change(`Guess@${2000 + i}`)).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(statuses.slice(10)).toEqual([429, 429])
    // Even the right password waits, and the page says why.
    const right = await change(t.password)
    expect(right.status).toBe(429)
    expect(await right.text()).toMatch(/Too many wrong current passwords\. Please wait (\d+ minutes?|\{minutes\} minutes) and try again\./)
    expect((await signInViaApi({ baseURL: app.baseURL, email: t.email, password: t.password, clientIp: randomClientIp() })).status).toBe(200)
  })
})
