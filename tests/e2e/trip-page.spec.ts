import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import ICAL from 'ical.js'
import { createTraveller } from '../support/auth'
import { bookOverApi } from '../support/booking'
import { expectNoAxeViolations } from '../support/axe'
import { mailboxOf, targetOf, waitForMail } from '../support/mailbox'

/*
 * The traveller's trip (docs/product.md, trip page): a traveller books, sees the reference
 * and status in Booking History, opens the trip page, sees the driver once the owner assigns
 * one, downloads a calendar file that parses, and cancels before the cut-off; another
 * traveller gets 404; the mails arrive at the real SMTP catcher.
 */

async function book(request: APIRequestContext, baseURL: string, fields: { pickupDate: string; pickupLocation: string }) {
  const res = await bookOverApi(request, baseURL, { ...fields, dropoffLocation: 'Mahabaleshwar', pickupTime: '06:30' })
  expect(res.status()).toBe(201)
}

test('a traveller follows a booking from request to driver, adds it to a calendar and cancels it', async ({ browser }, testInfo) => {
  test.setTimeout(120_000)
  const target = targetOf(testInfo)
  const { baseURL } = target
  const suffix = crypto.randomUUID().slice(0, 6)
  const pickup = `Pune Station gate ${suffix}`
  const pickupDate = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10)

  const traveller = await createTraveller(baseURL, { name: 'Priya Sharma' })
  const context = await browser.newContext({ baseURL })
  await context.addCookies(traveller.cookies)
  const page = await context.newPage()
  await book(page.request, baseURL, { pickupDate, pickupLocation: pickup })

  // History: the SPEC columns, then Reference and Status; the row opens the trip page.
  await page.goto('/booking-history')
  const row = page.locator('tbody tr', { hasText: pickup })
  await expect(row.locator('td[data-label="Status"]')).toHaveText('Requested')
  const reference = (await row.locator('td[data-label="Reference"]').textContent())!.trim()
  expect(reference).toMatch(/^YT-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/)
  await expect(page.locator('thead th')).toHaveText([
    'Sr. No',
    'Booking Date',
    'Pick-up Date',
    'Customer Name',
    'Car Type',
    'Pick-up Location',
    'Drop Location',
    'Mobile Number',
    'Reference',
    'Status',
  ])
  await row.getByRole('link', { name: reference }).click()
  await expect(page).toHaveURL(`${baseURL}/booking-history/${reference}`)
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible()
  await expect(page.getByText('Status: Requested')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\d+\\?text=.*${reference}`))
  await expect(page.getByRole('heading', { name: 'Your driver' })).toHaveCount(0)

  // Booking History stays open in a second tab while the owner works.
  const historyTab = await context.newPage()
  await historyTab.goto('/booking-history')
  await expect(historyTab.locator('tbody tr', { hasText: pickup }).locator('td[data-label="Status"]')).toHaveText('Requested')

  // The owner confirms, adds a driver and assigns them.
  const owner = await browser.newContext({ baseURL })
  const ownerPage = await owner.newPage()
  const signIn = await ownerPage.request.post('/api/auth/sign-in/email', {
    data: { email: target.admin.email, password: target.admin.password },
    headers: { Origin: baseURL },
  })
  expect(signIn.ok()).toBe(true)
  const driverName = `Suresh ${suffix.replace(/\d/g, 'x')}`
  const mobile = `98${String(Date.now()).slice(-8)}`
  await ownerPage.goto('/admin-panel/drivers')
  await ownerPage.getByLabel('Name').fill(driverName)
  await ownerPage.getByLabel('Mobile').fill(mobile)
  await ownerPage.getByRole('button', { name: 'Add driver' }).click()
  await expect(ownerPage.getByRole('status').filter({ hasText: `${driverName} added.` })).toBeVisible()
  await ownerPage.goto(`/admin-panel/bookings/${reference}`)
  await ownerPage.getByRole('button', { name: 'Confirm booking' }).click()
  await goOnPastClash(ownerPage, 'Confirmed')
  await expect(ownerPage.getByRole('heading', { level: 1 })).toContainText('Confirmed')
  await ownerPage.getByLabel('Driver', { exact: true }).selectOption({ label: `${driverName} · ${mobile}` })
  await ownerPage.getByLabel('Vehicle number').fill('MH 12 AB 1234')
  await ownerPage.getByRole('button', { name: 'Assign driver' }).click()
  await goOnPastClash(ownerPage, 'Driver assigned')
  await expect(ownerPage.getByRole('heading', { level: 1 })).toContainText('Driver assigned')

  // The open trip page and history show the move without a reload, within seconds.
  const driver = page.getByRole('region', { name: 'Your driver' })
  await expect(driver).toBeVisible({ timeout: 5000 })
  await expect(historyTab.locator('tbody tr', { hasText: pickup }).locator('td[data-label="Status"]')).toHaveText('Driver assigned', { timeout: 5000 })
  await historyTab.close()
  await expect(driver).toContainText(driverName)
  await expect(driver.getByRole('link', { name: `Call ${mobile}` })).toHaveAttribute('href', `tel:${mobile}`)
  await expect(driver).toContainText('MH 12 AB 1234')
  await expect(driver).toContainText('Please check the vehicle number before boarding.')
  await expect(page.getByText('Status: Driver assigned')).toBeVisible()
  await expect(page.locator('.trip__timeline li')).toHaveCount(3)
  const share = decodeURIComponent((await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href'))!)
  expect(share).toContain(reference)
  expect(share).toContain(`Driver: ${driverName}, ${mobile}`)
  await expectNoAxeViolations(page)
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: testInfo.outputPath(`trip-page-${width}.png`), fullPage: true })
  }

  // Add to calendar: one event in Kolkata time with the booking's UID.
  const ics = await page.request.get(`/booking-history/${reference}/calendar.ics`)
  expect(ics.status()).toBe(200)
  expect(ics.headers()['content-type']).toContain('text/calendar')
  const calendar = new ICAL.Component(ICAL.parse(await ics.text()))
  const event = calendar.getFirstSubcomponent('vevent')!
  expect(String(event.getFirstPropertyValue('summary'))).toContain(reference)
  expect(event.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata')
  expect(String(event.getFirstPropertyValue('dtstart'))).toBe(`${pickupDate}T06:30:00`)

  // Another traveller: 404 for the page and the file.
  const stranger = await createTraveller(baseURL, { name: 'Ravi Kumar' })
  const strangerContext = await browser.newContext({ baseURL })
  await strangerContext.addCookies(stranger.cookies)
  expect((await strangerContext.request.get(`/booking-history/${reference}`)).status()).toBe(404)
  expect((await strangerContext.request.get(`/booking-history/${reference}/calendar.ics`)).status()).toBe(404)
  await strangerContext.close()

  // Cancel, well before the cut-off: a real dialog, Escape closes it, then confirm.
  await page.getByRole('button', { name: 'Cancel booking' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' })
  await expect(dialog).toContainText('Are you sure you want to cancel this booking?')
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  // The owner's Today & Upcoming stays open while the traveller cancels.
  await ownerPage.goto(`/admin-panel?view=upcoming&q=${encodeURIComponent(pickup)}`)
  const ownerRow = ownerPage.locator('tbody tr', { hasText: reference })
  await expect(ownerRow.locator('td[data-label="Status"]')).toHaveText('Driver assigned')
  await page.getByRole('button', { name: 'Cancel booking' }).click()
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click()
  await expect(page.getByText('Status: Cancelled')).toBeVisible()
  await expect(ownerRow.locator('td[data-label="Status"]'), "the owner's open panel shows the cancel without a reload").toHaveText('Cancelled', {
    timeout: 5000,
  })
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)
  await page.goto('/booking-history')
  await expect(page.locator('tbody tr', { hasText: pickup }).locator('td[data-label="Status"]')).toHaveText('Cancelled')

  // The mails, each with the reference.
  const mailbox = mailboxOf(testInfo)
  const mine = (m: { to: string; subject: string }) => m.to.includes(traveller.email) && m.subject.includes(reference)
  await waitForMail(mailbox, (m) => m.to.includes(traveller.email) && m.subject.startsWith('Booking confirmed: ') && m.text.includes(reference))
  await waitForMail(mailbox, (m) => mine(m) && m.subject.includes('confirmed'))
  const [driverMail] = await waitForMail(mailbox, (m) => mine(m) && m.subject.includes('your driver'))
  expect(driverMail!.text).toContain(`Driver: ${driverName}`)
  expect(driverMail!.text).toContain('Vehicle number: MH 12 AB 1234')
  const [cancelled] = await waitForMail(mailbox, (m) => mine(m) && m.subject.includes('cancelled'))
  expect(cancelled!.text).toContain('cancelled by you')
  await waitForMail(mailbox, (m) => m.subject.startsWith(`Cancelled by the traveller: ${reference}`))
  await owner.close()
  await context.close()
})

/**
 * Other specs book cars on the same shared server, so the fleet may be full that day; the
 * owner then sees the clash warning and goes on, as the product lets them.
 */
async function goOnPastClash(page: Page, status: string) {
  const anyway = page.getByRole('button', { name: / anyway$/ })
  await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: status }).or(anyway)).toBeVisible()
  if (await anyway.isVisible()) await anyway.click()
}

test('Booking History reads its data once as it opens, and a move made before its live stream connects still shows', async ({ browser }, testInfo) => {
  const { baseURL } = targetOf(testInfo)
  const traveller = await createTraveller(baseURL, { name: 'Priya Sharma' })
  const context = await browser.newContext({ baseURL })
  await context.addCookies(traveller.cookies)
  const page = await context.newPage()
  const pickup = `Shivajinagar stop ${crypto.randomUUID().slice(0, 6)}`
  await book(page.request, baseURL, { pickupDate: new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10), pickupLocation: pickup })

  // Opened, the page connects its live stream and reads nothing more: its data is the page's own.
  const reads: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('.data')) reads.push(r.url())
  })
  const stream = page.waitForRequest((r) => new URL(r.url()).pathname === '/booking-history/events')
  await page.goto('/booking-history')
  expect(new URL((await stream).url()).searchParams.get('after')).toMatch(/^\d+$/)
  const row = page.locator('tbody tr', { hasText: pickup })
  await expect(row.locator('td[data-label="Status"]')).toHaveText('Requested')
  await page.waitForTimeout(1000)
  expect(reads).toEqual([])

  // The stream is held while the booking is cancelled from elsewhere: once it connects, it
  // tells the page its bookings moved since it was read, and the page shows the move.
  const reference = (await row.locator('td[data-label="Reference"]').textContent())!.trim()
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = false
  await page.route('**/booking-history/events*', async (route) => {
    held = true
    await released
    await route.continue()
  })
  await page.reload()
  await expect.poll(() => held).toBe(true)
  await expect(row.locator('td[data-label="Status"]')).toHaveText('Requested')
  const cancelled = await page.request.post(`${baseURL}/booking-history/${reference}`, {
    headers: { Origin: baseURL },
    form: { intent: 'cancel' },
  })
  expect(cancelled.status()).toBe(200)
  release()
  await expect(row.locator('td[data-label="Status"]')).toHaveText('Cancelled')
  await context.close()
})
