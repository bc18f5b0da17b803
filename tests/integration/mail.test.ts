import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createElement } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BookingConfirmationEmail, BookingNoticeEmail } from '~/emails/booking-emails'
import { ContactMessageEmail } from '~/emails/contact-message-email'
import { enqueueBookingMails } from '~/models/booking-mail.server'
import { saveContactMessage } from '~/models/contact.server'
import { loadConfig } from '~/services/config.server'
import { createLogger } from '~/services/logger.server'
import { htmlToText, renderEmail, renderQueuedMail } from '~/emails/render-mail'
import { createMailer } from '~/services/mail.server'
import { createOutboxWorker } from '~/services/outbox.server'
import { getRuntime, startRuntime, stopRuntime } from '~/services/runtime.server'
import { freePort } from '../support/free-port'
import { readMailbox, startMailCatcher, type CaughtMail } from '../support/mail-catcher'

let dir: string

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-mail-'))
  const config = loadConfig({ DATA_DIR: dir, CONTACT_TO: 'owner-inbox@yatri.test', BUSINESS_PHONE: '+91 98220 12345', BUSINESS_WHATSAPP: '919822012345' })
  await startRuntime({ config, log: createLogger('silent') })
})

afterAll(async () => {
  await stopRuntime()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** Sends whatever is due through the outbox worker to a real SMTP server on loopback. */
async function deliverQueuedMail(): Promise<CaughtMail[]> {
  const { db, database } = getRuntime()
  const port = await freePort()
  const file = path.join(dir, `mailbox-${port}.jsonl`)
  const catcher = await startMailCatcher({ port, file })
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Yatri <no-reply@yatri.test>', log: createLogger('silent') })
  const worker = createOutboxWorker({
    render: renderQueuedMail,
    db,
    dialect: database.dialect,
    mailer,
    log: createLogger('silent'),
    options: { pollMs: 60_000 },
  })
  try {
    while ((await worker.runOnce()) > 0);
  } finally {
    await worker.stop()
    mailer.close()
    await catcher.close()
  }
  return readMailbox(file)
}

const booking = {
  id: 'bk_7f3a',
  reference: 'YT-7KQ2MD',
  name: 'Meera Joshi',
  bookingFor: 'someone' as const,
  mobileNumber: '9876543210',
  pickupLocation: 'Pune Station',
  dropoffLocation: 'Mahabaleshwar',
  carType: 'Toyota Innova Crysta',
  pickupDate: '2026-12-05',
  pickupTime: '06:30',
  aadhaarLast4: '4821',
  bookingDate: '2026-11-21',
}

describe('booking mails', () => {
  it('queues a confirmation for the traveller and a notice for the owner, Aadhaar masked', async () => {
    const { db, config } = getRuntime()
    const account = { name: 'Meera Joshi', email: 'meera@example.in' }
    await db.transaction().execute((trx) => enqueueBookingMails(trx, { booking, account }))
    const rows = await db.selectFrom('outbox').selectAll().where('refId', '=', booking.id).orderBy('id').execute()
    expect(rows.map((r) => r.kind)).toEqual(['booking-confirmation', 'booking-notice'])
    const [confirmation, notice] = rows as [(typeof rows)[number], (typeof rows)[number]]

    expect(confirmation.to).toBe('"Meera Joshi" <meera@example.in>')
    expect(confirmation.subject).toBe('Booking confirmed: Toyota Innova Crysta on 5 Dec 2026')
    expect(notice.to).toBe('owner-inbox@yatri.test')
    expect(notice.replyTo).toBe('"Meera Joshi" <meera@example.in>')
    // Stored as props for the worker to render, the Aadhaar number only as its last four digits.
    for (const row of rows) {
      expect(row.html).toBeNull()
      expect(JSON.parse(row.payload!)).toMatchObject({ booking: { aadhaarLast4: '4821' } })
    }

    // The worker renders exactly what the request used to render and store.
    expect(renderQueuedMail(confirmation)).toEqual(renderEmail(createElement(BookingConfirmationEmail, { booking, account, business: config.business })))
    expect(renderQueuedMail(notice)).toEqual(renderEmail(createElement(BookingNoticeEmail, { booking, account, business: config.business })))

    const mails = await deliverQueuedMail()
    const sent = mails.find((m) => m.subject === confirmation.subject)!
    const owners = mails.find((m) => m.subject.startsWith('New booking: '))!
    expect(sent.to).toContain('meera@example.in')
    for (const part of [sent.text, sent.html]) {
      expect(part).toContain('XXXX XXXX 4821')
      expect(part).toContain('Pune Station')
      expect(part).toContain('Mahabaleshwar')
      expect(part).toContain('6:30 AM')
      expect(part).toContain('+91 98220 12345')
      expect(part).toContain('https://wa.me/919822012345')
    }
    expect(sent.text).toContain('Aadhar Card Number: XXXX XXXX 4821')
    expect(sent.text).toContain('Booking for: Someone else')

    expect(owners.to).toBe('owner-inbox@yatri.test')
    expect(owners.replyTo).toContain('meera@example.in')
    expect(owners.text).toContain('meera@example.in')
    expect(owners.text).toContain('XXXX XXXX 4821')
  })

  it('leaves nothing behind when the booking transaction rolls back', async () => {
    const { db } = getRuntime()
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueBookingMails(trx, { booking: { ...booking, id: 'bk_rolled_back' }, account: { name: 'A', email: 'a@example.in' } })
        throw new Error('booking failed')
      }),
    ).rejects.toThrow('booking failed')
    expect(await db.selectFrom('outbox').select('id').where('refId', '=', 'bk_rolled_back').execute()).toHaveLength(0)
  })
})

