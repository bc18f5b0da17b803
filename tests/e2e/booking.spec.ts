import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { request as playwrightRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { withVerhoeffDigit } from '../../app/domain/aadhaar'
import { formatIndianDate, formatTime, todayIn } from '../../app/domain/dates'
import { startApp, type AppProcess } from '../support/app-process'
import { signInNewTraveller } from '../support/auth'
import { freePort } from '../support/free-port'
import { expect, test } from './fixtures'

// The e2e servers run with the default BUSINESS_TIMEZONE on a UTC clock (TZ=UTC).
const BUSINESS_TZ = 'Asia/Kolkata'
const today = () => todayIn(BUSINESS_TZ)
function daysFromToday(days: number): string {
  const [y, m, d] = today().split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

const AADHAAR = withVerhoeffDigit('49876543210')
const MASKED = `XXXX XXXX ${AADHAAR.slice(-4)}`
// The original columns first and unchanged; the trip page's Reference and Status follow (docs/product.md §Trip-page).
/** A booking's reference, as history shows it. */
const REFERENCE = /^YT-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/
const HISTORY_COLUMNS = [
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
]

type Trip = {
  carType?: string
  name: string
  someoneElse?: string
  aadhaar: string
  pickup: string
  drop: string
  date: string
  time: string
}

const homeTrip = (overrides: Partial<Trip> = {}): Trip => ({
  carType: 'Toyota Innova Crysta',
  name: 'Kavita Rao',
  someoneElse: '9123456780',
  aadhaar: AADHAAR,
  pickup: 'Pune Railway Station',
  drop: 'Shirdi Temple',
  date: daysFromToday(3),
  time: '07:30',
  ...overrides,
})

function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Kavita Rao',
    bookingFor: 'someone',
    mobileNumber: '9123456780',
    aadharCardNumber: AADHAAR,
    pickupLocation: 'Pune Railway Station',
    dropoffLocation: 'Shirdi Temple',
    carType: 'Toyota Innova',
    pickupDate: daysFromToday(2),
    pickupTime: '09:00',
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  }
}

async function openHomeDialog(page: Page): Promise<Locator> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Book Your Car' }).filter({ visible: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Book a Car' })
  await expect(dialog).toBeVisible()
  return dialog
}

async function openCardDialog(page: Page, carName: string): Promise<Locator> {
  await page.goto('/carlistNav')
  const button = page.locator(`button[data-car="${carName}"]`).filter({ visible: true }).first()
  await expect(button).toContainText('Book Now')
  await button.click()
  const dialog = page.getByRole('dialog', { name: `Book ${carName}` })
  await expect(dialog).toBeVisible()
  return dialog
}

async function fillBooking(dialog: Locator, trip: Trip): Promise<void> {
  if (trip.carType) await dialog.getByLabel('Car Type').selectOption(trip.carType)
  await dialog.getByLabel('Your Name').fill(trip.name)
  if (trip.someoneElse !== undefined) {
    await dialog.getByRole('radio', { name: 'Someone Else' }).check()
    await dialog.getByLabel('Mobile Number').fill(trip.someoneElse)
  }
  await dialog.getByLabel('Aadhar Card Number').fill(trip.aadhaar)
  await dialog.getByLabel('Pickup Location').fill(trip.pickup)
  await dialog.getByLabel('Drop-off Location').fill(trip.drop)
  await dialog.getByLabel('Pickup Date').fill(trip.date)
  await dialog.getByLabel('Pickup Time').fill(trip.time)
}

const detailsDialog = (page: Page) => page.getByRole('dialog', { name: 'Booking Details' })
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })
const detailRow = (details: Locator, label: string) => details.getByRole('row', { name: new RegExp(`^${label}`) })

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

