import { randomBytes } from 'node:crypto'
import { expect, type APIRequestContext } from '@playwright/test'

/**
 * Accounts for the booking tests, made through the auth library's own endpoints (the same
 * ones the login screen calls). `request` may be a page's (`page.request`), which shares
 * the browser's cookies, or a standalone API context.
 */
export type TestUser = { name: string; email: string; password: string; mobile: string; address: string; pin: string }

export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  const tag = randomBytes(4).toString('hex')
  return {
    name: 'Meera Joshi',
    email: `traveller-${tag}@yatri.test`,
    password: 'Travel@2026',
    mobile: `98${String(parseInt(tag, 16) % 100_000_000).padStart(8, '0')}`,
    address: '12 Karve Road, Kothrud, Pune',
    pin: '411038',
    ...overrides,
  }
}

export async function signUp(request: APIRequestContext, baseURL: string, user: TestUser): Promise<void> {
  const res = await request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: { name: user.name, email: user.email, password: user.password, mobile: user.mobile, address: user.address, pin: user.pin },
    headers: { Origin: baseURL },
  })
  expect(res.status(), `sign-up of ${user.email}: ${await res.text()}`).toBeLessThan(300)
  // Sign-up normally signs the new user in; if this setup does not, log in explicitly.
  const me = await request.get(`${baseURL}/api/me`)
  if (me.status() === 401) await signIn(request, baseURL, user)
}

export async function signIn(request: APIRequestContext, baseURL: string, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  const res = await request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
    headers: { Origin: baseURL },
  })
  expect(res.status(), `sign-in of ${user.email}: ${await res.text()}`).toBeLessThan(300)
}
