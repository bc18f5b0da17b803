import { test as base, expect } from '@playwright/test'
import { signInAs, signInNewTraveller, type SignedInTraveller } from '../support/auth'
import type { E2ETarget } from '../support/targets'

/*
 * Playwright fixtures for the end-to-end specs. Import `test` and `expect` from here instead
 * of '@playwright/test':
 *
 *   import { expect, test } from './fixtures'
 *
 *   test('a traveller sees their bookings', async ({ page, traveller, baseURL }) => {
 *     await page.goto('/booking-history')          // the page is signed in as `traveller`
 *     await expect(page.getByText(traveller.name)).toBeVisible()
 *   })
 *
 * - `baseURL`   the project's server, typed `string` (no `baseURL!`).
 * - `target`    the project's server and its peers (database name, admin, mail catcher).
 * - `traveller` a fresh traveller of their own for this test, registered through the sign-up
 *               endpoint (support/auth.ts `signInNewTraveller`, the one way tests make
 *               accounts); `page` and `context` are signed in as them. Details (e-mail,
 *               password, mobile, Aadhaar…) and `cookieHeader` for raw HTTP come with it.
 * - `owner`     the target's admin (ADMIN_EMAIL), signed in on `page` and `context`.
 *
 * Ask for at most one of `traveller` and `owner`: both sign in the same browser context.
 * For a second person, open another context (`browser.newContext({ baseURL })`) and call
 * `signInNewTraveller(context, baseURL)`. Servers a spec starts itself get their ports from
 * support/free-port.ts `freePort()`.
 */

type Fixtures = {
  baseURL: string
  target: E2ETarget
  traveller: SignedInTraveller
  owner: E2ETarget['admin']
}

export const test = base.extend<Fixtures>({
  baseURL: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('The project has no baseURL: run the specs through playwright.config.ts')
    await use(baseURL)
  },
  target: async ({}, use, testInfo) => {
    await use(testInfo.project.metadata as E2ETarget)
  },
  traveller: async ({ context, baseURL }, use) => {
    await use(await signInNewTraveller(context, baseURL))
  },
  owner: async ({ context, baseURL, target }, use) => {
    await signInAs(context, baseURL, target.admin)
    await use(target.admin)
  },
})

export { expect }
