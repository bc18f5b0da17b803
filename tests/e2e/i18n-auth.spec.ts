import { type Page } from '@playwright/test'
import { newTraveller } from '../support/auth'
import { expectNoAxeViolations } from '../support/axe'
import { watchMissingMessages } from '../support/i18n'
import { expect, test } from './fixtures'

// Issue 24: a person who reads only Marathi registers, logs in and asks for a new password in
// Marathi; the account keeps the language it was made in. A Hindi check or two besides.

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text })

/** The missing messages reported on the account pages (the home page after logging out belongs to another part). */
const onAccountPages = (reported: string[]) =>
  reported.filter((line) => /\/(login|register|forgot-password|reset-password|personal-info)\b/.test(line.split(' [i18n]')[0] ?? ''))

test('a Marathi reader registers in Marathi, and the account brings Marathi back at the next login', async ({ page }) => {
  // A long walk: registration, logout, login and a language change.
  test.slow()
  const watch = watchMissingMessages(page)
  const traveller = newTraveller({ name: 'सुनीता पाटील' })

  await page.goto('/mr/register')
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
  await expect(page).toHaveTitle(/नोंदणी करा/)
  const form = page.getByRole('main').getByRole('form', { name: 'नोंदणी करा' })
  await expect(page.getByRole('heading', { level: 1, name: 'नोंदणी करा' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'आधीच खाते आहे? लॉग इन करा' })).toBeVisible()
  await expectNoAxeViolations(page)

  // A wrong field first: the browser's check speaks Marathi.
  await form.getByLabel('पूर्ण नाव').fill(traveller.name)
  await form.getByLabel('ईमेल').fill(traveller.email)
  await form.getByLabel('मोबाईल').fill('5123456789')
  await form.getByLabel('पिन कोड').fill('4110')
  await form.getByLabel('पत्ता').fill(traveller.address)
  await form.getByLabel('आधार कार्ड क्रमांक').fill(traveller.aadhaar)
  await form.getByLabel('पासवर्ड', { exact: true }).fill(traveller.password)
  await form.getByLabel('पासवर्ड पुन्हा लिहा').fill('Different@2026')
  await form.getByRole('button', { name: 'नोंदणी करा' }).click()
  await expect(form.getByText('योग्य १० अंकी मोबाईल क्रमांक लिहा.')).toBeVisible()
  await expect(form.getByText('पिन कोड ६ अंकी असावा.')).toBeVisible()
  await expect(form.getByText('दोन्ही पासवर्ड जुळत नाहीत.')).toBeVisible()
  await expectNoAxeViolations(page)

  // Corrected; registering before verifying the Aadhaar number is refused, in Marathi.
  await form.getByLabel('मोबाईल').fill(traveller.mobile)
  await form.getByLabel('पिन कोड').fill(traveller.pin)
  await form.getByLabel('पासवर्ड पुन्हा लिहा').fill(traveller.password)
  await form.getByRole('button', { name: 'नोंदणी करा' }).click()
  await expect(toast(page, 'कृपया नोंदणीपूर्वी तुमचे आधार कार्ड तपासा.')).toBeVisible()
  await form.getByRole('button', { name: 'आधार कार्ड तपासा' }).click()
  await expect(toast(page, 'आधार कार्ड तपासले गेले!')).toBeVisible()
  await form.getByRole('button', { name: 'नोंदणी करा' }).click()

  // Signed in, on the Marathi account page; the account's language is Marathi.
  await expect(page).toHaveURL(/\/mr\/personal-info$/)
  await expect(toast(page, 'नोंदणी झाली!')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'माझे खाते' })).toBeVisible()
  await expect(page.getByLabel('साइटची आणि आमच्या ईमेलची भाषा')).toHaveValue('mr')
  await expectNoAxeViolations(page)

  // The account menu speaks Marathi; logging out leads to the Marathi home page.
  await page.getByRole('button', { name: `${traveller.name} यांचा खाते मेनू` }).click()
  await expect(page.getByRole('menuitem', { name: 'माझी माहिती' })).toBeVisible()
  await page.getByRole('menuitem', { name: 'लॉग आउट' }).click()
  await expect(page).toHaveURL(/\/mr$/)
  await expect(page.getByRole('button', { name: /खाते मेनू|Account menu/ })).toHaveCount(0)

  // A browser that remembers nothing, on the English login page: the account brings Marathi back.
  await page.context().clearCookies()
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  const login = page.getByRole('main').getByRole('form', { name: 'Login' })
  await login.getByLabel('E-mail').fill(traveller.email)
  await login.getByLabel('Password', { exact: true }).fill(traveller.password)
  await login.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/mr\/personal-info$/)
  await expect(toast(page, 'लॉग इन झाले!')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'माझे खाते' })).toBeVisible()
  // …and remembers it: an address without a prefix now comes in Marathi.
  await page.goto('/personal-info')
  await expect(page).toHaveURL(/\/mr\/personal-info$/)

  // The account page changes the account's language.
  await page.getByLabel('साइटची आणि आमच्या ईमेलची भाषा').selectOption('hi')
  await page.getByRole('button', { name: 'भाषा जतन करा' }).click()
  await expect(page).toHaveURL(/\/hi\/personal-info$/)
  await expect(page.getByRole('heading', { level: 1, name: 'मेरा खाता' })).toBeVisible()
  await expect(page.getByLabel('साइट और हमारे ईमेल की भाषा')).toHaveValue('hi')

  expect(onAccountPages(watch.missing())).toEqual([])
})

