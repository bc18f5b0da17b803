import fs from 'node:fs'
import path from 'node:path'
import { type Page } from '@playwright/test'
import { validAadhaar } from '../support/aadhaar'
import { createTraveller, newTraveller, randomClientIp, signUpViaApi } from '../support/auth'
import type { E2ETarget } from '../support/targets'
import { expect, test } from './fixtures'

const target = () => test.info().project.metadata as E2ETarget

function registerForm(page: Page) {
  return page.getByRole('main').getByRole('form', { name: 'Register' })
}

/** The same number with its last digit changed, which the Verhoeff check always catches. */
const wrongCheckDigit = (aadhaar: string) => aadhaar.slice(0, 11) + String((Number(aadhaar[11]) + 1) % 10)

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

test('registration shows every rule once, needs a verified Aadhaar, then signs the traveller in', async ({ page }) => {
  const traveller = newTraveller({ name: 'Anjali Deshmukh' })
  await page.goto('/register')
  const form = registerForm(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Already have an account? Login' })).toBeVisible()

  // Everything empty: one message per field.
  await form.getByRole('button', { name: 'Register' }).click()
  for (const message of [
    'Full Name is required.',
    'Enter a valid email address.',
    'Enter a valid 10-digit mobile number.',
    'Address is required.',
    'PIN Code must be a 6-digit number.',
    'Aadhar must be a 12-digit number.',
    'Password must be 8+ chars with uppercase, number & special char.',
  ]) {
    await expect(form.getByText(message, { exact: true })).toHaveCount(1)
  }
  await expect(form.getByLabel('Full Name')).toBeFocused()

  // Wrong shapes get the same messages; editing a field clears its message.
  await form.getByLabel('Full Name').fill(traveller.name)
  await expect(form.getByText('Full Name is required.')).toHaveCount(0)
  await form.getByLabel('E-mail').fill('not-an-email')
  await form.getByLabel('Mobile').fill('5123456789')
  await form.getByLabel('PIN Code').fill('4110')
  await form.getByLabel('Address').fill(traveller.address)
  await form.getByLabel('Aadhar Card Number').fill('1234')
  await form.getByLabel('Password', { exact: true }).fill('weakpass')
  await form.getByLabel('Confirm Password').fill('weakpass')
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(form.getByText('Enter a valid email address.')).toBeVisible()
  await expect(form.getByText('Enter a valid 10-digit mobile number.')).toBeVisible()
  await expect(form.getByText('PIN Code must be a 6-digit number.')).toBeVisible()
  await expect(form.getByText('Aadhar must be a 12-digit number.')).toBeVisible()
  await expect(form.getByText('Password must be 8+ chars with uppercase, number & special char.')).toBeVisible()

  await form.getByLabel('E-mail').fill(traveller.email)
  await form.getByLabel('Mobile').fill(traveller.mobile)
  await form.getByLabel('PIN Code').fill(traveller.pin)
  await form.getByLabel('Password', { exact: true }).fill(traveller.password)
  await form.getByLabel('Confirm Password').fill('Different@2026')
  await form.getByLabel('Aadhar Card Number').fill(traveller.aadhaar)
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(form.getByText('Passwords do not match.', { exact: true })).toBeVisible()
  await form.getByLabel('Confirm Password').fill(traveller.password)

  // The Verify button: a wrong check digit is refused, a real number accepted once.
  const verify = form.getByRole('button', { name: 'Verify Aadhar Card' })
  await form.getByLabel('Aadhar Card Number').fill(wrongCheckDigit(traveller.aadhaar))
  await verify.click()
  await expect(toast(page, 'Invalid Aadhar number.')).toBeVisible()
  await expect(verify).toBeEnabled()

  await form.getByLabel('Aadhar Card Number').fill(traveller.aadhaar)
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(toast(page, 'Please verify your Aadhar Card before registering.')).toBeVisible()
  await expect(page).toHaveURL(/\/register$/)

  await verify.click()
  await expect(toast(page, 'Aadhar Card verified successfully!')).toBeVisible()
  await expect(verify).toBeDisabled()

  await form.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/personal-info$/)
  await expect(toast(page, 'User Registered Successfully!')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'PERSONAL ACCOUNT' })).toBeVisible()
  await expect(page.getByText(`XXXX XXXX ${traveller.aadhaar.slice(-4)}`)).toBeVisible()
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible()
})

