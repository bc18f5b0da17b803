import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'
import { loginInBrowser, newTraveller, signInNewTraveller, signInViaApi } from '../support/auth'
import { readMailbox } from '../support/mail-catcher'
import { linkIn, mailboxOf, waitForMail } from '../support/mailbox'
import { expect, test } from './fixtures'

/**
 * docs/product.md §Recovery, as a new user meets it, with the real SMTP catcher on loopback:
 * register, follow the verification mail, forget the password and reset it from the mail,
 * change the mobile and see it in the next self booking and the owner's list, download the
 * data file, and sign out another browser.
 */

const FORGOT_ANSWER = 'If an account exists for that e-mail, we have sent a link to reset the password.'
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

async function apiMe(browser: Browser, baseURL: string, cookieHeader: string): Promise<number> {
  const context = await browser.newContext({ baseURL })
  const status = (await context.request.get('/api/me', { headers: { Cookie: cookieHeader } })).status()
  await context.close()
  return status
}

test('register, verify, reset the password from the mail, edit the mobile, download the data, sign out another browser', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const mailbox = mailboxOf(testInfo)
  const traveller = newTraveller({ name: 'Sunita Kulkarni' })

  // Register through the form, as a new user does.
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/register')
  const register = page.getByRole('main').getByRole('form', { name: 'Register' })
  await register.getByLabel('Full Name').fill(traveller.name)
  await register.getByLabel('E-mail').fill(traveller.email)
  await register.getByLabel('Mobile').fill(traveller.mobile)
  await register.getByLabel('PIN Code').fill(traveller.pin)
  await register.getByLabel('Address').fill(traveller.address)
  await register.getByLabel('Aadhar Card Number').fill(traveller.aadhaar)
  await register.getByRole('button', { name: 'Verify Aadhar Card' }).click()
  await register.getByLabel('Password', { exact: true }).fill(traveller.password)
  await register.getByLabel('Confirm Password').fill(traveller.password)
  await register.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/personal-info$/)
  await expect(page.getByText('Please verify your e-mail address.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible()

  // Follow the verification mail.
  const [verification, ...moreVerifications] = await waitForMail(
    mailbox,
    (m) => m.to.includes(traveller.email) && m.subject.startsWith('Please verify your e-mail address'),
  )
  expect(moreVerifications).toHaveLength(0)
  expect(verification!.html).toContain('/verify-email?token=')
  await page.goto(linkIn(verification!.text, '/verify-email'))
  await expect(page).toHaveURL(/\/personal-info$/)
  await expect(toast(page, 'Thank you, your e-mail address is verified.')).toBeVisible()
  await expect(page.getByText('Please verify your e-mail address.')).toHaveCount(0)

  // Another browser, signed in before the reset.
  const other = await signInViaApi({ baseURL, email: traveller.email, password: traveller.password })
  expect(await apiMe(browser, baseURL, other.cookieHeader)).toBe(200)
  const oldSession = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')

  // Forget the password, from the login form of a signed-out browser.
  const outside = await browser.newContext({ baseURL })
  const visitor = await outside.newPage()
  await visitor.goto('/login')
  await visitor.getByRole('main').getByRole('link', { name: 'Forgot password?' }).click()
  await expect(visitor).toHaveURL(/\/forgot-password$/)
  await visitor.getByLabel('E-mail').fill(traveller.email.toUpperCase())
  await visitor.getByRole('button', { name: 'Send reset link' }).click()
  await expect(visitor.getByRole('status').filter({ hasText: FORGOT_ANSWER })).toBeVisible()

  const [resetMail, ...moreResets] = await waitForMail(mailbox, (m) => m.to.includes(traveller.email) && m.subject.startsWith('Reset your'))
  expect(moreResets).toHaveLength(0)
  expect(resetMail!.html).toContain('/reset-password?token=')
  const resetLink = linkIn(resetMail!.text, '/reset-password')

  // The new password follows the registration rule.
  await visitor.goto(resetLink)
  await visitor.getByLabel('New password').fill('weakpass')
  await visitor.getByLabel('Confirm Password').fill('weakpass')
  await visitor.getByRole('button', { name: 'Save new password' }).click()
  await expect(visitor.getByText('Password must be 8+ chars with uppercase, number & special char.')).toBeVisible()
  const newPassword = 'Fresh@Start2026'
  await visitor.getByLabel('New password').fill(newPassword)
  await visitor.getByLabel('Confirm Password').fill(newPassword)
  await visitor.getByRole('button', { name: 'Save new password' }).click()
  await expect(visitor).toHaveURL(/\/login$/)
  await expect(toast(visitor, 'Your password has been reset. Please log in with the new password.')).toBeVisible()

  // Every old session ended; the old password no longer works; the link fails a second time.
  expect(await apiMe(browser, baseURL, other.cookieHeader)).toBe(401)
  expect(await apiMe(browser, baseURL, oldSession)).toBe(401)
  expect((await signInViaApi({ baseURL, email: traveller.email, password: traveller.password })).status).toBe(401)
  await visitor.goto(resetLink)
  await expect(visitor.getByText('This link has expired or has already been used. Please ask for a new one.')).toBeVisible()
  await expect(visitor.getByLabel('New password')).toHaveCount(0)
  await outside.close()

  // Log in with the new password and change the mobile number.
  await loginInBrowser(page, traveller.email, newPassword)
  await page.goto('/personal-info')
  await page.getByRole('button', { name: 'Edit details' }).click()
  const edit = page.getByRole('form', { name: 'Edit details' })
  const newMobile = `9${String(Date.now()).slice(-9)}`
  await edit.getByLabel('Mobile').fill(newMobile)
  await edit.getByRole('button', { name: 'Save details' }).click()
  await expect(toast(page, 'Profile updated successfully.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your details' }).getByText(newMobile)).toBeVisible()

  // The next self booking carries the new mobile.
  const pickup = `Shivajinagar bus stand ${Date.now().toString(36)}`
  await page.goto('/carlistNav')
  await page.getByRole('button', { name: 'Book Now' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Your Name').fill(traveller.name)
  await dialog.getByLabel('Aadhar Card Number').fill(traveller.aadhaar)
  await dialog.getByLabel('Pickup Location').fill(pickup)
  await dialog.getByLabel('Drop-off Location').fill('Lonavala')
  await dialog.getByLabel('Pickup Date').fill(new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10))
  await dialog.getByLabel('Pickup Time').fill('07:15')
  await dialog.getByRole('button', { name: 'Book Now' }).click()
  const details = page.getByRole('dialog', { name: 'Booking Details' })
  await expect(details.getByRole('row').filter({ hasText: 'Mobile Number' })).toContainText(newMobile, { timeout: 10_000 })
  await details.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByText('Booking confirmed and saved to your account!')).toBeVisible({ timeout: 15_000 })
  await page.goto('/booking-history')
  await expect(page.getByRole('row').filter({ hasText: pickup })).toContainText(newMobile)

  // The owner's customer list shows the new mobile, and no unverified mark for this account.
  const ownerContext = await browser.newContext({ baseURL })
  const target = testInfo.project.metadata as { admin: { email: string; password: string } }
  const owner = await signInViaApi({ baseURL, email: target.admin.email, password: target.admin.password })
  await ownerContext.addCookies(owner.cookies)
  const ownerPage = await ownerContext.newPage()
  await ownerPage.goto(`/admin-panel?view=customers&q=${encodeURIComponent(traveller.email)}`)
  const row = ownerPage.locator('tbody tr', { hasText: traveller.email })
  await expect(row.locator('td[data-label="Mobile"]')).toContainText(newMobile)
  await expect(row.getByText('unverified')).toHaveCount(0)
  await ownerContext.close()

  // Download my data: a JSON file with the booking, the Aadhaar number masked.
  await page.goto('/personal-info')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()])
  expect(download.suggestedFilename()).toMatch(/^yatri-my-data-\d{4}-\d{2}-\d{2}\.json$/)
  const file = fs.readFileSync(await download.path(), 'utf8')
  const exported = JSON.parse(file) as {
    profile: { email: string; mobile: string; aadhaar: string; emailVerified: boolean }
    bookings: Array<{ pickupLocation: string; mobileNumber: string; aadhaar: string }>
  }
  expect(exported.profile).toMatchObject({
    email: traveller.email,
    mobile: newMobile,
    aadhaar: `XXXX XXXX ${traveller.aadhaar.slice(-4)}`,
    emailVerified: true,
  })
  expect(exported.bookings.find((b) => b.pickupLocation === pickup)).toMatchObject({
    mobileNumber: newMobile,
    aadhaar: `XXXX XXXX ${traveller.aadhaar.slice(-4)}`,
  })
  expect(file).not.toContain(traveller.aadhaar)

  // Sign out another browser: its session ends, this one stays.
  const laptop = await signInViaApi({ baseURL, email: traveller.email, password: newPassword })
  expect(await apiMe(browser, baseURL, laptop.cookieHeader)).toBe(200)
  await page.getByRole('button', { name: 'Sign out of other devices' }).click()
  await expect(toast(page, 'You are signed out of all other devices.')).toBeVisible()
  expect(await apiMe(browser, baseURL, laptop.cookieHeader)).toBe(401)
  expect((await page.request.get('/api/me')).status()).toBe(200)
  await context.close()
})

