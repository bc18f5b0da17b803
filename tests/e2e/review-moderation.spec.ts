import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { startApp, type AppProcess } from '../support/app-process'
import { createTraveller } from '../support/auth'
import { targetOf } from '../support/mailbox'
import { createScratchDatabase } from '../support/pg'
import { freePort } from '../support/free-port'

const tag = () => randomUUID().slice(0, 8)

/** Opens Customer Reviews signed out and waits until its live stream is connected. */
async function openViewer(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await page.goto(url)
  // The home page draws its reviews as the reader nears them.
  await page.locator('#reviews').scrollIntoViewIfNeeded()
  await expect(page.locator('section.reviews[data-live="open"]')).toBeVisible()
  // Set once: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
  return page
}

async function postReview(browser: Browser, baseURL: string, name: string, text: string): Promise<BrowserContext> {
  const context = await browser.newContext()
  await context.addCookies((await createTraveller(baseURL, { name })).cookies)
  const page = await context.newPage()
  await page.goto(`${baseURL}/feedback`)
  await page.getByLabel('Your feedback').fill(text)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Feedback submitted successfully!').last()).toBeVisible()
  return context
}

async function openModeration(browser: Browser, baseURL: string, admin: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  const res = await page.request.post(`${baseURL}/api/auth/sign-in/email`, { data: admin, headers: { Origin: baseURL } })
  expect(res.ok(), `owner sign-in answered ${res.status()}`).toBe(true)
  await page.goto(`${baseURL}/admin-panel/reviews`)
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible()
  return page
}

const card = (page: Page, text: string) => page.locator('.review-card').filter({ hasText: text })
const row = (page: Page, text: string) => page.locator('.admin-reviews__item').filter({ hasText: text })
const stillHere = (page: Page) => page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)

test('the owner hides a rude review and it vanishes from an open reviews page at once, and from pages after; Show brings it back', async ({
  browser,
}, testInfo) => {
  const target = targetOf(testInfo)
  const rude = `You are all useless idiots ${tag()}`
  const kind = `Punctual driver, clean Innova ${tag()}`
  const writers = [await postReview(browser, target.baseURL, 'Rohit Deshmukh', rude), await postReview(browser, target.baseURL, 'Meera Joshi', kind)]

  const home = await openViewer(browser, `${target.baseURL}/`)
  const reviews = await openViewer(browser, `${target.baseURL}/reviews`)
  for (const viewer of [home, reviews]) {
    await expect(card(viewer, rude)).toHaveCount(1)
    await expect(card(viewer, kind)).toHaveCount(1)
  }

  const owner = await openModeration(browser, target.baseURL, target.admin)
  await expect(row(owner, rude).getByText('Shown', { exact: true })).toBeVisible()
  await row(owner, rude).getByRole('button', { name: 'Hide', exact: true }).click()
  await expect(row(owner, rude).getByText('Hidden', { exact: true })).toBeVisible()
  await expect(row(owner, rude).getByRole('button', { name: 'Show', exact: true })).toBeVisible()

  // Gone from both open pages without a reload; the kind review stays.
  for (const viewer of [home, reviews]) {
    await expect(card(viewer, rude)).toHaveCount(0)
    await expect(card(viewer, kind)).toHaveCount(1)
    expect(await stillHere(viewer)).toBe(true)
  }
  // And from every page after, the cached Customer Reviews page included (the home page's
  // document carries no reviews: it loads them as the reader nears them).
  const later = await (await browser.newContext({ javaScriptEnabled: false })).newPage()
  await later.goto(`${target.baseURL}/reviews`)
  await expect(card(later, kind)).toHaveCount(1)
  await expect(card(later, rude)).toHaveCount(0)
  // A reload of the owner's page keeps what was stored.
  await owner.reload()
  await expect(row(owner, rude).getByText('Hidden', { exact: true })).toBeVisible()
  const axe = await new AxeBuilder({ page: owner }).analyze()
  expect(axe.violations).toEqual([])
  for (const width of [375, 1280]) {
    await owner.setViewportSize({ width, height: 900 })
    await owner.screenshot({ path: testInfo.outputPath(`admin-reviews-${width}.png`), fullPage: true })
  }

  await row(owner, rude).getByRole('button', { name: 'Show', exact: true }).click()
  await expect(row(owner, rude).getByText('Shown', { exact: true })).toBeVisible()
  for (const viewer of [home, reviews]) {
    await expect(card(viewer, rude)).toHaveCount(1)
    expect(await stillHere(viewer)).toBe(true)
  }
  await later.goto(`${target.baseURL}/reviews`)
  await expect(card(later, rude)).toHaveCount(1)

  await Promise.all([...writers, home.context(), reviews.context(), owner.context(), later.context()].map((c) => c.close()))
})

// Several app instances need PostgreSQL: the tag keeps this to its project (playwright.config.ts).
test(
  'on PostgreSQL a review hidden through one app instance vanishes from a reviews page open on another',
  { tag: '@several-instances' },
  async ({ browser }, testInfo) => {
    const target = targetOf(testInfo)
    const dir = testInfo.outputPath('apps')
    fs.rmSync(dir, { recursive: true, force: true })
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_moderation')
    const apps: AppProcess[] = []
    const start = async (port: number) => {
      const app = await startApp({
        port,
        env: {
          DATA_DIR: path.join(dir, 'data'),
          DATABASE_URL: scratch.url,
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          LOADERS: 'off',
          ADMIN_EMAIL: target.admin.email,
          ADMIN_PASSWORD: target.admin.password,
          ADMIN_NAME: target.admin.name,
        },
      })
      apps.push(app)
      return app
    }
    try {
      const one = await start(await freePort())
      const two = await start(await freePort())
      const rude = `Worst service ever, fools ${tag()}`
      const writer = await postReview(browser, one.baseURL, 'Imran Shaikh', rude)
      const viewer = await openViewer(browser, `${two.baseURL}/reviews`)
      await expect(card(viewer, rude)).toHaveCount(1)

      const owner = await openModeration(browser, one.baseURL, target.admin)
      await row(owner, rude).getByRole('button', { name: 'Hide', exact: true }).click()
      await expect(row(owner, rude).getByText('Hidden', { exact: true })).toBeVisible()
      await expect(card(viewer, rude)).toHaveCount(0)
      expect(await stillHere(viewer)).toBe(true)
      // The other instance's cached page was cleared too.
      const later = await (await browser.newContext({ javaScriptEnabled: false })).newPage()
      await later.goto(`${two.baseURL}/reviews`)
      await expect(later.getByRole('heading', { name: 'Customer Reviews', exact: true })).toBeVisible()
      await expect(card(later, rude)).toHaveCount(0)

      await row(owner, rude).getByRole('button', { name: 'Show', exact: true }).click()
      await expect(card(viewer, rude)).toHaveCount(1)
      await Promise.all([writer, viewer.context(), owner.context(), later.context()].map((c) => c.close()))
    } finally {
      await Promise.all(apps.map((a) => a.stop()))
      await scratch.drop()
    }
  },
)
