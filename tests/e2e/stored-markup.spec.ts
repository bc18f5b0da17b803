import { randomUUID } from 'node:crypto'
import { expect, test, type Browser, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test'
import { todayIn } from '../../app/domain/dates'
import { validAadhaar } from '../support/aadhaar'
import { addDays, seedBooking, seedMessage, seedUser } from '../support/admin-seed'
import { startSeededServer } from '../support/admin-server'
import { createTraveller, newTraveller, randomClientIp, signInAs } from '../support/auth'
import type { CaughtMail } from '../support/mail-catcher'
import { mailboxOf, targetOf, waitForMail } from '../support/mailbox'

/*
 * Issue 8: stored text is always rendered as text. Markup goes in where the product really
 * takes it — a name and an address at registration, feedback, a contact message — and every
 * page that shows it is opened as the person who sees it: Customer Reviews and the home page
 * for visitors, the admin panel for the owner, the account pages for the traveller, and the
 * e-mails. Each must show the text literally and run none of it: no payload element in the
 * DOM, no dialog, nothing set on `window`. The booking form's name and locations refuse
 * markup (letters only; a short list of punctuation), so bookings carry a `javascript:` text
 * that those rules let through, and the last test seeds markup into every booking field
 * directly, as older data or an import might hold it.
 */

const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=2</script>',
  '<svg onload="window.__pwned=3">',
  '"><iframe srcdoc="<script>parent.__pwned=4</script>">',
  '<a href="javascript:window.__pwned=5">javascript:window.__pwned=5</a>',
  // Loader data travels to the browser inside an inline <script>; this would end it early.
  '</script><script>window.__pwned=6</script>',
] as const

/** Letters, digits, spaces and the punctuation the booking form allows, and still a URL that would run. */
const JS_LOCATION = 'javascript:alert(document.domain)'

const THANKS = 'Thank you for reaching out! We will get back to you soon.'

type Stored = {
  tag: string
  payload: string
  traveller: Awaited<ReturnType<typeof createTraveller>>
  address: string
  feedback: string
  pickup: string
  contact: { name: string; message: string }
}

/** One traveller, review, booking and contact message per payload, all marked with `run`. */
let run = ''
let stored: Stored[] = []

test.beforeAll(async ({}, testInfo) => {
  const { baseURL } = targetOf(testInfo)
  run = `mk${randomUUID().slice(0, 8)}`
  const pickupDate = addDays(todayIn('Asia/Kolkata'), 7)
  stored = []
  for (const [i, payload] of PAYLOADS.entries()) {
    const tag = `${run}-${i}`
    const address = `${payload} Baner Road ${tag}`
    const traveller = await createTraveller(baseURL, { name: `${payload} ${tag}`, address })
    const item: Stored = {
      tag,
      payload,
      traveller,
      address,
      feedback: `${payload} Lovely trip ${tag}`,
      pickup: `${JS_LOCATION} ${tag}`,
      contact: { name: `${payload} ${tag}`, message: `${payload}\nNeed a cab to Shirdi ${tag}` },
    }
    const asTraveller = { Cookie: traveller.cookieHeader, Origin: baseURL, 'X-Forwarded-For': randomClientIp() }
    const review = await fetch(`${baseURL}/feedback`, {
      method: 'POST',
      headers: { ...asTraveller, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ feedback: item.feedback }),
    })
    expect(review.status, 'feedback with markup is accepted').toBe(200)
    const booking = await fetch(`${baseURL}/api/bookings`, {
      method: 'POST',
      headers: { ...asTraveller, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Ravi Kumar',
        bookingFor: 'self',
        mobileNumber: '',
        aadharCardNumber: validAadhaar(tag),
        pickupLocation: item.pickup,
        dropoffLocation: 'Mahabaleshwar',
        carType: 'Toyota Innova',
        pickupDate,
        pickupTime: '07:30',
        idempotencyKey: randomUUID(),
      }),
    })
    expect(booking.status, `booking: ${await booking.clone().text()}`).toBe(201)
    const contact = await fetch(`${baseURL}/api/contact`, {
      method: 'POST',
      headers: { Origin: baseURL, Accept: 'application/json', 'Content-Type': 'application/json', 'X-Forwarded-For': randomClientIp() },
      body: JSON.stringify({ ...item.contact, email: 'sender@example.in', phone: '9822012345' }),
    })
    expect(contact.status, 'contact message with markup is accepted').toBe(200)
    stored.push(item)
  }
})

