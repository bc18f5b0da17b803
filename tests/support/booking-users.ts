import { randomBytes, randomInt } from 'node:crypto'
import { expect, type APIRequestContext } from '@playwright/test'
import { withVerhoeffDigit } from '../../app/domain/aadhaar'

/**
 * Each scripted traveller comes from their own made-up address (benchmarking range), so the
 * per-client sign-up limits count them as the separate people they stand for. The server
 * trusts X-Forwarded-For only from loopback, as here.
 */
const clientIp = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`

/**
 * Accounts for the booking tests, made through the auth library's own endpoints (the same
 * ones the login screen calls). `request` may be a page's (`page.request`), which shares
 * the browser's cookies, or a standalone API context.
 */
export type TestUser = { name: string; email: string; password: string; mobile: string; address: string; pin: string; aadhaar: string }

export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  const tag = randomBytes(4).toString('hex')
  return {
    name: 'Meera Joshi',
    email: `traveller-${tag}@yatri.test`,
    password: 'Travel@2026',
    mobile: `98${String(parseInt(tag, 16) % 100_000_000).padStart(8, '0')}`,
    address: '12 Karve Road, Kothrud, Pune',
    pin: '411038',
    aadhaar: withVerhoeffDigit(`3${String(randomInt(0, 1e10)).padStart(10, '0')}`),
    ...overrides,
  }
}

export async function signUp(request: APIRequestContext, baseURL: string, user: TestUser): Promise<void> {
  const res = await request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: { name: user.name, email: user.email, password: user.password, mobile: user.mobile, address: user.address, pin: user.pin, aadhaar: user.aadhaar },
    headers: { Origin: baseURL, 'X-Forwarded-For': clientIp() },
  })
  expect(res.status(), `sign-up of ${user.email}: ${await res.text()}`).toBeLessThan(300)
  // Sign-up normally signs the new user in; if this setup does not, log in explicitly.
  const me = await request.get(`${baseURL}/api/me`)
  if (me.status() === 401) await signIn(request, baseURL, user)
}

export async function signIn(request: APIRequestContext, baseURL: string, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  const res = await request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
    headers: { Origin: baseURL, 'X-Forwarded-For': clientIp() },
  })
  expect(res.status(), `sign-in of ${user.email}: ${await res.text()}`).toBeLessThan(300)
}
