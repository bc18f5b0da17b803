import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, expect, test, type APIRequestContext, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test'
import { withVerhoeffDigit } from '../../app/domain/aadhaar'
import { createTraveller } from '../support/auth'
import { hydrated } from '../support/hydration'
import { startApp } from '../support/app-process'
import { targetOf } from '../support/mailbox'
import { freePort } from '../support/free-port'

/*
 * docs/product.md §Offline, on the phone: the site installs; a trip page and Booking History opened
 * before still open without a network, with the time they were fetched; a page never opened
 * gives the offline page with the business phone; nothing of a traveller stays after logout
 * or reaches the next account on the same phone; owner pages are never saved; a new release
 * of the worker takes over and drops the old release's files.
 */

/** Waits until the service worker controls the page (it claims open pages when it starts). */
async function controlled(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })
}

async function savedPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('pages')
    return (await cache.keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search)
  })
}

async function book(request: APIRequestContext, baseURL: string, pickupLocation: string): Promise<void> {
  const res = await request.post(`${baseURL}/api/bookings`, {
    headers: { Origin: baseURL },
    data: {
      name: 'Priya Sharma',
      bookingFor: 'self',
      mobileNumber: '',
      aadharCardNumber: withVerhoeffDigit(`2${String(Date.now()).slice(-10)}`),
      pickupLocation,
      dropoffLocation: 'Mahabaleshwar',
      carType: 'Toyota Innova',
      // A day of its own, so the owner's driver and vehicle are free whatever else is booked.
      pickupDate: new Date(Date.now() + (9 + Math.floor(Math.random() * 300)) * 86_400_000).toISOString().slice(0, 10),
      pickupTime: '06:30',
      idempotencyKey: crypto.randomUUID(),
    },
  })
  expect(res.status()).toBe(201)
}

/** A traveller with one booking that the owner has confirmed and given a driver. */
/** The shown clock time of a <time> is its dateTime's in India (BUSINESS_TIMEZONE's default), not the phone's zone. */
async function expectIndiaTime(time: Locator) {
  const [shown, instant] = await Promise.all([time.textContent(), time.getAttribute('datetime')])
  const [, hour, minute, half] = /(\d{1,2}):(\d{2})\s*([ap])m$/i.exec(shown!.trim())!
  const india = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant!))
  expect(`${(Number(hour) % 12) + (half!.toLowerCase() === 'p' ? 12 : 0)}:${minute}`).toBe(india.replace(/^0/, ''))
}

