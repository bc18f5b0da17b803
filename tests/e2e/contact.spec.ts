import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { randomClientIp } from '../support/auth'
import { readMailbox } from '../support/mail-catcher'
import { mailboxOf, targetOf, waitForMail } from '../support/mailbox'

const THANKS = 'Thank you for reaching out! We will get back to you soon.'
const FAILED = 'Failed to send message. Please try again later.'

/** Headers that make the server see a client address of its own (it trusts X-Forwarded-For from loopback). */
function asClient(ip: string = randomClientIp()): Record<string, string> {
  return { 'X-Forwarded-For': ip }
}

// Every test is its own client, so the per-address limit (5 per 10 minutes) is per test.
test.use({ extraHTTPHeaders: async ({}, use) => use(asClient()) })

function uniqueName(): string {
  return `Ravi Kumar ${randomUUID().slice(0, 6)}`
}

async function fillContact(page: Page, values: { name: string; email: string; phone: string; message: string }) {
  const form = page.getByRole('form', { name: 'Get In Touch' })
  await form.getByLabel('Name').fill(values.name)
  await form.getByLabel('Email').fill(values.email)
  await form.getByLabel('Phone').fill(values.phone)
  await form.getByLabel('Message').fill(values.message)
  return form
}

test('a message from the contact page reaches the owner, with the sender as reply-to', async ({ page }, testInfo) => {
  const name = uniqueName()
  await page.goto('/contact')
  const form = await fillContact(page, {
    name,
    email: 'ravi.kumar@example.in',
    phone: '+91 98765 43210',
    message: 'Need an Innova from Pune to Shirdi\non 5 December.',
  })

  // Hold the request until the busy state has been seen, then let it through.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/contact', async (route) => {
    await held
    await route.continue()
  })
  await form.getByRole('button', { name: 'SEND US' }).click()
  const busy = form.getByRole('button', { name: 'Sending...' })
  await expect(busy).toBeVisible()
  await expect(busy).toBeDisabled()
  release()

  await expect(page.getByText(THANKS)).toBeVisible()
  await expect(form.getByRole('button', { name: 'SEND US' })).toBeEnabled()
  for (const label of ['Name', 'Email', 'Phone', 'Message']) await expect(form.getByLabel(label)).toHaveValue('')

  const [mail, ...others] = await waitForMail(mailboxOf(testInfo), (m) => m.subject.includes(name))
  expect(others).toHaveLength(0)
  expect(mail!.to).toBe('owner-inbox@yatri.test')
  expect(mail!.replyTo).toContain('ravi.kumar@example.in')
  expect(mail!.replyTo).toContain(name)
  expect(mail!.text).toContain(`Name: ${name}`)
  expect(mail!.text).toContain('Email: ravi.kumar@example.in')
  expect(mail!.text).toContain('Phone: +91 98765 43210')
  expect(mail!.text).toContain('Need an Innova from Pune to Shirdi\non 5 December.')
  expect(mail!.text).toContain('Sent from: Contact page')
  expect(mail!.html).toContain('Need an Innova from Pune to Shirdi')
})

test('the home page and the menu contact page send too', async ({ page }, testInfo) => {
  for (const [path, source] of [
    ['/', 'Home page'],
    ['/contactNav', 'Contact page (menu)'],
  ] as const) {
    const name = uniqueName()
    await page.goto(path)
    const form = await fillContact(page, { name, email: 'sneha@example.in', phone: '9822012345', message: `Sent from ${path}` })
    await form.getByRole('button', { name: 'SEND US' }).click()
    await expect(page.getByText(THANKS).first()).toBeVisible()
    const [mail] = await waitForMail(mailboxOf(testInfo), (m) => m.subject.includes(name))
    expect(mail!.text).toContain(`Sent from: ${source}`)
    expect(mail!.replyTo).toContain('sneha@example.in')
  }
})

test('the browser checks every field before anything is sent', async ({ page }) => {
  let posts = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact') && r.method() === 'POST') posts++
  })
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Get In Touch' })
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email')
  await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel')
  for (const label of ['Name', 'Email', 'Phone', 'Message']) await expect(form.getByLabel(label)).toHaveAttribute('required', '')

  await form.getByRole('button', { name: 'SEND US' }).click()
  await expect(form.getByText('Please enter your name.')).toBeVisible()
  await expect(form.getByText('Enter a valid email address.')).toBeVisible()
  await expect(form.getByText('Enter a valid phone number.')).toBeVisible()
  await expect(form.getByText('Please write your message.')).toBeVisible()
  await expect(form.getByLabel('Name')).toBeFocused()

  await form.getByLabel('Email').fill('not-an-address')
  await expect(form.getByText('Enter a valid email address.')).toBeHidden()
  await form.getByRole('button', { name: 'SEND US' }).click()
  await expect(form.getByText('Enter a valid email address.')).toBeVisible()
  expect(posts).toBe(0)
})

