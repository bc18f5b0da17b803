import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSecrets } from '~/services/config.server'
import { decryptSecret } from '~/services/crypto.server'
import { validAadhaar } from '../support/aadhaar'
import { startApp, type AppProcess } from '../support/app-process'
import { newTraveller, signInViaApi, signUpViaApi, type Traveller } from '../support/auth'
import { freePort } from '../support/free-port'

/**
 * Issue 26: `npm run backup` while travellers keep booking, then `npm run restore` into a
 * fresh folder and a server started on it, as an operator would after a disk dies. These
 * run the built server and build/ops.js (npm run build).
 */

const ADMIN = { email: 'owner@yatri.test', password: 'Owner@2026!' }

function tempDir(tag: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `yatri-backup-${tag}-`))
}

/** `node build/ops.js …` as `npm run backup` / `npm run restore` run it. */
function ops(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['build/ops.js', ...args], { env: { ...process.env, LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.once('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

type Booked = { key: string; aadhaar: string; reference: string; traveller: number; pickup: string; ackedAt: number }

describe('backup and restore of a SQLite site', () => {
  const work = tempDir('work')
  const dataDir = path.join(work, 'data')
  const backupDir = path.join(work, 'backups')
  const restoredDir = path.join(work, 'restored')
  let app: AppProcess
  let restoredApp: AppProcess | undefined
  const travellers: (Traveller & { cookie: string; review: string })[] = []

  beforeAll(async () => {
    app = await startApp({ port: await freePort(), env: { DATA_DIR: dataDir, LOADERS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } })
    for (const name of ['Sanjay Patil', 'Leela Menon', 'Irfan Shaikh']) {
      const t = newTraveller({ name })
      const res = await signUpViaApi({ baseURL: app.baseURL, ...t })
      expect(res.status).toBe(200)
      const review = `${name.split(' ')[0]} says the driver was on time ${randomUUID().slice(0, 6)}`
      const posted = await fetch(`${app.baseURL}/feedback`, {
        method: 'POST',
        headers: { Cookie: res.cookieHeader, Origin: app.baseURL, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ feedback: review }).toString(),
      })
      expect(posted.status).toBe(200)
      travellers.push({ ...t, cookie: res.cookieHeader, review })
    }
  })

  afterAll(async () => {
    await restoredApp?.stop()
    await app?.stop()
    fs.rmSync(work, { recursive: true, force: true })
  })

  it('bookings written during the backup are either in it or after it, never half; the restored site shows everything', async () => {
    const booked: Booked[] = []
    let writing = true
    let n = 0
    // Four travellers' browsers booking back to back, all through the backup.
    const writers = Array.from({ length: 4 }, async (_, w) => {
      while (writing) {
        const traveller = w % travellers.length
        const who = travellers[traveller]!
        const key = randomUUID()
        const pickup = `Deccan Gymkhana ${key.slice(0, 8)}`
        const aadhaar = validAadhaar(`${w}-${n++}`)
        const res = await fetch(`${app.baseURL}/api/bookings`, {
          method: 'POST',
          headers: { Cookie: who.cookie, Origin: app.baseURL, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name: who.name,
            bookingFor: 'someone',
            mobileNumber: '9876543210',
            aadharCardNumber: aadhaar,
            pickupLocation: pickup,
            dropoffLocation: 'Lonavala',
            carType: 'Toyota Innova',
            pickupDate: '2099-12-01',
            pickupTime: '07:30',
            idempotencyKey: key,
          }),
        })
        expect(res.status).toBe(201)
        const body = (await res.json()) as { booking: { reference: string } }
        booked.push({ key, aadhaar, reference: body.booking.reference, traveller, pickup, ackedAt: performance.now() })
      }
    })
    await expect.poll(() => booked.length, { timeout: 10_000 }).toBeGreaterThan(20)

    const startedAt = performance.now()
    const ackedBefore = new Set(booked.map((b) => b.key))
    const backup = await ops(['backup'], { DATA_DIR: dataDir, BACKUP_DIR: backupDir })
    const endedAt = performance.now()
    await new Promise((r) => setTimeout(r, 200))
    writing = false
    await Promise.all(writers)

    expect(backup.code, backup.stderr).toBe(0)
    const during = booked.filter((b) => b.ackedAt > startedAt && b.ackedAt < endedAt).length
    console.log(`backup: ${ackedBefore.size} bookings confirmed before it began, ${during} while it ran (${Math.round(endedAt - startedAt)} ms)`)
    // The writers kept going while the backup ran: the race this test is about took place.
    expect(during).toBeGreaterThan(0)
    const archives = fs.readdirSync(backupDir)
    expect(archives).toHaveLength(1)
    expect(archives[0]).toMatch(/^yatri-\d{8}-\d{6}Z\.tar\.gz$/)
    const archive = path.join(backupDir, archives[0]!)
    // It holds the key to every Aadhaar number: the owner's eyes only.
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600)
    expect(backup.stdout).toContain('"msg":"backup written"')

    // Restoring over the live site is refused, and changes nothing there.
    const before = fs.readdirSync(dataDir).sort()
    const refused = await ops(['restore', archive], { DATA_DIR: dataDir })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(`DATA_DIR ${dataDir} is not empty`)
    expect(fs.readdirSync(dataDir).sort()).toEqual(before)

    const restored = await ops(['restore', archive], { DATA_DIR: restoredDir })
    expect(restored.code, restored.stderr).toBe(0)

    // The copy is whole: SQLite's own check, and each booking with its history and its mails,
    // exactly as the live database has them.
    const copy = new Database(path.join(restoredDir, 'yatri.sqlite'), { readonly: true })
    const live = new Database(path.join(dataDir, 'yatri.sqlite'), { readonly: true })
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok')
      const rows = copy.prepare('select id, "idempotencyKey", "aadhaarEnc", reference from booking where "idempotencyKey" != \'\'').all() as {
        id: string
        idempotencyKey: string
        aadhaarEnc: string
        reference: string
      }[]
      const keys = new Set(rows.map((r) => r.idempotencyKey))
      for (const key of ackedBefore) expect(keys.has(key), `booking ${key}, confirmed before the backup began, is in it`).toBe(true)
      const byKey = new Map(booked.map((b) => [b.key, b]))
      const { aadhaarKey } = loadSecrets(restoredDir)
      const parts = (db: Database.Database, id: string) => ({
        events: (db.prepare('select count(*) as n from "bookingEvent" where "bookingId" = ?').get(id) as { n: number }).n,
        mails: (db.prepare('select count(*) as n from outbox where "refId" = ?').get(id) as { n: number }).n,
      })
      for (const row of rows) {
        const made = byKey.get(row.idempotencyKey)
        expect(made, `booking ${row.idempotencyKey} in the backup was confirmed to its traveller`).toBeDefined()
        expect(row.reference).toBe(made!.reference)
        expect(decryptSecret(row.aadhaarEnc, aadhaarKey)).toBe(made!.aadhaar)
        const inCopy = parts(copy, row.id)
        expect(inCopy.events).toBe(1)
        expect(inCopy.mails).toBeGreaterThan(0)
        expect(inCopy).toEqual(parts(live, row.id))
      }
      // The travellers' own Aadhaar numbers, from their profiles.
      for (const t of travellers) {
        const user = copy.prepare('select "aadhaarEnc" from "user" where email = ?').get(t.email) as { aadhaarEnc: string }
        expect(decryptSecret(user.aadhaarEnc, aadhaarKey)).toBe(t.aadhaar)
      }
    } finally {
      copy.close()
      live.close()
    }

    // A server on the restored folder: same customers, reviews and bookings; the session
    // secret came back too, so travellers stay signed in.
    restoredApp = await startApp({
      port: await freePort(),
      env: { DATA_DIR: restoredDir, LOADERS: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    })
    const reviews = await (await fetch(`${restoredApp.baseURL}/reviews`)).text()
    for (const t of travellers) expect(reviews).toContain(t.review)
    const inBackup = booked.filter((b) => ackedBefore.has(b.key))
    const history = await (await fetch(`${restoredApp.baseURL}/booking-history`, { headers: { Cookie: travellers[0]!.cookie } })).text()
    expect(history).toContain(inBackup.find((b) => b.traveller === 0)!.pickup)
    const again = await signInViaApi({ baseURL: restoredApp.baseURL, email: travellers[1]!.email, password: travellers[1]!.password })
    expect(again.status).toBe(200)
    const owner = await signInViaApi({ baseURL: restoredApp.baseURL, email: ADMIN.email, password: ADMIN.password })
    const customers = await (await fetch(`${restoredApp.baseURL}/admin-panel/export.csv?view=customers`, { headers: { Cookie: owner.cookieHeader } })).text()
    for (const t of travellers) expect(customers).toContain(t.email)
    const upcoming = await (await fetch(`${restoredApp.baseURL}/admin-panel/export.csv?view=upcoming`, { headers: { Cookie: owner.cookieHeader } })).text()
    for (const b of inBackup) expect(upcoming).toContain(b.reference)
  })

  it('BACKUP_EVERY_HOURS backs up on a schedule and keeps the newest BACKUP_KEEP', async () => {
    const scheduledDir = tempDir('scheduled')
    // About every 2.2 s: archive names have whole seconds, so two in one second would collide.
    const scheduled = await startApp({
      port: await freePort(),
      env: {
        DATA_DIR: path.join(scheduledDir, 'data'),
        BACKUP_DIR: path.join(scheduledDir, 'backups'),
        BACKUP_EVERY_HOURS: '0.0006',
        BACKUP_KEEP: '2',
        LOADERS: 'off',
      },
    })
    try {
      await expect
        .poll(() => scheduled.output().split('"msg":"scheduled backup written"').length - 1, { timeout: 15_000, interval: 200 })
        .toBeGreaterThanOrEqual(3)
      await expect.poll(() => scheduled.output()).toContain('"msg":"old backups deleted"')
      const archivesNow = () => fs.readdirSync(path.join(scheduledDir, 'backups')).filter((f) => !f.startsWith('.'))
      await expect.poll(() => archivesNow().length).toBe(2)
      const archives = archivesNow()
      for (const name of archives) expect(name).toMatch(/^yatri-\d{8}-\d{6}Z\.tar\.gz$/)
    } finally {
      await scheduled.stop()
      fs.rmSync(scheduledDir, { recursive: true, force: true })
    }
  })
})