async function travellerWithDriver(browser: Browser, testInfo: TestInfo) {
  const target = targetOf(testInfo)
  const { baseURL } = target
  const suffix = crypto.randomUUID().slice(0, 6)
  const pickup = `Lonavala bus stand ${suffix}`
  const traveller = await createTraveller(baseURL, { name: 'Priya Sharma' })
  // A traveller abroad: the phone's clock is not India's, every time on the page still is.
  const context = await browser.newContext({ baseURL, timezoneId: 'America/New_York' })
  await context.addCookies(traveller.cookies)
  const page = await context.newPage()
  await book(page.request, baseURL, pickup)
  await page.goto('/booking-history')
  const reference = (await page.locator('tbody tr', { hasText: pickup }).locator('td[data-label="Reference"]').textContent())!.trim()

  const owner = await browser.newContext({ baseURL })
  const ownerPage = await owner.newPage()
  const signIn = await ownerPage.request.post('/api/auth/sign-in/email', {
    data: { email: target.admin.email, password: target.admin.password },
    headers: { Origin: baseURL },
  })
  expect(signIn.ok()).toBe(true)
  const driverName = `Ganesh ${suffix.replace(/\d/g, 'q')}`
  const mobile = `97${String(Date.now()).slice(-8)}`
  await ownerPage.goto('/admin-panel/drivers')
  await hydrated(ownerPage, 'main button')
  await ownerPage.getByLabel('Name').fill(driverName)
  await ownerPage.getByLabel('Mobile').fill(mobile)
  await ownerPage.getByRole('button', { name: 'Add driver' }).click()
  await expect(ownerPage.getByRole('status').filter({ hasText: `${driverName} added.` })).toBeVisible()
  await ownerPage.goto(`/admin-panel/bookings/${reference}`)
  await hydrated(ownerPage, 'main button')
  // Setting up, not under test: on a busy machine a click can land while the page is still
  // being taken over by React, so it is repeated until the booking shows as confirmed.
  await expect(async () => {
    const confirm = ownerPage.getByRole('button', { name: 'Confirm booking' })
    // Other specs' bookings on the shared server may fill the fleet: the owner goes on.
    const anyway = ownerPage.getByRole('button', { name: / anyway$/ })
    if (await anyway.isVisible()) await anyway.click()
    else if (await confirm.isVisible()) await confirm.click()
    await expect(ownerPage.getByRole('heading', { level: 1 })).toContainText('Confirmed', { timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
  await expect(async () => {
    const assign = ownerPage.getByRole('button', { name: 'Assign driver' })
    const assignAnyway = ownerPage.getByRole('button', { name: / anyway$/ })
    if (await assignAnyway.isVisible()) await assignAnyway.click()
    else if (await assign.isVisible()) {
      await ownerPage.getByLabel('Driver', { exact: true }).selectOption({ label: `${driverName} · ${mobile}` })
      await ownerPage.getByLabel('Vehicle number').fill(`MH 14 CD ${String(Date.now()).slice(-4)}`)
      await assign.click()
    }
    await expect(ownerPage.getByRole('heading', { level: 1 })).toContainText('Driver assigned', { timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
  await owner.close()
  return { context, page, traveller, reference, driverName, mobile, pickup }
}

async function expectOfflinePage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^\+?[\d\s]+$/ })).toHaveAttribute('href', /^tel:\+?\d+$/)
}

test('the site installs: a manifest with icons, a worker, and no installability error', async ({ baseURL }, testInfo) => {
  // Chromium never offers to install from an incognito profile, which every new context is.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-install-'))
  const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL })
  try {
    const page = await context.newPage()
    await page.goto('/')
    await controlled(page)
    const manifest = await (await page.request.get('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#0f766e', background_color: '#fdf6e9' })
    expect(manifest.name).toBeTruthy()
    expect(manifest.short_name).toBeTruthy()
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
    for (const icon of manifest.icons) {
      const res = await page.request.get(icon.src)
      expect(res.headers()['content-type']).toBe('image/png')
    }
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
})

test('offline, the trip page and Booking History opened before still show the booking and driver; other pages show the offline page; logout forgets them', async ({
  browser,
}, testInfo) => {
  const { context, page, reference, driverName, mobile, pickup } = await travellerWithDriver(browser, testInfo)
  await page.goto('/')
  await controlled(page)

  const trip = await page.goto(`/booking-history/${reference}`)
  // Personal pages keep their headers: no shared cache may hold them.
  expect(trip!.headers()['cache-control']).toBe('private, no-store')
  await expect(page.getByRole('region', { name: 'Your driver' })).toContainText(driverName)
  await page.goto('/booking-history')
  await expect(page.locator('tbody tr', { hasText: pickup })).toBeVisible()

  await context.setOffline(true)
  await page.goto(`/booking-history/${reference}`)
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible()
  const driver = page.getByRole('region', { name: 'Your driver' })
  await expect(driver).toContainText(driverName)
  await expect(driver.getByRole('link', { name: `Call ${mobile}` })).toHaveAttribute('href', `tel:${mobile}`)
  await expect(page.getByText(/^Last updated \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m$/i)).toBeVisible()
  await expectIndiaTime(page.locator('.last-updated time'))
  // After its first paint the page links the rest of the stylesheet, which the worker kept when
  // the page was opened online: not the whole sheet, which would restyle every element.
  const loadedSheet = () =>
    page.evaluate(() => {
      const link = document.querySelector<HTMLLinkElement>('link[data-yatri-all]')
      try {
        return link?.sheet && link.sheet.cssRules.length > 0 ? link.getAttribute('href') : null
      } catch {
        return `unreadable: ${link?.getAttribute('href')}`
      }
    })
  await expect.poll(loadedSheet).toMatch(/^\/assets\/rest-[0-9a-z]+-[0-9a-f]{10}\.css$/)
  const rest = await loadedSheet()
  expect(await page.evaluate(async (href) => (await caches.match(href)) !== undefined, rest!)).toBe(true)
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: testInfo.outputPath('trip-offline-375.png'), fullPage: true })

  await page.goto('/booking-history')
  await expect(page.locator('tbody tr', { hasText: pickup })).toContainText(reference)
  await expect(page.getByText(/^Last updated /)).toBeVisible()
  await expectIndiaTime(page.locator('.last-updated time'))

  await page.goto('/terms')
  await expectOfflinePage(page)
  await page.screenshot({ path: testInfo.outputPath('offline-page-375.png'), fullPage: true })

  // Back online, the traveller logs out from the profile menu.
  await context.setOffline(false)
  await page.goto('/booking-history')
  await page.getByRole('button', { name: /^Account menu for / }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: /^Account menu for / })).toHaveCount(0)
  expect((await savedPages(page)).filter((p) => p.startsWith('/booking-history'))).toEqual([])

  await context.setOffline(true)
  await page.goto(`/booking-history/${reference}`)
  await expectOfflinePage(page)
  await expect(page.getByText(driverName)).toHaveCount(0)
  await context.close()
})