test('the server refuses bad input and other sites, and stores nothing', async ({ request }, testInfo) => {
  const { baseURL } = targetOf(testInfo)
  const headers = { Origin: baseURL, Accept: 'application/json', ...asClient() }
  const name = uniqueName()

  const invalid = await request.post('/api/contact', { headers, data: { name, email: 'nobody', phone: 'x', message: '   ' } })
  expect(invalid.status()).toBe(400)
  expect((await invalid.json()).errors).toEqual({
    email: 'Enter a valid email address.',
    phone: 'Enter a valid phone number.',
    message: 'Please write your message.',
  })
  const tooLong = await request.post('/api/contact', { headers, data: { name, email: 'a@example.in', phone: '9822012345', message: 'x'.repeat(2001) } })
  expect(tooLong.status()).toBe(400)
  expect((await tooLong.json()).errors.message).toBe('Message can be at most 2000 characters.')

  const crossSite = await request.post('/api/contact', {
    headers: { ...headers, Origin: 'https://attacker.example' },
    data: { name, email: 'a@example.in', phone: '9822012345', message: 'hello' },
  })
  expect(crossSite.status()).toBe(403)

  // A bot filling the field people never see is thanked like anyone, and nothing is sent.
  const bot = await request.post('/api/contact', {
    headers,
    data: { name, email: 'bot@example.in', phone: '9822012345', message: 'cheap pills', website: 'http://spam.example' },
  })
  expect(bot.status()).toBe(200)
  expect((await bot.json()).message).toBe(THANKS)

  // A later, valid message arrives; none of the refused ones ever do.
  const marker = uniqueName()
  const ok = await request.post('/api/contact', { headers, data: { name: marker, email: 'a@example.in', phone: '9822012345', message: 'valid' } })
  expect(ok.status()).toBe(200)
  await waitForMail(mailboxOf(testInfo), (m) => m.subject.includes(marker))
  expect(readMailbox(mailboxOf(testInfo)).filter((m) => m.subject.includes(name))).toHaveLength(0)
})

test('one address may send five messages in ten minutes, then is asked to wait', async ({ browser, request }, testInfo) => {
  const { baseURL } = targetOf(testInfo)
  const client = asClient()
  const headers = { Origin: baseURL, Accept: 'application/json', ...client }
  for (let i = 1; i <= 5; i++) {
    const res = await request.post('/api/contact', {
      headers,
      data: { name: `Limit test ${i}`, email: 'limit@example.in', phone: '9822012345', message: `message ${i}` },
    })
    expect(res.status(), `message ${i}`).toBe(200)
  }
  const sixth = await request.post('/api/contact', {
    headers,
    data: { name: 'Limit test 6', email: 'limit@example.in', phone: '9822012345', message: 'message 6' },
  })
  expect(sixth.status()).toBe(429)
  expect(Number(sixth.headers()['retry-after'])).toBeGreaterThan(0)
  const tooMany = (await sixth.json()).message as string
  expect(tooMany).toMatch(/10 minutes/)

  // The visitor on that address sees the same explanation, and keeps what they typed.
  const context = await browser.newContext({ extraHTTPHeaders: client })
  const page = await context.newPage()
  await page.goto('/contact')
  const form = await fillContact(page, { name: 'Limit test 7', email: 'limit@example.in', phone: '9822012345', message: 'message 7' })
  await form.getByRole('button', { name: 'SEND US' }).click()
  await expect(page.getByText(tooMany)).toBeVisible()
  await expect(form.getByLabel('Message')).toHaveValue('message 7')
  await context.close()

  // Another address is not affected.
  const other = await request.post('/api/contact', {
    headers: { ...headers, ...asClient() },
    data: { name: 'Limit test other', email: 'x@example.in', phone: '9822012345', message: 'hi' },
  })
  expect(other.status()).toBe(200)
})

test('when sending fails the visitor is told and keeps the message', async ({ page }) => {
  await page.goto('/contact')
  const form = await fillContact(page, { name: 'Arjun Mehta', email: 'arjun@example.in', phone: '9822012345', message: 'Saputara trip' })
  await page.route('**/api/contact', (route) => route.abort('connectionrefused'))
  await form.getByRole('button', { name: 'SEND US' }).click()
  await expect(page.getByRole('alert').getByText(FAILED)).toBeVisible()
  await expect(form.getByLabel('Message')).toHaveValue('Saputara trip')
  await expect(form.getByRole('button', { name: 'SEND US' })).toBeEnabled()

  await page.unroute('**/api/contact')
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"ok":false}' }))
  await form.getByRole('button', { name: 'SEND US' }).click()
  await expect(page.getByRole('alert').getByText(FAILED)).toHaveCount(2)
})

test('the contact form has no accessibility violations', async ({ page }) => {
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Get In Touch' })
  await form.getByRole('button', { name: 'SEND US' }).click()
  await expect(form.getByText('Please enter your name.')).toBeVisible()
  const results = await new AxeBuilder({ page }).include('form[aria-label="Get In Touch"]').analyze()
  expect(results.violations).toEqual([])
})
