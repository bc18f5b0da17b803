import { createTraveller } from '../support/auth'
import { expectNoAxeViolations as expectNoViolations } from '../support/axe'
import { expect, test } from './fixtures'

test('axe finds nothing on /login and /register, with and without error messages', async ({ page }) => {
  await page.goto('/login')
  await expectNoViolations(page)
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Enter a valid email address.')).toBeVisible()
  await expectNoViolations(page)

  await page.goto('/register')
  await expectNoViolations(page)
  await page.getByRole('main').getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Full Name is required.')).toBeVisible()
  await expectNoViolations(page)
})

test('axe finds nothing with the login dialog open, in both modes', async ({ page }) => {
  await page.goto('/aboutNav')
  await page.getByRole('link', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Login' })
  await expect(dialog).toBeVisible()
  await expectNoViolations(page)
  await dialog.getByRole('button', { name: "Don't have an account? Register" }).click()
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible()
  await expectNoViolations(page)
})

test('axe finds nothing on /personal-info, the open menu and the delete dialog', async ({ page, baseURL }) => {
  const traveller = await createTraveller(baseURL)
  await page.context().addCookies(traveller.cookies)
  await page.goto('/personal-info')
  await expect(page.getByRole('heading', { level: 1, name: 'PERSONAL ACCOUNT' })).toBeVisible()
  await expectNoViolations(page)

  await page.getByRole('button', { name: 'Change Password' }).click()
  await page.getByRole('button', { name: 'Edit details' }).click()
  await expectNoViolations(page)

  await page.getByRole('button', { name: /Account menu/ }).click()
  await expect(page.getByRole('menu')).toBeVisible()
  await expectNoViolations(page)
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Delete Account' }).click()
  await expect(page.getByRole('dialog', { name: 'Delete account?' })).toBeVisible()
  await expectNoViolations(page)
})
