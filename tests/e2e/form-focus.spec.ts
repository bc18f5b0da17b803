import { expect, test } from './fixtures'
import { withVerhoeffDigit } from '../../app/domain/aadhaar'
import { createTraveller, loginInBrowser } from '../support/auth'
import { hydrated } from '../support/hydration'

// Every form takes the focus to its first bad field in the order the fields appear on the
// page (docs/decisions/0012-form-pattern.md), for the browser's checks and the server's alike.

test('the booking form focuses the first bad field as the fields appear on the page', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Book Your Car' }).filter({ visible: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Book a Car' })
  await expect(dialog).toBeVisible()

  await dialog.getByLabel('Car Type').selectOption('Tempo Travel')
  await dialog.getByLabel('Your Name').fill('Kavita Rao')
  await dialog.getByRole('radio', { name: 'Someone Else' }).check()
  await dialog.getByLabel('Mobile Number').fill('98765')
  await dialog.getByRole('button', { name: 'Book Now' }).click()
  // The Aadhaar field sits beside the name, before "Booking For" and the mobile number.
  await expect(dialog.getByLabel('Aadhar Card Number')).toBeFocused()

  await dialog.getByLabel('Aadhar Card Number').fill(withVerhoeffDigit('49876543210'))
  await dialog.getByRole('button', { name: 'Book Now' }).click()
  // Then the mobile number, before the empty locations below it.
  await expect(dialog.getByText('Pickup location is required.')).toBeVisible()
  await expect(dialog.getByLabel('Mobile Number')).toBeFocused()
})

test('the booking form, reopened with what the server found wrong, focuses that field', async ({ page, baseURL }) => {
  const traveller = await createTraveller(baseURL)
  await loginInBrowser(page, traveller.email, traveller.password)
  await page.goto('/')
  await page.getByRole('button', { name: 'Book Your Car' }).filter({ visible: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Book a Car' })
  await dialog.getByLabel('Car Type').selectOption('Toyota Innova')
  await dialog.getByLabel('Your Name').fill('Kavita Rao')
  await dialog.getByLabel('Aadhar Card Number').fill(withVerhoeffDigit('49876543210'))
  await dialog.getByLabel('Pickup Location').fill('Pune Railway Station')
  await dialog.getByLabel('Drop-off Location').fill('Shirdi Temple')
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
  await dialog.getByLabel('Pickup Date').fill(tomorrow)
  await dialog.getByLabel('Pickup Time').fill('07:30')
  await dialog.getByRole('button', { name: 'Book Now' }).click()
  // The day turns while the traveller reads "Booking Details": the server's answer, as it
  // gives it then, is the only way to get it here.
  await page.route('**/api/bookings', (route) =>
    route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ errors: { pickupDate: 'Pickup date cannot be in the past.' } }) }),
  )
  await page.getByRole('dialog', { name: 'Booking Details' }).getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(dialog.getByText('Pickup date cannot be in the past.')).toBeVisible()
  await expect(dialog.getByLabel('Pickup Date')).toBeFocused()
})

test('the account page focuses the field the server found wrong', async ({ page, baseURL }) => {
  const traveller = await createTraveller(baseURL)
  await loginInBrowser(page, traveller.email, traveller.password)
  await page.goto('/personal-info')
  const section = page.getByRole('region', { name: 'Password' })
  await section.getByRole('button', { name: 'Change Password' }).click()

  await section.getByLabel('Current password').fill('NotMine@2026')
  await section.getByLabel('New password').fill('Yatra#2027')
  await section.getByRole('button', { name: 'Save Password' }).click()
  await expect(section.getByText('Your current password is not correct.')).toBeVisible()
  await expect(section.getByLabel('Current password')).toBeFocused()
})

test("the owner's forms check in the browser: the first bad field takes the focus, nothing is sent, and an edit clears its message", async ({
  page,
  owner,
}) => {
  expect(owner.email).toBeTruthy()
  const posts: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url())
  })

  // The browser's checks need the page's scripts; before them the server checks (and a post is sent).
  await page.goto('/admin-panel/new-booking')
  await hydrated(page, 'form.admin-form')
  const form = page.locator('form.admin-form')
  await form.getByLabel('Mobile number').fill('98220')
  await form.getByRole('button', { name: 'Save booking' }).click()
  // The name comes before the mobile number on the page, so it takes the focus first.
  await expect(form.getByLabel('Customer name')).toBeFocused()
  await expect(form.locator('.field__error').first()).toBeVisible()
  const before = await form.locator('.field__error').count()
  await form.getByLabel('Customer name').fill('Meera Iyer')
  await expect(form.locator('.field__error')).toHaveCount(before - 1)

  await page.goto('/admin-panel/drivers')
  await hydrated(page, 'form.form')
  const add = page.getByRole('region', { name: 'Add a driver' })
  await add.getByLabel('Name').fill('Suresh 2')
  await add.getByRole('button', { name: 'Add driver' }).click()
  await expect(add.getByText('Enter the driver’s name (letters and spaces, up to 80).')).toBeVisible()
  await expect(add.getByLabel('Name')).toBeFocused()
  await add.getByLabel('Name').fill('Suresh Patil')
  await expect(add.getByText('Enter the driver’s name (letters and spaces, up to 80).')).toHaveCount(0)

  await page.goto('/admin-panel/fleet')
  await hydrated(page, 'form.admin-fleet')
  const first = page.locator('form.admin-fleet input[type="number"]').first()
  await first.fill('')
  await page.getByRole('button', { name: 'Save fleet' }).click()
  await expect(page.getByText('Enter a whole number from 0 to 99.')).toBeVisible()
  await expect(first).toBeFocused()

  expect(posts, 'no form was sent while its fields were wrong').toEqual([])
})
