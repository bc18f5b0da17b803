import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { migrations } from '../../db/migrations/index'
import { loadSecrets } from '~/services/config.server'
import { decryptSecret } from '~/services/crypto.server'
import { openDatabase } from '~/services/db.server'
import { startApp } from '../support/app-process'
import { signInViaApi } from '../support/auth'
import { freePort } from '../support/free-port'
import { createScratchDatabase } from '../support/pg'
import { CONTACT, OWNER, TRAVELLERS } from '../fixtures/previous-release/people'

/**
 * Issue 26: a site running the previous release (tests/fixtures/previous-release, written by
 * that release itself) is upgraded by starting this one on its data. Every migration since
 * runs at start, so each new migration is tested here against real old data from the day it
 * is added. Details of single backfills are in their own tests (booking-life-migration).
 */

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/previous-release')
const PREVIOUS_RELEASE_MIGRATIONS = ['0001-initial', '0002-outbox-payload']
/** Mails the previous release queued and could not send (its SMTP server was down). */
const QUEUED_MAILS = 7

type Target = { name: string; prepare: (dataDir: string) => Promise<{ databaseUrl?: string; drop: () => Promise<void> }> }

const targets: Target[] = [
  {
    name: 'sqlite',
    prepare: async (dataDir) => {
      fs.copyFileSync(path.join(FIXTURE, 'yatri.sqlite'), path.join(dataDir, 'yatri.sqlite'))
      return { drop: async () => {} }
    },
  },
]
if (process.env.TEST_DATABASE_URL) {
  targets.push({
    name: 'postgres',
    prepare: async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_upgrade')
      // pg_dump's plain output, minus psql's own commands (\restrict), which only psql knows.
      const dump = fs
        .readFileSync(path.join(FIXTURE, 'postgres.sql'), 'utf8')
        .split('\n')
        .filter((line) => !line.startsWith('\\'))
        .join('\n')
      const client = new pg.Client({ connectionString: scratch.url })
      await client.connect()
      try {
        await client.query(dump)
      } finally {
        await client.end()
      }
      return { databaseUrl: scratch.url, drop: scratch.drop }
    },
  })
}

const cleanups: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

describe.each(targets)('upgrading a site made by the previous release, on $name', ({ prepare }) => {
  it('migrates at start and keeps every customer, booking, review, message and queued mail', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-upgrade-'))
    fs.copyFileSync(path.join(FIXTURE, 'secrets.json'), path.join(dataDir, 'secrets.json'))
    fs.chmodSync(path.join(dataDir, 'secrets.json'), 0o600)
    const { databaseUrl, drop } = await prepare(dataDir)
    cleanups.push(async () => {
      await drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    })

    const app = await startApp({
      port: await freePort(),
      env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOADERS: 'off', ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password },
    })
    try {
      const pending = Object.keys(migrations).filter((name) => !PREVIOUS_RELEASE_MIGRATIONS.includes(name))
      expect(app.output()).toContain(`"migrations":${JSON.stringify(pending)},"msg":"database migrated"`)

      // Travellers sign in with the passwords they chose on the old release and find their trips.
      for (const t of TRAVELLERS) {
        const signedIn = await signInViaApi({ baseURL: app.baseURL, email: t.email, password: t.password })
        expect(signedIn.status, t.email).toBe(200)
        const history = await (await fetch(`${app.baseURL}/booking-history`, { headers: { Cookie: signedIn.cookieHeader } })).text()
        for (const b of t.bookings) expect(history).toContain(b.pickupLocation)
        expect(history).toMatch(/YT-[2-9A-HJKMNP-Z]{6}/)

        // A retried request from before the upgrade still finds its booking, and new ones save.
        const [first] = t.bookings
        const body = {
          name: t.name,
          bookingFor: 'self',
          mobileNumber: t.mobile,
          aadharCardNumber: first!.aadhaar,
          pickupLocation: first!.pickupLocation,
          dropoffLocation: first!.dropoffLocation,
          carType: first!.carType,
          pickupDate: first!.pickupDate,
          pickupTime: first!.pickupTime,
          idempotencyKey: first!.key,
        }
        const post = (payload: object) =>
          fetch(`${app.baseURL}/api/bookings`, {
            method: 'POST',
            headers: { Cookie: signedIn.cookieHeader, Origin: app.baseURL, 'Content-Type': 'application/json' },
            body: JSON.stringify(payload),
          })
        expect((await post(body)).status).toBe(200)
        expect((await post({ ...body, idempotencyKey: crypto.randomUUID() })).status).toBe(201)
      }

      const reviews = await (await fetch(`${app.baseURL}/reviews`)).text()
      for (const t of TRAVELLERS) expect(reviews).toContain(t.review)

      const owner = await signInViaApi({ baseURL: app.baseURL, email: OWNER.email, password: OWNER.password })
      expect(owner.status).toBe(200)
      const csv = async (view: string) =>
        (await fetch(`${app.baseURL}/admin-panel/export.csv?view=${view}`, { headers: { Cookie: owner.cookieHeader } })).text()
      const customers = await csv('customers')
      for (const t of TRAVELLERS) expect(customers).toContain(t.email)
      const upcoming = await csv('upcoming')
      for (const b of TRAVELLERS.flatMap((t) => t.bookings)) expect(upcoming).toContain(b.pickupLocation)
      expect(await csv('messages')).toContain(CONTACT.message)

      // The mails the old release queued go out now (to the log: no SMTP_URL here).
      await expect.poll(() => app.output().split('"outcome":"logged"').length - 1, { timeout: 10_000 }).toBeGreaterThanOrEqual(QUEUED_MAILS)
    } finally {
      expect(await app.stop()).toBe(0)
    }

    // Aadhaar numbers stored by the old release still open with the key beside them.
    const { aadhaarKey } = loadSecrets(dataDir)
    const handle = openDatabase({ dataDir, databaseUrl })
    try {
      for (const t of TRAVELLERS) {
        const user = await handle.db.selectFrom('user').select(['id', 'aadhaarEnc']).where('email', '=', t.email).executeTakeFirstOrThrow()
        expect(decryptSecret(user.aadhaarEnc, aadhaarKey)).toBe(t.aadhaar)
        for (const b of t.bookings) {
          const row = await handle.db
            .selectFrom('booking')
            .select(['aadhaarEnc', 'status', 'reference'])
            .where('idempotencyKey', '=', b.key)
            .executeTakeFirstOrThrow()
          expect(decryptSecret(row.aadhaarEnc, aadhaarKey)).toBe(b.aadhaar)
          expect(row.status).toBe('requested')
        }
      }
      const waiting = await handle.db.selectFrom('outbox').select('id').where('status', '=', 'pending').execute()
      expect(waiting).toEqual([])
    } finally {
      await handle.close()
    }
  })
})
