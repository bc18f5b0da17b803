import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startApp, type AppProcess } from '../support/app-process'
import { SPARE_PORT_BASE } from '../support/targets'

// The shared e2e servers run with LOADERS=off; this file starts its own server with the
// loaders on (SPEC.md §9: home 2 s, the section pages 1 s), on the embedded database.
test.describe.configure({ mode: 'serial' })

let app: AppProcess
let dataDir: string

test.beforeAll(async ({}, testInfo) => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-loaders-'))
  // One port per project, so the sqlite and postgres projects can run side by side.
  const port = SPARE_PORT_BASE + (testInfo.project.name === 'postgres' ? 12 : 2)
  app = await startApp({ port, env: { DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, LOADERS: 'on', DATABASE_URL: undefined } })
})

test.afterAll(async () => {
  await app?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const LOADED_PAGES: Array<[string, 1000 | 2000]> = [
  ['/', 2000],
  ['/carlist', 1000],
  ['/contact', 1000],
  ['/about', 1000],
  ['/servicesNav', 1000],
  ['/contactNav', 1000],
  ['/aboutNav', 1000],
  ['/carlistNav', 1000],
]

test('each page has the loader of SPEC.md with the real content server-rendered under it', async ({ request }) => {
  for (const [pathname, ms] of LOADED_PAGES) {
    const html = await (await request.get(`${app.baseURL}${pathname}`)).text()
    expect(html, pathname).toContain(`page-loader page-loader--${ms}`)
    expect(html, pathname).toContain('Finding the best rides for you...')
    expect(html, pathname).toMatch(/AVAILABLE CARS|Our Services|Get In Touch|Who We Are/)
  }
  for (const pathname of ['/reviews', '/terms', '/privacy', '/NavComponent']) {
    const html = await (await request.get(`${app.baseURL}${pathname}`)).text()
    expect(html, pathname).not.toContain('data-testid="page-loader"')
  }
})

test('the home loader covers the page for about two seconds, then gets out of the way', async ({ page }) => {
  // Watched inside the page, frame by frame, from the loader's first frame on screen (with
  // its text) to the frame it is gone. Checks from the test's side would depend on when its
  // polls run, and on a busy machine the page's main thread can hold them back past the end.
  await page.addInitScript(() => {
    const w = window as unknown as { loader?: { shown?: number; withText?: boolean; gone?: number } }
    const visible = (el: Element | null) => !!el && getComputedStyle(el).visibility !== 'hidden'
    w.loader = { withText: false }
    const watch = () => {
      const state = w.loader!
      const el = document.querySelector('[data-testid="page-loader"]')
      if (state.shown === undefined && visible(el)) state.shown = performance.now()
      // The page may still be arriving in the first frames: the text counts once it is there.
      if (visible(el) && el!.textContent?.includes('Finding the best rides for you...')) state.withText = true
      if (state.shown !== undefined && !visible(el)) state.gone = performance.now()
      else requestAnimationFrame(watch)
    }
    requestAnimationFrame(watch)
  })
  await page.goto(`${app.baseURL}/`, { waitUntil: 'commit' })
  await page.waitForFunction(() => (window as unknown as { loader?: { gone?: number } }).loader?.gone !== undefined, null, { timeout: 10_000 })
  const loader = await page.evaluate(() => (window as unknown as { loader: { shown: number; withText: boolean; gone: number } }).loader)
  expect(loader.withText).toBe(true)
  expect(loader.gone - loader.shown).toBeGreaterThan(1800)
  expect(loader.gone - loader.shown).toBeLessThan(5000)
  await expect(page.getByTestId('page-loader')).toBeHidden()
  await page.getByRole('button', { name: 'Book Your Car' }).click({ trial: true })
})

test('a section page loader lasts about one second', async ({ page }) => {
  await page.goto(`${app.baseURL}/servicesNav`, { waitUntil: 'commit' })
  const loader = page.getByTestId('page-loader')
  await expect(loader).toBeVisible()
  await expect(loader).toBeHidden({ timeout: 3000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Services')
})

test('client-side navigation to a section shows its loader again', async ({ page }) => {
  await page.goto(`${app.baseURL}/NavComponent`)
  await expect(page.getByTestId('page-loader')).toHaveCount(0)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CARS', exact: true }).click()
  await expect(page.getByTestId('page-loader')).toBeVisible()
  await expect(page.getByTestId('page-loader')).toBeHidden({ timeout: 3000 })
  await expect(page.getByTestId('car-card')).toHaveCount(6)
})
