import { randomInt, randomUUID } from 'node:crypto'
import { expect, type BrowserContext, type Page } from '@playwright/test'
import { validAadhaar } from './aadhaar'

export type Traveller = {
  name: string
  email: string
  password: string
  mobile: string
  address: string
  pin: string
  aadhaar: string
}

/** Playwright's cookie shape (context.addCookies); `url` ties it to the site. */
export type BrowserCookie = {
  name: string
  value: string
  url: string
  httpOnly: boolean
  secure: boolean
  sameSite: 'Lax' | 'Strict' | 'None'
  expires?: number
}

export type ApiResult = {
  status: number
  body: any
  cookies: BrowserCookie[]
  /** `name=value; …`, for a raw `Cookie` request header. */
  cookieHeader: string
}

/** A new traveller with valid, unique details; override any of them. */
export function newTraveller(overrides: Partial<Traveller> = {}): Traveller {
  const id = randomUUID().slice(0, 8)
  return {
    name: 'Priya Sharma',
    email: `traveller-${id}@yatri.test`,
    password: 'Safar@2026',
    mobile: `9${String(randomInt(0, 1e9)).padStart(9, '0')}`,
    address: '12 MG Road, Pune',
    pin: '411001',
    aadhaar: validAadhaar(id),
    ...overrides,
  }
}

/**
 * A made-up client address from the benchmarking range (198.18.0.0/15). The server trusts
 * X-Forwarded-For only from a proxy on loopback (as here), so each scripted traveller counts
 * as their own client, as real travellers would; the per-client limits are tested on purpose
 * elsewhere with one fixed address.
 */
export function randomClientIp(): string {
  return `198.${18 + randomInt(0, 2)}.${randomInt(0, 256)}.${randomInt(1, 255)}`
}

function toCookies(baseURL: string, setCookies: string[]): BrowserCookie[] {
  return setCookies.map((line) => {
    const [pair = '', ...attrs] = line.split(';').map((p) => p.trim())
    const eq = pair.indexOf('=')
    const cookie: BrowserCookie = {
      name: pair.slice(0, eq),
      value: pair.slice(eq + 1),
      url: baseURL,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax',
    }
    for (const attr of attrs) {
      const [key = '', value = ''] = attr.split('=')
      const k = key.toLowerCase()
      if (k === 'httponly') cookie.httpOnly = true
      else if (k === 'secure') cookie.secure = true
      else if (k === 'samesite') cookie.sameSite = (value.charAt(0).toUpperCase() + value.slice(1).toLowerCase()) as BrowserCookie['sameSite']
      else if (k === 'max-age') cookie.expires = Math.floor(Date.now() / 1000) + Number(value)
    }
    return cookie
  })
}

async function postAuth(baseURL: string, path: string, body: unknown, clientIp: string): Promise<ApiResult> {
  const origin = new URL(baseURL).origin
  const res = await fetch(`${origin}/api/auth${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Forwarded-For': clientIp },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON
  }
  const cookies = toCookies(origin, res.headers.getSetCookie())
  return { status: res.status, body: parsed, cookies, cookieHeader: cookies.map((c) => `${c.name}=${c.value}`).join('; ') }
}

/** Registers through the auth library's endpoint (POST /api/auth/sign-up/email) and signs in. */
export async function signUpViaApi({
  baseURL,
  clientIp = randomClientIp(),
  ...traveller
}: Traveller & { baseURL: string; clientIp?: string }): Promise<ApiResult> {
  return postAuth(baseURL, '/sign-up/email', traveller, clientIp)
}

/** Signs in through POST /api/auth/sign-in/email; `cookies` hold the new session. */
export async function signInViaApi({
  baseURL,
  email,
  password,
  clientIp = randomClientIp(),
}: {
  baseURL: string
  email: string
  password: string
  clientIp?: string
}): Promise<ApiResult> {
  return postAuth(baseURL, '/sign-in/email', { email, password }, clientIp)
}

/** Registers a fresh traveller and returns them with cookies for `context.addCookies`. */
export async function createTraveller(
  baseURL: string,
  overrides: Partial<Traveller> = {},
): Promise<Traveller & { cookies: BrowserCookie[]; cookieHeader: string }> {
  const traveller = newTraveller(overrides)
  const result = await signUpViaApi({ baseURL, ...traveller })
  if (result.status !== 200) throw new Error(`sign-up failed (${result.status}): ${JSON.stringify(result.body)}`)
  return { ...traveller, cookies: result.cookies, cookieHeader: result.cookieHeader }
}

export type SignedInTraveller = Traveller & { cookies: BrowserCookie[]; cookieHeader: string }

/**
 * The one way tests make an account: a fresh traveller registered through the site's own
 * sign-up endpoint, with `context` (a browser's) signed in as them. Pass no context for an
 * account that is signed in nowhere yet (its cookies are still returned).
 */
export async function signInNewTraveller(context: BrowserContext | undefined, baseURL: string, overrides: Partial<Traveller> = {}): Promise<SignedInTraveller> {
  const traveller = await createTraveller(baseURL, overrides)
  if (context) await context.addCookies(traveller.cookies)
  return traveller
}

/** Signs `context` in as an existing account (e.g. the owner) through the sign-in endpoint. */
export async function signInAs(context: BrowserContext, baseURL: string, who: { email: string; password: string }): Promise<ApiResult> {
  const result = await signInViaApi({ baseURL, ...who })
  if (result.status !== 200) throw new Error(`sign-in of ${who.email} failed (${result.status}): ${JSON.stringify(result.body)}`)
  await context.addCookies(result.cookies)
  return result
}

/** Logs in through the real /login form and waits until the app has moved on. */
export async function loginInBrowser(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login')
  const form = page.getByRole('main').getByRole('form', { name: 'Login' })
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Login' }).click()
  await expect(page).not.toHaveURL(/\/login(\?|$)/)
}
