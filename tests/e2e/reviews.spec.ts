import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { builtinReviews } from '../../app/catalog/reviews'
import { REVIEW_SAFETY_POLL_MS } from '../../app/domain/reviews'
import { startApp, type AppProcess } from '../support/app-process'
import { createTraveller } from '../support/auth'
import { hydrated } from '../support/hydration'
import { targetOf } from '../support/mailbox'
import { createScratchDatabase } from '../support/pg'
import { freePort } from '../support/free-port'

declare global {
  interface Window {
    __seenAt?: number
    __clickedAt?: number
    __pwned?: boolean
  }
}

const tag = () => randomUUID().slice(0, 8)

/** The feedback form's button, which holds a tap made before hydration until React owns it. */
const FEEDBACK_SUBMIT = 'form[data-hold-submit] button[type="submit"]'

/** Opens Customer Reviews and waits until its live stream is connected. */
async function openViewer(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(url)
  await expect(page.locator('section.reviews[data-live="open"]')).toBeVisible()
  return page
}

/** Notes, inside the viewer page, the moment `needle` first shows up in the reviews grid. */
async function watchFor(page: Page, needle: string): Promise<void> {
  await page.evaluate((text) => {
    window.__seenAt = 0
    const check = () => {
      if (!window.__seenAt && document.querySelector('.reviews-grid')?.textContent?.includes(text)) window.__seenAt = Date.now()
    }
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true })
  }, needle)
}

async function submitFeedback(page: Page, text: string): Promise<number> {
  await page.getByLabel('Your feedback').fill(text)
  // The clock measures the trip of a review, not the page waking up: a tap before hydration
  // is held until React owns the button (tests/e2e/early-interaction.spec.ts covers that).
  await hydrated(page, FEEDBACK_SUBMIT)
  // Taken in the page when the tap lands: Playwright's own checks before it taps (visible,
  // stable, not covered) and the command's way to the browser are no part of the trip, and on
  // a loaded machine they take time. Both pages run in one browser, on one clock.
  await page.evaluate(() => {
    window.__clickedAt = 0
    window.addEventListener('click', () => (window.__clickedAt ||= Date.now()), { capture: true })
  })
  await page.getByRole('button', { name: 'Submit' }).click()
  // Cleared only on success; an earlier success notice may still be on screen.
  await expect(page.getByLabel('Your feedback')).toHaveValue('')
  await expect(page.getByText('Feedback submitted successfully!').last()).toBeVisible()
  const submittedAt = await page.evaluate(() => window.__clickedAt ?? 0)
  expect(submittedAt, 'the tap reached the page').toBeGreaterThan(0)
  return submittedAt
}

function report(testInfo: import('@playwright/test').TestInfo, what: string, ms: number) {
  testInfo.annotations.push({ type: what, description: `${ms} ms` })
  console.log(`[${testInfo.project.name}] ${what}: ${ms} ms`)
}

test('Customer Reviews shows the ten built-in reviews in the server-rendered page', async ({ page, request }) => {
  const html = await (await request.get('/reviews')).text()
  for (const review of builtinReviews) expect(html).toContain(review.name)
  await page.goto('/reviews')
  const cards = page.locator('.reviews-grid > .review-card')
  expect(await cards.count()).toBeGreaterThanOrEqual(10)
  for (const [i, review] of builtinReviews.entries()) {
    await expect(cards.nth(i).locator('.review-card__name')).toHaveText(review.name)
  }
  const results = await new AxeBuilder({ page }).include('section.reviews').analyze()
  expect(results.violations).toEqual([])
})

test('signed out, the feedback page asks to log in and the server takes nothing', async ({ page, request }, testInfo) => {
  await page.goto('/feedback')
  await expect(page.getByRole('heading', { name: 'We Value Your Feedback :)' })).toBeVisible()
  await expect(page.getByText('Please log in to submit feedback')).toBeVisible()
  await expect(page.getByRole('textbox')).toHaveCount(0)
  const res = await request.post('/feedback', { form: { feedback: 'sneaky' }, headers: { Origin: targetOf(testInfo).baseURL } })
  expect(res.status()).toBe(401)
})