/** A page that notes every dialog (and dismisses it) and every uncaught script error. */
async function watchedPage(context: BrowserContext): Promise<Page & { incidents: string[] }> {
  const page = Object.assign(await context.newPage(), { incidents: [] as string[] })
  page.on('dialog', (dialog) => {
    page.incidents.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('pageerror', (error) => page.incidents.push(`page error: ${error.message}`))
  return page
}

async function newContext(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  // Each context is a client of its own, clear of the per-address limits other specs use up.
  return browser.newContext({ ...options, extraHTTPHeaders: { 'X-Forwarded-For': randomClientIp() } })
}

/** Nothing from the payloads ran or became an element, anywhere in the page. */
async function expectInert(page: Page & { incidents: string[] }) {
  const found = await page.evaluate(() => {
    const out: string[] = []
    if ('__pwned' in window) out.push(`window.__pwned is ${String((window as { __pwned?: unknown }).__pwned)}`)
    if (document.querySelector('img[src="x"]')) out.push('an <img src="x">')
    for (const frame of document.querySelectorAll('iframe[srcdoc]')) out.push(`an <iframe srcdoc=${frame.getAttribute('srcdoc')}>`)
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase()
        if (name.startsWith('on') && attr.value.includes('__pwned')) out.push(`<${el.localName} ${name}="${attr.value}">`)
        if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) && /^\s*javascript:/i.test(attr.value))
          out.push(`<${el.localName} ${name}="${attr.value}">`)
      }
    }
    for (const script of document.scripts) if (/^\s*(window|parent)\.__pwned/.test(script.textContent ?? '')) out.push(`<script>${script.textContent}</script>`)
    return out
  })
  expect(found, `payload elements or effects in ${page.url()}`).toEqual([])
  expect(page.incidents, `dialogs or script errors in ${page.url()}`).toEqual([])
}

const cell = (row: Locator, label: string) => row.locator(`td[data-label="${label}"]`)
const detail = (page: Page, term: string) => page.locator('.account__detail', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd')

async function signInAsOwner(context: BrowserContext, testInfo: TestInfo, baseURL = targetOf(testInfo).baseURL) {
  await signInAs(context, baseURL, targetOf(testInfo).admin)
}

test('visitors see names and reviews with markup as text, live and server-rendered, on Customer Reviews and the home page', async ({ browser }, testInfo) => {
  const { baseURL } = targetOf(testInfo)
  const context = await newContext(browser)
  const page = await watchedPage(context)
  await page.goto('/reviews')
  await expect(page.locator('section.reviews[data-live="open"]')).toBeVisible()

  // One more review while the page is open: it arrives over the live feed, not in the HTML.
  const author = stored[0]!
  const live = `${PAYLOADS.join(' ')} live ${run}`
  expect(live.length, 'short enough to be shown whole').toBeLessThan(320)
  const posted = await fetch(`${baseURL}/feedback`, {
    method: 'POST',
    headers: { Cookie: author.traveller.cookieHeader, Origin: baseURL, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ feedback: live }),
  })
  expect(posted.status).toBe(200)
  const liveCard = page.locator('.review-card[data-live]').filter({ hasText: `live ${run}` })
  await expect(liveCard.locator('.review-card__text')).toHaveText(live)
  await expect(liveCard.locator('.review-card__name')).toHaveText(author.traveller.name)
  await expectInert(page)

  for (const path of ['/reviews', '/']) {
    await page.goto(path)
    // The home page draws its reviews, loaded then, as the reader nears them.
    await page.locator('#reviews').scrollIntoViewIfNeeded()
    for (const item of stored) {
      const card = page.locator('.review-card').filter({ hasText: `Lovely trip ${item.tag}` })
      await expect(card.locator('.review-card__name')).toHaveText(item.traveller.name)
      await expect(card.locator('.review-card__text')).toHaveText(item.feedback)
    }
    await expect(
      page
        .locator('.review-card')
        .filter({ hasText: `live ${run}` })
        .locator('.review-card__text'),
    ).toHaveText(live)
    await expect(page.getByText('<img src=x onerror="window.__pwned=1">', { exact: false }).first()).toBeVisible()
    await expectInert(page)
  }
  await context.close()
})

