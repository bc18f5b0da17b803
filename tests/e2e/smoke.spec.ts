import { expect, test } from '@playwright/test'

test('the home page is served with the brand and security headers', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  const headers = response!.headers()
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['content-security-policy']).not.toContain("'unsafe-inline' 'nonce")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible()
})

test('an unknown page answers 404 with a way back', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
