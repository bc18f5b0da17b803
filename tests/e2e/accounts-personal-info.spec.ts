import { type Page } from '@playwright/test'
import { validAadhaar } from '../support/aadhaar'
import { createTraveller, loginInBrowser, signInViaApi, signUpViaApi, newTraveller } from '../support/auth'
import { expect, test } from './fixtures'

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

test('nobody signed in: the account page sends to login, and back after it', async ({ page, baseURL, request }) => {
  const traveller = await createTraveller(baseURL)
  const direct = await request.get('/personal-info', { maxRedirects: 0 })
  expect(direct.status()).toBe(302)
  expect(direct.headers().location).toBe('/login?redirectTo=%2Fpersonal-info')

  await page.goto('/personal-info')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpersonal-info$/)
  const form = page.getByRole('main').getByRole('form', { name: 'Login' })
  await form.getByLabel('E-mail').fill(traveller.email)
  await form.getByLabel('Password').fill(traveller.password)
  await form.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/personal-info$/)

  const me = await request.get('/api/me')
  expect(me.status()).toBe(401)
  expect(await me.json()).toEqual({ error: 'Please log in.' })
})

test('the account page shows the details with the Aadhaar number masked', async ({ page, baseURL }) => {
  const traveller = await createTraveller(baseURL, { name: 'Meena Kulkarni', address: '4 Lakshmi Road, Pune' })
  await page.context().addCookies(traveller.cookies)
  await page.goto('/personal-info')
  await expect(page.getByRole('heading', { level: 1, name: 'PERSONAL ACCOUNT' })).toBeVisible()
  const details = page.getByRole('region', { name: 'Your details' })
  for (const [term, value] of [
    ['Name', 'Meena Kulkarni'],
    ['Email', traveller.email],
    ['Mobile', traveller.mobile],
    ['Address', '4 Lakshmi Road, Pune'],
    ['PIN', traveller.pin],
    ['Aadhar Card Number', `XXXX XXXX ${traveller.aadhaar.slice(-4)}`],
  ]) {
    await expect(details.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible()
    await expect(details.getByRole('definition').filter({ hasText: value! })).toBeVisible()
  }
  expect(await page.content()).not.toContain(traveller.aadhaar)

  // The booking dialog reads the stored mobile number from here.
  const me = await page.request.get('/api/me')
  expect(me.status()).toBe(200)
  expect(await me.json()).toEqual({ mobile: traveller.mobile })
})

test('details can be edited with the registration rules', async ({ page, baseURL }) => {
  const traveller = await createTraveller(baseURL)
  await page.context().addCookies(traveller.cookies)
  await page.goto('/personal-info')
  await page.getByRole('button', { name: 'Edit details' }).click()
  const form = page.getByRole('form', { name: 'Edit details' })
  await form.getByLabel('Mobile').fill('12345')
  await form.getByLabel('Aadhar Card Number').fill('99')
  await form.getByRole('button', { name: 'Save details' }).click()
  await expect(form.getByText('Enter a valid 10-digit mobile number.')).toBeVisible()
  await expect(form.getByText('Aadhar must be a 12-digit number.')).toBeVisible()

  const aadhaar = validAadhaar(`edit-${traveller.email}`)
  await form.getByLabel('Mobile').fill('7012345678')
  await form.getByLabel('Aadhar Card Number').fill(aadhaar)
  await form.getByRole('button', { name: 'Save details' }).click()
  await expect(toast(page, 'Profile updated successfully.')).toBeVisible()
  await expect(page.getByRole('form', { name: 'Edit details' })).toHaveCount(0)
  const details = page.getByRole('region', { name: 'Your details' })
  await expect(details.getByText('7012345678')).toBeVisible()
  await expect(details.getByText(`XXXX XXXX ${aadhaar.slice(-4)}`)).toBeVisible()
})

test('change password: the toggle, its messages, then the old password stops working', async ({ page, baseURL }) => {
  const traveller = await createTraveller(baseURL)
  // Another device, signed in before the change.
  const otherDevice = await signInViaApi({ baseURL: baseURL, email: traveller.email, password: traveller.password })
  expect((await page.request.get('/api/me', { headers: { Cookie: otherDevice.cookieHeader } })).status()).toBe(200)

  await loginInBrowser(page, traveller.email, traveller.password)
  await page.goto('/personal-info')
  const section = page.getByRole('region', { name: 'Password' })
  await expect(section.getByRole('button', { name: 'Save Password' })).toHaveCount(0)
  await section.getByRole('button', { name: 'Change Password' }).click()
  await expect(section.getByRole('button', { name: 'Cancel' })).toBeVisible()
  await expect(section.getByRole('button', { name: 'Save Password' })).toBeVisible()
  await section.getByRole('button', { name: 'Cancel' }).click()
  await expect(section.getByRole('button', { name: 'Save Password' })).toHaveCount(0)
  await section.getByRole('button', { name: 'Change Password' }).click()

  // Blank, then too weak, then a wrong current password.
  await section.getByLabel('Current password').fill(traveller.password)
  await section.getByRole('button', { name: 'Save Password' }).click()
  await expect(toast(page, 'Please enter a new password.')).toBeVisible()
  await section.getByLabel('New password').fill('weakpass')
  await section.getByRole('button', { name: 'Save Password' }).click()
  await expect(section.getByText('Password must be 8+ chars with uppercase, number & special char.')).toBeVisible()
  await section.getByLabel('Current password').fill('NotMine@2026')
  await section.getByLabel('New password').fill('Yatra#2027')
  await section.getByRole('button', { name: 'Save Password' }).click()
  await expect(toast(page, 'Failed to update password. Please try again.')).toBeVisible()
  await expect(section.getByText('Your current password is not correct.')).toBeVisible()

  await section.getByLabel('Current password').fill(traveller.password)
  await section.getByRole('button', { name: 'Save Password' }).click()
  await expect(toast(page, 'Password updated successfully')).toBeVisible()
  await expect(section.getByLabel('New password')).toHaveCount(0)
  await expect(section.getByRole('button', { name: 'Change Password' })).toBeVisible()

  // This browser stays signed in; the other device does not; only the new password works.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'PERSONAL ACCOUNT' })).toBeVisible()
  expect((await page.request.get('/api/me', { headers: { Cookie: otherDevice.cookieHeader } })).status()).toBe(401)
  expect((await signInViaApi({ baseURL: baseURL, email: traveller.email, password: traveller.password })).status).toBe(401)
  expect((await signInViaApi({ baseURL: baseURL, email: traveller.email, password: 'Yatra#2027' })).status).toBe(200)
})

test('the server refuses a weak new password even without the browser checks', async ({ request, baseURL }) => {
  const traveller = await createTraveller(baseURL)
  // ?change=password: the page as it works without JavaScript, with the password form open.
  const res = await request.post('/personal-info?change=password', {
    form: { intent: 'change-password', currentPassword: traveller.password, newPassword: 'abc' },
    headers: { Cookie: traveller.cookieHeader, Origin: baseURL },
  })
  expect(res.status()).toBe(400)
  expect(await res.text()).toContain('Password must be 8+ chars with uppercase, number &amp; special char.')
  expect((await signInViaApi({ baseURL: baseURL, email: traveller.email, password: traveller.password })).status).toBe(200)
})

test('delete account: a real confirmation, then the account, its data and its sessions are gone', async ({ page, baseURL }) => {
  const traveller = await createTraveller(baseURL, { name: 'Farhan Ali' })
  const otherDevice = await signInViaApi({ baseURL: baseURL, email: traveller.email, password: traveller.password })
  await page.context().addCookies(traveller.cookies)
  await page.goto('/personal-info')

  await page.getByRole('button', { name: 'Delete Account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete account?' })
  await expect(dialog.getByText('Are you sure you want to delete your account?')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  expect((await page.request.get('/api/me')).status()).toBe(200)

  await page.getByRole('button', { name: 'Delete Account' }).click()
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click()
  await expect(toast(page, 'Account deleted successfully.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()

  // Sessions: this browser's and the other device's.
  expect((await page.request.get('/api/me')).status()).toBe(401)
  expect((await page.request.get('/api/me', { headers: { Cookie: otherDevice.cookieHeader } })).status()).toBe(401)
  // The account: its password no longer signs in, and the e-mail is free to register again.
  expect((await signInViaApi({ baseURL: baseURL, email: traveller.email, password: traveller.password })).status).toBe(401)
  const again = await signUpViaApi({ baseURL: baseURL, ...newTraveller({ email: traveller.email, name: 'Someone New' }) })
  expect(again.status).toBe(200)
  expect(again.body.user.name).toBe('Someone New')
})