test('feedback from one browser appears, as text, in another browser’s open reviews while it is open', async ({ browser }, testInfo) => {
  const { baseURL } = targetOf(testInfo)
  const viewer = await openViewer(browser, '/reviews')

  const writerContext = await browser.newContext()
  const name = `Meera Joshi ${tag()}`
  await writerContext.addCookies((await createTraveller(baseURL, { name })).cookies)
  const writer = await writerContext.newPage()
  await writer.goto('/feedback')
  await expect(writer.getByRole('heading', { name: 'We Value Your Feedback :)' })).toBeVisible()

  const marker = `Lovely trip ${tag()}`
  const text = `<script>window.__pwned = true</script><img src=x onerror="window.__pwned = true"> ${marker}`
  await watchFor(viewer, marker)
  const submittedAt = await submitFeedback(writer, text)

  // Without a reload: a review that came only with the next page would never show here. How fast
  // it comes is the bench's (bench/sse.ts: a new review to 1,000 live viewers, p99 under 250 ms).
  // A bound of a second on this one trip measured the machine: in a fresh-clone run of the whole
  // suite that got 68 % of two busy cores it took 1,009 ms. The time is still reported.
  const card = viewer.locator('.review-card').filter({ hasText: marker })
  await expect(card).toBeVisible({ timeout: 3000 })
  const elapsed = (await viewer.evaluate(() => window.__seenAt ?? 0)) - submittedAt
  report(testInfo, 'submit-to-display', elapsed)
  expect(elapsed).toBeGreaterThan(0)

  // It slides in without fading, so it is readable at full contrast while it arrives.
  expect(await card.evaluate((el) => getComputedStyle(el).animationName)).toBe('review-in')
  const arriving = await new AxeBuilder({ page: viewer }).include('section.reviews').analyze()
  expect(arriving.violations).toEqual([])

  // The name above, the text below, exactly as typed: markup shown, never run.
  await expect(card.locator('.review-card__name')).toHaveText(name)
  await expect(card.locator('.review-card__text')).toHaveText(text)
  await expect(card.locator('script, img')).toHaveCount(0)
  expect(await viewer.evaluate(() => window.__pwned)).toBeUndefined()

  // Server-rendered for the next visitor, even one without JavaScript.
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const plain = await noScript.newPage()
  await plain.goto('/reviews')
  await expect(plain.locator('.review-card').filter({ hasText: marker }).locator('.review-card__text')).toHaveText(text)
  await expect(plain.locator('.review-card').filter({ hasText: marker }).locator('script, img')).toHaveCount(0)
  // Live reviews come after the ten built-in ones.
  const names = await plain.locator('.review-card__name').allTextContents()
  expect(names.slice(0, 10)).toEqual(builtinReviews.map((r) => r.name))
  expect(names.indexOf(name)).toBeGreaterThanOrEqual(10)

  // The next visitor sees it drawn with the page: it stays put.
  const later = await openViewer(browser, '/reviews')
  expect(
    await later
      .locator('.review-card')
      .filter({ hasText: marker })
      .evaluate((el) => getComputedStyle(el).animationName),
  ).toBe('none')
  await later.context().close()
  await Promise.all([noScript.close(), writerContext.close(), viewer.context().close()])
})

test('empty, whitespace-only and over-long feedback is refused with a clear message', async ({ browser }, testInfo) => {
  const { baseURL } = targetOf(testInfo)
  const context = await browser.newContext()
  await context.addCookies((await createTraveller(baseURL, { name: 'Vikram Rathore' })).cookies)
  const page = await context.newPage()
  let posts = 0
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/feedback')) posts++
  })
  await page.goto('/feedback')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert').getByText('Feedback cannot be empty!')).toBeVisible()
  await page.getByLabel('Your feedback').fill('   \n  ')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert').getByText('Feedback cannot be empty!')).toHaveCount(2)
  expect(posts).toBe(0)

  // The server applies the same rules to anything that skips the page.
  const blank = await context.request.post('/feedback', { form: { feedback: '    ' }, headers: { Origin: baseURL } })
  expect(blank.status()).toBe(400)
  const long = await context.request.post('/feedback', { form: { feedback: 'x'.repeat(2001) }, headers: { Origin: baseURL } })
  expect(long.status()).toBe(400)
  // Another site posting with the visitor's cookie: React Router's own origin check (400) or
  // ours (403) turns it away, and nothing is stored.
  const forged = `Forged review ${tag()}`
  const crossSite = await context.request.post('/feedback', { form: { feedback: forged }, headers: { Origin: 'https://attacker.example' } })
  expect([400, 403]).toContain(crossSite.status())
  expect(await (await context.request.get('/reviews')).text()).not.toContain(forged)

  const results = await new AxeBuilder({ page }).include('main').analyze()
  expect(results.violations).toEqual([])
  await context.close()
})

