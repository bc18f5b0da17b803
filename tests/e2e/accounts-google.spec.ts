import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { validAadhaar } from '../support/aadhaar'
import { startApp, type AppProcess } from '../support/app-process'
import { signInViaApi } from '../support/auth'
import { authorizeAtIssuer, startOidcIssuer } from '../support/oidc-issuer'
import { createScratchDatabase } from '../support/pg'
import { freePort } from '../support/free-port'
import type { E2ETarget } from '../support/targets'

/**
 * "Sign in with Google" end to end: a real OpenID Connect issuer (oidc-provider) on loopback
 * stands in for Google, and this file starts its own app pointed at it, since the shared
 * test server has no Google client configured. Discovery runs when the app starts, so the
 * issuer comes first.
 */
test.describe.configure({ mode: 'serial' })

const CLIENT_ID = 'yatri-e2e'
const CLIENT_SECRET = 'yatri-e2e-client-secret'
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

let app: AppProcess
let issuerPort = 0
const cleanups: Array<() => Promise<void>> = []

test.beforeAll(async ({}, testInfo) => {
  const target = testInfo.project.metadata as E2ETarget
  issuerPort = await freePort()
  const appPort = await freePort()
  const issuer = await startOidcIssuer({
    port: issuerPort,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUri: `http://localhost:${appPort}/api/auth/callback/google`,
    accounts: {
      ravi: { email: `ravi.kumar.${target.name}@gmail.test`, name: 'Ravi Kumar' },
    },
  })
  cleanups.push(issuer.close)

  let databaseUrl: string | undefined
  if (target.name === 'postgres') {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_google')
    databaseUrl = scratch.url
    cleanups.push(scratch.drop)
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-google-'))
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }))
  app = await startApp({
    port: appPort,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://localhost:${appPort}`,
      LOADERS: 'off',
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_DISCOVERY_URL: issuer.discoveryUrl,
    },
  })
  cleanups.unshift(async () => {
    await app.stop()
  })
})

test.afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => {})
})

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseURL.replace('127.0.0.1', 'localhost') })
  return context.newPage()
}

/** The issuer's own login and consent pages (any password is accepted there). */
async function signInAtIssuer(page: Page, login: string) {
  await page.waitForURL(new RegExp(`^http://127\\.0\\.0\\.1:${issuerPort}/interaction/`))
  await page.locator('input[name=login]').fill(login)
  await page.locator('input[name=password]').fill('issuer-password')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
}

test('the first Google sign-in creates the profile, which the traveller then completes', async ({ browser }) => {
  const page = await freshPage(browser)
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in with Google' }).click()
  await signInAtIssuer(page, 'ravi')

  await expect(page).toHaveURL(/\/personal-info$/)
  await expect(toast(page, 'Google Sign-In Successful! Please complete your profile.')).toBeVisible()
  const details = page.getByRole('region', { name: 'Your details' })
  await expect(details.getByText('Ravi Kumar')).toBeVisible()
  await expect(details.getByText(/^ravi\.kumar\..*@gmail\.test$/)).toBeVisible()
  await expect(details.getByText('Not provided yet')).toHaveCount(4)

  const form = page.getByRole('region', { name: 'Complete your profile' })
  await form.getByRole('button', { name: 'Save details' }).click()
  await expect(form.getByText('Enter a valid 10-digit mobile number.')).toBeVisible()
  await expect(form.getByText('Address is required.')).toBeVisible()
  await expect(form.getByText('PIN Code must be a 6-digit number.')).toBeVisible()
  await expect(form.getByText('Aadhar must be a 12-digit number.')).toBeVisible()

  const aadhaar = validAadhaar('ravi-google')
  await form.getByLabel('Mobile').fill('8087654321')
  await form.getByLabel('PIN Code').fill('560001')
  await form.getByLabel('Address').fill('7 Residency Road, Bengaluru')
  await form.getByLabel('Aadhar Card Number').fill(aadhaar)
  await form.getByRole('button', { name: 'Save details' }).click()
  await expect(toast(page, 'Profile updated successfully.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Complete your profile' })).toHaveCount(0)
  await expect(details.getByText('8087654321')).toBeVisible()
  await expect(details.getByText(`XXXX XXXX ${aadhaar.slice(-4)}`)).toBeVisible()

  // No password yet: a first one is set without a current password (docs/product.md §Accounts).
  const password = page.getByRole('region', { name: 'Password' })
  await password.getByRole('button', { name: 'Change Password' }).click()
  await expect(password.getByLabel('Current password')).toHaveCount(0)
  await password.getByLabel('New password').fill('Google@2026')
  await password.getByRole('button', { name: 'Save Password' }).click()
  await expect(toast(page, 'Password updated successfully')).toBeVisible()
  const email = (await details.getByText(/@gmail\.test$/).textContent())!
  expect((await signInViaApi({ baseURL: page.url(), email, password: 'Google@2026' })).status).toBe(200)
  await page.context().close()
})

