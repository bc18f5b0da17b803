import { randomUUID } from 'node:crypto'
import autocannon, { type Options, type Result } from 'autocannon'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { carTypeNames } from '../app/catalog/cars'
import { withVerhoeffDigit } from '../app/domain/aadhaar'
import { todayIn } from '../app/domain/dates'
import type { BenchServer } from './lib/server'
import { EndpointMissing, isMissing, signUp, signUpMany, type BenchUser } from './lib/users'

export type BookingPhase = {
  label: string
  connections: number
  offeredPerSecond: number | undefined
  durationS: number
  confirmed: number
  confirmedPerSecond: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** Server CPU time per confirmed booking. */
  cpuMsPerBooking: number
  statuses: Record<string, number>
  errors: number
  timeouts: number
}

export type BookingRun = {
  users: number
  signUpSeconds: number
  phases: BookingPhase[]
  acknowledgedIds: string[]
  /** Sample bodies of refused requests, to tell why. */
  refusals: string[]
}

/** A day after the business's today, so a run that crosses midnight in India still books a future date. */
function pickupDate(): string {
  const [y, m, d] = todayIn('Asia/Kolkata').split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
}

function bookingBody(user: BenchUser, index: number, date: string) {
  return JSON.stringify({
    name: user.name,
    bookingFor: 'self',
    mobileNumber: '',
    aadharCardNumber: withVerhoeffDigit(`2${String(1_000_000_000 + (index % 1_000_000_000)).slice(-10)}`),
    pickupLocation: 'Pune Railway Station',
    dropoffLocation: 'Lonavala',
    carType: carTypeNames[index % carTypeNames.length],
    pickupDate: date,
    pickupTime: '09:30',
    idempotencyKey: randomUUID(),
  })
}

function bookingHeaders(server: BenchServer, user: BenchUser) {
  return { 'Content-Type': 'application/json', Origin: server.baseURL, Cookie: user.cookie, 'X-Forwarded-For': user.ip }
}