test('a failed submission shows the product alert and keeps the text', async ({ browser }, testInfo) => {
  const { baseURL } = targetOf(testInfo)
  const context = await browser.newContext()
  await context.addCookies((await createTraveller(baseURL, { name: 'Sandeep Patil' })).cookies)
  const page = await context.newPage()
  await page.goto('/feedback')
  // The post is lost on the way (the page's data reloads still get through).
  await page.route('**/feedback.data*', (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue()))
  await page.getByLabel('Your feedback').fill('Great driver')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert').getByText('Failed to submit feedback. Try again!')).toBeVisible()
  await expect(page.getByLabel('Your feedback')).toHaveValue('Great driver')

  // Signed out in the meantime (another tab, an expired session): the server says so.
  await page.unroute('**/feedback.data*')
  await context.clearCookies()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert').getByText('You must be logged in to submit feedback.')).toBeVisible()
  await expect(page.getByText('Please log in to submit feedback')).toBeVisible()
  await context.close()
})

/** Apps of the test's own (each on a free port), for restarts and second instances. */
async function ownApps(testInfo: import('@playwright/test').TestInfo, count: number) {
  const onPostgres = targetOf(testInfo).name === 'postgres'
  const dir = testInfo.outputPath('apps')
  fs.rmSync(dir, { recursive: true, force: true })
  const scratch = onPostgres ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_reviews') : undefined
  const ports: number[] = []
  for (let i = 0; i < count; i++) ports.push(await freePort())
  const apps: AppProcess[] = []
  const start = async (port: number) => {
    const app = await startApp({
      port,
      env: { DATA_DIR: path.join(dir, 'data'), DATABASE_URL: scratch?.url, PUBLIC_URL: `http://127.0.0.1:${port}`, LOADERS: 'off' },
    })
    apps.push(app)
    return app
  }
  return {
    ports,
    start,
    stop: async (app: AppProcess) => {
      await app.stop()
      apps.splice(apps.indexOf(app), 1)
    },
    close: async () => {
      await Promise.all(apps.map((a) => a.stop()))
      await scratch?.drop()
    },
  }
}

async function readBacklog(url: string, lastEventId: number): Promise<Array<{ id: number; feedback: string }>> {
  const abort = new AbortController()
  const res = await fetch(url, { headers: { 'Last-Event-ID': String(lastEventId) }, signal: abort.signal })
  expect(res.headers.get('content-type')).toContain('text/event-stream')
  const reader = res.body!.getReader()
  let text = ''
  while (!text.includes('event: ready')) {
    const { value, done } = await reader.read()
    if (done) break
    text += new TextDecoder().decode(value)
  }
  abort.abort()
  return text
    .split('\n\n')
    .filter((block) => block.includes('event: review'))
    .map(
      (block) =>
        JSON.parse(
          block
            .split('\n')
            .find((l) => l.startsWith('data: '))!
            .slice(6),
        ) as { id: number; feedback: string },
    )
}

