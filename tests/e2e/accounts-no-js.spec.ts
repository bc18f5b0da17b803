import { createTraveller, newTraveller, signInViaApi } from '../support/auth'
import { linkIn, mailboxOf, waitForMail } from '../support/mailbox'
import { expect, test } from './fixtures'

// The forms are plain HTML forms first; these run with JavaScript switched off.
test.use({ javaScriptEnabled: false })

test('registering works without JavaScript, the Verify button included', async ({ page }) => {
  const traveller = newTraveller({ name: 'Ashok Verma' })
  await page.goto('/register')
  const form = page.getByRole('main').getByRole('form', { name: 'Register' })
  await form.getByLabel('Full Name').fill(traveller.name)
  await form.getByLabel('E-mail').fill(traveller.email)
  await form.getByLabel('Mobile').fill(traveller.mobile)
  await form.getByLabel('PIN Code').fill(traveller.pin)
  await form.getByLabel('Address').fill(traveller.address)
  await form.getByLabel('Aadhar Card Number').fill(traveller.aadhaar)
  // The server does the format check and sends the form back, filled in, verified.
  await form.getByRole('button', { name: 'Verify Aadhar Card' }).click()
  await expect(form.getByRole('button', { name: 'Verify Aadhar Card' })).toBeDisabled()
  await expect(form.getByLabel('E-mail')).toHaveValue(traveller.email)
  await expect(form.getByLabel('Aadhar Card Number')).toHaveValue(traveller.aadhaar)
  await form.getByLabel('Password', { exact: true }).fill(traveller.password)
  await form.getByLabel('Confirm Password').fill('Mismatch@2026')
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(form.getByText('Passwords do not match.')).toBeVisible()
  await form.getByLabel('Password', { exact: true }).fill(traveller.password)
  await form.getByLabel('Confirm Password').fill(traveller.password)
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/personal-info$/)
  await expect(page.getByText(`XXXX XXXX ${traveller.aadhaar.slice(-4)}`)).toBeVisible()
})

test('logging in and changing the password work without JavaScript', async ({ page, baseURL }) => {
  const traveller = await createTraveller(baseURL)
  await page.goto('/login')
  const form = page.getByRole('main').getByRole('form', { name: 'Login' })
  await form.getByLabel('E-mail').fill(traveller.email)
  await form.getByLabel('Password').fill('Wrong@2026x')
  await form.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials. Please check your email and password.' })).toBeVisible()
  await form.getByLabel('Password').fill(traveller.password)
  await form.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/personal-info$/)

  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page).toHaveURL(/\?change=password$/)
  const section = page.getByRole('region', { name: 'Password' })
  await section.getByLabel('Current password').fill(traveller.password)
  await section.getByLabel('New password').fill('Offline#2026')
  await section.getByRole('button', { name: 'Save Password' }).click()
  const res = await page.request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email: traveller.email, password: 'Offline#2026' },
    headers: { Origin: baseURL },
  })
  expect(res.status()).toBe(200)
})

// A plain form post carries the page's Origin only if the page's referrer policy lets it: with
// no-referrer the browser sent `Origin: null` and the server refused the new password.
test('forgetting the password and setting a new one from the mail work without JavaScript', async ({ page, baseURL }, testInfo) => {
  const traveller = await createTraveller(baseURL)
  await page.goto('/forgot-password')
  await page.getByLabel('E-mail').fill(traveller.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('If an account exists for that e-mail, we have sent a link to reset the password.')).toBeVisible()
  const [mail] = await waitForMail(mailboxOf(testInfo), (m) => m.to.includes(traveller.email) && m.subject.startsWith('Reset your'))

  await page.goto(linkIn(mail!.text, '/reset-password'))
  await page.getByLabel('New password').fill('Plain#Form2026')
  await page.getByLabel('Confirm Password').fill('Plain#Form2026')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect((await signInViaApi({ baseURL, email: traveller.email, password: 'Plain#Form2026' })).status).toBe(200)
  expect((await signInViaApi({ baseURL, email: traveller.email, password: traveller.password })).status).toBe(401)
})
