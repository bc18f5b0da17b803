import { expect, test } from '@playwright/test'
import { hydrated } from '../support/hydration'

// The server swaps React Router's scroll-restoration script for one that leaves sessionStorage
// alone on a fresh visit (app/services/defer-hydration.server.ts). A reader must still come
// back to where they were on a reload.

test('a fresh visit starts at the top, and no sessionStorage is read while the page is parsed', async ({ page, request }) => {
  const html = await (await request.get('/servicesNav')).text()
  // React Router's own script would still be here if its shape changed and the swap missed it.
  expect(html).not.toContain('((storageKey')
  expect(html).toContain('"react-router-scroll-positions"')

  await page.addInitScript(() => {
    const reads: string[] = []
    ;(window as unknown as { __reads: string[] }).__reads = reads
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the storage as `this`
    const getItem = Storage.prototype.getItem
    Storage.prototype.getItem = function (key: string) {
      if (this === window.sessionStorage && document.readyState === 'loading') reads.push(key)
      return getItem.call(this, key)
    }
  })
  await page.goto('/servicesNav')
  await hydrated(page, '.skip-link')
  expect(await page.evaluate(() => (window as unknown as { __reads: string[] }).__reads)).toEqual([])
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  // React Router keys each history entry; its client code needs the key the script made.
  expect(await page.evaluate(() => typeof (history.state as { key?: unknown } | null)?.key)).toBe('string')
})

test('a reload brings the reader back to where they were on the page', async ({ page }) => {
  await page.goto('/servicesNav')
  await hydrated(page, '.skip-link')
  // Once in CI, on a slow machine, the reload came back 515 px below the 1400 scrolled to. It did
  // not happen again here, even with the whole stylesheet held back 2.5 s; the likeliest cause is
  // the page still settling below the first screen, with scroll anchoring keeping the reader on
  // the same tour. So the scroll comes once every style is in, and the test expects the place
  // the reader was at when they reloaded.
  await expect(page.locator('html')).toHaveClass(/\bshown\b/)
  await page.evaluate(() => window.scrollTo(0, 1400))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1400)
  const y = await page.evaluate(() => window.scrollY)
  expect(y).toBeGreaterThanOrEqual(1400)

  // Where the page stands when its parser reaches the end of the document, before any of its
  // modules run: the restoring script is the only thing that can have moved it by then.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      ;(window as unknown as { __yAtParse: number }).__yAtParse = window.scrollY
    })
  })
  await page.reload()
  await hydrated(page, '.skip-link')
  await expect(page.locator('html')).toHaveClass(/\bshown\b/)
  expect(await page.evaluate(() => (window as unknown as { __yAtParse: number }).__yAtParse)).toBe(y)
  expect(await page.evaluate(() => window.scrollY)).toBe(y)
})

// The home page's lower sections wait, undrawn, for the whole stylesheet and then until they near
// the screen or the reader scrolls (app/styles/later.css, later-drawn.css); a visit that goes to
// a place on the page must find them drawn.
test('a reload of the home page brings the reader back to a lower section', async ({ page }) => {
  await page.goto('/')
  await hydrated(page, '.skip-link')
  const contactTitle = page.locator('#contact').getByRole('heading', { level: 2 })
  // Scrolling draws the sections above, which then take their real height and can push the
  // section below the screen again (once in CI): the reader scrolls on until it stays there.
  await expect(async () => {
    await page.locator('#contact').scrollIntoViewIfNeeded()
    await expect(page.locator('html')).toHaveClass(/\bdrawn\b/, { timeout: 1000 })
    await expect(contactTitle).toBeInViewport({ timeout: 1000 })
  }).toPass()
  const y = await page.evaluate(() => Math.round(window.scrollY))
  expect(y).toBeGreaterThan(3000)
  // Chromium's own restore on a reload usually puts the reader back by itself, but not always
  // (once in CI the reader landed at the footer): turned off, the page's own restore is judged.
  await page.addInitScript(() => {
    history.scrollRestoration = 'manual'
  })
  await page.reload()
  await hydrated(page, '.skip-link')
  // The reader is back at the section, not at the same pixel: the reviews section above loads
  // its live reviews after the landing (other tests post reviews between the two loads), and
  // its "Loading reviews..." line goes when they are in.
  await expect(contactTitle).toBeInViewport()
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(3000)
})

test('a link to a section of the home page lands on that section', async ({ page }) => {
  await page.goto('/#contact')
  await hydrated(page, '.skip-link')
  await expect(page.locator('#contact').getByRole('heading', { level: 2 })).toBeInViewport()
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(3000)
})
