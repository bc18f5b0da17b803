import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import type { AppProcess } from '../support/app-process'
import { SERVICE_UNAVAILABLE } from '~/services/session.server'
import { createScratchDatabase } from '../support/pg'
import { bookingBody, faultPort, signUpMany, start, tempDataDir, type Account } from './support'

/**
 * PostgreSQL outage during load (issue 8). The shared PostgreSQL server cannot be restarted
 * safely on a machine other people use, so the outage is made on the scratch database
 * alone: new connections refused (ALLOW_CONNECTIONS false) and every open one terminated
 * (pg_terminate_backend), which is what the app sees while a server restarts. Requests in
 * the outage must fail with a clear 503 (never a 500 or a dropped connection), the app must
 * reconnect by itself once the database is back, and no acknowledged write may be lost.
 */

const adminUrl = process.env.TEST_DATABASE_URL
const scratch: { drop: () => Promise<void> }[] = []
afterAll(async () => {
  for (const s of scratch) await s.drop()
})

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl })
  await c.connect()
  try {
    return await fn(c)
  } finally {
    await c.end()
  }
}

describe.skipIf(!adminUrl)('PostgreSQL outage', () => {
  it('fails with 503 during the outage, reconnects by itself, loses no acknowledged write', async () => {
    const db = await createScratchDatabase(adminUrl!, 'yatri_outage_pg')
    scratch.push(db)
    const name = new URL(db.url).pathname.slice(1)
    const app: AppProcess = await start(faultPort(11), { DATA_DIR: tempDataDir('pg-outage'), DATABASE_URL: db.url })
    try {
      const accounts = await signUpMany(app.baseURL, 4)
      type Phase = 'before' | 'outage' | 'after'
      let phase = 'before' as Phase
      let running = true
      const seen: Record<Phase, number[]> = { before: [], outage: [], after: [] }
      const acked = { bookings: [] as string[], feedback: [] as string[] }
      const problems: string[] = []
      const client = async (account: Account, c: number) => {
        for (let i = 0; running; i++) {
          const p = phase
          try {
            if (c % 2 === 0) {
              const key = randomUUID()
              const r = await fetch(`${app.baseURL}/api/bookings`, { method: 'POST', headers: { Cookie: account.cookieHeader, Origin: app.baseURL, 'Content-Type': 'application/json' }, body: JSON.stringify(bookingBody(key, `pg${c}x${i}`)) })
              const text = await r.text()
              seen[p].push(r.status)
              if (r.status === 201) acked.bookings.push(key)
              // Refused at the session check or at the save: either way a message a person can act on.
              else if (r.status === 503) expect([JSON.stringify({ error: 'Failed to save booking. Please try again.' }), SERVICE_UNAVAILABLE]).toContain(text)
              else problems.push(`booking ${p}: ${r.status} ${text.slice(0, 120)}`)
            } else {
              const token = `outage-${randomUUID()}`
              const r = await fetch(`${app.baseURL}/feedback`, { method: 'POST', headers: { Cookie: account.cookieHeader, Origin: app.baseURL, 'Content-Type': 'application/x-www-form-urlencoded' }, body: `feedback=${token}` })
              const text = await r.text()
              seen[p].push(r.status)
              if (r.status === 200 && text.includes('Feedback submitted successfully!')) acked.feedback.push(token)
              else if (r.status === 503) expect(text.replace(/&#x27;/g, "'")).toMatch(/Failed to submit feedback\. Try again!|We cannot reach our records just now\. Please try again in a moment\./)
              else if (r.status !== 429) problems.push(`feedback ${p}: ${r.status} ${text.slice(0, 120)}`)
            }
          } catch (error) {
            problems.push(`${p}: ${String(error)}`)
          }
          await new Promise((r) => setTimeout(r, 50))
        }
      }
      const load = Promise.all(accounts.map((a, c) => client(a, c)))
      await new Promise((r) => setTimeout(r, 1000))

      phase = 'outage'
      await admin(async (c) => {
        await c.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`)
        await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name])
      })
      await new Promise((r) => setTimeout(r, 2500))
      const health = await fetch(`${app.baseURL}/healthz`)
      expect(health.status).toBe(503)

      await admin((c) => c.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`))
      const backAt = Date.now()
      while ((await fetch(`${app.baseURL}/healthz`)).status !== 200) {
        expect(Date.now() - backAt, 'the app did not reconnect within 15 s').toBeLessThan(15_000)
        await new Promise((r) => setTimeout(r, 200))
      }
      console.log(`PostgreSQL outage: the app was healthy again ${Date.now() - backAt} ms after the database came back`)
      phase = 'after'
      await new Promise((r) => setTimeout(r, 1500))
      running = false
      await load

      console.log(`PostgreSQL outage: statuses before ${JSON.stringify(count(seen.before))}, during ${JSON.stringify(count(seen.outage))}, after ${JSON.stringify(count(seen.after))}`)
      expect(problems).toEqual([])
      expect(seen.outage).toContain(503)
      expect(seen.after.filter((s) => s === 201).length).toBeGreaterThan(0)

      const check = new pg.Client({ connectionString: db.url })
      await check.connect()
      try {
        const keys = (await check.query<{ k: string; n: string }>('select "idempotencyKey" as k, count(*) as n from booking group by 1')).rows
        const byKey = new Map(keys.map((r) => [r.k, Number(r.n)]))
        for (const k of acked.bookings) expect(byKey.get(k), `booking ${k}`).toBe(1)
        const texts = (await check.query<{ f: string }>('select feedback as f from feedback')).rows.map((r) => r.f)
        for (const t of acked.feedback) expect(texts.filter((x) => x === t).length, `feedback ${t}`).toBe(1)
      } finally {
        await check.end()
      }
    } finally {
      if (app.child.exitCode !== null) console.log(`the server died (${app.child.exitCode}):\n${app.output().slice(-4000)}`)
      await app.stop()
    }
  })
})

function count(statuses: number[]): Record<number, number> {
  const out: Record<number, number> = {}
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1
  return out
}
