import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { withVerhoeffDigit } from '../../app/domain/aadhaar'
import { formatIndianDate, todayIn } from '../../app/domain/dates'
import { watchMissingMessages } from '../support/i18n'
import { expect, test } from './fixtures'

// Issue 24: the car list and the whole booking flow in Marathi (and a Hindi spot check):
// every validation message, the details dialog and the confirmation in the page's language.

const BUSINESS_TZ = 'Asia/Kolkata'
function daysFromToday(days: number): string {
  const [y, m, d] = todayIn(BUSINESS_TZ).split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}
const AADHAAR = withVerhoeffDigit('49876543210')

async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page })
  const results = await (include ? builder.include(include) : builder).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test('मराठी: a signed-in traveller books a Swift Dzire with every message in Marathi', async ({ page, traveller }) => {
  expect(traveller.name).toBeTruthy()
  const watch = watchMissingMessages(page)
  await page.goto('/mr/carlistNav')
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
  await expect(page).toHaveTitle(/उपलब्ध गाड्या/)
  await expect(page.getByRole('heading', { level: 1, name: 'उपलब्ध गाड्या' })).toBeVisible()
  const dzire = page.getByTestId('car-card').filter({ hasText: 'Swift Dzire' })
  await expect(dzire).toContainText('5 आसने')
  await expect(dzire).toContainText('5 आसनी, दोन एअरबॅग, एसी, टचस्क्रीन म्युझिक सिस्टिम')
  await expect(dzire.getByRole('img')).toHaveAttribute('alt', 'Maruti Suzuki Swift Dzire, लहान डिकी असलेली कॉम्पॅक्ट पाच आसनी सेडान')
  await expectNoAxeViolations(page)

  await dzire.getByRole('button', { name: 'आता बुक करा' }).click()
  const dialog = page.getByRole('dialog', { name: 'Swift Dzire बुक करा' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('सर्व माहिती भरणे आवश्यक आहे.')

  // Submitted empty: each field says what is wrong, in Marathi.
  await dialog.getByRole('button', { name: 'आता बुक करा' }).click()
  const expected: Array<[string, string]> = [
    ['तुमचे नाव', 'नावात फक्त अक्षरे आणि स्पेस असू शकतात.'],
    ['आधार कार्ड क्रमांक', 'आधार क्रमांक बरोबर 12 अंकी असला पाहिजे.'],
    ['पिकअपचे ठिकाण', 'पिकअपचे ठिकाण भरणे आवश्यक आहे.'],
    ['सोडण्याचे ठिकाण', 'सोडण्याचे ठिकाण भरणे आवश्यक आहे.'],
    ['पिकअपची तारीख', 'पिकअपची तारीख भरणे आवश्यक आहे.'],
    ['पिकअपची वेळ', 'पिकअपची वेळ भरणे आवश्यक आहे.'],
  ]
  for (const [label, message] of expected) {
    await expect(dialog.getByLabel(label, { exact: true })).toHaveAccessibleDescription(new RegExp(`${message.replace(/[.]/g, '\\.')}$`))
    await expect(dialog.getByText(message)).toBeVisible()
  }
  await expect(dialog.getByLabel('तुमचे नाव', { exact: true })).toBeFocused()
  await expectNoAxeViolations(page, '[role="dialog"]')

  // Someone else's mobile, and a message with values in it.
  await dialog.getByRole('radio', { name: 'दुसरे कोणी' }).check()
  await dialog.getByLabel('मोबाईल नंबर').fill('98765')
  await dialog.getByLabel('प्रवासी').fill('6')
  await dialog.getByRole('button', { name: 'आता बुक करा' }).click()
  await expect(dialog.getByText('योग्य १० अंकी मोबाईल क्रमांक लिहा.')).toBeVisible()
  await expect(dialog.getByText('Swift Dzire मध्ये जास्तीत जास्त 5 प्रवासी बसू शकतात.')).toBeVisible()

  // A round trip asks for its return date.
  await dialog.getByLabel('प्रवासाचा प्रकार').selectOption({ label: 'जाऊन-येऊन' })
  const pickupDate = daysFromToday(4)
  const returnDate = daysFromToday(5)
  await dialog.getByLabel('तुमचे नाव', { exact: true }).fill('आशा पाटील')
  await dialog.getByLabel('मोबाईल नंबर').fill('9123456780')
  await dialog.getByLabel('आधार कार्ड क्रमांक').fill(AADHAAR)
  await dialog.getByLabel('पिकअपचे ठिकाण').fill('शिवाजीनगर, पुणे')
  await dialog.getByLabel('सोडण्याचे ठिकाण').fill('लोणावळा')
  await dialog.getByLabel('पिकअपची तारीख').fill(pickupDate)
  await dialog.getByLabel('पिकअपची वेळ').fill('07:30')
  await dialog.getByLabel('प्रवासी').fill('4')
  await dialog.getByRole('button', { name: 'आता बुक करा' }).click()
  await expect(dialog.getByText('परतीची तारीख भरणे आवश्यक आहे.')).toBeVisible()
  await dialog.getByLabel('परतीची तारीख').fill(returnDate)
  await dialog.getByRole('button', { name: 'आता बुक करा' }).click()

  // "Booking Details" in Marathi, dates as Marathi writes them.
  const details = page.getByRole('dialog', { name: 'बुकिंगचा तपशील' })
  await expect(details).toBeVisible({ timeout: 10_000 })
  const row = (label: string) => details.getByRole('row', { name: new RegExp(`^${label}`) })
  await expect(row('बुकिंग कोणासाठी')).toContainText('दुसरे कोणी')
  await expect(row('गाडी')).toContainText('5 आसनी, दोन एअरबॅग')
  await expect(row('पिकअपची तारीख')).toContainText(formatIndianDate(pickupDate, 'mr'))
  await expect(row('परतीची तारीख')).toContainText(formatIndianDate(returnDate, 'mr'))
  await expect(row('प्रवासाचा प्रकार')).toContainText('जाऊन-येऊन')
  await expectNoAxeViolations(page, '[role="dialog"]')

  await details.getByRole('button', { name: 'बुकिंग निश्चित करा' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'बुकिंग निश्चित झाले आणि तुमच्या खात्यात जतन झाले!' })).toBeVisible()
  await expect(page.getByTestId('toast').filter({ hasText: 'गाडी यशस्वीपणे बुक झाली!' })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  expect(watch.missing()).toEqual([])
})

test('the server answers a Marathi page with messages it translates, and anyone else in English', async ({ page, traveller, baseURL }) => {
  expect(traveller.name).toBeTruthy()
  const body = {
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
  }
  const marathi = await page.request.post(`${baseURL}/api/bookings`, { headers: { Origin: baseURL, 'Accept-Language': 'mr-IN' }, data: body })
  expect(marathi.status()).toBe(400)
  const { errors } = (await marathi.json()) as { errors: Record<string, string> }
  expect(errors.passengers).toMatch(/^A \{car\} seats up to \{seats\} passengers\./)
  const english = await page.request.post(`${baseURL}/api/bookings`, { headers: { Origin: baseURL, 'Accept-Language': 'en-IN' }, data: body })
  expect(await english.json()).toEqual({ errors: { passengers: 'A Swift Dzire seats up to 5 passengers.' } })
})

test('हिन्दी: the car list and the empty form speak Hindi', async ({ page, traveller }) => {
  expect(traveller.name).toBeTruthy()
  const watch = watchMissingMessages(page)
  await page.goto('/hi/carlistNav')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(page.getByRole('heading', { level: 1, name: 'उपलब्ध कारें' })).toBeVisible()
  const innova = page.getByTestId('car-card').filter({ hasText: 'Toyota Innova' }).first()
  await expect(innova).toContainText('7 सीटें')
  await innova.getByRole('button', { name: 'अभी बुक करें' }).click()
  const dialog = page.getByRole('dialog', { name: 'Toyota Innova बुक करें' })
  await dialog.getByRole('button', { name: 'अभी बुक करें' }).click()
  await expect(dialog.getByText('पिकअप की जगह भरना ज़रूरी है।')).toBeVisible()
  await expect(dialog.getByText('आधार नंबर पूरे 12 अंकों का होना चाहिए।')).toBeVisible()
  await expectNoAxeViolations(page, '[role="dialog"]')
  expect(watch.missing()).toEqual([])
})
