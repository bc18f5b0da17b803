import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startApp, type AppProcess } from '../support/app-process'
import { randomClientIp } from '../support/auth'
import { readMailbox, startMailCatcher } from '../support/mail-catcher'
import { targetOf } from '../support/mailbox'
import { createScratchDatabase } from '../support/pg'
import { freePort } from '../support/free-port'

/**
 * The owner's mail must survive an SMTP outage and an app restart: messages are stored at
 * once, wait in the outbox, and arrive when the SMTP server is back, each exactly once.
 * On PostgreSQL two app instances share the database, and so compete for the same outbox.
 */
test('with the SMTP server down, messages wait, survive a restart and arrive once it is back, each exactly once', async ({}, testInfo) => {
  test.setTimeout(120_000)
  const onPostgres = targetOf(testInfo).name === 'postgres'
  const smtpPort = await freePort()
  const ports = onPostgres ? [await freePort(), await freePort()] : [await freePort()]
  const dir = testInfo.outputPath('outage')
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  const mailbox = path.join(dir, 'mailbox.jsonl')

  const scratch = onPostgres ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_outage') : undefined
  let apps: AppProcess[] = []
  let catcher: { close: () => Promise<void> } | undefined
  const startAll = async () => {
    // One after the other, so the first creates the shared secrets the second then reads.
    for (const port of ports) {
      apps.push(
        await startApp({
          port,
          env: {
            DATA_DIR: path.join(dir, 'data'),
            DATABASE_URL: scratch?.url,
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            LOADERS: 'off',
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            CONTACT_TO: 'owner-inbox@yatri.test',
          },
        }),
      )
    }
  }
  const stopAll = async () => {
    await Promise.all(apps.map((a) => a.stop()))
    apps = []
  }
  try {
    await startAll()
    const names = ['Outage One', 'Outage Two', 'Outage Three', 'Outage Four']
    for (const [i, name] of names.entries()) {
      const app = apps[i % apps.length]!
      const res = await fetch(`${app.baseURL}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: app.baseURL, 'X-Forwarded-For': randomClientIp() },
        body: JSON.stringify({
          name,
          email: `${name.replace(' ', '.').toLowerCase()}@example.in`,
          phone: '9822012345',
          message: `Sent while SMTP was down (${i + 1})`,
        }),
      })
      // Stored and acknowledged although no mail can leave.
      expect(res.status).toBe(200)
    }
    await expect
      .poll(
        () =>
          apps
            .map((a) => a.output())
            .join('')
            .split('mail not delivered yet; will retry').length - 1,
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(names.length)

    // A restart in the middle of the outage loses nothing: the outbox is in the database.
    await stopAll()
    await startAll()
    // The restarted outbox has found the stored messages and tried them again (still no SMTP).
    await expect
      .poll(
        () =>
          apps
            .map((a) => a.output())
            .join('')
            .includes('mail not delivered yet; will retry'),
        { timeout: 15_000 },
      )
      .toBe(true)
    expect(readMailbox(mailbox)).toHaveLength(0)

    catcher = await startMailCatcher({ port: smtpPort, file: mailbox })
    await expect.poll(() => readMailbox(mailbox).length, { timeout: 45_000 }).toBe(names.length)
    // Every message is recorded as sent (logged after the database write), so none is due
    // again: a duplicate could only come from a second claim, and would have arrived by now.
    await expect
      .poll(
        () =>
          apps
            .map((a) => a.output())
            .join('')
            .split('"msg":"mail delivered"').length - 1,
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(names.length)
    const mails = readMailbox(mailbox)
    expect(mails.map((m) => m.subject).sort()).toEqual(names.map((n) => `New message from ${n} via the website`).sort())
    for (const mail of mails) {
      expect(mail.to).toBe('owner-inbox@yatri.test')
      const name = names.find((n) => mail.subject.includes(n))!
      expect(mail.replyTo).toContain(`${name.replace(' ', '.').toLowerCase()}@example.in`)
    }
  } finally {
    await stopAll()
    await catcher?.close()
    await scratch?.drop()
  }
})