test('after a switch of accounts on the same phone, the saved pages of the first traveller are gone', async ({ browser }, testInfo) => {
  const { context, page, reference, driverName, pickup } = await travellerWithDriver(browser, testInfo)
  await page.goto('/')
  await controlled(page)
  await page.goto(`/booking-history/${reference}`)
  await expect(page.getByRole('region', { name: 'Your driver' })).toContainText(driverName)
  await page.goto('/booking-history')
  await expect(page.locator('tbody tr', { hasText: pickup })).toBeVisible()

  // The first session ends without a logout the worker could see (it expired, say), and a
  // second traveller signs in on the same phone.
  const second = await createTraveller(targetOf(testInfo).baseURL, { name: 'Rahul Deshmukh' })
  await context.clearCookies()
  await context.addCookies(second.cookies)
  await page.goto('/booking-history')
  await expect(page.getByText('No bookings found.')).toBeVisible()

  await context.setOffline(true)
  await page.goto('/booking-history')
  await expect(page.getByText('No bookings found.')).toBeVisible()
  await expect(page.getByText(pickup)).toHaveCount(0)
  await page.goto(`/booking-history/${reference}`)
  await expectOfflinePage(page)
  await expect(page.getByText(driverName)).toHaveCount(0)
  await context.close()
})

test('a page opened from a shared link opens offline without its tags, and the other way round', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/')
  await controlled(page)
  // Opened from a post, with the tags the link picked up on the way.
  await page.goto('/servicesNav?utm_source=whatsapp&fbclid=IwAR0abc')
  await expect(page.getByRole('heading', { name: 'Our Services', exact: true })).toBeVisible()
  // Opened as it is, and the tags come later (an ad, say).
  await page.goto('/carlistNav')
  await expect(page.getByRole('heading', { name: 'AVAILABLE CARS', exact: true })).toBeVisible()
  // A real parameter is part of the page: saved under its whole address.
  await page.goto('/aboutNav?section=team')
  const saved = await savedPages(page)
  expect(saved).toEqual(expect.arrayContaining(['/servicesNav', '/carlistNav', '/aboutNav?section=team']))
  expect(saved.filter((p) => p.includes('utm_') || p.includes('fbclid'))).toEqual([])

  await context.setOffline(true)
  await page.goto('/servicesNav')
  await expect(page.getByRole('heading', { name: 'Our Services', exact: true })).toBeVisible()
  await page.goto('/carlistNav?utm_source=instagram&igsh=abc')
  await expect(page.getByRole('heading', { name: 'AVAILABLE CARS', exact: true })).toBeVisible()
  await page.goto('/aboutNav')
  await expectOfflinePage(page)
  await context.close()
})