describe('contact messages', () => {
  it('stores the message and its mail to the owner together, reply-to the sender', async () => {
    const { db, events, log, config } = getRuntime()
    const message = {
      name: 'Imran "Bhai" Shaikh',
      email: 'imran@example.in',
      phone: '+91 90000 11111',
      message: 'Need a Tempo Traveller\nfor 12 people <b>soon</b>',
    }
    const { id } = await saveContactMessage({ db, events, log, config, message, source: 'home' })
    const stored = await db.selectFrom('contactMessage').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ ...message, source: 'home' })
    const row = await db.selectFrom('outbox').selectAll().where('kind', '=', 'contact').where('refId', '=', String(id)).executeTakeFirstOrThrow()
    expect(row.to).toBe('owner-inbox@yatri.test')
    expect(row.replyTo).toBe('"Imran \\"Bhai\\" Shaikh" <imran@example.in>')
    expect(row.status).toBe('pending')
    const { receivedAt } = JSON.parse(row.payload!) as { receivedAt: string }
    expect(renderQueuedMail(row)).toEqual(renderEmail(createElement(ContactMessageEmail, { message, source: 'home', receivedAt, business: config.business })))

    const mail = (await deliverQueuedMail()).find((m) => m.subject === row.subject)!
    expect(mail.to).toBe('owner-inbox@yatri.test')
    expect(mail.replyTo).toContain('imran@example.in')
    expect(mail.text).toContain('Phone: +91 90000 11111')
    expect(mail.text).toContain('Sent from: Home page')
    expect(mail.text).toContain('Need a Tempo Traveller\nfor 12 people <b>soon</b>')
    // The sender's markup is escaped in the HTML part, never live.
    expect(mail.html).toContain('&lt;b&gt;soon&lt;/b&gt;')
  })
})

describe('plain-text part', () => {
  it('follows headings, paragraphs, detail rows and links', () => {
    const html =
      '<h1>Hello &amp; welcome</h1><p>Line one<br/>line two</p><table><tbody><tr><th>Car</th><td>Swift Dzire</td></tr></tbody></table>' +
      '<p><a href="https://wa.me/91">WhatsApp</a> <a href="tel:+9198">+91 98</a></p>'
    expect(htmlToText(html)).toBe('Hello & welcome\n\nLine one\nline two\n\nCar: Swift Dzire\n\nWhatsApp (https://wa.me/91) +91 98')
  })
})
