import { randomInt, randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { withVerhoeffDigit } from '../../app/domain/aadhaar'
import { createTraveller } from '../support/auth'
import { mailboxOf, targetOf, waitForMail } from '../support/mailbox'

/**
 * A confirmed booking sends the traveller a confirmation and the owner a notice, through
 * the outbox and the real SMTP catcher. Drives the booking dialog by its labels (docs/product.md §Booking).
 */
test('a confirmed booking sends the traveller a confirmation and the owner a notice', async ({ browser }, testInfo) => {
  const { baseURL } = targetOf(testInfo)
  const context = await browser.newContext()
  // Letters and spaces only, as the booking form requires.
  const name = `Priya ${Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`
  const user = await createTraveller(baseURL, { name })
  await context.addCookies(user.cookies)
  const page = await context.newPage()
  const aadhaar = withVerhoeffDigit(`2${String(Date.now()).slice(-10)}`)
  const pickupDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  const pickup = `Pune Station gate ${randomUUID().slice(0, 6)}`

  await page.goto('/carlistNav')
  await page.getByRole('button', { name: 'Book Now' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Your Name').fill(name)
  await dialog.getByLabel('Aadhar Card Number').fill(aadhaar)
  await dialog.getByLabel('Pickup Location').fill(pickup)
  await dialog.getByLabel('Drop-off Location').fill('Mahabaleshwar')
  await dialog.getByLabel('Pickup Date').fill(pickupDate)
  await dialog.getByLabel('Pickup Time').fill('06:30')
  await dialog.getByRole('button', { name: 'Book Now' }).click()
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByText('Booking confirmed and saved to your account!')).toBeVisible({ timeout: 15_000 })

  const mailbox = mailboxOf(testInfo)
  const [confirmation, ...moreConfirmations] = await waitForMail(mailbox, (m) => m.to.includes(user.email) && m.subject.startsWith('Booking confirmed: '))
  const [notice, ...moreNotices] = await waitForMail(mailbox, (m) => m.subject.startsWith('New booking: ') && m.text.includes(pickup))
  expect(moreConfirmations).toHaveLength(0)
  expect(moreNotices).toHaveLength(0)

  const masked = `XXXX XXXX ${aadhaar.slice(-4)}`
  expect(confirmation!.text).toContain(pickup)
  expect(confirmation!.text).toContain('Mahabaleshwar')
  expect(confirmation!.text).toContain(`Aadhar Card Number: ${masked}`)
  expect(confirmation!.text).toContain('6:30 AM')
  expect(confirmation!.text).toMatch(/Call us on \+91/)
  expect(confirmation!.text).toContain('https://wa.me/')
  expect(notice!.to).toBe('owner-inbox@yatri.test')
  expect(notice!.replyTo).toContain(user.email)
  expect(notice!.text).toContain(masked)
  // The full number never leaves the server by mail.
  for (const mail of [confirmation!, notice!]) {
    expect(mail.text).not.toContain(aadhaar)
    expect(mail.html).not.toContain(aadhaar)
  }
  await context.close()
})
