import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test'
import { withVerhoeffDigit } from '../../app/domain/aadhaar'
import { formatIndianDate, todayIn } from '../../app/domain/dates'
import { signInNewTraveller } from '../support/auth'
import type { E2ETarget } from '../support/targets'

// Trips of every kind (docs/decisions/0010-booking-life-data.md, 0013-trips-in-progress.md).

const BUSINESS_TZ = 'Asia/Kolkata'
function daysFromToday(days: number): string {
  const [y, m, d] = todayIn(BUSINESS_TZ).split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}
const AADHAAR = withVerhoeffDigit('59876543210')
const target = (info: TestInfo) => info.project.metadata as E2ETarget

async function fillCommon(dialog: Locator, { car, name, pickup, drop, date }: { car?: string; name: string; pickup: string; drop: string; date: string }) {
  if (car) await dialog.getByLabel('Car Type').selectOption(car)
  await dialog.getByLabel('Your Name').fill(name)
  await dialog.getByLabel('Aadhar Card Number').fill(AADHAAR)
  await dialog.getByLabel('Pickup Location').fill(pickup)
  await dialog.getByLabel('Drop-off Location').fill(drop)
  await dialog.getByLabel('Pickup Date').fill(date)
  await dialog.getByLabel('Pickup Time').fill('06:00')
}

async function openTour(page: Page, slug: string): Promise<Locator> {
  await page.goto('/servicesNav')
  const button = page.locator(`button[data-tour="${slug}"]`).filter({ visible: true }).first()
  await expect(button).toHaveText('Book this tour')
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Book a Car' })
  await expect(dialog).toBeVisible()
  return dialog
}