test('changing the Aadhaar number after verifying asks for verification again', async ({ page }) => {
  await page.goto('/register')
  const form = registerForm(page)
  const verify = form.getByRole('button', { name: 'Verify Aadhar Card' })
  await form.getByLabel('Aadhar Card Number').fill(validAadhaar('first'))
  await verify.click()
  await expect(verify).toBeDisabled()
  await form.getByLabel('Aadhar Card Number').fill(validAadhaar('second'))
  await expect(verify).toBeEnabled()
})

test('an e-mail that is already registered gets a clear message and changes nothing', async ({ page, baseURL }) => {
  const existing = await createTraveller(baseURL, { name: 'First Owner' })
  const again = newTraveller({ email: existing.email, name: 'Second Person' })
  await page.goto('/register')
  const form = registerForm(page)
  await form.getByLabel('Full Name').fill(again.name)
  await form.getByLabel('E-mail').fill(again.email.toUpperCase())
  await form.getByLabel('Mobile').fill(again.mobile)
  await form.getByLabel('PIN Code').fill(again.pin)
  await form.getByLabel('Address').fill(again.address)
  await form.getByLabel('Aadhar Card Number').fill(again.aadhaar)
  await form.getByRole('button', { name: 'Verify Aadhar Card' }).click()
  await form.getByLabel('Password', { exact: true }).fill(again.password)
  await form.getByLabel('Confirm Password').fill(again.password)
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(form.getByText('An account with this e-mail already exists. Please log in instead.')).toBeVisible()
  await expect(page).toHaveURL(/\/register$/)

  // The first owner's password still works and their name is unchanged.
  const me = await page.request.post('/api/auth/sign-in/email', {
    data: { email: existing.email, password: existing.password },
    headers: { Origin: baseURL, 'X-Forwarded-For': randomClientIp() },
  })
  expect(me.status()).toBe(200)
  expect((await me.json()).user.name).toBe('First Owner')
})

test('the server applies the same rules to the form action and to the auth endpoint', async ({ request, baseURL }) => {
  const bad = newTraveller({ mobile: '12345', pin: 'abc' })
  // The register action, posted without the browser's checks.
  const form = await request.post('/register', {
    form: { ...bad, confirmPassword: bad.password, aadhaarVerified: bad.aadhaar },
    headers: { Origin: baseURL },
  })
  expect(form.status()).toBe(400)
  const html = await form.text()
  expect(html).toContain('Enter a valid 10-digit mobile number.')
  expect(html).toContain('PIN Code must be a 6-digit number.')

  // The registration endpoint itself.
  for (const [fields, message] of [
    [{ mobile: '12345' }, 'Enter a valid 10-digit mobile number.'],
    [{ pin: 'abc' }, 'PIN Code must be a 6-digit number.'],
    [{ aadhaar: wrongCheckDigit(validAadhaar()) }, 'Invalid Aadhar number.'],
    [{ aadhaar: '23456' }, 'Aadhar must be a 12-digit number.'],
    [{ password: 'password1' }, 'Password must be 8+ chars with uppercase, number & special char.'],
    [{ name: '  ' }, 'Full Name is required.'],
    [{ address: '' }, 'Address is required.'],
    [{ email: 'someone@' }, 'Enter a valid email address.'],
  ] as const) {
    const traveller = newTraveller(fields)
    const res = await signUpViaApi({ baseURL: baseURL, ...traveller })
    expect(res.status, JSON.stringify(fields)).toBe(400)
    expect(res.body.message).toBe(message)
    expect(res.cookies).toEqual([])
    // Nothing was stored: the same e-mail can still register with good details.
    if (!('email' in fields)) expect((await signUpViaApi({ baseURL: baseURL, ...newTraveller({ email: traveller.email }) })).status).toBe(200)
  }

  // Verifying is part of the form's rules, checked on the server too.
  const unverified = newTraveller()
  const res = await request.post('/register', { form: { ...unverified, confirmPassword: unverified.password }, headers: { Origin: baseURL } })
  expect(res.status()).toBe(400)
  expect(await res.text()).toContain('Please verify your Aadhar Card before registering.')
})

