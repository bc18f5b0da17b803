import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'
import { hydrated } from '../support/hydration'
import { watchMissingMessages } from '../support/i18n'

// Issue 24: every page in English, हिन्दी and मराठी at its own address, a switcher that keeps
// the page, the choice remembered, and the browser's language only ever offered.

test('the header switcher shows the same page in Marathi, remembers it, and goes back to English', async ({ page }) => {
  const gaps = watchMissingMessages(page)
  await page.goto('/carlistNav')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  await page.getByLabel('Language').click()
  await page.getByRole('button', { name: 'मराठी' }).click()
  await expect(page).toHaveURL(/\/mr\/carlistNav$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
  await expect(page.getByRole('navigation', { name: 'मुख्य मेनू' }).getByRole('link', { name: 'गाड्या', exact: true })).toBeVisible()

  // Remembered: an English address now opens in Marathi, and links stay in Marathi.
  await page.goto('/servicesNav')
  await expect(page).toHaveURL(/\/mr\/servicesNav$/)
  await expect(page.getByRole('navigation', { name: 'मुख्य मेनू' }).getByRole('link', { name: 'मुख्यपृष्ठ', exact: true })).toHaveAttribute('href', '/mr')

  // Back to English, on the same page, remembered too.
  await page.getByLabel('भाषा').click()
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/servicesNav$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  await page.goto('/carlistNav')
  await expect(page).toHaveURL(/\/carlistNav$/)
  expect(gaps.missing()).toEqual([])
})

test('the switcher opens and closes by keyboard, and works before the page scripts run', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/aboutNav')
  await page.getByLabel('Language').click()
  await expect(page).toHaveURL(/\/choose-language\?returnTo=%2FaboutNav$/)
  await page.getByRole('button', { name: 'हिन्दी' }).click()
  await expect(page).toHaveURL(/\/hi\/aboutNav$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await context.close()

  const keyboard = await browser.newContext({ baseURL })
  const kpage = await keyboard.newPage()
  await kpage.goto('/contactNav')
  // The list opens in place once the page's scripts run; before, the link leads to the language page.
  await hydrated(kpage, 'a.lang-switch__button')
  const trigger = kpage.getByLabel('Language')
  await trigger.focus()
  await kpage.keyboard.press('Enter')
  await expect(kpage.getByRole('button', { name: 'मराठी' })).toBeVisible()
  await kpage.keyboard.press('Escape')
  await expect(kpage.getByRole('button', { name: 'मराठी' })).toBeHidden()
  await expect(trigger).toBeFocused()
  await keyboard.close()
})

test('a browser that prefers Marathi is offered it on the home page, never sent there', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'mr-IN', extraHTTPHeaders: { 'Accept-Language': 'mr-IN,mr;q=0.9,en;q=0.5' } })
  const page = await context.newPage()
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  await expect(page.getByText('ही साइट मराठीतही आहे.')).toBeVisible()
  // Other pages make no offer.
  await page.goto('/carlistNav')
  await expect(page.getByText('ही साइट मराठीतही आहे.')).toHaveCount(0)
  // Declining is remembered: no offer again, and no redirect.
  await page.goto('/')
  await page.getByRole('button', { name: 'English मध्येच राहा' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText('ही साइट मराठीतही आहे.')).toHaveCount(0)
  await page.reload()
  await expect(page.getByText('ही साइट मराठीतही आहे.')).toHaveCount(0)
  await context.close()
})

test('each language names the others for search engines, and the sitemap lists every language', async ({ page, request }) => {
  await page.goto('/hi/servicesNav')
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL((l as HTMLLinkElement).href).pathname]))
  expect(alternates).toEqual([
    ['en-IN', '/servicesNav'],
    ['hi-IN', '/hi/servicesNav'],
    ['mr-IN', '/mr/servicesNav'],
  ])
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi\/servicesNav$/)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/', '/mr', '/hi', '/carlistNav', '/mr/carlistNav', '/hi/terms']) expect(sitemap).toContain(`${path}</loc>`)
})

test('an address with a prefix that is no language is a missing page', async ({ request }) => {
  expect((await request.get('/fr/carlistNav')).status()).toBe(404)
  expect((await request.get('/mr/no-such-page')).status()).toBe(404)
})

test('the signed-in traveller’s choice is kept on their account', async ({ page, traveller, browser, baseURL }) => {
  await page.goto('/booking-history')
  await page.getByLabel('Language').click()
  await page.getByRole('button', { name: 'हिन्दी' }).click()
  await expect(page).toHaveURL(/\/hi\/booking-history$/)
  // The account remembers it, not only this browser: a new sign-in elsewhere lands in Hindi.
  const other = await browser.newContext({ baseURL })
  const otherPage = await other.newPage()
  await otherPage.goto('/login')
  const form = otherPage.locator('main form')
  await form.getByLabel('E-mail').fill(traveller.email)
  await form.getByLabel('Password').fill(traveller.password)
  await form.getByRole('button', { name: 'Login' }).click()
  await expect(otherPage).toHaveURL(/\/hi\//)
  await other.close()
})

test('the header and the switcher pass axe in Hindi and Marathi at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  for (const path of ['/mr', '/hi/carlistNav']) {
    await page.goto(path)
    await page.getByLabel(/भाषा/).click()
    const results = await new AxeBuilder({ page }).include('header').analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
    await page.getByLabel(/भाषा/).click()
  }
})

// A Marathi page's text is in its markup once: its messages come beside the document, in one
// file the browser keeps, and the page hydrates from them. A page opened later brings its own.
test('a Marathi document carries its messages beside it, hydrates from them, and later pages bring theirs', async ({ page, request }) => {
  const gaps = watchMissingMessages(page)
  const html = await (await request.get('/mr/carlistNav')).text()
  // The booking dialog's texts are not on the page until it opens, so they are in no markup.
  expect(html).not.toContain('सर्व माहिती भरणे आवश्यक आहे.')
  const file = /<meta name="yatri-messages" content="(\/i18n\/[^"]+\.json)"/.exec(html)?.[1]
  expect(file).toMatch(/^\/i18n\/[\w-]+\/mr\/cars\+common\.json$/)
  const fileAnswer = await request.get(file!)
  expect(fileAnswer.headers()['cache-control']).toContain('immutable')
  expect((await fileAnswer.json()) as Record<string, string>).toMatchObject({ 'All fields are required.': 'सर्व माहिती भरणे आवश्यक आहे.' })

  await page.goto('/mr/carlistNav')
  await hydrated(page, 'button[data-car]')
  await page.locator('button[data-car]').first().click()
  await expect(page.getByRole('dialog').getByText('सर्व माहिती भरणे आवश्यक आहे.')).toBeVisible()
  await page.keyboard.press('Escape')
  // Opened in place, the contact page's messages arrive with its data.
  await page.getByRole('navigation', { name: 'मुख्य मेनू' }).getByRole('link', { name: 'संपर्क', exact: true }).click()
  await expect(page).toHaveURL(/\/mr\/contactNav$/)
  await expect(page.getByRole('heading', { level: 2 }).first()).not.toHaveText(/Contact/)
  expect(gaps.missing()).toEqual([])
})
