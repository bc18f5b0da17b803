import { randomUUID } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { AppProcess } from '../support/app-process'
import { randomClientIp } from '../support/auth'
import { freePort } from '../support/free-port'
import { signUpMany, start, tempDataDir, type Account } from '../faults/support'

/**
 * docs/product.md §Recovery: "Forgot password?" must not tell, by its timing, whether an
 * address has an account. Known and unknown addresses are asked for in random order against
 * the built server over HTTP; the medians of the two must be within 20 % of each other.
 * Each known address is asked once (the per-address limit allows 3 an hour).
 */

const SAMPLES = Number(process.env.RESET_TIMING_SAMPLES ?? 30)
let app: AppProcess
let dataDir: string
let accounts: Account[]

beforeAll(async () => {
  dataDir = tempDataDir('reset-timing')
  app = await start(await freePort(), { DATA_DIR: dataDir })
  accounts = await signUpMany(app.baseURL, SAMPLES)
}, 120_000)

afterAll(async () => {
  await app?.stop()
})

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

async function ask(email: string): Promise<number> {
  const started = performance.now()
  const res = await fetch(`${app.baseURL}/forgot-password`, {
    method: 'POST',
    headers: { Origin: app.baseURL, 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': randomClientIp() },
    body: new URLSearchParams({ email }).toString(),
  })
  const text = await res.text()
  const elapsed = performance.now() - started
  expect(res.status).toBe(200)
  expect(text).toContain('If an account exists for that e-mail, we have sent a link to reset the password.')
  return elapsed
}

it('known and unknown addresses take the same time to answer (medians within 20 %)', async () => {
  // The registrations' verification mails go out first, so they weigh on neither side.
  const pending = new Database(path.join(dataDir, 'yatri.sqlite'), { readonly: true, fileMustExist: true })
  try {
    await expect
      .poll(() => (pending.prepare("select count(*) as n from outbox where status = 'pending'").get() as { n: number }).n, { timeout: 30_000 })
      .toBe(0)
  } finally {
    pending.close()
  }
  // Warm both paths first: the first requests compile and open connections.
  for (let i = 0; i < 5; i++) await ask(`warm-${randomUUID().slice(0, 8)}@example.in`)
  const known: number[] = []
  const unknown: number[] = []
  // In pairs, in random order within each pair, so that a slow moment of a shared machine
  // weighs on both sides alike.
  const order = accounts.flatMap((a) => {
    const pair = [
      { email: a.email, known: true },
      { email: `nobody-${randomUUID().slice(0, 8)}@example.in`, known: false },
    ]
    return Math.random() < 0.5 ? pair : pair.reverse()
  })
  for (const { email, known: isKnown } of order) {
    ;(isKnown ? known : unknown).push(await ask(email))
    // Let the work the answer did not wait for finish (the outbox worker wakes 200 ms after a
    // mail is queued), so it does not land on the next sample.
    await new Promise((r) => setTimeout(r, 500))
  }
  const k = median(known)
  const u = median(unknown)
  console.log(
    `forgot-password medians over ${SAMPLES} each: known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms (difference ${((Math.abs(k - u) / Math.min(k, u)) * 100).toFixed(1)} %)`,
  )
  expect(Math.abs(k - u) / Math.min(k, u)).toBeLessThanOrEqual(0.2)

  // The known addresses really did get their mail queued (so the fast answer is not an idle one).
  const db = new Database(path.join(dataDir, 'yatri.sqlite'), { readonly: true, fileMustExist: true })
  try {
    await expect
      .poll(() => (db.prepare("select count(*) as n from outbox where kind = 'password-reset'").get() as { n: number }).n, { timeout: 10_000 })
      .toBe(SAMPLES)
  } finally {
    db.close()
  }
}, 180_000)
