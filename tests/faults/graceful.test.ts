import { randomUUID } from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { freePort } from '../support/free-port'
import { bookingBody, seedFromEnv, seededRandom, signUpMany, start, tempDataDir, type Account } from './support'

/**
 * Graceful shutdown (issue 8): SIGTERM while travellers are booking. Every request that was
 * on the wire before the signal (written out in full on an accepted connection) gets a
 * complete answer, and every booking answered 201 is in the database afterwards.
 */

const SEED = seedFromEnv('SIGTERM_SEED')
console.log(`graceful shutdown seed: ${SEED} (replay with SIGTERM_SEED=${SEED})`)

type Outcome = { sentAt: number; status?: number; body?: string; error?: string; key?: string }

/** One request on its own connection; `sentAt` is when its last byte left for the server. */
function request(baseURL: string, account: Account, pathName: string, method: string, body?: string, type?: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { sentAt: Number.POSITIVE_INFINITY }
    const url = new URL(pathName, baseURL)
    const req = http.request(
      url,
      {
        method,
        agent: false,
        headers: { Cookie: account.cookieHeader, Origin: baseURL, ...(type ? { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body ?? '') } : {}) },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (d: string) => (text += d))
        res.on('end', () => {
          // A response cut off mid-body ends without `complete`.
          if (!res.complete) outcome.error = 'response cut off'
          outcome.status = res.statusCode
          outcome.body = text
          resolve(outcome)
        })
        res.on('error', (e) => {
          outcome.error = e.message
          resolve(outcome)
        })
      },
    )
    req.on('finish', () => (outcome.sentAt = performance.now()))
    req.on('error', (e) => {
      outcome.error = e.message
      resolve(outcome)
    })
    req.end(body)
  })
}

describe('graceful shutdown', () => {
  it('SIGTERM during load answers every request already sent, and keeps every acknowledged booking', async () => {
    const random = seededRandom(SEED)
    const dir = tempDataDir('sigterm')
    const app = await start(await freePort(), { DATA_DIR: dir })
    const accounts = await signUpMany(app.baseURL, 6)
    const outcomes: Outcome[] = []
    let stopped = false
    const client = async (account: Account, c: number) => {
      for (let i = 0; !stopped; i++) {
        const kind = i % 3
        const key = randomUUID()
        const o =
          kind === 2
            ? await request(app.baseURL, account, '/booking-history', 'GET')
            : await request(app.baseURL, account, '/api/bookings', 'POST', JSON.stringify(bookingBody(key, `term${c}x${i}`)), 'application/json')
        if (kind !== 2) o.key = key
        outcomes.push(o)
        if (o.error || o.status === undefined) return
      }
    }
    const load = Promise.all(accounts.map((a, c) => client(a, c)))
    await new Promise((r) => setTimeout(r, 800 + Math.floor(random() * 1200)))
    const signalAt = performance.now()
    const exited = app.stop('SIGTERM')
    const code = await exited
    stopped = true
    await load

    const before = outcomes.filter((o) => o.sentAt < signalAt)
    const cut = before.filter((o) => o.error || o.status === undefined || o.status >= 500)
    expect(cut, JSON.stringify(cut.slice(0, 3))).toEqual([])
    expect(code).toBe(0)
    const acked = before.filter((o) => o.key && o.status === 201)
    for (const o of acked) expect(JSON.parse(o.body!).booking.id).toBeTruthy()
    const db = new SQLite(path.join(dir, 'yatri.sqlite'))
    try {
      expect(String(db.pragma('integrity_check', { simple: true }))).toBe('ok')
      const keys = new Set((db.prepare('select "idempotencyKey" as k from booking').all() as { k: string }[]).map((r) => r.k))
      for (const o of acked) expect(keys.has(o.key!), `booking ${o.key}`).toBe(true)
    } finally {
      db.close()
    }
    console.log(
      `SIGTERM: ${before.length} requests sent before the signal, all answered in full (${acked.length} bookings acknowledged and kept); ${outcomes.length - before.length} sent after`,
    )
    expect(before.length).toBeGreaterThan(10)
  })
})