test('a viewer that loses its connection catches up without losing or repeating a review', async ({ browser }, testInfo) => {
  test.setTimeout(120_000)
  const apps = await ownApps(testInfo, 1)
  try {
    const port = apps.ports[0]!
    let app = await apps.start(port)
    const writerContext = await browser.newContext()
    await writerContext.addCookies((await createTraveller(app.baseURL, { name: 'Kavita Nair' })).cookies)
    const writer = await writerContext.newPage()
    await writer.goto(`${app.baseURL}/feedback`)
    const viewer = await openViewer(browser, `${app.baseURL}/reviews`)

    const [first, second, third] = ['first', 'second', 'third'].map((n) => `Reconnect ${n} ${tag()}`) as [string, string, string]
    await submitFeedback(writer, first)
    await expect(viewer.locator('.review-card').filter({ hasText: first })).toHaveCount(1)

    // The viewer drops off; the server restarts; two reviews are posted while it is away.
    await viewer.context().setOffline(true)
    await apps.stop(app)
    app = await apps.start(port)
    await writer.goto(`${app.baseURL}/feedback`)
    await submitFeedback(writer, second)
    await submitFeedback(writer, third)
    await expect(viewer.locator('section.reviews[data-live="open"]')).toHaveCount(0)
    await viewer.context().setOffline(false)

    for (const text of [first, second, third]) await expect(viewer.locator('.review-card').filter({ hasText: text })).toHaveCount(1, { timeout: 15_000 })
    const order = await viewer.locator('.review-card__text').allTextContents()
    expect(order.indexOf(first)).toBeLessThan(order.indexOf(second))
    expect(order.indexOf(second)).toBeLessThan(order.indexOf(third))
    // A quiet second in which a repeat of a replayed review would show up: the absence of one
    // is what is checked, so this wait is the measurement, not a stand-in for a condition.
    await viewer.waitForTimeout(1000)
    for (const text of [first, second, third]) await expect(viewer.locator('.review-card').filter({ hasText: text })).toHaveCount(1)

    // The protocol underneath: resuming after the first review's id yields exactly the later two.
    const all = await readBacklog(`${app.baseURL}/reviews/events`, 0)
    const firstId = all.find((r) => r.feedback === first)!.id
    expect((await readBacklog(`${app.baseURL}/reviews/events`, firstId)).map((r) => r.feedback)).toEqual([second, third])
    await Promise.all([writerContext.close(), viewer.context().close()])
  } finally {
    await apps.close()
  }
})

// Several app instances need PostgreSQL (SQLite is one process by design): the tag keeps this to
// the PostgreSQL project (playwright.config.ts).
test(
  'on PostgreSQL a review posted to one app instance reaches a viewer on another by its notification, not the safety poll',
  { tag: '@several-instances' },
  async ({ browser }, testInfo) => {
    const apps = await ownApps(testInfo, 2)
    try {
      const one = await apps.start(apps.ports[0]!)
      const two = await apps.start(apps.ports[1]!)
      // What this test is about is the second instance's own way (PostgreSQL's NOTIFY to its
      // LISTEN): without it the review would reach the far viewer only with that instance's
      // safety poll, which first runs REVIEW_SAFETY_POLL_MS after its first viewer opened. A bound on
      // the time itself measured the machine's load too: the whole trip once took 1,103 ms in a
      // CI run of the full suite on two busy cores, and the far viewer once saw the review
      // 501 ms after the near one against a bound of 500 ms, with nothing in the site changed.
      // The times are reported; the bench is where a latency is held to a budget.
      // Everything slow comes before the far viewer opens (signing up, loading and waking the
      // form): its clock starts there, and on a loaded machine that setup alone once took
      // 14.6 s of the 15, while the review itself crossed in 1,038 ms.
      const writerContext = await browser.newContext()
      await writerContext.addCookies((await createTraveller(one.baseURL, { name: 'Imran Shaikh' })).cookies)
      const writer = await writerContext.newPage()
      await writer.goto(`${one.baseURL}/feedback`)
      await hydrated(writer, FEEDBACK_SUBMIT)
      const near = await openViewer(browser, `${one.baseURL}/reviews`)
      const farOpenedAt = Date.now()
      const far = await openViewer(browser, `${two.baseURL}/reviews`)

      const marker = `Across instances ${tag()}`
      await watchFor(near, marker)
      await watchFor(far, marker)
      const submittedAt = await submitFeedback(writer, marker)
      for (const viewer of [near, far]) await expect(viewer.locator('.review-card').filter({ hasText: marker })).toHaveCount(1)
      const [nearAt, farAt] = await Promise.all([near, far].map((viewer) => viewer.evaluate(() => window.__seenAt ?? 0)))
      report(testInfo, 'submit-to-display on the same instance', nearAt! - submittedAt)
      report(testInfo, 'submit-to-display across instances', farAt! - submittedAt)
      report(testInfo, 'far viewer opened to display', farAt! - farOpenedAt)
      // The far instance's safety poll could not have run yet when the far viewer saw it.
      expect(farAt!).toBeGreaterThan(0)
      expect(farAt! - farOpenedAt).toBeLessThan(REVIEW_SAFETY_POLL_MS)
      await Promise.all([writerContext.close(), near.context().close(), far.context().close()])
    } finally {
      await apps.close()
    }
  },
)