test('owner pages and owner data are never saved on the phone', async ({ browser }, testInfo) => {
  const target = targetOf(testInfo)
  const context = await browser.newContext({ baseURL: target.baseURL })
  const page = await context.newPage()
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: target.admin.email, password: target.admin.password },
    headers: { Origin: target.baseURL },
  })
  expect(signIn.ok()).toBe(true)
  await page.goto('/')
  await controlled(page)
  await page.goto('/admin-panel')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/admin-panel/drivers')
  // Owner data the panel's scripts read, as a client-side visit does.
  expect(await page.evaluate(async () => (await fetch('/admin-panel/drivers.data')).status)).toBe(200)
  const saved = await savedPages(page)
  expect(saved.filter((p) => p.startsWith('/admin-panel'))).toEqual([])
  await context.setOffline(true)
  await page.goto('/admin-panel')
  await expectOfflinePage(page)
  await context.close()
})

test('a new release of the worker takes over and drops the files of the old one', async ({ browser }) => {
  // Two releases of the site in turn on one address, as a deploy does: the second no longer
  // has one of the first one's scripts (a changed file gets a new hash).
  const work = fs.mkdtempSync(path.resolve('test-results', 'releases-'))
  const dataDir = path.join(work, 'data')
  const first = path.join(work, 'first')
  const second = path.join(work, 'second')
  fs.cpSync('build', path.join(first, 'build'), { recursive: true })
  fs.cpSync('build', path.join(second, 'build'), { recursive: true })
  const worker = fs.readFileSync('build/client/sw.js', 'utf8')
  const version = /const VERSION = "(\w+)"/.exec(worker)![1]!
  const dropped = JSON.parse(/const PRECACHE = (\[.*\])/.exec(worker)![1]!).find((f: string) => /^\/assets\/about-.*\.js$/.test(f)) as string
  expect(dropped).toBeTruthy()
  const secondWorker = worker.replace(`"${version}"`, `"${version}b"`).replace(`,"${dropped}"`, '')
  expect(secondWorker).not.toContain(dropped)
  const clientOf = (release: string) => path.join(release, 'build', 'client')
  fs.writeFileSync(path.join(clientOf(second), 'sw.js'), secondWorker)
  for (const suffix of ['.br', '.gz']) fs.rmSync(path.join(clientOf(second), `sw.js${suffix}`), { force: true })
  for (const suffix of ['', '.br', '.gz']) fs.rmSync(path.join(clientOf(second), `${dropped}${suffix}`), { force: true })

  const port = await freePort()
  const env = { DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}`, DATABASE_URL: undefined }
  let app = await startApp({ port, env, cwd: first })
  const context = await browser.newContext({ baseURL: `http://localhost:${port}` })
  try {
    const page = await context.newPage()
    await page.goto('/')
    await controlled(page)
    const shells = () => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('shell-')))
    expect(await shells()).toEqual([`shell-${version}`])
    const saved = (url: string) => page.evaluate(async (u) => (await caches.match(u)) !== undefined, url)
    expect(await saved(dropped)).toBe(true)

    await app.stop()
    app = await startApp({ port, env, cwd: second })
    // A visit checks for a new worker; it installs, takes over the open page and clears the old files.
    await page.reload()
    await expect.poll(shells, { timeout: 15_000 }).toEqual([`shell-${version}b`])
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated')
    // The file the new release no longer has comes from the server (404), not from the
    // worker's caches (no-store leaves the browser's own HTTP cache out of it).
    expect(await saved(dropped)).toBe(false)
    expect(await page.evaluate(async (url) => (await fetch(url, { cache: 'no-store' })).status, dropped)).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  } finally {
    await context.close()
    await app.stop()
    fs.rmSync(work, { recursive: true, force: true })
  }
})
