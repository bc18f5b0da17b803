import AxeBuilder from '@axe-core/playwright'
import ICAL from 'ical.js'
import type { APIRequestContext, Page } from '@playwright/test'
import { withVerhoeffDigit } from '../../app/domain/aadhaar'
import { formatIndianDate, formatTime } from '../../app/domain/dates'
import { hydrated } from '../support/hydration'
import { watchMissingMessages } from '../support/i18n'
import { expect, test } from './fixtures'

/*
 * The traveller's own pages in Marathi (issue 24), with a Hindi spot check: Booking History
 * with its columns, status and dates, the trip page and its cancel dialog, the cancel's
 * answer, Feedback's validation, Customer Reviews, the calendar file and the offline page.
 * Every message on screen comes from the catalogues (none reported missing), and axe is clean.
 */

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze()
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function book(request: APIRequestContext, baseURL: string, fields: { pickupDate: string; pickupLocation: string }) {
  const res = await request.post(`${baseURL}/api/bookings`, {
    headers: { Origin: baseURL },
    data: {
      name: 'Priya Sharma',
      bookingFor: 'self',
      mobileNumber: '',
      aadharCardNumber: withVerhoeffDigit(`2${String(Date.now()).slice(-10)}`),
      pickupLocation: fields.pickupLocation,
      dropoffLocation: 'Mahabaleshwar',
      carType: 'Toyota Innova',
      pickupDate: fields.pickupDate,
      pickupTime: '06:30',
      idempotencyKey: crypto.randomUUID(),
    },
  })
  expect(res.status()).toBe(201)
}

async function screenshots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true })
  }
}

test('a traveller reads their bookings, their trip, its cancel dialog, Feedback and Customer Reviews in Marathi', async ({
  page,
  traveller,
  baseURL,
}, testInfo) => {
  const watch = watchMissingMessages(page)
  const pickup = `Pune Station gate ${crypto.randomUUID().slice(0, 6)}`
  const pickupDate = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10)
  // `traveller` signs the page in as a new traveller of this test's own.
  expect(traveller.email).toContain('@')
  await book(page.request, baseURL, { pickupDate, pickupLocation: pickup })

  // Booking History: Marathi columns, status and dates.
  await page.goto('/mr/booking-history')
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
  await expect(page.getByRole('heading', { level: 1, name: 'बुकिंगचा इतिहास' })).toBeVisible()
  await expect(page.locator('thead th')).toHaveText([
    'अ. क्र.',
    'बुकिंगची तारीख',
    'पिकअपची तारीख',
    'ग्राहकाचे नाव',
    'गाडीचा प्रकार',
    'पिकअपचे ठिकाण',
    'सोडण्याचे ठिकाण',
    'मोबाईल नंबर',
    'बुकिंग क्रमांक',
    'स्थिती',
  ])
  const row = page.locator('tbody tr', { hasText: pickup })
  await expect(row.locator('td[data-label="स्थिती"]')).toHaveText('विनंती केली')
  await expect(row.locator('td[data-label="पिकअपची तारीख"]')).toHaveText(formatIndianDate(pickupDate, 'mr'))
  expect(formatIndianDate(pickupDate, 'mr')).toMatch(/[०-९]/)
  await expect(page.getByText('१ बुकिंग, सर्वात नवीन आधी')).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, 'mr-booking-history', (n) => testInfo.outputPath(n))

  // The trip page, reached from the history in Marathi.
  const reference = (await row.locator('td[data-label="बुकिंग क्रमांक"]').textContent())!.trim()
  await row.getByRole('link', { name: reference }).click()
  await expect(page).toHaveURL(`${baseURL}/mr/booking-history/${reference}`)
  await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible()
  await expect(page.getByText('स्थिती: विनंती केली')).toBeVisible()
  await expect(page.getByText('बुकिंग क्रमांक', { exact: true })).toBeVisible()
  await expect(page.locator('.trip__facts')).toContainText(`${formatIndianDate(pickupDate, 'mr')}, ${formatTime('06:30', 'mr')}`)
  await expect(page.getByRole('link', { name: '← बुकिंग इतिहास' })).toHaveAttribute('href', '/mr/booking-history')
  await expect(page.getByRole('link', { name: 'WhatsApp वर आमच्याशी बोला' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/)
  await expect(page).toHaveTitle(new RegExp(`^प्रवास ${reference}`))

  // The calendar file speaks the page's language.
  const calendarHref = await page.getByRole('link', { name: 'कॅलेंडरमध्ये जोडा' }).getAttribute('href')
  expect(calendarHref).toBe(`/booking-history/${reference}/calendar.ics?lang=mr`)
  const ics = await page.request.get(calendarHref!)
  expect(ics.status()).toBe(200)
  const event = new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent('vevent')!
  expect(String(event.getFirstPropertyValue('summary'))).toBe(`Toyota Innova: ${pickup} ते Mahabaleshwar (${reference})`)
  expect(String(event.getFirstPropertyValue('description'))).toContain(`/mr/booking-history/${reference}`)

  // The cancel dialog, in Marathi; kept, then confirmed.
  await hydrated(page, '.trip__cancel button')
  await page.getByRole('button', { name: 'बुकिंग रद्द करा' }).click()
  const dialog = page.getByRole('dialog', { name: 'बुकिंग रद्द करा' })
  await expect(dialog).toContainText('तुम्हाला नक्की हे बुकिंग रद्द करायचे आहे का?')
  await expect(dialog.getByRole('button', { name: 'बंद करा' })).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, 'mr-trip-dialog', (n) => testInfo.outputPath(n))
  await dialog.getByRole('button', { name: 'बुकिंग ठेवा' }).click()
  await expect(dialog).toHaveCount(0)
  await expectNoAxeViolations(page)
  await screenshots(page, 'mr-trip', (n) => testInfo.outputPath(n))
  await page.getByRole('button', { name: 'बुकिंग रद्द करा' }).click()
  await dialog.getByRole('button', { name: 'हो, बुकिंग रद्द करा' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'तुमचे बुकिंग रद्द झाले आहे.' })).toBeVisible()
  await expect(page.getByText('स्थिती: रद्द')).toBeVisible()
  await expect(page.locator('.trip__event-by').last()).toHaveText(' तुमच्याकडून')

  // Feedback: an empty field is refused in Marathi.
  await page.goto('/mr/feedback')
  await expect(page.getByRole('heading', { level: 1, name: 'तुमचा अभिप्राय आमच्यासाठी मोलाचा आहे :)' })).toBeVisible()
  await expect(page.getByLabel('तुमचा अभिप्राय')).toBeVisible()
  await expect(page.getByText('० / २,००० अक्षरे')).toBeVisible()
  await hydrated(page, 'form[data-hold-submit] button[type="submit"]')
  await page.getByRole('button', { name: 'पाठवा' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'अभिप्राय रिकामा असू शकत नाही!' })).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshots(page, 'mr-feedback', (n) => testInfo.outputPath(n))

  // Customer Reviews.
  await page.goto('/mr/reviews')
  await expect(page.getByRole('heading', { level: 1, name: /ग्राहकांचे अभिप्राय$/ })).toBeAttached()
  await expect(page.getByRole('heading', { level: 2, name: 'ग्राहकांचे अभिप्राय' })).toBeVisible()
  await expect(page.getByText('प्रवासानंतर प्रवासी काय म्हणतात.')).toBeVisible()
  await expect(page).toHaveTitle(/^ग्राहकांचे अभिप्राय/)
  await expectNoAxeViolations(page)
  await screenshots(page, 'mr-reviews', (n) => testInfo.outputPath(n))

  expect(watch.missing()).toEqual([])
})