test('a request from another site cannot register', async ({ request, baseURL }) => {
  const traveller = newTraveller()
  const form = { ...traveller, confirmPassword: traveller.password, aadhaarVerified: traveller.aadhaar }
  // Another site's Origin (React Router refuses it before our own check does), and a
  // browser's cross-site fetch metadata without an Origin (our check).
  const foreignOrigin = await request.post('/register', { form, headers: { Origin: 'https://evil.example' } })
  expect(foreignOrigin.status()).toBeGreaterThanOrEqual(400)
  expect(foreignOrigin.status()).toBeLessThan(500)
  const crossSite = await request.post('/register', { form, headers: { 'Sec-Fetch-Site': 'cross-site' } })
  expect(crossSite.status()).toBe(403)
  const viaApi = await request.post(`${baseURL}/api/auth/sign-up/email`, { data: traveller, headers: { Origin: 'https://evil.example' } })
  expect(viaApi.status()).toBe(403)
  // None of the attempts created the account.
  expect((await signUpViaApi({ baseURL: baseURL, ...traveller })).status).toBe(200)
})

test('the Aadhaar number is stored encrypted: it is nowhere in the database file or the server log', async ({ page }) => {
  const traveller = newTraveller({ name: 'Sunil Gavaskar' })
  await page.goto('/register')
  const form = registerForm(page)
  await form.getByLabel('Full Name').fill(traveller.name)
  await form.getByLabel('E-mail').fill(traveller.email)
  await form.getByLabel('Mobile').fill(traveller.mobile)
  await form.getByLabel('PIN Code').fill(traveller.pin)
  await form.getByLabel('Address').fill(traveller.address)
  await form.getByLabel('Aadhar Card Number').fill(traveller.aadhaar)
  await form.getByRole('button', { name: 'Verify Aadhar Card' }).click()
  await form.getByLabel('Password', { exact: true }).fill(traveller.password)
  await form.getByLabel('Confirm Password').fill(traveller.password)
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/personal-info$/)
  await expect(page.getByText(`XXXX XXXX ${traveller.aadhaar.slice(-4)}`)).toBeVisible()
  expect(await page.content()).not.toContain(traveller.aadhaar)

  const { dataDir, name } = target()
  const files = [path.join(dataDir, 'server.log')]
  if (name === 'sqlite') files.push(path.join(dataDir, 'app', 'yatri.sqlite'), path.join(dataDir, 'app', 'yatri.sqlite-wal'))
  // The e-mail is stored in clear, which proves these are the files the registration went to.
  const dbBytes =
    name === 'sqlite'
      ? Buffer.concat(
          files
            .slice(1)
            .filter((f) => fs.existsSync(f))
            .map((f) => fs.readFileSync(f)),
        )
      : null
  if (dbBytes) expect(dbBytes.includes(Buffer.from(traveller.email))).toBe(true)
  for (const file of files) {
    if (!fs.existsSync(file)) continue
    const bytes = fs.readFileSync(file)
    expect(bytes.includes(Buffer.from(traveller.aadhaar)), `${path.basename(file)} holds the raw Aadhaar number`).toBe(false)
  }
})