test('the forgot-password answer is the same for an unknown e-mail, and no mail is sent', async ({ page }, testInfo) => {
  const email = `nobody-${Date.now()}@example.in`
  await page.goto('/forgot-password')
  await page.getByLabel('E-mail').fill('not-an-email')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('Enter a valid email address.')).toBeVisible()
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: FORGOT_ANSWER })).toBeVisible()
  // Give the worker time it would need for a mail, then make sure none went out.
  await page.waitForTimeout(2500)
  expect(readMailbox(mailboxOf(testInfo)).filter((m) => m.to.includes(email))).toHaveLength(0)
})

test('Resend sends another verification mail, and the owner sees the account as unverified', async ({
  page,
  traveller,
  browser,
  baseURL,
  target,
}, testInfo) => {
  await page.goto('/personal-info')
  await expect(page.getByText('Please verify your e-mail address.')).toBeVisible()
  await page.getByRole('button', { name: 'Resend' }).click()
  await expect(toast(page, 'We have sent you a new verification e-mail.')).toBeVisible()
  // One from registering, one from Resend.
  await expect
    .poll(() => readMailbox(mailboxOf(testInfo)).filter((m) => m.to.includes(traveller.email) && m.subject.startsWith('Please verify')).length, {
      timeout: 15_000,
    })
    .toBe(2)

  const ownerContext = await browser.newContext({ baseURL })
  const owner = await signInViaApi({ baseURL, email: target.admin.email, password: target.admin.password })
  await ownerContext.addCookies(owner.cookies)
  const ownerPage = await ownerContext.newPage()
  await ownerPage.goto(`/admin-panel?view=customers&q=${encodeURIComponent(traveller.email)}`)
  await expect(ownerPage.locator('tbody tr', { hasText: traveller.email }).getByText('unverified', { exact: true })).toBeVisible()
  const shots = process.env.RECOVERY_SCREENSHOTS
  for (const width of shots ? [375, 1280] : []) {
    await ownerPage.setViewportSize({ width, height: 900 })
    await ownerPage.screenshot({ path: `${shots}/admin-customers-${width}.png` })
  }
  await ownerContext.close()
})