test('the second Google sign-in reuses the same profile', async ({ browser }) => {
  const page = await freshPage(browser)
  await page.goto('/')
  // This time from the navigation bar's dialog.
  await page.getByRole('link', { name: 'Log in' }).click()
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Sign in with Google' }).click()
  await signInAtIssuer(page, 'ravi')
  await expect(page).toHaveURL(/\/personal-info$/)
  // The profile is complete now, so there is nothing more to ask for.
  await expect(toast(page, 'Login Successful!')).toBeVisible()
  const details = page.getByRole('region', { name: 'Your details' })
  await expect(details.getByText('8087654321')).toBeVisible()
  await expect(details.getByText('7 Residency Road, Bengaluru')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Complete your profile' })).toHaveCount(0)
  await page.context().close()
})

test('a forged state is refused and nobody is signed in', async () => {
  // Plain HTTP, so the redirect back from the issuer can be held and altered. This client
  // starts a sign-in the way the button does and keeps the cookies the app sets.
  const origin = app.baseURL.replace('127.0.0.1', 'localhost')
  const start = await fetch(`${origin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'google' }),
  })
  expect(start.status).toBe(302)
  const stateCookies = start.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const callback = await authorizeAtIssuer({ authorizationUrl: start.headers.get('location')!, login: 'ravi', appOrigin: origin })
  expect(callback.pathname).toBe('/api/auth/callback/google')

  const visit = async (url: URL, cookie: string) => {
    const res = await fetch(url, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} })
    const session = res.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c) && !/Max-Age=0/i.test(c))
    return { location: res.headers.get('location') ?? '', session }
  }

  // A state the app never issued, with the real code and this client's cookies.
  const forged = new URL(callback)
  forged.searchParams.set('state', 'forged-state-value')
  const refused = await visit(forged, stateCookies)
  expect(refused.location).toMatch(/^(http:\/\/localhost:\d+)?\/login\?signin=google-failed/)
  expect(refused.session).toBe(false)

  // The genuine state, but from a browser that did not start the sign-in (login CSRF).
  const elsewhere = await visit(callback, '')
  expect(elsewhere.location).toMatch(/\/login\?signin=google-failed/)
  expect(elsewhere.session).toBe(false)

  // The page that shows the refusal.
  const page = await fetch(new URL(refused.location, origin), { redirect: 'manual' })
  expect(page.status).toBe(302)
  expect(page.headers.get('location')).toBe('/login')

  // Only the untouched callback, in the client that started it, signs in: the refusals
  // above were the state check's doing.
  const genuine = await visit(callback, stateCookies)
  expect(genuine.location).toMatch(/\/personal-info\?signin=google/)
  expect(genuine.session).toBe(true)
})

test('the button is there only because a client id is configured', async ({ browser }) => {
  const page = await freshPage(browser)
  await page.goto('/register')
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign in with Google' })).toBeVisible()
  await page.context().close()
})