async function confirmAndExpectSaved(page: Page): Promise<void> {
  const details = detailsDialog(page)
  await details.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(toast(page, 'Booking confirmed and saved to your account!')).toBeVisible()
  await expect(toast(page, 'Car booked successfully!')).toBeVisible()
  await expect(details).toBeHidden()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

async function historyTable(page: Page): Promise<Locator> {
  await page.goto('/booking-history')
  await expect(page.getByRole('heading', { level: 1, name: 'Booking History' })).toBeVisible()
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveText(HISTORY_COLUMNS)
  return table
}

const bodyRows = (table: Locator) => table.locator('tbody tr')

// Hydration mismatches and React warnings show up as console errors; none are acceptable.
// Failed requests the tests cause on purpose (a cut connection, a 401) are not code errors.
let consoleErrors: string[] = []
test.beforeEach(({ page }) => {
  consoleErrors = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
})
test.afterEach(() => {
  expect(consoleErrors).toEqual([])
})

test.describe('the booking form', () => {
  test('shows every message of the booking table under its field, and editing a field clears it', async ({ page }) => {
    const dialog = await openHomeDialog(page)
    await expect(dialog.getByLabel('Pickup Date')).toHaveAttribute('min', today())
    await expect(dialog.getByLabel('Pickup Date')).toHaveAttribute('type', 'date')
    await expect(dialog.getByLabel('Aadhar Card Number')).toHaveAttribute('maxlength', '12')
    await expect(dialog.getByRole('radio', { name: 'Self' })).toBeChecked()
    await expect(dialog.getByLabel('Mobile Number')).toHaveCount(0)
    await expect(dialog.getByLabel('Car Type').locator('option')).toHaveText([
      'Select a car type',
      'Toyota Innova',
      'Toyota Innova Crysta',
      'Maruti Suzuki Swift Dzire',
      'Maruti Suzuki Ertiga',
      'General Motors Tavera',
      'Tempo Travel',
    ])

    await dialog.getByRole('button', { name: 'Book Now' }).click()
    const expected: Array<[string, string]> = [
      ['Car Type', 'Please select a car type.'],
      ['Your Name', 'Name should contain only alphabets and spaces.'],
      ['Aadhar Card Number', 'Aadhar number must be exactly 12 digits.'],
      ['Pickup Location', 'Pickup location is required.'],
      ['Drop-off Location', 'Drop-off location is required.'],
      ['Pickup Date', 'Pickup date is required.'],
      ['Pickup Time', 'Pickup time is required.'],
    ]
    for (const [label, message] of expected) {
      await expect(dialog.getByLabel(label)).toHaveAccessibleDescription(new RegExp(message.replace(/[.]/g, '\\.')))
      await expect(dialog.getByLabel(label)).toHaveAttribute('aria-invalid', 'true')
    }
    // The first field with a problem takes the focus.
    await expect(dialog.getByLabel('Car Type')).toBeFocused()
    await expectNoAxeViolations(page)

    // Booking for someone else asks for their 10-digit mobile.
    await dialog.getByRole('radio', { name: 'Someone Else' }).check()
    await dialog.getByLabel('Mobile Number').fill('98765')
    await dialog.getByRole('button', { name: 'Book Now' }).click()
    await expect(dialog.getByText('Enter a valid 10-digit mobile number.')).toBeVisible()
    await dialog.getByLabel('Mobile Number').fill('98765abcde')
    await expect(dialog.getByText('Enter a valid 10-digit mobile number.')).toHaveCount(0)

    // Each error disappears as soon as its own field is edited, and only that one.
    await dialog.getByLabel('Car Type').selectOption('Tempo Travel')
    await expect(dialog.getByText('Please select a car type.')).toHaveCount(0)
    await expect(dialog.getByText('Pickup location is required.')).toBeVisible()
    await dialog.getByLabel('Your Name').fill('Asha 2')
    await expect(dialog.getByText('Name should contain only alphabets and spaces.')).toHaveCount(0)

    await dialog.getByLabel('Aadhar Card Number').fill(`${AADHAAR}9`)
    await expect(dialog.getByLabel('Aadhar Card Number')).toHaveValue(AADHAAR)
    await dialog.getByLabel('Aadhar Card Number').fill(AADHAAR.slice(0, 11))
    await dialog.getByLabel('Pickup Location').fill('   ')
    await dialog.getByLabel('Pickup Date').fill(daysFromToday(-1))
    await dialog.getByRole('button', { name: 'Book Now' }).click()
    await expect(dialog.getByText('Name should contain only alphabets and spaces.')).toBeVisible()
    await expect(dialog.getByText('Enter a valid 10-digit mobile number.')).toBeVisible()
    await expect(dialog.getByText('Aadhar number must be exactly 12 digits.')).toBeVisible()
    await expect(dialog.getByText('Pickup location is required.')).toBeVisible()
    await expect(dialog.getByText('Pickup date cannot be in the past.')).toBeVisible()

    // Twelve digits that fail the Aadhaar check digit are refused with the same message.
    const wrongCheck = AADHAAR.slice(0, 11) + String((Number(AADHAAR[11]) + 1) % 10)
    await dialog.getByLabel('Aadhar Card Number').fill(wrongCheck)
    await expect(dialog.getByText('Aadhar number must be exactly 12 digits.')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Book Now' }).click()
    await expect(dialog.getByText('Aadhar number must be exactly 12 digits.')).toBeVisible()

    // Today itself is fine; markup in a location is not.
    await fillBooking(dialog, homeTrip({ carType: undefined, date: today(), pickup: '<b>Station</b>' }))
    await dialog.getByRole('button', { name: 'Book Now' }).click()
    await expect(dialog.getByText("Use only letters, numbers, spaces and , . - / ' # & ( ) : + in a location.")).toBeVisible()
    await expect(dialog.getByText('Pickup date cannot be in the past.')).toHaveCount(0)
    await expect(detailsDialog(page)).toHaveCount(0)
  })

  test('closes with its button, Escape and the backdrop, keeps what was typed, and returns focus', async ({ page }) => {
    const dialog = await openHomeDialog(page)
    const opener = page.getByRole('button', { name: 'Book Your Car' }).filter({ visible: true }).first()

    // Focus stays inside the dialog.
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }

    await dialog.getByLabel('Your Name').fill('Kavita Rao')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    await opener.click()
    await expect(dialog.getByLabel('Your Name')).toHaveValue('Kavita Rao')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    // A person clicks after the dialog has appeared, not within its opening animation.
    await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
    await page.mouse.click(4, 4)
    await expect(dialog).toBeHidden()
  })

  test('a car card opens "Book {car name}" with its car chosen', async ({ page }) => {
    const dialog = await openCardDialog(page, 'Swift Dzire')
    await expect(dialog.getByLabel('Car Type')).toHaveCount(0)
    await expect(dialog.getByText('Maruti Suzuki Swift Dzire')).toBeVisible()
    await expect(dialog.getByText('5-seater, Dual Airbags, AC, Touchscreen Music System')).toBeVisible()
    await dialog.getByRole('button', { name: 'Book Now' }).click()
    await expect(dialog.getByText('Please select a car type.')).toHaveCount(0)
    await expect(dialog.getByText('Name should contain only alphabets and spaces.')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('booking details', () => {
  test('shows the entered details with the Aadhaar masked; Cancel goes back to the filled form', async ({ page }) => {
    const dialog = await openHomeDialog(page)
    const trip = homeTrip()
    await fillBooking(dialog, trip)
    await dialog.getByRole('button', { name: 'Book Now' }).click()

    const details = detailsDialog(page)
    await expect(details).toBeVisible()
    await expect(detailRow(details, 'Name')).toContainText('Kavita Rao')
    await expect(detailRow(details, 'Booking For')).toContainText('Someone Else')
    await expect(detailRow(details, 'Mobile Number')).toContainText('9123456780')
    await expect(detailRow(details, 'Aadhar Card Number')).toContainText(MASKED)
    await expect(detailRow(details, 'Car')).toContainText('Toyota Innova Crysta')
    await expect(detailRow(details, 'Car')).toContainText('7-seater, Dual Airbags, Automatic AC, Premium Music System')
    await expect(detailRow(details, 'Pickup Location')).toContainText('Pune Railway Station')
    await expect(detailRow(details, 'Drop-off Location')).toContainText('Shirdi Temple')
    await expect(detailRow(details, 'Pickup Date')).toContainText(formatIndianDate(trip.date))
    await expect(detailRow(details, 'Pickup Time')).toContainText(formatTime(trip.time))
    await expect(page.locator('body')).not.toContainText(AADHAAR)
    await expectNoAxeViolations(page)

    await details.getByRole('button', { name: 'Cancel' }).click()
    await expect(details).toBeHidden()
    const form = page.getByRole('dialog', { name: 'Book a Car' })
    await expect(form.getByLabel('Your Name')).toHaveValue('Kavita Rao')
    await expect(form.getByLabel('Mobile Number')).toHaveValue('9123456780')
    await expect(form.getByLabel('Aadhar Card Number')).toHaveValue(AADHAAR)
    await expect(form.getByLabel('Car Type')).toHaveValue('Toyota Innova Crysta')
  })
})

test.describe('with LOADERS on', () => {
  // A server of our own with the artificial delays on, beside the suite's LOADERS=off one.
  // Started and stopped around the tests (not inside one), so a timed-out test cannot
  // leave it running on the port.
  let app: AppProcess | undefined
  let dataDir = ''

  test.beforeAll(async () => {
    const port = await freePort()
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-booking-loaders-'))
    app = await startApp({ port, env: { DATA_DIR: dataDir, LOADERS: 'on', PUBLIC_URL: `http://localhost:${port}`, DATABASE_URL: undefined } })
  })

  test.afterAll(async () => {
    await app?.stop()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('a valid submit shows the processing screen for 2 seconds before the details', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://localhost:${new URL(app!.baseURL).port}` })
    try {
      const page = await context.newPage()
      await page.goto('/')
      await expect(page.getByTestId('page-loader')).toBeHidden({ timeout: 5000 })
      await page.getByRole('button', { name: 'Book Your Car' }).filter({ visible: true }).first().click()
      const dialog = page.getByRole('dialog', { name: 'Book a Car' })
      await fillBooking(dialog, homeTrip())
      // Timed inside the page, so the test runner's own polling does not count.
      await page.evaluate(() => {
        const marks: Record<string, number> = {}
        ;(window as unknown as { bookingMarks: Record<string, number> }).bookingMarks = marks
        new MutationObserver(() => {
          if (!marks.overlay && document.querySelector('[data-testid="booking-processing"]')) marks.overlay = performance.now()
          const details = [...document.querySelectorAll('[role="dialog"]')].some((d) => d.textContent?.includes('Booking Details'))
          if (!marks.details && details) marks.details = performance.now()
        }).observe(document.body, { childList: true, subtree: true })
      })
      await dialog.getByRole('button', { name: 'Book Now' }).click()
      const processing = page.getByTestId('booking-processing')
      await expect(processing).toBeVisible()
      await expect(processing).toContainText('Finding the best rides for you...')
      await expect(detailsDialog(page)).toBeVisible({ timeout: 8000 })
      const marks = await page.evaluate(() => (window as unknown as { bookingMarks: Record<string, number> }).bookingMarks)
      const waited = marks.details! - marks.overlay!
      expect(waited).toBeGreaterThanOrEqual(1950)
      // Generous: on a busy CI machine the browser's timers themselves run late.
      expect(waited).toBeLessThan(5000)
      await expect(processing).toHaveCount(0)
    } finally {
      await context.close()
    }
  })
})

test.describe('confirming a booking', () => {
  test('a home-button booking for someone else is saved and shown in booking history', async ({ page, baseURL }) => {
    await signInNewTraveller(page.context(), baseURL, { name: 'Kavita Rao' })
    const dialog = await openHomeDialog(page)
    const trip = homeTrip()
    await fillBooking(dialog, trip)
    await dialog.getByRole('button', { name: 'Book Now' }).click()
    await expect(detailRow(detailsDialog(page), 'Mobile Number')).toContainText('9123456780')
    await confirmAndExpectSaved(page)
    await expect(page.getByRole('button', { name: 'Book Your Car' }).filter({ visible: true }).first()).toBeFocused()

    const table = await historyTable(page)
    await expect(bodyRows(table)).toHaveCount(1)
    await expect(bodyRows(table).first().getByRole('cell')).toHaveText([
      '1',
      formatIndianDate(today()),
      formatIndianDate(trip.date),
      'Kavita Rao',
      'Toyota Innova Crysta',
      'Pune Railway Station',
      'Shirdi Temple',
      '9123456780',
      REFERENCE,
      'Requested',
    ])
    await expect(page.locator('body')).not.toContainText(AADHAAR)
  })

  test('a card booking for self uses the account mobile and is listed newest first', async ({ page, baseURL }) => {
    const user = await signInNewTraveller(page.context(), baseURL, { name: 'Rahul Patil' })

    // The account's mobile arrives after "Fetching..." (held back here so it can be seen).
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/me', async (route) => {
      await held
      await route.continue()
    })

    let dialog = await openCardDialog(page, 'Swift Dzire')
    await fillBooking(
      dialog,
      homeTrip({
        carType: undefined,
        someoneElse: undefined,
        name: 'Rahul Patil',
        pickup: 'Kothrud Depot',
        drop: 'Lonavala',
        date: daysFromToday(1),
        time: '18:45',
      }),
    )
    await dialog.getByRole('button', { name: 'Book Now' }).click()
    const details = detailsDialog(page)
    await expect(detailRow(details, 'Booking For')).toContainText('Self')
    await expect(detailRow(details, 'Mobile Number')).toContainText('Fetching...')
    release()
    await expect(detailRow(details, 'Mobile Number')).toContainText(user.mobile)
    await expect(detailRow(details, 'Car')).toContainText('Maruti Suzuki Swift Dzire')
    await expect(detailRow(details, 'Car')).toContainText('5-seater, Dual Airbags, AC, Touchscreen Music System')
    await confirmAndExpectSaved(page)
    await page.unroute('**/api/me')

    dialog = await openCardDialog(page, 'GM Tavera')
    await fillBooking(
      dialog,
      homeTrip({
        carType: undefined,
        someoneElse: undefined,
        name: 'Rahul Patil',
        pickup: 'Hinjewadi Phase 1',
        drop: 'Saputara',
        date: daysFromToday(10),
        time: '05:00',
      }),
    )
    await dialog.getByRole('button', { name: 'Book Now' }).click()
    await expect(detailRow(detailsDialog(page), 'Mobile Number')).toContainText(user.mobile)
    await confirmAndExpectSaved(page)

    const table = await historyTable(page)
    await expect(bodyRows(table)).toHaveCount(2)
    await expect(bodyRows(table).nth(0).getByRole('cell')).toHaveText([
      '1',
      formatIndianDate(today()),
      formatIndianDate(daysFromToday(10)),
      'Rahul Patil',
      'General Motors Tavera',
      'Hinjewadi Phase 1',
      'Saputara',
      user.mobile,
      REFERENCE,
      'Requested',
    ])
    await expect(bodyRows(table).nth(1).getByRole('cell')).toHaveText([
      '2',
      formatIndianDate(today()),
      formatIndianDate(daysFromToday(1)),
      'Rahul Patil',
      'Maruti Suzuki Swift Dzire',
      'Kothrud Depot',
      'Lonavala',
      user.mobile,
      REFERENCE,
      'Requested',
    ])
  })

  test('confirming while logged out offers login, and after login the same booking is ready to confirm', async ({ page, baseURL }) => {
    const dialog = await openCardDialog(page, 'Tempo Traveller')
    await fillBooking(dialog, homeTrip({ carType: undefined, someoneElse: undefined, name: 'Sunita Kulkarni', pickup: 'Nashik Road', drop: 'Trimbakeshwar' }))
    await dialog.getByRole('button', { name: 'Book Now' }).click()
    const details = detailsDialog(page)
    await details.getByRole('button', { name: 'Confirm Booking' }).click()
    await expect(toast(page, 'You must be logged in to confirm a booking.')).toBeVisible()
    await expect(details.getByRole('alert')).toContainText('You must be logged in to confirm a booking.')
    await expect(details).toBeVisible()
    await expectNoAxeViolations(page)
    const login = details.getByRole('link', { name: 'Log in to confirm' })
    await expect(login).toHaveAttribute('href', '/login?redirectTo=%2FcarlistNav')
    await login.click()
    await expect(page).toHaveURL(/\/login\?redirectTo=%2FcarlistNav$/)

    // An account made elsewhere; this browser logs in through the login screen and is sent back.
    const user = await signInNewTraveller(undefined, baseURL, { name: 'Sunita Kulkarni' })
    const loginForm = page.getByRole('main').getByRole('form', { name: 'Login' })
    await loginForm.getByLabel('E-mail').fill(user.email)
    await loginForm.getByLabel('Password').fill(user.password)
    await loginForm.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/carlistNav$/)
    await expect(details).toBeVisible()
    await expect(detailRow(details, 'Name')).toContainText('Sunita Kulkarni')
    await expect(detailRow(details, 'Car')).toContainText('Tempo Travel')
    await expect(detailRow(details, 'Pickup Location')).toContainText('Nashik Road')
    await expect(detailRow(details, 'Aadhar Card Number')).toContainText(MASKED)
    await expect(detailRow(details, 'Mobile Number')).toContainText(user.mobile)
    await expect(details.getByRole('link', { name: 'Log in to confirm' })).toHaveCount(0)
    await confirmAndExpectSaved(page)

    // It opens once: a reload does not bring the confirmed booking back.
    await page.reload()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const table = await historyTable(page)
    await expect(bodyRows(table)).toHaveCount(1)
    await expect(bodyRows(table).first().getByRole('cell').nth(4)).toHaveText('Tempo Travel')
  })

  test('a double click on Confirm Booking, or a retry after a lost answer, saves one booking', async ({ page, baseURL }) => {
    await signInNewTraveller(page.context(), baseURL)
    let dialog = await openHomeDialog(page)
    await fillBooking(dialog, homeTrip())
    await dialog.getByRole('button', { name: 'Book Now' }).click()
    await detailsDialog(page).getByRole('button', { name: 'Confirm Booking' }).dblclick()
    await expect(toast(page, 'Car booked successfully!')).toBeVisible()
    let table = await historyTable(page)
    await expect(bodyRows(table)).toHaveCount(1)

    // The server saves the booking but the answer never reaches the browser.
    dialog = await openHomeDialog(page)
    await fillBooking(dialog, homeTrip({ drop: 'Ashtavinayak Morgaon' }))
    await dialog.getByRole('button', { name: 'Book Now' }).click()
    let lost = 0
    await page.route('**/api/bookings', async (route) => {
      if (lost++ > 0) return route.continue()
      await route.fetch()
      await route.abort('connectionreset')
    })
    const details = detailsDialog(page)
    await details.getByRole('button', { name: 'Confirm Booking' }).click()
    await expect(toast(page, 'Failed to save booking. Please try again.')).toBeVisible()
    await expect(details).toBeVisible()
    await expect(details.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled()
    await confirmAndExpectSaved(page)
    table = await historyTable(page)
    await expect(bodyRows(table)).toHaveCount(2)
    await expect(bodyRows(table).first()).toContainText('Ashtavinayak Morgaon')

    // Straight to the API: the same key twice at once is still one booking.
    const body = bookingBody({ dropoffLocation: 'Jejuri' })
    const [one, two] = await Promise.all([
      page.request.post(`${baseURL}/api/bookings`, { data: body, headers: { Origin: baseURL } }),
      page.request.post(`${baseURL}/api/bookings`, { data: body, headers: { Origin: baseURL } }),
    ])
    expect([one.status(), two.status()].sort()).toEqual([200, 201])
    expect(((await one.json()) as { booking: { id: string } }).booking.id).toBe(((await two.json()) as { booking: { id: string } }).booking.id)
    table = await historyTable(page)
    await expect(bodyRows(table)).toHaveCount(3)
  })
})

test.describe('booking history', () => {
  test('needs a login, and a new account has no bookings', async ({ page, baseURL }) => {
    await page.goto('/booking-history')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbooking-history$/)
    await signInNewTraveller(page.context(), baseURL)
    await page.goto('/booking-history')
    await expect(page.getByText('No bookings found.')).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
  })

  test('a user never sees another user’s bookings, in the browser or over HTTP', async ({ browser, baseURL }) => {
    const contextA = await browser.newContext({ baseURL })
    const contextB = await browser.newContext({ baseURL })
    const anonymous = await playwrightRequest.newContext({ baseURL })
    try {
      await signInNewTraveller(contextA, baseURL, { name: 'Anil Desai' })
      await signInNewTraveller(contextB, baseURL, { name: 'Bela Shah' })
      const secret = 'Bela Private Lane 7'
      const saved = await contextB.request.post(`${baseURL}/api/bookings`, {
        data: bookingBody({ name: 'Bela Shah', pickupLocation: secret }),
        headers: { Origin: baseURL },
      })
      expect(saved.status()).toBe(201)
      await contextA.request.post(`${baseURL}/api/bookings`, {
        data: bookingBody({ name: 'Anil Desai', pickupLocation: 'Anil Road' }),
        headers: { Origin: baseURL },
      })

      const pageA = await contextA.newPage()
      const tableA = await historyTable(pageA)
      await expect(bodyRows(tableA)).toHaveCount(1)
      await expect(tableA).toContainText('Anil Road')
      await expect(pageA.locator('body')).not.toContainText(secret)
      await expect(pageA.locator('body')).not.toContainText('Bela Shah')

      const pageB = await contextB.newPage()
      const tableB = await historyTable(pageB)
      await expect(bodyRows(tableB)).toHaveCount(1)
      await expect(tableB).toContainText(secret)

      for (const url of ['/booking-history', '/booking-history.data', '/api/bookings']) {
        const asA = await contextA.request.get(url)
        expect(await asA.text()).not.toContain(secret)
        const asNobody = await anonymous.get(url, { maxRedirects: 0 })
        expect(await asNobody.text()).not.toContain(secret)
        expect(await asNobody.text()).not.toContain('Anil Road')
      }
      const redirected = await anonymous.get('/booking-history', { maxRedirects: 0 })
      expect(redirected.status()).toBe(302)
      expect(redirected.headers()['location']).toBe('/login?redirectTo=%2Fbooking-history')
    } finally {
      await contextA.close()
      await contextB.close()
      await anonymous.dispose()
    }
  })

  test('is readable on a phone: rows become labelled cards, nothing is clipped', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } })
    try {
      await signInNewTraveller(context, baseURL, { name: 'Priya Nair' })
      await context.request.post(`${baseURL}/api/bookings`, {
        data: bookingBody({ name: 'Priya Nair', pickupLocation: 'Flat 12/B, Sai Heights, Baner Road, Pune' }),
        headers: { Origin: baseURL },
      })
      const page = await context.newPage()
      const table = await historyTable(page)
      const firstCell = bodyRows(table).first().getByRole('cell').first()
      await expect(firstCell).toHaveAttribute('data-label', 'Sr. No')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      const wrap = await table.evaluate((t) => ({ scroll: t.parentElement!.scrollWidth, client: t.parentElement!.clientWidth }))
      expect(wrap.scroll).toBeLessThanOrEqual(wrap.client)
      await expect(table.getByText('Flat 12/B, Sai Heights, Baner Road, Pune')).toBeVisible()
    } finally {
      await context.close()
    }
  })
})