test('Hindi spot check: Booking History, the trip page and Customer Reviews', async ({ page, traveller, baseURL }) => {
  const watch = watchMissingMessages(page)
  expect(traveller.email).toContain('@')
  const pickup = `Nashik Road ${crypto.randomUUID().slice(0, 6)}`
  const pickupDate = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10)
  await book(page.request, baseURL, { pickupDate, pickupLocation: pickup })

  await page.goto('/hi/booking-history')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  const row = page.locator('tbody tr', { hasText: pickup })
  await expect(row.locator('td[data-label="स्थिति"]')).toHaveText('अनुरोध किया गया')
  await expect(row.locator('td[data-label="पिकअप की तारीख"]')).toHaveText(formatIndianDate(pickupDate, 'hi'))
  const reference = (await row.locator('td[data-label="बुकिंग नंबर"]').textContent())!.trim()

  await page.goto(`/hi/booking-history/${reference}`)
  await expect(page.getByText('स्थिति: अनुरोध किया गया')).toBeVisible()
  await expect(page.getByRole('button', { name: 'बुकिंग रद्द करें' })).toBeVisible()

  await page.goto('/hi/reviews')
  await expect(page.getByRole('heading', { level: 2, name: 'ग्राहकों की समीक्षाएँ' })).toBeVisible()
  expect(watch.missing()).toEqual([])
})

test('the offline page exists in each language', async ({ request }) => {
  const mr = await request.get('/mr/offline')
  expect(mr.status()).toBe(200)
  const html = await mr.text()
  expect(html).toContain('<html lang="mr-IN">')
  expect(html).toContain('<h1>तुम्ही ऑफलाइन आहात</h1>')
  const hi = await (await request.get('/hi/offline')).text()
  expect(hi).toContain('<h1>आप ऑफ़लाइन हैं</h1>')
  const en = await (await request.get('/offline')).text()
  expect(en).toContain('<h1>You are offline</h1>')
  expect((await request.get('/xx/offline')).status()).toBe(404)
})

test('offline in Marathi: a saved Booking History says when it was fetched, a page never opened gives the Marathi offline page', async ({
  page,
  context,
  traveller,
  baseURL,
}, testInfo) => {
  expect(traveller.email).toContain('@')
  const pickup = `Karjat ${crypto.randomUUID().slice(0, 6)}`
  await book(page.request, baseURL, { pickupDate: new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10), pickupLocation: pickup })
  await page.goto('/mr')
  // The worker claims the page when it starts.
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready
    return navigator.serviceWorker.controller !== null
  })
  await page.goto('/mr/booking-history')
  await expect(page.locator('tbody tr', { hasText: pickup })).toBeVisible()

  await context.setOffline(true)
  await page.goto('/mr/booking-history')
  await expect(page.locator('tbody tr', { hasText: pickup })).toBeVisible()
  await expect(page.getByText(/^शेवटचे अपडेट: /)).toBeVisible()
  await page.goto('/mr/terms')
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
  await expect(page.getByRole('heading', { level: 1, name: 'तुम्ही ऑफलाइन आहात' })).toBeVisible()
  await screenshots(page, 'mr-offline', (n) => testInfo.outputPath(n))
  await page.goto('/terms')
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
  await context.setOffline(false)
})