test('the owner sees names, addresses, locations and messages with markup as text in the admin panel', async ({ browser }, testInfo) => {
  const context = await newContext(browser)
  await signInAsOwner(context, testInfo)
  const page = await watchedPage(context)

  await page.goto(`/admin-panel?view=customers&q=${run}`)
  await expect(page.getByRole('heading', { level: 2, name: 'Customer Details' })).toBeVisible()
  await expect(page.locator('tbody tr')).toHaveCount(stored.length)
  for (const item of stored) {
    const row = page.locator('tbody tr').filter({ hasText: `Baner Road ${item.tag}` })
    await expect(cell(row, 'Name')).toHaveText(item.traveller.name)
    await expect(cell(row, 'Address')).toHaveText(item.address)
  }
  await expectInert(page)

  await page.goto(`/admin-panel?view=upcoming&q=${run}`)
  await expect(page.getByRole('heading', { level: 2, name: 'Today & Upcoming Bookings' })).toBeVisible()
  await expect(page.locator('tbody tr')).toHaveCount(stored.length)
  for (const item of stored) {
    const row = page.locator('tbody tr').filter({ hasText: item.pickup })
    await expect(cell(row, 'Booked By')).toHaveText(item.traveller.name)
    await expect(cell(row, 'Pick-up Location')).toHaveText(item.pickup)
  }
  await expectInert(page)

  await page.goto(`/admin-panel?view=messages&q=${run}`)
  await expect(page.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible()
  await expect(page.locator('tbody tr')).toHaveCount(stored.length)
  for (const item of stored) {
    const row = page.locator('tbody tr').filter({ hasText: `Shirdi ${item.tag}` })
    await expect(cell(row, 'Name')).toHaveText(item.contact.name)
    await expect(cell(row, 'Message')).toHaveText(item.contact.message)
  }
  // The search box shows what was searched for; markup typed there is text too.
  await page.goto(`/admin-panel?view=messages&q=${encodeURIComponent(`${PAYLOADS[0]}`)}`)
  await expect(page.getByLabel('Search messages')).toHaveValue(PAYLOADS[0])
  await expectInert(page)
  await context.close()
})

test('a contact message with markup sent through the form reaches the owner live, as text, and by e-mail escaped', async ({ browser }, testInfo) => {
  const owner = await newContext(browser)
  await signInAsOwner(owner, testInfo)
  const panel = await watchedPage(owner)
  // Its own mark, so the searches for `run` in the other tests never see it.
  const tag = `form${randomUUID().slice(0, 8)}`
  const listening = panel.waitForResponse((r) => new URL(r.url()).pathname === '/admin-panel/events')
  await panel.goto(`/admin-panel?view=messages&q=${tag}`)
  await expect(panel.getByText('No messages found.')).toBeVisible()
  await listening

  const visitor = await newContext(browser)
  const page = await watchedPage(visitor)
  const name = `${PAYLOADS[3]} ${tag}`
  const message = `${PAYLOADS.join('\n')}\nPickup from ${JS_LOCATION} please ${tag}`
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Get In Touch' })
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Email').fill('meera@example.in')
  await form.getByLabel('Phone').fill('9822098220')
  await form.getByLabel('Message').fill(message)
  await form.getByRole('button', { name: 'SEND US' }).click()
  await expect(page.getByText(THANKS)).toBeVisible()
  await expectInert(page)

  // The owner's open Messages view picks the new message up by itself.
  const row = panel.locator('tbody tr').filter({ hasText: tag })
  await expect(cell(row, 'Name')).toHaveText(name, { timeout: 10_000 })
  await expect(cell(row, 'Message')).toHaveText(message)
  await expectInert(panel)

  const [mail] = await waitForMail(mailboxOf(testInfo), (m) => m.subject.includes(tag))
  expect(mail!.subject).toBe(`New message from ${name} via the website`)
  expect(mail!.text).toContain(`Name: ${name}`)
  for (const payload of PAYLOADS) expect(mail!.text).toContain(payload)
  await expectEscapedMail(await watchedPage(visitor), mail!, [name, ...PAYLOADS])
  await Promise.all([owner.close(), visitor.close()])
})

test('a traveller registering through the form with markup in name and address sees it as text', async ({ browser }) => {
  const context = await newContext(browser)
  const page = await watchedPage(context)
  // Its own mark, so the searches for `run` in the other tests never see it.
  const tag = `form${randomUUID().slice(0, 8)}`
  const traveller = newTraveller({ name: `${PAYLOADS[0]} ${tag}`, address: `${PAYLOADS[4]} Kothrud ${tag}`, aadhaar: validAadhaar(tag) })
  await page.goto('/register')
  const form = page.getByRole('main').getByRole('form', { name: 'Register' })
  await form.getByLabel('Full Name').fill(traveller.name)
  await form.getByLabel('E-mail').fill(traveller.email)
  await form.getByLabel('Mobile').fill(traveller.mobile)
  await form.getByLabel('Address').fill(traveller.address)
  await form.getByLabel('PIN Code').fill(traveller.pin)
  await form.getByLabel('Aadhar Card Number').fill(traveller.aadhaar)
  await form.getByRole('button', { name: 'Verify Aadhar Card' }).click()
  await expect(form.getByRole('button', { name: 'Verify Aadhar Card' })).toBeDisabled()
  await form.getByLabel('Password', { exact: true }).fill(traveller.password)
  await form.getByLabel('Confirm Password').fill(traveller.password)
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/personal-info$/)
  await expect(page.locator('.account__name')).toHaveText(traveller.name)
  await expect(detail(page, 'Address')).toHaveText(traveller.address)
  await page.getByRole('button', { name: `Account menu for ${traveller.name}` }).click()
  await expect(page.locator('.account-menu__name')).toHaveText(traveller.name)
  await expectInert(page)
  await context.close()
})