test('the recovery pages and the account page are axe clean at phone and desktop widths', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({ baseURL })
  const traveller = await signInNewTraveller(context, baseURL)
  const page = await context.newPage()
  const shots = process.env.RECOVERY_SCREENSHOTS
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/personal-info')
    await expect(page.getByText('Please verify your e-mail address.')).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/account-${width}.png`, fullPage: true })
  }
  await context.clearCookies()
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/login')
    await expect(page.getByRole('main').getByRole('link', { name: 'Forgot password?' })).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/login-${width}.png` })
    // The login dialog has the link too.
    await page.goto('/')
    await page.getByRole('link', { name: 'Log in' }).click()
    const dialog = page.getByRole('dialog', { name: 'Login' })
    await dialog.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await expect(dialog).toHaveCount(0)
    await page.goto('/forgot-password')
    await page.getByLabel('E-mail').fill(traveller.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('status').filter({ hasText: FORGOT_ANSWER })).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/forgot-${width}.png`, fullPage: true })
    await page.goto('/reset-password?token=not-a-real-token')
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/reset-invalid-${width}.png`, fullPage: true })
  }
  // A real link, for the form itself.
  const [mail] = await waitForMail(mailboxOf(testInfo), (m) => m.to.includes(traveller.email) && m.subject.startsWith('Reset your'))
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(linkIn(mail!.text, '/reset-password'))
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByText('Password must be 8+ chars with uppercase, number & special char.')).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/reset-${width}.png`, fullPage: true })
  }
  await context.close()
})
