import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext } from '@playwright/test'

export type TestUser = { name: string; email: string; password: string }

/**
 * Registers a traveller through the auth endpoints and signs them in. Pass a browser
 * context's `request`: the session cookie it receives is then shared with that context's pages.
 * (tests/support/auth.ts from the accounts work may replace this once merged.)
 */
export async function signUpTraveller(request: APIRequestContext, baseURL: string, name = 'Kavita Nair'): Promise<TestUser> {
  const user: TestUser = { name, email: `traveller-${randomUUID().slice(0, 8)}@yatri.test`, password: 'Travel@2026' }
  const headers = { Origin: baseURL }
  const signUp = await request.post(`${baseURL}/api/auth/sign-up/email`, {
    headers,
    data: { name: user.name, email: user.email, password: user.password, mobile: '9876543210', address: '12 MG Road, Pune', pin: '411001' },
  })
  expect(signUp.ok(), `sign-up answered ${signUp.status()}: ${await signUp.text()}`).toBe(true)
  const signIn = await request.post(`${baseURL}/api/auth/sign-in/email`, { headers, data: { email: user.email, password: user.password } })
  expect(signIn.ok(), `sign-in answered ${signIn.status()}: ${await signIn.text()}`).toBe(true)
  return user
}
