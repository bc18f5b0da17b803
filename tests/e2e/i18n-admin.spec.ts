import fs from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { addDays, formatDayMonth, weekStartOf } from '../../app/domain/calendar'
import { formatIndianDate, todayIn } from '../../app/domain/dates'
import { seedMessage, seedRequestedBooking, seedUser } from '../support/admin-seed'
import { startSeededServer, type SeededServer } from '../support/admin-server'
import { signInAs } from '../support/auth'
import { watchMissingMessages } from '../support/i18n'
import type { E2ETarget } from '../support/targets'

/*
 * An owner who set Hindi sees the panel in Hindi (issue 24): headings, statuses, dates, the
 * booking page with its Assign form and a clash warning, the calendar, drivers, fleet and the
 * CSV export; then a Marathi spot check. Every page is walked with the missing-message watch,
 * checked by axe and photographed at 375 px and 1280 px.
 */

const IST = 'Asia/Kolkata'

function target(): E2ETarget {
  return test.info().project.metadata as E2ETarget
}

async function expectNoAxeViolations(page: Page) {
  const view = page.locator('section.admin-view[aria-busy]')
  if ((await view.count()) > 0) await expect(view).not.toHaveAttribute('aria-busy', 'true')
  const result = await new AxeBuilder({ page }).analyze()
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** Nothing wider than the screen, and a photograph of it (attached, and kept for a person to look at). */
async function photograph(page: Page, name: string) {
  const width = page.viewportSize()!.width
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits ${width} px`).toBeLessThanOrEqual(width)
  const body = await page.screenshot({ fullPage: true })
  await test.info().attach(`${name}-${width}.png`, { body, contentType: 'image/png' })
  const dir = process.env.I18N_SCREENSHOTS
  if (dir) {
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, `${name}-${width}.png`), body)
  }
}

test.describe('the owner’s panel in Hindi and Marathi', () => {
  let server: SeededServer
  // Next week, so the calendar checks never straddle today.
  const week = addDays(weekStartOf(todayIn(IST)), 7)
  const wednesday = addDays(week, 2)
  const refs = { first: '', second: '' }

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000)
    server = await startSeededServer(target(), 'i18n-admin', async (db) => {
      const rahul = await seedUser(db, { name: 'Rahul Sharma', email: 'rahul.i18n@example.in', mobile: '9822012345', aadhaarLast4: '5678' })
      refs.first = await seedRequestedBooking(db, { userId: rahul, name: 'Rahul Sharma', pickupDate: wednesday, pickupTime: '09:00', carType: 'Toyota Innova' })
      refs.second = await seedRequestedBooking(db, {
        userId: rahul,
        name: 'Priya Deshmukh',
        pickupDate: wednesday,
        pickupTime: '15:00',
        carType: 'Toyota Innova',
      })
      await db
        .insertInto('driver')
        .values({
          id: 'driver-suresh',
          name: 'Suresh Shinde',
          mobile: '9822011111',
          active: target().name === 'postgres' ? true : 1,
          createdAt: new Date().toISOString(),
        })
        .execute()
      await seedMessage(
        db,
        {
          name: 'Kavita Joshi',
          email: 'kavita@example.in',
          phone: '9822098220',
          message: 'Is a Tempo Traveller free for Ashtavinayak?',
          createdAt: '2026-11-01T04:00:00.000Z',
        },
        { status: 'sent', attempts: 1 },
      )
    })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test.beforeEach(async ({ page }) => {
    await signInAs(page.context(), server.baseURL, target().admin)
  })

  test('an owner who set Hindi runs the day in Hindi, CSV included', async ({ page }) => {
    test.setTimeout(120_000)
    const watch = watchMissingMessages(page)

    // The owner chooses हिन्दी once: the account remembers it, and the panel's address follows.
    const chose = await page.request.post(`${server.baseURL}/language`, {
      form: { lang: 'hi', returnTo: '/admin-panel' },
      headers: { Origin: server.baseURL },
      maxRedirects: 0,
    })
    expect(chose.status()).toBe(302)
    expect(chose.headers().location).toBe('/hi/admin-panel')
    await page.goto(`${server.baseURL}/admin-panel`)
    await expect(page).toHaveURL(/\/hi\/admin-panel$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`स्वागत है, ${target().admin.name}`)
    await expect(page.getByText(`आज ${formatIndianDate(todayIn(IST), 'hi')} है।`)).toBeVisible()

    // Today & Upcoming: headings, column labels, statuses and dates in Hindi.
    await page.getByRole('button', { name: 'आज की और आने वाली बुकिंग' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'आज की और आने वाली बुकिंग' })).toBeVisible()
    await expect(page.getByText('2 बुकिंग', { exact: true })).toBeVisible()
    const row = page.locator('tbody tr', { hasText: refs.first })
    await expect(row.locator('td[data-label="स्थिति"]')).toHaveText('अनुरोध किया गया')
    await expect(row.locator('td[data-label="पिकअप की तारीख"]')).toContainText(formatIndianDate(wednesday, 'hi'))
    await expectNoAxeViolations(page)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await photograph(page, 'hi-admin-upcoming')
    }

    // The CSV from the panel's link: headers, statuses and trip types in Hindi.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV डाउनलोड करें' }).click()])
    const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '')
    const lines = csv.split('\r\n').filter(Boolean)
    expect(lines[0]).toBe(
      'क्र. सं.,बुकिंग की तारीख,पिकअप की तारीख,पिकअप का समय,ग्राहक का नाम,बुक करने वाले,कार का प्रकार,पिकअप की जगह,ड्रॉप की जगह,मोबाइल नंबर,बुकिंग नंबर,स्थिति,यात्रा का प्रकार,वापसी की तारीख,घंटे,टूर,फ़्लाइट या ट्रेन नंबर,यात्री,रुकने की जगहें',
    )
    expect(lines.find((l) => l.includes(refs.first))).toContain(`,${refs.first},अनुरोध किया गया,एक तरफ़,`)
    // Without the link's lang, the file speaks the owner's stored language.
    const stored = await page.request.get(`${server.baseURL}/admin-panel/export.csv?view=messages`)
    expect((await stored.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('क्र. सं.,मिलने का समय,नाम,ईमेल,फ़ोन,संदेश,भेजने की स्थिति,कोशिशें')

    // The booking page, and the Assign form's checks in Hindi.
    await page.setViewportSize({ width: 1280, height: 900 })
    await row.getByRole('link', { name: `बुकिंग ${refs.first} खोलें` }).click()
    await expect(page).toHaveURL(new RegExp(`/hi/admin-panel/bookings/${refs.first}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`बुकिंग ${refs.first}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('अनुरोध किया गया')
    await expect(page.getByRole('heading', { level: 2, name: 'यात्रा' })).toBeVisible()
    await expect(page.locator('.admin-facts')).toContainText(formatIndianDate(wednesday, 'hi'))
    await page.getByLabel('गाड़ी नंबर').fill('MH 12 AB')
    await page.getByRole('button', { name: 'ड्राइवर तय करें' }).click()
    await expect(page.locator('#assign-driver-error')).toHaveText('सूची में से कोई सक्रिय ड्राइवर चुनें।')
    await expect(page.getByText('गाड़ी नंबर लिखें, जैसे MH 12 AB 1234।')).toBeVisible()
    await expectNoAxeViolations(page)
    await photograph(page, 'hi-admin-booking')
    await page.setViewportSize({ width: 375, height: 900 })
    await photograph(page, 'hi-admin-booking')

    // Two Innovas that day and one in the fleet: the clash warning, with its date, in Hindi; then on anyway.
    await page.goto(`${server.baseURL}/hi/admin-panel/bookings/${refs.first}`)
    await page.getByRole('button', { name: 'बुकिंग पक्की करें' }).click()
    const warning = page.getByRole('alert').filter({ hasText: 'आगे बढ़ने से पहले जाँच लें' })
    await expect(warning).toContainText(`${formatIndianDate(wednesday, 'hi')} को Toyota Innova की सभी 1 कार पहले से बुक है (1 चालू बुकिंग)।`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('अनुरोध किया गया')
    await expectNoAxeViolations(page)
    await photograph(page, 'hi-admin-clash')
    await warning.getByRole('button', { name: 'फिर भी बुकिंग पक्की करें' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'बुकिंग पक्की हो गई।' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('पक्की')
    await expect(page.locator('.admin-history li').last()).toContainText(`${target().admin.name} द्वारा`)

    // The calendar of that week.
    await page.getByRole('navigation', { name: 'मालिक के पेज' }).getByRole('link', { name: 'कैलेंडर' }).click()
    await expect(page).toHaveURL(/\/hi\/admin-panel\/calendar$/)
    await page.getByRole('link', { name: 'अगला हफ़्ता →' }).click()
    await expect(page.getByRole('heading', { level: 2, name: `${formatIndianDate(week, 'hi')} – ${formatIndianDate(addDays(week, 6), 'hi')}` })).toBeVisible()
    const day = page.locator('li.admin-day').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(formatDayMonth(wednesday, 'hi')) }) })
    await expect(day.getByRole('heading', { level: 3 })).toContainText('बुध')
    await expect(day).toContainText('1 में से 2, ज़्यादा')
    await expect(day.getByRole('link', { name: new RegExp(refs.first) })).toContainText('पक्की')
    await expect(day.getByRole('link', { name: new RegExp(refs.second) })).toContainText('अनुरोध किया गया')
    await expectNoAxeViolations(page)
    await photograph(page, 'hi-admin-calendar')
    await page.setViewportSize({ width: 1280, height: 900 })
    await photograph(page, 'hi-admin-calendar')

    // Drivers: the list, a refused mobile number and an added driver, in Hindi.
    await page.getByRole('navigation', { name: 'मालिक के पेज' }).getByRole('link', { name: 'ड्राइवर' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'ड्राइवर' })).toBeVisible()
    await expect(page.locator('tbody tr', { hasText: 'Suresh Shinde' }).locator('td[data-label="स्थिति"]')).toHaveText('सक्रिय')
    await page.getByLabel('नाम').fill('Ganesh Patil')
    await page.getByLabel('मोबाइल').fill('98220 2222')
    await page.getByRole('button', { name: 'ड्राइवर जोड़ें', exact: true }).click()
    await expect(page.getByText('सही 10 अंकों का मोबाइल नंबर लिखें।')).toBeVisible()
    await page.getByLabel('मोबाइल').fill('98220 22222')
    await page.getByRole('button', { name: 'ड्राइवर जोड़ें', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Ganesh Patil जोड़ दिए गए।' })).toBeVisible()
    await expectNoAxeViolations(page)
    await photograph(page, 'hi-admin-drivers')
    await page.setViewportSize({ width: 375, height: 900 })
    await photograph(page, 'hi-admin-drivers')

    // Fleet.
    await page.getByRole('navigation', { name: 'मालिक के पेज' }).getByRole('link', { name: 'फ़्लीट' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'फ़्लीट' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'हर प्रकार की गाड़ियाँ' })).toBeVisible()
    await expect(page.getByText('7 सीटें').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await photograph(page, 'hi-admin-fleet')

    expect(watch.missing()).toEqual([])
  })

  test('a Marathi spot check of every owner’s screen', async ({ page }) => {
    test.setTimeout(180_000)
    const watch = watchMissingMessages(page)
    const screens: Array<[string, string, string]> = [
      ['/mr/admin-panel?view=upcoming', 'आजच्या व पुढील बुकिंग', 'mr-admin-upcoming'],
      ['/mr/admin-panel?view=customers', 'ग्राहकांची माहिती', 'mr-admin-customers'],
      ['/mr/admin-panel?view=messages', 'संदेश', 'mr-admin-messages'],
      [`/mr/admin-panel/bookings/${refs.first}`, `बुकिंग ${refs.first}`, 'mr-admin-booking'],
      [`/mr/admin-panel/calendar?week=${week}`, 'दिनदर्शिका', 'mr-admin-calendar'],
      ['/mr/admin-panel/drivers', 'चालक', 'mr-admin-drivers'],
      ['/mr/admin-panel/fleet', 'ताफा', 'mr-admin-fleet'],
      ['/mr/admin-panel/new-booking', 'नवी बुकिंग', 'mr-admin-new-booking'],
      ['/mr/admin-panel/reviews', 'अभिप्राय', 'mr-admin-reviews'],
    ]
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      for (const [address, heading, name] of screens) {
        await page.goto(`${server.baseURL}${address}`)
        await expect(page.locator('html')).toHaveAttribute('lang', 'mr-IN')
        await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible()
        if (width === 375) await expectNoAxeViolations(page)
        await photograph(page, name)
      }
    }
    // A few texts a Marathi reader sees.
    await page.goto(`${server.baseURL}/mr/admin-panel?view=upcoming`)
    await expect(page.locator('tbody tr', { hasText: refs.first }).locator('td[data-label="स्थिती"]')).toHaveText(/विनंती केली|निश्चित/)
    await expect(page.locator('tbody tr', { hasText: refs.first }).locator('td[data-label="पिकअपची तारीख"]')).toContainText(formatIndianDate(wednesday, 'mr'))
    await page.goto(`${server.baseURL}/mr/admin-panel/drivers`)
    await page.getByRole('button', { name: 'चालक जोडा', exact: true }).click()
    await expect(page.getByText('चालकाचे नाव लिहा (फक्त अक्षरे आणि मोकळी जागा, 80 पर्यंत).')).toBeVisible()
    expect(watch.missing()).toEqual([])
  })
})
