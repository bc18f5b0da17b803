import { type Page } from '@playwright/test'
import { createTraveller, loginInBrowser, newTraveller, randomClientIp, signInViaApi, signUpViaApi } from '../support/auth'
import type { E2ETarget } from '../support/targets'
import { expect, test } from './fixtures'

const target = () => test.info().project.metadata as E2ETarget
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })
const loginForm = (page: Page) => page.getByRole('main').getByRole('form', { name: 'Login' })

test('log in with a trimmed e-mail and password, use the profile menu, log out', async ({ page, baseURL }) => {
  const traveller = await createTraveller(baseURL, { name: 'Rohan Mehta' })
  await page.goto('/login')
  await expect(page.getByRole('link', { name: "Don't have an account? Register" })).toBeVisible()
  // No client id is configured for this server, so there is no Google button.
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0)

  const form = loginForm(page)
  await form.getByLabel('E-mail').fill(`  ${traveller.email.toUpperCase()}  `)
  await form.getByLabel('Password').fill(` ${traveller.password} `)
  await form.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/personal-info$/)
  await expect(toast(page, 'Login Successful!')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0)

  // The menu: its four entries; Escape and an outside click close it.
  const trigger = page.getByRole('button', { name: 'Account menu for Rohan Mehta' })
  await trigger.click()
  const menu = page.getByRole('menu')
  for (const item of ['Personal Info', 'Booking History', 'Feedback Form', 'Logout']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible()
  }
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(trigger).toBeFocused()
  await trigger.click()
  await expect(menu).toBeVisible()
  // The menu starts listening for outside clicks one task after it opens (so the opening
  // click does not close it); a person cannot click sooner, but a test can.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
  await page.mouse.click(10, 400)
  await expect(menu).toHaveCount(0)

  await trigger.click()
  await page.getByRole('menuitem', { name: 'Booking History' }).click()
  await expect(page).toHaveURL(/\/booking-history$/)

  await page.getByRole('button', { name: 'Account menu for Rohan Mehta' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(toast(page, 'Logged out successfully!')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0)
  // The session is over on the server too.
  expect((await page.request.get('/api/me')).status()).toBe(401)
  await page.goto('/personal-info')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpersonal-info$/)
})