test('forgot password in Marathi: its rule and its answer', async ({ page }) => {
  const watch = watchMissingMessages(page)
  await page.goto('/mr/forgot-password')
  await expect(page).toHaveTitle(/पासवर्ड विसरलात/)
  await expect(page.getByRole('heading', { level: 1, name: 'पासवर्ड विसरलात?' })).toBeVisible()
  const form = page.getByRole('form', { name: 'पासवर्ड विसरलात' })
  await form.getByRole('button', { name: 'पासवर्ड बदलण्याची लिंक पाठवा' }).click()
  await expect(form.getByText('योग्य ईमेल पत्ता लिहा.')).toBeVisible()
  await expectNoAxeViolations(page)
  await form.getByLabel('ईमेल').fill(newTraveller().email)
  await form.getByRole('button', { name: 'पासवर्ड बदलण्याची लिंक पाठवा' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'या ईमेलने खाते असल्यास, आम्ही पासवर्ड बदलण्याची लिंक पाठवली आहे.' })).toBeVisible()
  await expect(page).toHaveURL(/\/mr\/forgot-password$/)
  await page.getByRole('link', { name: 'लॉग इनकडे परत जा' }).click()
  await expect(page).toHaveURL(/\/mr\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(watch.missing()).toEqual([])
})

test('Hindi: the login page, its browser check and the server refusal', async ({ page }) => {
  const watch = watchMissingMessages(page)
  await page.goto('/hi/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeVisible()
  const form = page.getByRole('main').getByRole('form', { name: 'लॉग इन' })
  await form.getByRole('button', { name: 'लॉग इन' }).click()
  await expect(form.getByText('सही ईमेल पता लिखें।')).toBeVisible()
  await form.getByLabel('ईमेल').fill(newTraveller().email)
  await form.getByLabel('पासवर्ड', { exact: true }).fill('Galat@2026')
  await form.getByRole('button', { name: 'लॉग इन' }).click()
  await expect(toast(page, 'लॉग इन की जानकारी ग़लत है। कृपया अपना ईमेल और पासवर्ड जाँचें।')).toBeVisible()
  await expect(page).toHaveURL(/\/hi\/login$/)
  await expectNoAxeViolations(page)
  expect(watch.missing()).toEqual([])
})