test.describe('POST /api/bookings', () => {
  const post = (request: APIRequestContext, baseURL: string, data: unknown, headers: Record<string, string> = {}) =>
    request.post(`${baseURL}/api/bookings`, { data: data as object, headers: { Origin: baseURL, ...headers } })

  test('refuses logged-out and cross-site requests', async ({ baseURL }) => {
    const anonymous = await playwrightRequest.newContext({ baseURL })
    try {
      const res = await post(anonymous, baseURL, bookingBody())
      expect(res.status()).toBe(401)
      expect(await res.json()).toEqual({ error: 'You must be logged in to confirm a booking.' })
      const crossSite = await post(anonymous, baseURL, bookingBody(), { Origin: 'https://evil.example' })
      expect(crossSite.status()).toBe(403)
      expect((await anonymous.get('/api/bookings')).status()).toBe(405)
    } finally {
      await anonymous.dispose()
    }
  })

  test('answers bad input with a 4xx and the field’s message, and stores nothing', async ({ page, baseURL }) => {
    const user = await signInNewTraveller(page.context(), baseURL)
    const request = page.request
    const url = `${baseURL}/api/bookings`
    const errorsOf = async (data: unknown) => {
      const res = await post(request, baseURL, data)
      expect(res.status(), JSON.stringify(data).slice(0, 200)).toBe(400)
      return ((await res.json()) as { errors: Record<string, string> }).errors
    }

    const cross = await post(request, baseURL, bookingBody(), { Origin: 'https://evil.example' })
    expect(cross.status()).toBe(403)

    const malformed = await request.post(url, { data: '{"name": "Kavita', headers: { Origin: baseURL, 'Content-Type': 'application/json' } })
    expect(malformed.status()).toBe(400)
    expect(await malformed.json()).toHaveProperty('error')
    expect((await request.post(url, { data: '[1,2]', headers: { Origin: baseURL, 'Content-Type': 'application/json' } })).status()).toBe(400)

    const huge = await request
      .post(url, {
        data: JSON.stringify(bookingBody({ pickupLocation: 'x'.repeat(10 * 1024 * 1024) })),
        headers: { Origin: baseURL, 'Content-Type': 'application/json' },
      })
      .then((r) => r.status())
      // The server may close the connection before a 10 MB upload is finished.
      .catch(() => 413)
    expect(huge).toBe(413)

    expect(await errorsOf({})).toEqual({
      name: 'Name should contain only alphabets and spaces.',
      bookingFor: 'Choose who the booking is for.',
      aadharCardNumber: 'Aadhar number must be exactly 12 digits.',
      pickupLocation: 'Pickup location is required.',
      dropoffLocation: 'Drop-off location is required.',
      carType: 'Please select a car type.',
      pickupDate: 'Pickup date is required.',
      pickupTime: 'Pickup time is required.',
      idempotencyKey: expect.any(String),
    })
    expect(await errorsOf(bookingBody({ pickupDate: daysFromToday(-1) }))).toEqual({ pickupDate: 'Pickup date cannot be in the past.' })
    expect(await errorsOf(bookingBody({ aadharCardNumber: `${AADHAAR}1` }))).toEqual({ aadharCardNumber: 'Aadhar number must be exactly 12 digits.' })
    expect(await errorsOf(bookingBody({ carType: 'Ferrari F40' }))).toEqual({ carType: 'Please select a car type.' })
    expect(await errorsOf(bookingBody({ name: '<script>alert(1)</script>' }))).toEqual({ name: 'Name should contain only alphabets and spaces.' })
    expect(await errorsOf(bookingBody({ dropoffLocation: "'; DROP TABLE booking; --" }))).toEqual({
      dropoffLocation: "Use only letters, numbers, spaces and , . - / ' # & ( ) : + in a location.",
    })
    expect(await errorsOf(bookingBody({ mobileNumber: '12345' }))).toEqual({ mobileNumber: 'Enter a valid 10-digit mobile number.' })
    expect(await errorsOf(bookingBody({ pickupTime: 'soon' }))).toEqual({ pickupTime: 'Pickup time is required.' })
    expect(Object.keys(await errorsOf(bookingBody({ idempotencyKey: undefined })))).toEqual(['idempotencyKey'])

    await page.goto('/booking-history')
    await expect(page.getByText('No bookings found.')).toBeVisible()

    // A self booking records the account's mobile, whatever the client sends.
    const self = await post(request, baseURL, bookingBody({ bookingFor: 'self', mobileNumber: '9000000000' }))
    expect(self.status()).toBe(201)
    const { booking } = (await self.json()) as { booking: Record<string, string> }
    expect(booking.mobileNumber).toBe(user.mobile)
    expect(booking.bookingDate).toBe(today())
    expect(JSON.stringify(booking)).not.toContain(AADHAAR)
  })
})
