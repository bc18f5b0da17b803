import { randomInt, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { withVerhoeffDigit } from '../../app/domain/aadhaar'
import { todayIn } from '../../app/domain/dates'
import { addDays, seedBooking, seedMessage, seedUser } from '../support/admin-seed'
import { startSeededServer, type SeededServer } from '../support/admin-server'
import { signInAs, signInNewTraveller } from '../support/auth'
import type { E2ETarget } from '../support/targets'

/*
 * The owner's panel, end to end, on a server running in UTC while the business runs on
 * India time. Bookings are seeded straight into the database before the server starts,
 * because the booking form refuses the past pickup dates these checks need.
 */

const IST = 'Asia/Kolkata'
const RAHUL_EMAIL = 'rahul.sharma@example.in'

/**
 * Seeding "today" a minute before midnight IST would make the checks race the calendar, so
 * each server's calendar clock starts at noon IST on the real day (TEST_NOW, honoured only with
 * TEST_HOOKS=on; see app/services/clock.server.ts) and cannot reach midnight during the run.
 */
function noonInIndia(): { today: string; env: Record<string, string> } {
  const today = todayIn(IST)
  return { today, env: { TEST_HOOKS: 'on', TEST_NOW: `${today}T06:30:00.000Z` } }
}

function target(): E2ETarget {
  return test.info().project.metadata as E2ETarget
}

async function openView(page: Page, label: string) {
  await page.getByRole('button', { name: label, exact: true }).click()
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible()
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true')
  await viewSettled(page)
}

/**
 * A view dims while it loads (aria-busy) and fades back in over 0.15 s, on a new view and on a
 * new page of one alike; it is shown once it has settled. An axe check during the fade saw the
 * dimmed text as too faint (CI runs under load, after opening a view and after "Next →").
 */
async function viewSettled(page: Page) {
  const view = page.locator('section.admin-view')
  if ((await view.count()) === 0) return
  await expect(view).not.toHaveAttribute('aria-busy', 'true')
  await expect(view).toHaveCSS('opacity', '1')
}

const column = (page: Page, label: string) => page.locator(`tbody td[data-label="${label}"]`)

async function expectNoAxeViolations(page: Page) {
  await viewSettled(page)
  const result = await new AxeBuilder({ page }).analyze()
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test.describe('the admin panel with bookings around the IST day boundary', () => {
  let server: SeededServer
  let today = ''

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(300_000)
    const clock = noonInIndia()
    today = clock.today
    server = await startSeededServer(
      target(),
      'seeded',
      async (db) => {
        const rahul = await seedUser(db, {
          name: 'Rahul Sharma',
          email: RAHUL_EMAIL,
          mobile: '9822012345',
          address: 'Flat 12, Shanti Niwas, Karve Road, Kothrud, Pune',
          pin: '411038',
          aadhaarLast4: '5678',
          createdAt: '2026-01-10T05:00:00.000Z',
        })
        await seedUser(db, { name: 'Meera Iyer', email: 'meera.iyer@example.in', address: 'Indiranagar, Bengaluru', createdAt: '2026-03-02T05:00:00.000Z' })
        const at = (days: number) => addDays(today, days)
        await seedBooking(db, { userId: rahul, name: 'Yesterday Late', pickupDate: at(-1), pickupTime: '23:59', bookingDate: at(-5) })
        await seedBooking(db, { userId: rahul, name: 'Last Week', pickupDate: at(-7), pickupTime: '10:00', bookingDate: at(-9) })
        await seedBooking(db, { userId: rahul, name: 'Today Noon', pickupDate: at(0), pickupTime: '12:00', bookingDate: at(-2) })
        await seedBooking(db, { userId: rahul, name: 'Today Early', pickupDate: at(0), pickupTime: '00:01', bookingDate: at(-2) })
        await seedBooking(db, { userId: rahul, name: 'Tomorrow Morning', pickupDate: at(1), pickupTime: '08:00', bookingDate: at(-1) })
        await seedBooking(db, {
          userId: rahul,
          name: 'Someone Else',
          bookingFor: 'someone',
          pickupDate: at(1),
          pickupTime: '06:00',
          mobileNumber: '',
          dropoffLocation: '',
          bookingDate: at(-1),
        })
        await seedBooking(db, {
          userId: rahul,
          name: 'Formula Test',
          pickupDate: at(2),
          pickupTime: '09:00',
          pickupLocation: '=HYPERLINK("http://evil.example")',
        })
        await seedBooking(db, { userId: rahul, name: 'Broken Date', pickupDate: '2026-02-30', pickupTime: '09:00' })
        for (let i = 0; i < 50; i++) {
          await seedBooking(db, {
            userId: rahul,
            name: 'Filler Traveller',
            pickupDate: at(30),
            pickupTime: `${String(10 + Math.floor(i / 10)).padStart(2, '0')}:${i % 10}0`,
          })
        }
        await seedMessage(
          db,
          {
            name: 'Kavita Joshi',
            email: 'kavita@example.in',
            phone: '9822098220',
            message: 'Is a Tempo Traveller free for Ashtavinayak?',
            createdAt: '2026-11-01T04:00:00.000Z',
          },
          { status: 'sent', attempts: 1 },
        )
        await seedMessage(
          db,
          {
            name: 'Imran Shaikh',
            email: 'imran@example.in',
            phone: '9898989898',
            message: 'Cab from Pune airport at 6 AM, please.',
            createdAt: '2026-11-02T04:00:00.000Z',
          },
          { status: 'pending', attempts: 2, lastError: 'connection refused' },
        )
      },
      clock.env,
    )
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test.beforeEach(async ({ page }) => {
    await signInAs(page.context(), server.baseURL, target().admin)
  })

  test('welcomes the owner by name with no view chosen yet', async ({ page }) => {
    await page.goto(`${server.baseURL}/admin-panel`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${target().admin.name}`)
    for (const label of ['Customer Details', 'Past Bookings', 'Today & Upcoming Bookings', 'Messages']) {
      await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'false')
    }
    await expect(page.locator('table')).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test("Today & Upcoming lists today's bookings from 00:01 first, then upcoming, with N/A and the account holder", async ({ page }) => {
    await page.goto(`${server.baseURL}/admin-panel`)
    // Chosen by keyboard, as the owner might.
    await page.getByRole('button', { name: 'Today & Upcoming Bookings', exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/view=upcoming/)
    await expect(page.getByRole('heading', { level: 2, name: 'Today & Upcoming Bookings' })).toBeVisible()
    // The rows are read once, so only after the view has finished loading.
    await viewSettled(page)

    const names = await column(page, 'Customer Name').allTextContents()
    expect(names.slice(0, 5)).toEqual(['Today Early', 'Today Noon', 'Someone Else', 'Tomorrow Morning', 'Formula Test'])
    expect(names).not.toContain('Yesterday Late')
    expect(names).not.toContain('Broken Date')
    await expect(column(page, 'Sr. No').first()).toHaveText('1')

    const first = page.locator('tbody tr').first()
    await expect(first.locator('td[data-label="Pick-up Date"]')).toContainText(formatDay(today))
    await expect(first.locator('td[data-label="Pick-up Date"]')).toContainText('12:01 AM')
    await expect(first.locator('td[data-label="Pick-up Date"]')).toContainText('Today')

    const someone = page.locator('tbody tr', { hasText: 'Someone Else' })
    await expect(someone.locator('td[data-label="Mobile Number"]')).toHaveText('N/A')
    await expect(someone.locator('td[data-label="Drop Location"]')).toHaveText('N/A')
    await expect(someone.locator('td[data-label="Booked By"]')).toHaveText('Rahul Sharma')
    await expect(someone.locator('td[data-label="Pick-up Date"]')).not.toContainText('Today')

    // 55 valid bookings from today on: 50 on this page, the rest on the next.
    await expect(page.getByText('Showing 1–50 of 55 bookings')).toBeVisible()
    await page.getByRole('link', { name: 'Next →' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(column(page, 'Sr. No')).toHaveText(['51', '52', '53', '54', '55'])
    await expectNoAxeViolations(page)
  })

  test('Past Bookings lists yesterday 23:59 first, newest first, and leaves out the invalid date', async ({ page }) => {
    await page.goto(`${server.baseURL}/admin-panel`)
    await openView(page, 'Past Bookings')
    await expect(column(page, 'Customer Name')).toHaveText(['Yesterday Late', 'Last Week'])
    await expect(column(page, 'Pick-up Date').first()).toContainText(formatDay(addDays(today, -1)))
    await expect(column(page, 'Pick-up Date').first()).toContainText('11:59 PM')
    await expect(column(page, 'Booking Date').first()).toHaveText(formatDay(addDays(today, -5)))
    await expectNoAxeViolations(page)
  })

  test('search narrows the open view on the server and keeps the view in the URL', async ({ page }) => {
    await page.goto(`${server.baseURL}/admin-panel?view=upcoming`)
    await page.getByLabel('Search bookings').fill('someone')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/view=upcoming&q=someone/)
    await expect(column(page, 'Customer Name')).toHaveText(['Someone Else'])
    await page.getByLabel('Search bookings').fill('no such traveller')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText('No upcoming bookings found.')).toBeVisible()
  })

  test('Customer Details lists customers with masked Aadhaar and N/A, but not the owner', async ({ page }) => {
    await page.goto(`${server.baseURL}/admin-panel`)
    await openView(page, 'Customer Details')
    await expect(column(page, 'Name')).toHaveText(['Meera Iyer', 'Rahul Sharma'])
    const rahul = page.locator('tbody tr', { hasText: 'Rahul Sharma' })
    await expect(rahul.locator('td[data-label="Pin Code"]')).toHaveText('411038')
    await expect(rahul.locator('td[data-label="Aadhar Card"]')).toHaveText('XXXX XXXX 5678')
    const meera = page.locator('tbody tr', { hasText: 'Meera Iyer' })
    await expect(meera.locator('td[data-label="Mobile"]')).toHaveText('N/A')
    await expect(meera.locator('td[data-label="Pin Code"]')).toHaveText('N/A')
    await expect(meera.locator('td[data-label="Aadhar Card"]')).toHaveText('N/A')
    await expect(page.locator('tbody')).not.toContainText(target().admin.email)
    await expectNoAxeViolations(page)
  })

  test('Messages lists contact messages newest first with their delivery state', async ({ page }) => {
    await page.goto(`${server.baseURL}/admin-panel`)
    await openView(page, 'Messages')
    await expect(column(page, 'Name')).toHaveText(['Imran Shaikh', 'Kavita Joshi'])
    await expect(column(page, 'Delivery').first()).toContainText('Waiting to send')
    await expect(column(page, 'Delivery').first()).toContainText('2 attempts')
    await expect(column(page, 'Delivery').nth(1)).toContainText('Sent')
    await expectNoAxeViolations(page)
  })

  test('each view reads well on a 375 px phone and a 1280 px screen', async ({ page }, testInfo) => {
    // Eight pages, each checked by axe and photographed.
    test.setTimeout(150_000)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      for (const view of ['customers', 'past', 'upcoming', 'messages']) {
        await page.goto(`${server.baseURL}/admin-panel?view=${view}`)
        await expect(page.locator('tbody tr').first()).toBeVisible()
        // Nothing may force the page wider than the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        await expectNoAxeViolations(page)
        await testInfo.attach(`admin-${view}-${width}.png`, { body: await page.screenshot(), contentType: 'image/png' })
      }
    }
  })

  test('exports the open view as CSV with its search, formula cells neutralised and no Aadhaar', async ({ page }) => {
    await page.goto(`${server.baseURL}/admin-panel?view=upcoming`)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()])
    expect(download.suggestedFilename()).toBe(`yatri-today-upcoming-bookings-${today}.csv`)
    const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '')
    const lines = csv.split('\r\n').filter(Boolean)
    expect(lines[0]).toBe(
      'Sr. No,Booking Date,Pick-up Date,Pick-up Time,Customer Name,Booked By,Car Type,Pick-up Location,Drop Location,Mobile Number,Reference,Status,Trip Type,Return Date,Hours,Tour,Flight or Train Number,Passengers,Stops',
    )
    expect(lines).toHaveLength(1 + 55)
    expect(lines[1]).toContain(`,${today},00:01,Today Early,Rahul Sharma,`)
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(lines.find((l) => l.includes('Someone Else'))).toMatch(/,N\/A,N\/A,YT-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6},Requested,One way,/)
    expect(csv).not.toContain('Yesterday Late')

    const customers = await page.request.get(`${server.baseURL}/admin-panel/export.csv?view=customers&q=rahul`)
    expect(customers.status()).toBe(200)
    const text = await customers.text()
    expect(
      text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toEqual([
      'Sr. No,Name,Email,Mobile,Address,Pin Code',
      `1,Rahul Sharma,${RAHUL_EMAIL},9822012345,"Flat 12, Shanti Niwas, Karve Road, Kothrud, Pune",411038`,
    ])
    expect(text).not.toMatch(/5678|XXXX/)
  })
})

test.describe('the admin panel on an empty database, then live', () => {
  let server: SeededServer
  let today = ''

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(300_000)
    const clock = noonInIndia()
    today = clock.today
    server = await startSeededServer(target(), 'empty', async () => {}, clock.env)
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('shows the empty texts of each view', async ({ page }) => {
    await signInAs(page.context(), server.baseURL, target().admin)
    await page.goto(`${server.baseURL}/admin-panel`)
    const expected: Array<[string, string]> = [
      ['Customer Details', 'No registered customers found.'],
      ['Past Bookings', 'No past bookings found.'],
      ['Today & Upcoming Bookings', 'No upcoming bookings found.'],
      ['Messages', 'No messages found.'],
    ]
    for (const [label, text] of expected) {
      await openView(page, label)
      await expect(page.getByText(text, { exact: true })).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })

  test('a booking made in another browser appears in the open Today & Upcoming view without a reload', async ({ page, browser }) => {
    await signInAs(page.context(), server.baseURL, target().admin)
    // A booking made before the panel's stream is open is picked up by the quiet reload the
    // stream's opening brings, with no notice (useLiveUpdates); under load the stream can open late.
    const listening = page.waitForResponse((r) => new URL(r.url()).pathname === '/admin-panel/events')
    await page.goto(`${server.baseURL}/admin-panel`)
    await openView(page, 'Today & Upcoming Bookings')
    await expect(page.getByText('No upcoming bookings found.')).toBeVisible()
    await listening
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))

    const traveller = await browser.newContext()
    try {
      const email = `live-${randomUUID().slice(0, 8)}@example.in`
      await signInNewTraveller(traveller, server.baseURL, { name: 'Live Traveller', email })
      const res = await traveller.request.post(`${server.baseURL}/api/bookings`, {
        headers: { Origin: server.baseURL },
        data: {
          name: 'Live Traveller',
          bookingFor: 'self',
          mobileNumber: '',
          aadharCardNumber: withVerhoeffDigit('23412341234'),
          pickupLocation: 'Hinjewadi Phase 1',
          dropoffLocation: 'Lavasa',
          pickupDate: addDays(today, 1),
          pickupTime: '07:15',
          carType: 'Toyota Innova',
          idempotencyKey: randomUUID(),
        },
      })
      expect(res.ok(), `booking answered ${res.status()}`).toBe(true)
    } finally {
      await traveller.close()
    }

    await expect(column(page, 'Customer Name')).toHaveText(['Live Traveller'])
    await expect(page.getByRole('status').filter({ hasText: 'New booking received — list updated.' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
  })

  test('a new sign-up appears in the open Customer Details, and their booking in the open Today & Upcoming, without a reload', async ({ page, browser }) => {
    await signInAs(page.context(), server.baseURL, target().admin)
    await page.goto(`${server.baseURL}/admin-panel`)
    await openView(page, 'Customer Details')
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
    // Names are letters only; a random surname keeps this row apart from earlier runs' rows.
    const name = `Sanjay ${Array.from({ length: 7 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`
    const email = `signup-${randomUUID().slice(0, 8)}@example.in`
    await expect(column(page, 'Name').filter({ hasText: name })).toHaveCount(0)
    const viewTop = async () => (await page.locator('section.admin-view').boundingBox())!.y
    const topBefore = await viewTop()

    const traveller = await browser.newContext()
    try {
      await signInNewTraveller(traveller, server.baseURL, { name, email })
      await expect(column(page, 'Name').filter({ hasText: name })).toHaveCount(1)
      await expect(column(page, 'Email').filter({ hasText: email })).toHaveCount(1)
      await expect(page.getByRole('status').filter({ hasText: 'New customer signed up — list updated.' })).toBeVisible()
      // The notice floats over the foot of the screen: nothing under the owner's finger moves.
      expect(await viewTop()).toBe(topBefore)

      await openView(page, 'Today & Upcoming Bookings')
      await expect(column(page, 'Customer Name').filter({ hasText: name })).toHaveCount(0)
      const res = await traveller.request.post(`${server.baseURL}/api/bookings`, {
        headers: { Origin: server.baseURL },
        data: {
          name,
          bookingFor: 'self',
          mobileNumber: '',
          aadharCardNumber: withVerhoeffDigit('56785678567'),
          pickupLocation: 'Kothrud Depot',
          dropoffLocation: 'Mahabaleshwar',
          pickupDate: addDays(todayIn(IST), 2),
          pickupTime: '06:30',
          carType: 'Toyota Innova',
          idempotencyKey: randomUUID(),
        },
      })
      expect(res.ok(), `booking answered ${res.status()}`).toBe(true)
    } finally {
      await traveller.close()
    }
    await expect(column(page, 'Customer Name').filter({ hasText: name })).toHaveCount(1)
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
  })

  test('the live stream carries only what happened, never whose details', async ({ page, browser }) => {
    await signInAs(page.context(), server.baseURL, target().admin)
    const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    const abort = new AbortController()
    const res = await fetch(`${server.baseURL}/admin-panel/events`, { headers: { Cookie: cookies }, signal: abort.signal })
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform')
    const reader = res.body!.getReader()
    let text = ''
    const name = `Private Person ${randomUUID().slice(0, 6)}`
    const email = `private-${randomUUID().slice(0, 8)}@example.in`
    const traveller = await browser.newContext()
    try {
      await signInNewTraveller(traveller, server.baseURL, { name, email })
      while (!text.includes('event: user')) {
        const { value, done } = await reader.read()
        if (done) break
        text += new TextDecoder().decode(value)
      }
    } finally {
      abort.abort()
      await traveller.close()
    }
    expect(text).toContain('event: user\ndata: {}\n\n')
    expect(text).not.toContain(name)
    expect(text).not.toContain(email)
    expect(text).not.toContain('9822098220')
  })
})

test.describe('everyone but the admin is refused', () => {
  let server: SeededServer
  const dataRequests = ['/admin-panel/export.csv?view=customers', '/admin-panel/events', '/admin-panel.data?view=customers']

  test.beforeAll(async () => {
    // A seeded customer, so "never data" is checked against data that exists.
    server = await startSeededServer(target(), 'refusal', async (db) => {
      await seedUser(db, { name: 'Rahul Sharma', email: RAHUL_EMAIL, mobile: '9822012345', pin: '411038', aadhaarLast4: '5678' })
    })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('a visitor is sent to log in from the page and from every data request', async ({ page }) => {
    await page.goto(`${server.baseURL}/admin-panel?view=customers`)
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin-panel/)
    await expect(page.locator('body')).not.toContainText(RAHUL_EMAIL)
    for (const path of dataRequests) {
      const res = await page.request.get(`${server.baseURL}${path}`, { maxRedirects: 0 })
      const body = await res.text()
      expect(body, path).not.toContain(RAHUL_EMAIL)
      if (path.includes('.data')) {
        // Client-side navigations get the redirect inside the data response.
        expect(body, path).toContain('/login')
      } else {
        expect(res.status(), path).toBe(302)
        expect(res.headers().location, path).toMatch(/^\/login\?redirectTo=/)
      }
    }
  })

  test('a signed-in customer gets 403 from the page and from every data request', async ({ page }) => {
    await signInNewTraveller(page.context(), server.baseURL, { name: 'Curious Customer', email: `curious-${randomUUID().slice(0, 8)}@example.in` })
    const response = await page.goto(`${server.baseURL}/admin-panel?view=customers`)
    expect(response?.status()).toBe(403)
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible()
    await expect(page.locator('body')).not.toContainText(RAHUL_EMAIL)
    for (const path of dataRequests) {
      const res = await page.request.get(`${server.baseURL}${path}`, { maxRedirects: 0 })
      expect(res.status(), path).toBe(403)
      expect(await res.text(), path).not.toContain(RAHUL_EMAIL)
    }
  })
})

function formatDay(iso: string) {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1]
  return `${d} ${month} ${y}`
}
