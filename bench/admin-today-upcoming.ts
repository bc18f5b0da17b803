/**
 * How long the owner waits for "Today & Upcoming Bookings" with 5,000 bookings stored.
 *
 *   npx tsx bench/admin-today-upcoming.ts            (SQLite; PostgreSQL too with TEST_DATABASE_URL)
 *   npm run build && npx tsx bench/admin-today-upcoming.ts --http
 *
 * Seeds a fresh database, then reports the median of RUNS timed calls of the model function
 * (first page, and with a search) and, with --http, of signed-in GET requests for the page
 * and its client-side data request against the built server. Writes bench/results/*.json.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { todayIn } from '../app/domain/dates'
import { listTodayAndUpcomingBookings } from '../app/models/admin.server'
import { migrate, openDatabase, type DB } from '../app/services/db.server'
import { createLogger } from '../app/services/logger.server'
import { addDays, bookingRow, seedUser } from '../tests/support/admin-seed'
import { startApp } from '../tests/support/app-process'
import { createScratchDatabase } from '../tests/support/pg'

const BOOKINGS = 5000
const CUSTOMERS = 500
const RUNS = 25
const BUDGET_MS = { model: 50, http: 250 }
const IST = 'Asia/Kolkata'
const ADMIN = { email: 'owner@yatri.test', password: 'Owner@2026!', name: 'Asha Patil' }
const PORT = Number(process.env.E2E_PORT_BASE ?? 4310) + 86

const PLACES = ['Pune Station', 'Mumbai Airport T2', 'Nashik Road', 'Shirdi', 'Lonavala', 'Mahabaleshwar', 'Kolhapur', 'Satara', 'Aurangabad', 'Goa Airport']
const CARS = ['Toyota Innova', 'Innova Crysta', 'Swift Dzire', 'Maruti Ertiga', 'GM Tavera', 'Tempo Traveller']

async function seed(db: DB, today: string) {
  const users: string[] = []
  for (let i = 0; i < CUSTOMERS; i++) {
    users.push(await seedUser(db, { name: `Customer ${i}`, email: `customer${i}@example.in`, mobile: `98${String(i).padStart(8, '0')}`, address: 'Pune', pin: '411001', aadhaarLast4: '1234' }))
  }
  // Spread over four months around today, the way a year-old business's table looks in its busy season.
  const rows = Array.from({ length: BOOKINGS }, (_, i) =>
    bookingRow({
      userId: users[i % CUSTOMERS]!,
      name: `Traveller ${i}`,
      pickupDate: addDays(today, (i % 120) - 60),
      pickupTime: `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
      mobileNumber: `97${String(i).padStart(8, '0')}`,
      pickupLocation: PLACES[i % PLACES.length]!,
      dropoffLocation: PLACES[(i + 3) % PLACES.length]!,
      carType: CARS[i % CARS.length]!,
      bookingDate: addDays(today, (i % 120) - 75),
    }),
  )
  for (let i = 0; i < rows.length; i += 500) {
    await db.transaction().execute((trx) => trx.insertInto('booking').values(rows.slice(i, i + 500)).execute())
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

async function time(fn: () => Promise<unknown>): Promise<{ medianMs: number; minMs: number; maxMs: number }> {
  for (let i = 0; i < 3; i++) await fn() // warm-up: statement caches, JIT
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await fn()
    samples.push(performance.now() - start)
  }
  const round = (n: number) => Math.round(n * 100) / 100
  return { medianMs: round(median(samples)), minMs: round(Math.min(...samples)), maxMs: round(Math.max(...samples)) }
}

async function measureModel(db: DB) {
  const log = createLogger('silent')
  let total = 0
  const first = await time(async () => {
    total = (await listTodayAndUpcomingBookings({ db, log, timeZone: IST })).total
  })
  const searched = await time(() => listTodayAndUpcomingBookings({ db, log, timeZone: IST, search: 'shirdi' }))
  const lastPage = await time(() => listTodayAndUpcomingBookings({ db, log, timeZone: IST, page: 1000 }))
  return { todayAndUpcomingRows: total, firstPage: first, search: searched, lastPage }
}

async function measureHttp(env: Record<string, string | undefined>) {
  const app = await startApp({ port: PORT, env: { ...env, PUBLIC_URL: `http://127.0.0.1:${PORT}`, LOADERS: 'off', LOG_LEVEL: 'warn', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name } })
  try {
    const base = app.baseURL
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    })
    if (!signIn.ok) return { skipped: `admin sign-in answered ${signIn.status} (accounts feature not merged?)` }
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    const get = (url: string) => async () => {
      const res = await fetch(`${base}${url}`, { headers: { cookie } })
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
      await res.arrayBuffer()
    }
    return { page: await time(get('/admin-panel?view=upcoming')), data: await time(get('/admin-panel.data?view=upcoming')) }
  } finally {
    await app.stop()
  }
}

async function run(name: string, open: () => Promise<{ db: DB; close: () => Promise<void>; env: Record<string, string | undefined> }>) {
  const today = todayIn(IST)
  const { db, close, env } = await open()
  let model
  try {
    await migrate(db)
    await seed(db, today)
    model = await measureModel(db)
  } finally {
    await close()
  }
  // The server needs the SQLite file to itself, so it starts only after the seeding connection closed.
  const http = process.argv.includes('--http') ? await measureHttp(env) : undefined
  return { database: name, bookings: BOOKINGS, customers: CUSTOMERS, runs: RUNS, model, http }
}

const results = []
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-bench-'))
results.push(
  await run('sqlite', async () => {
    const handle = openDatabase({ dataDir: dir, databaseUrl: undefined })
    return { db: handle.db, close: handle.close, env: { DATA_DIR: dir } }
  }),
)
if (process.env.TEST_DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'yatri_bench')
  try {
    results.push(
      await run('postgres', async () => {
        const handle = openDatabase({ dataDir: dir, databaseUrl: scratch.url })
        return { db: handle.db, close: handle.close, env: { DATA_DIR: path.join(dir, 'pg'), DATABASE_URL: scratch.url } }
      }),
    )
  } finally {
    await scratch.drop()
  }
}
fs.rmSync(dir, { recursive: true, force: true })

const report = { measuredAt: new Date().toISOString(), node: process.version, cpus: os.cpus().length, budgetMs: BUDGET_MS, results }
fs.mkdirSync('bench/results', { recursive: true })
fs.writeFileSync(`bench/results/admin-today-upcoming-${Date.now()}.json`, JSON.stringify(report, null, 2))
console.log(JSON.stringify(report, null, 2))

const over = results.flatMap((r) => [
  r.model.firstPage.medianMs > BUDGET_MS.model ? `${r.database} model ${r.model.firstPage.medianMs} ms` : null,
  r.http?.page && r.http.page.medianMs > BUDGET_MS.http ? `${r.database} HTTP ${r.http.page.medianMs} ms` : null,
])
const failures = over.filter(Boolean)
if (failures.length) {
  console.error(`Over budget: ${failures.join('; ')}`)
  process.exitCode = 1
}