/** One line of RFC 4180 CSV into its cells. */
function csvCells(line: string): string[] {
  return [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
    .slice(0, -1)
    .map(([, cell]) => (cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!))
}

const details = (page: Page) => page.getByRole('dialog', { name: 'Booking Details' })
const detailRow = (dialog: Locator, label: string) => dialog.getByRole('row', { name: new RegExp(`^${label}`) })

test('a traveller books the Ashtavinayak tour for 6 in an Innova, over three days: the owner’s calendar holds the Innova on each day, warns of a clash on the middle one, and the CSV shows it', async ({
  page,
}, info) => {
  const { baseURL } = target(info)
  await signInNewTraveller(page.context(), baseURL, { name: 'Suresh Kulkarni' })
  // A week of its own, far from other tests' bookings on this shared server, so the clash
  // warning below can come only from this tour.
  const start = 120 + Math.floor(Math.random() * 600)
  const pickupDate = daysFromToday(start)
  const middleDay = daysFromToday(start + 1)
  const returnDate = daysFromToday(start + 2)

  const dialog = await openTour(page, 'ashtavinayak')
  await expect(dialog.getByLabel('Trip type')).toHaveValue('tour')
  await expect(dialog.getByLabel('Tour', { exact: true })).toHaveValue('ashtavinayak')
  await expect(dialog.getByText('Usually 2–3 days')).toBeVisible()
  // A pickup of its own: other tests on this server book from Swargate too, and the CSV is searched by it.
  const pickup = `Swargate ${randomUUID().slice(0, 8)}, Pune`
  await fillCommon(dialog, { car: 'Toyota Innova', name: 'Suresh Kulkarni', pickup, drop: 'Morgaon', date: pickupDate })
  await dialog.getByLabel('Return date').fill(returnDate)
  await dialog.getByLabel('Passengers').fill('6')
  await dialog.getByLabel('Stops on the way').fill('Theur, Ranjangaon')
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(axe.violations.map((v) => v.id)).toEqual([])
  await dialog.getByRole('button', { name: 'Book Now' }).click()

  const shown = details(page)
  await expect(shown).toBeVisible()
  await expect(detailRow(shown, 'Trip type')).toContainText('Tour: Ashtavinayak')
  await expect(detailRow(shown, 'Return date')).toContainText(formatIndianDate(returnDate))
  await expect(detailRow(shown, 'Passengers')).toContainText('6')
  await expect(detailRow(shown, 'Stops on the way')).toContainText('Theur, Ranjangaon')
  await shown.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Booking confirmed and saved to your account!' })).toBeVisible()

  // The owner's file of Today & Upcoming has the trip, with its type and return date.
  const owner = await page.context().browser()!.newContext({ baseURL })
  try {
    const signIn = await owner.request.post(`${baseURL}/api/auth/sign-in/email`, {
      data: { email: target(info).admin.email, password: target(info).admin.password },
      headers: { Origin: baseURL },
    })
    expect(signIn.ok()).toBe(true)
    const csv = await owner.request.get(`${baseURL}/admin-panel/export.csv?view=upcoming&q=${encodeURIComponent(pickup)}`)
    expect(csv.status()).toBe(200)
    const [header, ...rows] = (await csv.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
    const cells = csvCells(header!)
    expect(rows).toHaveLength(1)
    const row = csvCells(rows[0]!)
    const cell = (name: string) => row[cells.indexOf(name)]
    expect(cell('Customer Name')).toBe('Suresh Kulkarni')
    expect(cell('Car Type')).toBe('Toyota Innova')
    expect(cell('Trip Type')).toBe('Tour')
    expect(cell('Tour')).toBe('Ashtavinayak')
    expect(cell('Return Date')).toBe(returnDate)
    expect(cell('Passengers')).toBe('6')
    expect(cell('Status')).toBe('Requested')
    expect(cell('Reference')).toMatch(/^YT-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/)
    const tour = cell('Reference')!

    // The owner's calendar shows the tour on all three of its days, and not the day after.
    const ownerPage = await owner.newPage()
    await ownerPage.goto(`/admin-panel/calendar?week=${pickupDate}`)
    const dayCell = (iso: string) => ownerPage.locator(`li[aria-labelledby="day-${iso}"]`)
    for (const [n, iso] of [pickupDate, middleDay, returnDate].entries()) {
      if (!(await dayCell(iso).count())) await ownerPage.goto(`/admin-panel/calendar?week=${iso}`)
      await expect(dayCell(iso).getByRole('link', { name: new RegExp(tour) })).toContainText(`Day ${n + 1} of 3`)
    }

    // With the fleet's one Innova away on the tour, a one-way Innova on the middle day is
    // warned about when the owner confirms it, naming the clash; the owner may go on.
    const oneWay = await page.request.post(`${baseURL}/api/bookings`, {
      headers: { Origin: baseURL },
      data: {
        name: 'Suresh Kulkarni',
        bookingFor: 'self',
        mobileNumber: '',
        aadharCardNumber: AADHAAR,
        pickupLocation: 'Hadapsar, Pune',
        dropoffLocation: 'Lonavala',
        carType: 'Toyota Innova',
        pickupDate: middleDay,
        pickupTime: '10:00',
        idempotencyKey: crypto.randomUUID(),
      },
    })
    expect(oneWay.status()).toBe(201)
    const { booking } = (await oneWay.json()) as { booking: { reference: string } }
    await ownerPage.goto(`/admin-panel/bookings/${booking.reference}`)
    await ownerPage.getByRole('button', { name: 'Confirm booking' }).click()
    const warning = ownerPage.getByRole('alert').filter({ hasText: 'Check before you go on' })
    await expect(warning).toContainText(`All 1 Toyota Innova car is already booked on ${formatIndianDate(middleDay)}`)
    await expect(ownerPage.getByRole('heading', { level: 1 })).toContainText('Requested')
    await warning.getByRole('button', { name: 'Confirm booking anyway' }).click()
    await expect(ownerPage.getByRole('heading', { level: 1 })).toContainText('Confirmed')
  } finally {
    await owner.close()
  }
})

test('a Dzire for 6 passengers is refused with the message, in the browser and by the server', async ({ page }, info) => {
  const { baseURL } = target(info)
  await signInNewTraveller(page.context(), baseURL)
  await page.goto('/')
  await page.getByRole('button', { name: 'Book Your Car' }).filter({ visible: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Book a Car' })
  await fillCommon(dialog, { car: 'Maruti Suzuki Swift Dzire', name: 'Neha Pawar', pickup: 'Baner, Pune', drop: 'Lonavala', date: daysFromToday(3) })
  await dialog.getByLabel('Passengers').fill('6')
  await dialog.getByRole('button', { name: 'Book Now' }).click()
  await expect(dialog.getByText('A Swift Dzire seats up to 5 passengers.')).toBeVisible()
  await expect(dialog.getByLabel('Passengers')).toBeFocused()
  await expect(details(page)).toHaveCount(0)

  // The same rule on the server: nothing is saved.
  const res = await page.request.post(`${baseURL}/api/bookings`, {
    headers: { Origin: baseURL },
    data: {
      name: 'Neha Pawar',
      bookingFor: 'self',
      aadharCardNumber: AADHAAR,
      pickupLocation: 'Baner, Pune',
      dropoffLocation: 'Lonavala',
      carType: 'Maruti Suzuki Swift Dzire',
      pickupDate: daysFromToday(3),
      pickupTime: '06:00',
      passengers: 6,
      idempotencyKey: crypto.randomUUID(),
    },
  })
  expect(res.status()).toBe(400)
  expect(await res.json()).toEqual({ errors: { passengers: 'A Swift Dzire seats up to 5 passengers.' } })
  await page.goto('/booking-history')
  await expect(page.locator('tbody tr')).toHaveCount(0)
})

test('every trip type shows its own fields, tidy on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Book Your Car' }).filter({ visible: true }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Book a Car' })
  await expect(dialog.getByLabel('Trip type')).toHaveValue('one-way')
  await expect(dialog.getByLabel('Trip type').locator('option')).toHaveText(['One way', 'Round trip', 'Local (hourly)', 'Airport or station transfer', 'Tour'])
  const only = async (visible: string[], hidden: string[]) => {
    for (const label of visible) await expect(dialog.getByLabel(label, { exact: true })).toBeVisible()
    for (const label of hidden) await expect(dialog.getByLabel(label, { exact: true })).toHaveCount(0)
  }
  const extras = ['Return date', 'Hours', 'Flight or train number', 'Tour']
  const shots = process.env.TRIP_SCREENSHOTS
  for (const [type, visible] of [
    ['one-way', []],
    ['round-trip', ['Return date']],
    ['local', ['Hours']],
    ['transfer', ['Flight or train number']],
    ['tour', ['Tour', 'Return date']],
  ] as const) {
    await dialog.getByLabel('Trip type').selectOption(type)
    await only(
      [...visible, 'Passengers', 'Stops on the way'],
      extras.filter((e) => !(visible as readonly string[]).includes(e)),
    )
    if (type === 'local') await expect(dialog.getByLabel('Hours')).toHaveValue('8')
    if (shots) {
      await dialog.getByLabel('Trip type').evaluate((el) => el.scrollIntoView({ block: 'start' }))
      await page.screenshot({ path: `${shots}/trip-${type}.png` })
    }
  }
  // Nothing wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
  expect(overflow).toBe(false)
})