test('travellers see their own name, address and bookings with markup as text, and their e-mails are escaped', async ({ browser }, testInfo) => {
  test.setTimeout(120_000)
  const context = await newContext(browser)
  const mailViewer = await watchedPage(context)
  const mailbox = mailboxOf(testInfo)
  for (const item of stored) {
    const own = await newContext(browser)
    await own.addCookies(item.traveller.cookies)
    const mine = await watchedPage(own)
    await mine.goto('/personal-info')
    await expect(mine.locator('.account__name')).toHaveText(item.traveller.name)
    await expect(detail(mine, 'Name')).toHaveText(item.traveller.name)
    await expect(detail(mine, 'Address')).toHaveText(item.address)
    await expectInert(mine)

    await mine.goto('/booking-history')
    await expect(mine.locator('tbody tr')).toHaveCount(1)
    await expect(cell(mine.locator('tbody tr'), 'Pick-up Location')).toHaveText(item.pickup)
    // The account menu in the bar carries the name as well.
    await mine.getByRole('button', { name: `Account menu for ${item.traveller.name}` }).click()
    await expect(mine.locator('.account-menu__name')).toHaveText(item.traveller.name)
    await expectInert(mine)

    await mine.goto('/feedback')
    await expect(mine.getByText(`Namaste ${item.traveller.name}!`, { exact: false })).toBeVisible()
    await expectInert(mine)
    await own.close()

    // The booking confirmation greets the traveller by name; the owner's notice names them.
    const [confirmation] = await waitForMail(mailbox, (m) => m.to.includes(item.traveller.email) && m.subject.startsWith('Booking confirmed: '))
    const [notice] = await waitForMail(mailbox, (m) => m.subject.startsWith('New booking: ') && m.text.includes(item.pickup))
    expect(confirmation!.text).toContain(`Namaste ${item.traveller.name}`)
    expect(notice!.text).toContain(item.traveller.name)
    for (const mail of [confirmation!, notice!]) await expectEscapedMail(mailViewer, mail, [item.payload])
  }
  await context.close()
})

