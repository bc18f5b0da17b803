import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { randomClientIp } from '../support/auth'
import { hydrated } from '../support/hydration'
import { watchMissingMessages } from '../support/i18n'

// Issue 24: the public pages (home, tours, about, contact) in मराठी, with a look at हिन्दी.
// Every text passes through the page's catalogue: a message it lacks is reported on the
// console, and none may be.

// Each test is its own client, so the contact form's per-address limit never bites.
test.use({ extraHTTPHeaders: async ({}, use) => use({ 'X-Forwarded-For': randomClientIp() }) })

async function expectAxeClean(page: Page) {
  const scan = await new AxeBuilder({ page }).analyze()
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test('the home page in Marathi: tagline, sections, title and JSON-LD', async ({ page }) => {
  const { missing } = watchMissingMessages(page)
  await page.goto('/mr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
  await expect(page).toHaveTitle(/^भाड्याने गाडी, कॅब आणि सहली/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /काळजीपूर्वक गाडी चालवणाऱ्या चालकासह/)

  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1).toHaveText('तुम्ही कुठेही जा, आम्ही तुम्हाला तिथे पोहोचवतो, कधीही, कुठेही.')
  await expect(h1.locator('.hero__highlight')).toHaveText('कधीही, कुठेही.')
  await expect(page.getByRole('link', { name: 'आमच्या गाड्या पाहा' })).toBeVisible()
  // Numbers in Marathi digits.
  await expect(page.locator('.hero__facts')).toContainText('९ सहली')

  await expect(page.getByRole('heading', { name: 'पुढचा प्रवास कुठे?' })).toBeAttached()
  await expect(page.getByRole('button', { name: 'पुढील स्लाइड' })).toBeAttached()
  // The tours and the reviews are drawn as the reader nears them, in Marathi too.
  await page.getByRole('heading', { name: 'आमच्या सेवा' }).scrollIntoViewIfNeeded()
  await expect(page.getByRole('heading', { name: 'अष्टविनायक' })).toBeAttached()
  await page.getByRole('heading', { name: 'ग्राहकांचे अभिप्राय' }).scrollIntoViewIfNeeded()
  await expect(page.locator('.review-card').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'आम्ही कोण आहोत' })).toBeAttached()
  await expect(page.getByText('पिकअपच्या वेळी रोख')).toBeAttached()
  await expect(page.getByRole('form', { name: 'संपर्क साधा' })).toBeAttached()

  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>
  expect(ld.slogan).toBe('तुम्ही कुठेही जा, आम्ही तुम्हाला तिथे पोहोचवतो, कधीही, कुठेही.')
  expect(ld.paymentAccepted).toContain('नेट बँकिंग')

  await expectAxeClean(page)
  expect(missing()).toEqual([])
})