/** Is the booking endpoint there at all? A logged-out POST gets 401/403 when it is. */
export async function probeBookings(server: BenchServer): Promise<void> {
  const res = await fetch(`${server.baseURL}/api/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.baseURL },
    body: '{}',
  })
  if (isMissing(res.status)) throw new EndpointMissing('POST /api/bookings', res.status)
}

async function phase({
  server,
  users,
  label,
  connections,
  durationS,
  overallRate,
  groups = 1,
  acknowledged,
  refusals,
}: {
  server: BenchServer
  users: BenchUser[]
  label: string
  connections: number
  durationS: number
  overallRate?: number
  /**
   * With a rate, autocannon lets each connection send its share of a second's requests as
   * soon as the second starts, all connections on the same tick. Split into this many
   * groups, started evenly across the first second, the same rate arrives spread out.
   */
  groups?: number
  acknowledged: Set<string>
  refusals: string[]
}): Promise<BookingPhase> {
  const date = pickupDate()
  let counter = 0
  let confirmed = 0
  const latencies: number[] = []
  const cpuBefore = server.cpuMs()
  const group = (index: number) =>
    new Promise<Result>((resolve, reject) =>
      setTimeout(
        () => {
          const instance = autocannon(options(distribute(connections, groups, index), overallRate && distribute(overallRate, groups, index)))
          void instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
          instance.then(resolve, reject)
        },
        (index * 1000) / groups,
      ),
    )
  const options = (groupConnections: number, groupRate: number | undefined): Options => ({
    url: server.baseURL,
    connections: groupConnections,
    duration: durationS,
    overallRate: groupRate,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/bookings',
        // Every request is a different user's new booking, users taking turns.
        setupRequest: (request) => {
          const i = counter++
          const user = users[i % users.length]!
          return { ...request, headers: bookingHeaders(server, user), body: bookingBody(user, i, date) }
        },
        onResponse: (status, body) => {
          if (status === 201) {
            try {
              const id = (JSON.parse(body) as { booking?: { id?: string } }).booking?.id
              if (id) {
                acknowledged.add(id)
                confirmed++
              }
            } catch {
              // counted below as a non-confirmation
            }
          } else if (refusals.length < 5) {
            refusals.push(`${status} ${body.slice(0, 200)}`)
          }
        },
      },
    ],
  })
  const results = await Promise.all(Array.from({ length: groups }, (_, i) => group(i)))
  const cpuMs = server.cpuMs() - cpuBefore
  const statuses: Record<string, number> = {}
  for (const result of results) for (const [code, stat] of Object.entries(result.statusCodeStats)) statuses[code] = (statuses[code] ?? 0) + stat.count
  // Each group runs for the phase's duration from its own start; together they offer the rate for that long.
  const duration = results.reduce((sum, r) => sum + r.duration, 0) / results.length
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN
  return {
    label,
    connections,
    offeredPerSecond: overallRate,
    durationS: duration,
    confirmed,
    confirmedPerSecond: confirmed / duration,
    p50Ms: Math.round(at(0.5)),
    p99Ms: Math.round(at(0.99)),
    maxMs: Math.round(latencies.at(-1) ?? Number.NaN),
    cpuMsPerBooking: cpuMs / Math.max(1, confirmed),
    statuses,
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
  }
}

/** The index-th of `parts` near-equal shares of `total`. */
function distribute(total: number, parts: number, index: number): number {
  return Math.floor(total / parts) + (index < total % parts ? 1 : 0)
}

/**
 * 200 signed-in users confirm bookings: first as fast as the server takes them (its
 * capacity), then at the budget's rate of 1,000 a second (its latency at that load).
 * Every booking the server acknowledged with 201 is kept to be looked for afterwards.
 */
export async function bookingsBench({
  server,
  users: userCount,
  durationS,
  ratePerSecond,
  log,
}: {
  server: BenchServer
  users: number
  durationS: number
  ratePerSecond: number
  log: (line: string) => void
}): Promise<BookingRun> {
  await probeBookings(server)
  const started = performance.now()
  const first = await signUp(server.baseURL, 0, randomUUID().slice(0, 6))
  const users = [first, ...(await signUpMany(server.baseURL, userCount - 1))]
  const signUpSeconds = (performance.now() - started) / 1000
  log(`  ${users.length} users signed up in ${signUpSeconds.toFixed(1)} s`)

  const acknowledged = new Set<string>()
  const refusals: string[] = []
  // Warm-up: one booking per user, not measured, so the JIT and caches are ready.
  await phase({ server, users, label: 'warm-up', connections: 20, durationS: 2, acknowledged, refusals })
  const phases: BookingPhase[] = []
  const common = { server, users, connections: userCount, durationS, acknowledged, refusals }
  phases.push(await phase({ ...common, label: 'capacity' }))
  log(`  capacity: ${Math.round(phases[0]!.confirmedPerSecond)} confirmed/s, p99 ${phases[0]!.p99Ms} ms`)
  // Users book at their own moments: the rate arrives spread over each second, 25 ms apart.
  phases.push(await phase({ ...common, label: 'at budget rate', overallRate: ratePerSecond, groups: Math.max(1, Math.floor(userCount / 5)) }))
  log(
    `  at ${ratePerSecond}/s offered, spread: ${Math.round(phases[1]!.confirmedPerSecond)} confirmed/s, p50 ${phases[1]!.p50Ms} ms, p99 ${phases[1]!.p99Ms} ms`,
  )
  // Reported beside it: every user at once at the start of each second, as autocannon alone sends it.
  phases.push(await phase({ ...common, label: 'at budget rate, whole-second bursts', overallRate: ratePerSecond }))
  log(
    `  at ${ratePerSecond}/s offered in whole-second bursts: ${Math.round(phases[2]!.confirmedPerSecond)} confirmed/s, p50 ${phases[2]!.p50Ms} ms, p99 ${phases[2]!.p99Ms} ms`,
  )
  return { users: users.length, signUpSeconds, phases, acknowledgedIds: [...acknowledged], refusals }
}

/** After the server has stopped: which acknowledged bookings are really in the database. */
export async function countStoredBookings(server: BenchServer, ids: string[]): Promise<{ rows: number; missing: number }> {
  let stored: Set<string>
  if (server.dialect === 'sqlite') {
    const db = new SQLite(`${server.dataDir}/yatri.sqlite`, { readonly: true })
    try {
      stored = new Set((db.prepare('select id from booking').all() as Array<{ id: string }>).map((r) => r.id))
    } finally {
      db.close()
    }
  } else {
    const client = new pg.Client({ connectionString: server.databaseUrl })
    await client.connect()
    try {
      stored = new Set((await client.query<{ id: string }>('select id from booking')).rows.map((r) => r.id))
    } finally {
      await client.end()
    }
  }
  return { rows: stored.size, missing: ids.filter((id) => !stored.has(id)).length }
}
