import { expect, test } from './fixtures'

// The fixtures other specs build on: each must leave the page signed in as the person it names.

test('the traveller fixture is a fresh traveller of its own, signed in on the page', async ({ page, traveller }) => {
  await page.goto('/personal-info')
  await expect(page).toHaveURL(/\/personal-info$/)
  await expect(page.getByRole('main')).toContainText(traveller.name)
  await expect(page.getByRole('main')).toContainText(traveller.email)
  const me = await page.request.get('/api/me')
  expect(await me.json()).toEqual({ mobile: traveller.mobile })
  await page.goto('/booking-history')
  await expect(page.getByText('No bookings found.')).toBeVisible()
})

test('the owner fixture is the site admin, signed in on the page', async ({ page, owner }) => {
  await page.goto('/admin-panel')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${owner.name}`)
})
