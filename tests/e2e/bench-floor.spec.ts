import { expect, test } from '@playwright/test'

// The page-speed benchmark compares every page with this one (docs/performance.md), so it
// must stay what it claims to be: served by the app's own server, with nothing to load.
test('the benchmark floor page is plain HTML served by the app', async ({ page }) => {
  const requests: string[] = []
  page.on('request', (r) => requests.push(new URL(r.url()).pathname))
  const response = await page.goto('/bench-floor.html')
  expect(response?.status()).toBe(200)
  expect(response?.headers()['content-type']).toContain('text/html')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(requests.filter((p) => p !== '/bench-floor.html')).toEqual([])
  expect(await page.locator('script, link[rel="stylesheet"], style, img').count()).toBe(0)
  // Every page has the site's tab icon, a raster one the page's thread decodes at no cost; the
  // floor carries the same picture inline, so that it has no request to make.
  const site = await page.request.get('/icons/icon-48.png')
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe(`data:image/png;base64,${(await site.body()).toString('base64')}`)
})
