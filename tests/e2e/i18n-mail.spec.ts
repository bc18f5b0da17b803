import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { withVerhoeffDigit } from '../../app/domain/aadhaar'
import { newTraveller } from '../support/auth'
import { watchMissingMessages } from '../support/i18n'
import { mailboxOf, targetOf, waitForMail } from '../support/mailbox'

/**
 * Issue 24 in Marathi: a traveller who registered at /mr/register gets the booking mail in
 * Marathi (the account's language, stored when the mail is queued), and the terms and the
 * privacy notice read in Marathi (and Hindi) with no message missing.
 */

async function expectNoAxeViolations(page: Page) {
  const scan = await new AxeBuilder({ page }).analyze()
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test('a traveller who registered at /mr/register receives the booking mail in Marathi', async ({ browser }, testInfo) => {
  const { baseURL } = targetOf(testInfo)
  const context = await browser.newContext({ baseURL })
  const traveller = newTraveller({ name: `Sunita ${randomUUID().slice(0, 6).replace(/\d/g, 'a')}` })

  // The Marathi register page's own form action (what its button posts), Aadhaar verified.
  const registered = await context.request.post('/mr/register', {
    form: { ...traveller, confirmPassword: traveller.password, aadhaarVerified: traveller.aadhaar },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  })
  expect(registered.status(), await registered.text()).toBeLessThan(400)
  // Choosing मराठी while signed in stores it on the account, as registering at /mr/ does.
  const chosen = await context.request.post('/language', { form: { lang: 'mr', returnTo: '/mr/carlistNav' }, headers: { Origin: baseURL }, maxRedirects: 0 })
  expect(chosen.status()).toBe(302)

  // The booking dialog's request, from the signed-in browser.
  const pickup = `Swargate gate ${randomUUID().slice(0, 6)}`
  const aadhaar = withVerhoeffDigit(`2${String(Date.now()).slice(-10)}`)
  const pickupDate = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10)
  const booked = await context.request.post('/api/bookings', {
    headers: { Origin: baseURL },
    data: {
      name: traveller.name,
      bookingFor: 'self',
      mobileNumber: '',
      aadharCardNumber: aadhaar,
      pickupLocation: pickup,
      dropoffLocation: 'Mahabaleshwar',
      carType: 'Toyota Innova',
      pickupDate,
      pickupTime: '06:30',
      idempotencyKey: randomUUID(),
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const { booking } = (await booked.json()) as { booking: { reference: string } }

  const [mail, ...more] = await waitForMail(mailboxOf(testInfo), (m) => m.to.includes(traveller.email) && m.text.includes(pickup))
  expect(more).toHaveLength(0)
  const marathiDate = new Intl.DateTimeFormat('mr-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${pickupDate}T00:00:00Z`),
  )
  expect(mail!.subject).toBe(`बुकिंग निश्चित: Toyota Innova, ${marathiDate} रोजी`)
  expect(mail!.text).toContain(`तुमची बुकिंग विनंती ${booking.reference} आम्हाला मिळाली आहे`)
  expect(mail!.text).toContain(`नमस्कार ${traveller.name},`)
  expect(mail!.text).toContain(`पिकअपचे ठिकाण: ${pickup}`)
  expect(mail!.text).toContain(`पिकअपची तारीख: ${marathiDate}`)
  expect(mail!.text).toContain('पिकअपची वेळ: ६:३० AM')
  expect(mail!.text).toContain(`आधार कार्ड क्रमांक: XXXX XXXX ${aadhaar.slice(-4)}`)
  expect(mail!.text).toContain('तुमचा प्रवास सुखाचा होवो!')
  expect(mail!.html).toContain('<html lang="mr-IN">')
  expect(mail!.text).not.toContain('Pickup location')
  expect(mail!.text).not.toContain(aadhaar)
  await context.close()
})

test('/mr/terms and /mr/privacy are in Marathi, /hi/privacy in Hindi, with no message missing and no axe violation', async ({ page }) => {
  const watch = watchMissingMessages(page)

  await page.goto('/mr/terms')
  await expect(page.locator('html')).toHaveAttribute('lang', /^mr/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('नियम व अटी')
  await expect(page).toHaveTitle(/^नियम व अटी/)
  await expect(page.getByText('आमच्याकडे बुक करता त्या प्रत्येक गाडी, कॅब आणि सहलीच्या अटी, सोप्या भाषेत.')).toBeVisible()
  await expect(page.getByText(/^शेवटचा बदल: /)).toBeVisible()
  const toc = page.getByRole('navigation', { name: 'या पानावर' })
  await expect(toc.getByRole('link', { name: 'पिकअपच्या वेळी ओळख' })).toHaveAttribute('href', '#identity-at-pickup')
  await expect(page.getByRole('heading', { level: 2, name: /सामान/ })).toBeVisible()
  await expect(page.getByText(/पिकअपच्या वेळी मुख्य प्रवासी चालकाला आपले मूळ आधार कार्ड/)).toBeVisible()
  await expect(page.getByText('Plain-English terms')).toHaveCount(0)
  await expectNoAxeViolations(page)

  await page.goto('/mr/privacy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('गोपनीयता सूचना')
  await expect(page.getByRole('heading', { level: 2, name: /आम्ही काय ठेवतो/ })).toBeVisible()
  await expect(page.getByText(/डिजिटल वैयक्तिक डेटा संरक्षण कायदा, 2023/)).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('/hi/privacy')
  await expect(page.locator('html')).toHaveAttribute('lang', /^hi/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('गोपनीयता सूचना')
  await expect(page.getByRole('heading', { level: 2, name: /हम क्या रखते हैं/ })).toBeVisible()
  await expect(page.getByText(/हम आपकी जानकारी का इस्तेमाल विज्ञापन के लिए नहीं करते/)).toBeVisible()

  expect(watch.missing()).toEqual([])
})