test('the navigation bar is drawn signed-in on the server, with no flash of the login icon', async ({ browser, baseURL }) => {
  const traveller = await createTraveller(baseURL, { name: 'Kiran Rao' })
  const context = await browser.newContext({ javaScriptEnabled: false })
  await context.addCookies(traveller.cookies)
  const page = await context.newPage()
  await page.goto('/carlistNav')
  await expect(page.getByRole('button', { name: 'Account menu for Kiran Rao' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0)
  await context.close()
})

test('a wrong password or an unknown e-mail gets the same answer', async ({ page, baseURL }) => {
  const traveller = await createTraveller(baseURL)
  for (const [email, password] of [
    [traveller.email, 'Wrong@2026x'],
    [`nobody-${Date.now()}@yatri.test`, traveller.password],
  ]) {
    await page.goto('/login')
    const form = loginForm(page)
    await form.getByLabel('E-mail').fill(email!)
    await form.getByLabel('Password').fill(password!)
    await form.getByRole('button', { name: 'Login' }).click()
    await expect(toast(page, 'Invalid credentials. Please check your email and password.')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
  }
  // The browser checks the shape first, with the messages of the register form.
  const form = loginForm(page)
  await form.getByLabel('E-mail').fill('someone')
  await form.getByLabel('Password').fill('short')
  await form.getByRole('button', { name: 'Login' }).click()
  await expect(form.getByText('Enter a valid email address.')).toBeVisible()
  await expect(form.getByText('Password must be 8+ chars with uppercase, number & special char.')).toBeVisible()
})

test('the owner lands on the admin panel', async ({ page }) => {
  const { admin } = target()
  await loginInBrowser(page, admin.email, admin.password)
  await expect(page).toHaveURL(/\/admin-panel$/)
  await expect(toast(page, 'Admin Login Successful!')).toBeVisible()
  // The panel greets the owner by the name the admin account was created with.
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${admin.name}` })).toBeVisible()
})

test('a traveller is refused the admin panel in the browser and over plain HTTP', async ({ page, request, baseURL }) => {
  const traveller = await createTraveller(baseURL)
  await page.context().addCookies(traveller.cookies)
  const response = await page.goto('/admin-panel')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible()

  // The document, the data request React Router makes on navigation, with the cookie.
  for (const path of ['/admin-panel', '/admin-panel.data']) {
    const res = await request.get(path, { headers: { Cookie: traveller.cookieHeader }, maxRedirects: 0 })
    expect(res.status(), path).toBe(403)
    expect(await res.text()).not.toContain(target().admin.email)
  }
  // A visitor is sent to log in.
  const visitor = await request.get('/admin-panel', { maxRedirects: 0 })
  expect(visitor.status()).toBe(302)
  expect(visitor.headers().location).toBe('/login?redirectTo=%2Fadmin-panel')
})

test('the login dialog opens from the navigation bar, toggles modes, closes, and logs in in place', async ({ page, baseURL }) => {
  const traveller = await createTraveller(baseURL, { name: 'Divya Iyer' })
  await page.goto('/aboutNav')
  const opener = page.getByRole('link', { name: 'Log in' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Login' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('E-mail')).toBeVisible()

  await dialog.getByRole('button', { name: "Don't have an account? Register" }).click()
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Register' }).getByRole('button', { name: 'Verify Aadhar Card' })).toBeVisible()
  await page.getByRole('dialog', { name: 'Register' }).getByRole('button', { name: 'Already have an account? Login' }).click()

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
  await expect(page).toHaveURL(/\/aboutNav$/)

  await opener.click()
  await dialog.getByRole('button', { name: 'Close login dialog' }).click()
  await expect(dialog).toHaveCount(0)

  await opener.click()
  await dialog.getByLabel('E-mail').fill(traveller.email)
  await dialog.getByLabel('Password').fill('Wrong@2026x')
  await dialog.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(toast(page, 'Invalid credentials. Please check your email and password.')).toBeVisible()
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Password').fill(traveller.password)
  await dialog.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/personal-info$/)
  await expect(toast(page, 'Login Successful!')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Account menu for Divya Iyer' })).toBeVisible()
})

test('the session cookie is httpOnly and SameSite, and every sign-in gets a new session', async ({ baseURL }) => {
  const traveller = await createTraveller(baseURL)
  const first = await signInViaApi({ baseURL: baseURL, email: traveller.email, password: traveller.password })
  const second = await signInViaApi({ baseURL: baseURL, email: traveller.email, password: traveller.password })
  const token = (r: typeof first) => r.cookies.find((c) => c.name.endsWith('session_token'))
  expect(token(first)).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
  expect(token(first)?.value).not.toBe(token(second)?.value)
  expect(token(first)?.value).not.toBe(traveller.cookies.find((c) => c.name.endsWith('session_token'))?.value)
})

test('the 11th failed sign-in for one account within 15 minutes is refused with 429 and advice', async ({ page, baseURL }) => {
  const traveller = await createTraveller(baseURL)
  // Ten failures from ten different addresses: the limit follows the account, not the client.
  for (let attempt = 1; attempt <= 10; attempt++) {
    const res = await signInViaApi({ baseURL: baseURL, email: traveller.email, password: `Wrong@${attempt}xyz` })
    expect(res.status, `attempt ${attempt}`).toBe(401)
  }
  const eleventh = await signInViaApi({ baseURL: baseURL, email: traveller.email, password: 'Wrong@11xyz' })
  expect(eleventh.status).toBe(429)
  expect(eleventh.body.message).toMatch(/^Too many failed sign-in attempts\. Please wait (1[0-5]|[1-9]) minutes? and try again\.$/)
  // Even the right password waits: the account is protected, not just the wrong guesses.
  const right = await signInViaApi({ baseURL: baseURL, email: traveller.email, password: traveller.password })
  expect(right.status).toBe(429)

  // The login form says the same.
  await page.goto('/login')
  const form = loginForm(page)
  await form.getByLabel('E-mail').fill(traveller.email)
  await form.getByLabel('Password').fill(traveller.password)
  await form.getByRole('button', { name: 'Login' }).click()
  await expect(toast(page, 'Too many failed sign-in attempts. Please wait')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  // Other accounts are not affected.
  const other = await createTraveller(baseURL)
  expect((await signInViaApi({ baseURL: baseURL, email: other.email, password: other.password })).status).toBe(200)
})

test('one client address gets at most 50 failed sign-ins in 15 minutes, whatever the accounts', async ({ baseURL }) => {
  test.setTimeout(180_000)
  const clientIp = randomClientIp()
  for (let attempt = 1; attempt <= 50; attempt++) {
    const res = await signInViaApi({ baseURL: baseURL, email: `guess-${attempt}-${Date.now()}@yatri.test`, password: 'Guess@2026', clientIp })
    expect(res.status, `attempt ${attempt}`).toBe(401)
  }
  const next = await signInViaApi({ baseURL: baseURL, email: newTraveller().email, password: 'Guess@2026', clientIp })
  expect(next.status).toBe(429)
  expect(next.body.message).toMatch(/^Too many failed sign-in attempts\. Please wait/)
  // Another address is not affected.
  const traveller = await createTraveller(baseURL)
  expect((await signInViaApi({ baseURL: baseURL, email: traveller.email, password: traveller.password })).status).toBe(200)
})

test('registering the same e-mail over and over is limited too', async ({ baseURL }) => {
  const traveller = await createTraveller(baseURL)
  // The first registration counted; four more attempts are answered, the sixth is refused.
  for (let attempt = 2; attempt <= 5; attempt++) {
    const res = await signUpViaApi({ baseURL: baseURL, ...newTraveller({ email: traveller.email }) })
    expect(res.status, `attempt ${attempt}`).toBe(422)
  }
  const sixth = await signUpViaApi({ baseURL: baseURL, ...newTraveller({ email: traveller.email }) })
  expect(sixth.status).toBe(429)
  expect(sixth.body.message).toMatch(/^Too many registration attempts\. Please wait/)
})

test('a sign-in from another site is refused', async ({ request, baseURL }) => {
  const traveller = await createTraveller(baseURL)
  const viaForm = await request.post('/login', { form: { email: traveller.email, password: traveller.password }, headers: { 'Sec-Fetch-Site': 'cross-site' } })
  expect(viaForm.status()).toBe(403)
  const viaApi = await request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email: traveller.email, password: traveller.password },
    headers: { Origin: 'https://evil.example' },
  })
  expect(viaApi.status()).toBe(403)
  expect(viaApi.headers()['set-cookie']).toBeUndefined()
})