test('markup that reached the database another way (older data, an import) is text in Past Bookings and every other view', async ({ browser }, testInfo) => {
  const today = todayIn('Asia/Kolkata')
  const [p0, p1, p2, p3, p4, p5] = PAYLOADS
  const server = await startSeededServer(targetOf(testInfo), 'markup', async (db) => {
    const userId = await seedUser(db, { name: `${p0} seeded`, email: 'seeded@example.in', address: p3, mobile: p1, pin: p2 })
    for (const [i, when] of [-3, 3].entries()) {
      await seedBooking(db, {
        userId,
        name: `${p1} booking ${i}`,
        bookingFor: 'someone',
        mobileNumber: p4,
        pickupLocation: p2,
        dropoffLocation: p5,
        carType: p3,
        pickupDate: addDays(today, when),
        pickupTime: '09:00',
        bookingDate: addDays(today, when - 5),
      })
    }
    await seedMessage(db, { name: p5, email: `${p0}@example.in`, phone: p4, message: PAYLOADS.join('\n'), createdAt: new Date().toISOString() })
  })
  try {
    const context = await newContext(browser)
    await signInAsOwner(context, testInfo, server.baseURL)
    const page = await watchedPage(context)

    for (const view of ['past', 'upcoming'] as const) {
      await page.goto(`${server.baseURL}/admin-panel?view=${view}`)
      const row = page.locator('tbody tr')
      await expect(row).toHaveCount(1)
      await expect(cell(row, 'Customer Name')).toHaveText(`${p1} booking ${view === 'past' ? 0 : 1}`)
      await expect(cell(row, 'Booked By')).toHaveText(`${p0} seeded`)
      await expect(cell(row, 'Car Type')).toHaveText(p3)
      await expect(cell(row, 'Pick-up Location')).toHaveText(p2)
      await expect(cell(row, 'Drop Location')).toHaveText(p5)
      await expect(cell(row, 'Mobile Number')).toHaveText(p4)
      await expectInert(page)
    }

    await page.goto(`${server.baseURL}/admin-panel?view=customers`)
    const customer = page.locator('tbody tr')
    await expect(customer).toHaveCount(1)
    await expect(cell(customer, 'Name')).toHaveText(`${p0} seeded`)
    await expect(cell(customer, 'Mobile')).toHaveText(p1)
    await expect(cell(customer, 'Address')).toHaveText(p3)
    await expect(cell(customer, 'Pin Code')).toHaveText(p2)
    await expectInert(page)

    await page.goto(`${server.baseURL}/admin-panel?view=messages`)
    const message = page.locator('tbody tr')
    await expect(message).toHaveCount(1)
    await expect(cell(message, 'Name')).toHaveText(p5)
    await expect(cell(message, 'Email')).toHaveText(`${p0}@example.in`)
    await expect(cell(message, 'Phone')).toHaveText(p4)
    await expect(cell(message, 'Message')).toHaveText(PAYLOADS.join('\n'))
    await expectInert(page)
    await context.close()
  } finally {
    await server.stop()
  }
})

/**
 * The HTML part shows the markup as text (escaped, never live) and, opened in the browser
 * as a mail program would, runs nothing.
 */
async function expectEscapedMail(page: Page & { incidents: string[] }, mail: CaughtMail, texts: string[]) {
  for (const live of ['<img src=x', '<script>window', '<svg onload', '<iframe srcdoc', '<a href="javascript:']) expect(mail.html).not.toContain(live)
  await page.setContent(mail.html)
  for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeAttached()
  await expectInert(page)
}