test('/mr/servicesNav: the nine tours in Marathi, each with its button', async ({ page }) => {
  const { missing } = watchMissingMessages(page)
  await page.goto('/mr/servicesNav')
  await expect(page).toHaveTitle(/^सहली आणि यात्रा/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आमच्या सेवा')
  await expect(page.getByTestId('service')).toHaveCount(9)
  await expect(page.getByRole('heading', { name: 'महाबळेश्वर' })).toBeVisible()
  await expect(page.getByText('लेण्याद्रीला सुमारे ३०० पायऱ्या चढून जावे लागते.', { exact: false })).toBeVisible()
  await expect(page.getByRole('button', { name: 'ही सहल बुक करा' })).toHaveCount(9)
  await expect(page.getByRole('img', { name: /उंच दगडी दीपमाळ/ })).toBeAttached()
  await expectAxeClean(page)
  expect(missing()).toEqual([])
})

test('/mr/aboutNav and /mr/about: who we are, payment methods, the terms link in Marathi', async ({ page }) => {
  const { missing } = watchMissingMessages(page)
  await page.goto('/mr/aboutNav')
  await expect(page).toHaveTitle(/^आमच्याबद्दल/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आम्ही कोण आहोत')
  await expect(page.getByRole('list', { name: 'पैसे भरण्याच्या पद्धती' })).toContainText('पिकअपच्या वेळी रोख')
  await expect(page.getByRole('link', { name: 'नियम व अटी वाचा' })).toHaveAttribute('href', '/mr/terms')
  await expectAxeClean(page)

  await page.goto('/mr/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आम्ही कोण आहोत')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/mr\/aboutNav$/)
  expect(missing()).toEqual([])
})

test('/mr/contactNav: the form checks and thanks in Marathi', async ({ page }) => {
  const { missing } = watchMissingMessages(page)
  await page.goto('/mr/contactNav')
  await expect(page).toHaveTitle(/^आमच्याशी संपर्क साधा/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('संपर्क साधा')
  const form = page.getByRole('form', { name: 'संपर्क साधा' })
  await hydrated(page, 'form.contact-form')

  await form.getByRole('button', { name: 'पाठवा' }).click()
  await expect(form.getByText('कृपया तुमचे नाव लिहा.')).toBeVisible()
  await expect(form.getByText('योग्य ईमेल पत्ता लिहा.')).toBeVisible()
  await expect(form.getByText('योग्य फोन नंबर लिहा.')).toBeVisible()
  await expect(form.getByText('कृपया तुमचा संदेश लिहा.')).toBeVisible()
  await expect(form.getByLabel('नाव')).toBeFocused()
  await expectAxeClean(page)

  await form.getByLabel('नाव').fill('सुनीता जोशी')
  await form.getByLabel('ईमेल').fill('sunita.joshi@example.in')
  await form.getByLabel('फोन').fill('call me')
  await form.getByLabel('संदेश').fill('अष्टविनायक यात्रेसाठी सात जणांची गाडी हवी आहे.')
  await form.getByRole('button', { name: 'पाठवा' }).click()
  await expect(form.getByText('योग्य फोन नंबर लिहा.')).toBeVisible()
  await form.getByLabel('फोन').fill('+91 98765 43210')
  await form.getByRole('button', { name: 'पाठवा' }).click()
  await expect(page.getByText('संपर्क साधल्याबद्दल धन्यवाद! आम्ही लवकरच तुम्हाला उत्तर देऊ.')).toBeVisible()
  expect(missing()).toEqual([])
})

test("the server's answer to a plain form post (a browser without our script) comes back in Marathi", async ({ page }) => {
  const { missing } = watchMissingMessages(page)
  await page.goto('/mr/contactNav')
  await hydrated(page, 'form.contact-form')
  // A plain post, as the form sends before the scripts have loaded: the server sends the
  // visitor back to the page with its answer as a notice, which the page shows in its language.
  await page.evaluate(() => {
    const form = document.createElement('form')
    form.method = 'post'
    form.action = '/api/contact'
    const fields = { name: 'सुनीता जोशी', email: 'sunita.joshi@example.in', phone: 'call me', message: 'माथेरानसाठी गाडी हवी आहे.', source: 'contactNav' }
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input')
      input.name = name
      input.value = value
      form.append(input)
    }
    document.body.append(form)
    form.submit()
  })
  await expect(page).toHaveURL(/\/mr\/contactNav$/)
  await expect(page.getByRole('alert').getByText('योग्य फोन नंबर लिहा.')).toBeVisible()
  expect(missing()).toEqual([])
})

test('/mr/NavComponent, /mr/contact and /mr/loading-page speak Marathi too', async ({ page }) => {
  const { missing } = watchMissingMessages(page)
  await page.goto('/mr/NavComponent')
  await expect(page).toHaveTitle(/^नेव्हिगेशन/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/नेव्हिगेशन$/)
  await page.goto('/mr/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('संपर्क साधा')
  await expect(page.getByRole('link', { name: /आम्हाला फोन करा/ })).toBeVisible()
  await page.goto('/mr/loading-page')
  await expect(page).toHaveTitle(/^लोड होत आहे/)
  expect(missing()).toEqual([])
})

test('the home page in Hindi', async ({ page }) => {
  const { missing } = watchMissingMessages(page)
  await page.goto('/hi')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(page).toHaveTitle(/^किराये पर कार, कैब और टूर/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आप जहाँ भी जाएँ, हम आपको वहाँ ले चलते हैं, कभी भी, कहीं भी।')
  await expect(page.getByRole('link', { name: 'हमारी कारें देखें' })).toBeVisible()
  await page.getByRole('heading', { name: 'हमारी सेवाएँ' }).scrollIntoViewIfNeeded()
  await expect(page.getByRole('button', { name: 'यह टूर बुक करें' }).first()).toBeAttached()
  await expect(page.getByRole('form', { name: 'संपर्क करें' }).getByRole('button', { name: 'भेजें' })).toBeAttached()
  await expectAxeClean(page)
  expect(missing()).toEqual([])
})
