import AxeBuilder from '@axe-core/playwright'
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test'
import { withVerhoeffDigit } from '../../app/domain/aadhaar'
import { addDays as nextDay, weekStartOf } from '../../app/domain/calendar'
import { formatIndianDate, todayIn } from '../../app/domain/dates'
import { seedRequestedBooking, seedUser } from '../support/admin-seed'
import { startSeededServer, type SeededServer } from '../support/admin-server'
import type { E2ETarget } from '../support/targets'

/*
 * The owner runs the day from the panel (docs/product.md §Owner, §Trip-kinds): opens a booking, confirms
 * it, adds a driver and assigns them with a vehicle number, sees the calendar fill and a
 * clash warning on a second booking of the same car that day, cancels another booking with
 * a reason, and sees a tour on every day it holds its car. Every booking is in next week,
 * so the calendar checks never straddle today.
 */

const IST = 'Asia/Kolkata'

function target(): E2ETarget {
  return test.info().project.metadata as E2ETarget
}

const day = (iso: string) => formatIndianDate(iso).replace(/ \d{4}$/, '')

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze()
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test.describe('the owner runs bookings from the panel', () => {
  let server: SeededServer
  const week = nextDay(weekStartOf(todayIn(IST)), 7)
  const tuesday = nextDay(week, 1)
  const wednesday = nextDay(week, 2)
  const thursday = nextDay(week, 3)
  const refs = { first: '', second: '', cancel: '', tour: '' }

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000)
    server = await startSeededServer(target(), 'operations', async (db) => {
      const rahul = await seedUser(db, { name: 'Rahul Sharma', email: 'rahul.ops@example.in', mobile: '9822012345' })
      refs.first = await seedRequestedBooking(db, { userId: rahul, name: 'Rahul Sharma', pickupDate: wednesday, pickupTime: '09:00', carType: 'Toyota Innova' })
      refs.cancel = await seedRequestedBooking(db, {
        userId: rahul,
        name: 'Rahul Sharma',
        pickupDate: thursday,
        pickupTime: '07:30',
        carType: 'Maruti Suzuki Swift Dzire',
      })
      refs.tour = await seedRequestedBooking(db, {
        userId: rahul,
        name: 'Rahul Sharma',
        pickupDate: tuesday,
        pickupTime: '06:00',
        carType: 'Tempo Travel',
        tripType: 'tour',
        returnDate: thursday,
        tourSlug: 'ashtavinayak',
      })
    })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test.beforeEach(async ({ page }) => {
    const res = await page.request.post(`${server.baseURL}/api/auth/sign-in/email`, {
      data: { email: target().admin.email, password: target().admin.password },
      headers: { Origin: server.baseURL },
    })
    expect(res.ok()).toBe(true)
  })

  test('confirm, add a driver, assign, see the calendar fill and a clash warning, cancel with a reason', async ({ page }) => {
    // Today & Upcoming shows each booking's reference and status, and opens its page.
    await page.goto(`${server.baseURL}/admin-panel?view=upcoming`)
    const row = page.locator('tbody tr', { hasText: refs.first })
    await expect(row.locator('td[data-label="Status"]')).toHaveText('Requested')
    await row.getByRole('link', { name: `Open booking ${refs.first}` }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Booking ${refs.first}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Requested')
    // Only what applies: a requested booking cannot be marked completed yet.
    await expect(page.getByRole('button', { name: 'Mark completed' })).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Confirm booking' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Booking confirmed.' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Confirmed')
    await expect(page.getByRole('button', { name: 'Confirm booking' })).toHaveCount(0)
    await expect(page.locator('.admin-history li').last()).toContainText(`Confirmed`)
    await expect(page.locator('.admin-history li').last()).toContainText(`by ${target().admin.name}`)

    // A driver is added from the Drivers screen, by keyboard.
    await page.getByRole('navigation', { name: 'Owner’s screens' }).getByRole('link', { name: 'Drivers' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Drivers' })).toBeVisible()
    await page.getByLabel('Mobile').fill('98220 1111')
    await page.getByLabel('Name').fill('Suresh Shinde')
    await page.getByRole('button', { name: 'Add driver' }).click()
    await expect(page.getByText('Enter a valid 10-digit mobile number.')).toBeVisible()
    await page.getByLabel('Mobile').fill('98220 11111')
    await page.getByLabel('Mobile').press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Suresh Shinde added.' })).toBeVisible()
    const driverRow = page.locator('tbody tr', { hasText: 'Suresh Shinde' })
    await expect(driverRow.locator('td[data-label="Status"]')).toHaveText('Active')
    await expect(driverRow.getByRole('link', { name: '+91 98220 11111' })).toHaveAttribute('href', 'tel:+919822011111')
    await expectNoAxeViolations(page)

    // Assigning with a vehicle number written any way; a wrong one is refused with the example.
    await page.goto(`${server.baseURL}/admin-panel/bookings/${refs.first}`)
    await page.getByLabel('Driver', { exact: true }).selectOption({ label: 'Suresh Shinde · 9822011111' })
    await page.getByLabel('Vehicle number').fill('MH 12 AB')
    await page.getByRole('button', { name: 'Assign driver' }).click()
    await expect(page.getByText('Enter a vehicle number such as MH 12 AB 1234.').first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Confirmed')
    await page.getByLabel('Vehicle number').fill('mh12ab1234')
    await page.getByRole('button', { name: 'Assign driver' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Driver assigned.' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Driver assigned')
    await expect(page.getByRole('main')).toContainText('MH 12 AB 1234')
    await expect(page.getByRole('button', { name: 'Mark completed' })).toBeVisible()
    const send = page.getByRole('link', { name: 'Send driver details on WhatsApp' })
    const href = decodeURIComponent((await send.getAttribute('href'))!)
    expect(href).toMatch(/^https:\/\/wa\.me\/919822012345\?text=/)
    expect(href).toContain(refs.first)
    expect(href).toContain('Suresh Shinde, +91 98220 11111')
    expect(href).toContain('MH 12 AB 1234')
    await expect(page.getByRole('link', { name: 'Call Rahul Sharma' })).toHaveAttribute('href', 'tel:+919822012345')
    await expectNoAxeViolations(page)

    // A traveller books the same car for the same day on the site, for someone else.
    const traveller = await playwrightRequest.newContext({ baseURL: server.baseURL, extraHTTPHeaders: { Origin: server.baseURL } })
    const signedUp = await traveller.post('/api/auth/sign-up/email', {
      data: { name: 'Meera Iyer', email: 'meera.ops@example.in', password: 'Traveller@2026', mobile: '9822098220', address: 'Baner Road, Pune', pin: '411045' },
    })
    expect(signedUp.ok()).toBe(true)
    const booked = await traveller.post('/api/bookings', {
      data: {
        name: 'Priya Deshmukh',
        bookingFor: 'someone',
        mobileNumber: '9765432100',
        aadharCardNumber: withVerhoeffDigit('23456789012'),
        pickupLocation: 'Baner, Pune',
        dropoffLocation: 'Lonavala',
        carType: 'Toyota Innova',
        pickupDate: wednesday,
        pickupTime: '15:00',
        idempotencyKey: crypto.randomUUID(),
      },
    })
    expect(booked.status()).toBe(201)
    await traveller.dispose()

    // The calendar fills: next week shows both Innova bookings on Wednesday, and the tour on its three days.
    await page.getByRole('navigation', { name: 'Owner’s screens' }).getByRole('link', { name: 'Calendar' }).click()
    await page.getByRole('link', { name: 'Next week →' }).click()
    await expect(page.getByRole('heading', { level: 2, name: `${formatIndianDate(week)} – ${formatIndianDate(nextDay(week, 6))}` })).toBeVisible()
    const dayCell = (iso: string) => page.locator('li.admin-day').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(day(iso)) }) })
    await expect(dayCell(wednesday).getByRole('link', { name: new RegExp(refs.first) })).toContainText('Driver assigned')
    const second = dayCell(wednesday).getByRole('link', { name: /Priya Deshmukh/ })
    await expect(second).toContainText('Requested')
    refs.second = (await second.locator('.booking-ref').textContent())!
    for (const [iso, n] of [
      [tuesday, 1],
      [wednesday, 2],
      [thursday, 3],
    ] as const) {
      await expect(dayCell(iso).getByRole('link', { name: new RegExp(refs.tour) })).toContainText(`Day ${n} of 3`)
    }
    await expect(dayCell(nextDay(week, 4)).getByRole('link', { name: new RegExp(refs.tour) })).toHaveCount(0)
    await expectNoAxeViolations(page)

    // A page older than the booking gets no clash warning, since going on would be refused: only
    // the message to check it again.
    const stale = await page.request.post(`${server.baseURL}/admin-panel/bookings/${refs.second}`, {
      form: { intent: 'confirm', version: '99', note: '' },
      headers: { Origin: server.baseURL },
    })
    expect(stale.status()).toBe(409)
    const staleText = await stale.text()
    expect(staleText).toContain('This booking was changed by someone else a moment ago.')
    expect(staleText).not.toContain('Check before you go on')

    // The second Innova of that day: a warning naming the clash before the owner goes on.
    await second.click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(refs.second)
    await page.getByRole('button', { name: 'Confirm booking' }).click()
    const warning = page.getByRole('alert').filter({ hasText: 'Check before you go on' })
    await expect(warning).toContainText(`All 1 Toyota Innova car is already booked on ${formatIndianDate(wednesday)}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Requested')
    await expectNoAxeViolations(page)
    await warning.getByRole('button', { name: 'Confirm booking anyway' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Booking confirmed.' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Confirmed')
    // Booked for someone else: the passenger has links of their own.
    await expect(page.getByRole('link', { name: 'Call Meera Iyer' })).toHaveAttribute('href', 'tel:+919822098220')
    await expect(page.getByRole('link', { name: 'Call Priya Deshmukh' })).toHaveAttribute('href', 'tel:+919765432100')
    expect(decodeURIComponent((await page.getByRole('link', { name: 'WhatsApp Priya Deshmukh' }).getAttribute('href'))!)).toContain(refs.second)

    // Cancelling needs a reason; afterwards nothing more can be done and the reason is kept.
    await page.goto(`${server.baseURL}/admin-panel/bookings/${refs.cancel}`)
    await page.getByLabel('Reason').fill('Traveller called: plans changed')
    await page.getByRole('button', { name: 'Cancel booking' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Booking cancelled.' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cancelled')
    await expect(page.locator('.admin-history li').last()).toContainText('Reason: Traveller called: plans changed')
    for (const name of ['Confirm booking', 'Assign driver', 'Mark completed', 'Cancel booking']) await expect(page.getByRole('button', { name })).toHaveCount(0)
    await page.goto(`${server.baseURL}/admin-panel?view=upcoming`)
    await expect(page.locator('tbody tr', { hasText: refs.cancel }).locator('td[data-label="Status"]')).toHaveText('Cancelled')
  })

  test('a phone booking entered by the owner appears in Today & Upcoming, marked as the owner’s', async ({ page }) => {
    await page.goto(`${server.baseURL}/admin-panel/new-booking`)
    await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByLabel('Customer name').fill('Sunita Gokhale')
    await page.getByLabel('Mobile number').fill('98900')
    await page.getByLabel('Car type').selectOption('Maruti Suzuki Ertiga')
    await page.getByLabel('Pickup Location').fill('Deccan Gymkhana, Pune')
    await page.getByLabel('Drop-off Location').fill('Pune Airport')
    await page.getByLabel('Pickup Date').fill(thursday)
    await page.getByLabel('Pickup Time').fill('05:45')
    await page.getByRole('button', { name: 'Save booking' }).click()
    await expect(page.getByText('Enter a valid 10-digit mobile number.')).toBeVisible()
    await page.getByLabel('Mobile number').fill('9890012345')
    await page.getByRole('button', { name: 'Save booking' }).click()
    const saved = page.getByRole('status').filter({ hasText: 'Booked by the owner' })
    await expect(saved).toBeVisible()
    const reference = /YT-[2-9A-HJKMNP-Z]{6}/.exec((await saved.textContent())!)![0]
    await page.goto(`${server.baseURL}/admin-panel?view=upcoming`)
    const row = page.locator('tbody tr', { hasText: reference })
    await expect(row.locator('td[data-label="Customer Name"]')).toHaveText('Sunita Gokhale')
    await expect(row.locator('td[data-label="Status"]')).toHaveText('Requested')
    await row.getByRole('link', { name: `Open booking ${reference}` }).click()
    await expect(page.getByRole('main')).toContainText('Booked by the owner')
    await expect(page.getByRole('link', { name: 'Call Sunita Gokhale' })).toHaveAttribute('href', 'tel:+919890012345')
  })

  test('the owner’s screens work on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    for (const path of [
      '/admin-panel/calendar',
      '/admin-panel/drivers',
      '/admin-panel/fleet',
      '/admin-panel/new-booking',
      `/admin-panel/bookings/${refs.tour}`,
    ]) {
      await page.goto(`${server.baseURL}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Nothing wider than the screen: the owner never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375)
      await expectNoAxeViolations(page)
    }
  })
})
