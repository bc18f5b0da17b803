// A quicker booking load than `npm run bench -- --only=bookings`, for side-by-side runs of two
// builds: fewer users (sign-ups are slow), a fixed number of bookings per round, CPU per
// booking, and the CPU the outbox still spends after the load. Needs build/.
//   node --import tsx bench/booking-probe.ts   (env: DIALECT, USERS, AMOUNT, ROUNDS, RATE=0 to skip the 1,000/s phase)
import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import { carTypeNames } from '../app/catalog/cars'
import { withVerhoeffDigit } from '../app/domain/aadhaar'
import { startBenchServer } from './lib/server'
import { signUpMany } from './lib/users'
import { countStoredBookings } from './bookings'

const dialect = (process.env.DIALECT ?? 'sqlite') as 'sqlite' | 'postgres'
const server = await startBenchServer({ port: Number(process.env.BENCH_PORT_BASE ?? 5810) + 5, dialect, env: {} })
const users = await signUpMany(server.baseURL, Number(process.env.USERS ?? 40))
const date = new Date(Date.now() + 3 * 86400e3).toISOString().slice(0, 10)
const ids = new Set<string>()
let n = 0
async function run(label: string, opts: { amount?: number; duration?: number; overallRate?: number; connections: number }) {
  let ok = 0
  const statuses: Record<string, number> = {}
  const cpu0 = server.cpuMs()
  const r = await autocannon({
    url: server.baseURL,
    timeout: 10,
    ...opts,
    requests: [
      {
        method: 'POST',
        path: '/api/bookings',
        setupRequest: (req) => {
          const i = n++
          const u = users[i % users.length]!
          return {
            ...req,
            headers: { 'Content-Type': 'application/json', Origin: server.baseURL, Cookie: u.cookie, 'X-Forwarded-For': u.ip },
            body: JSON.stringify({
              name: u.name,
              bookingFor: 'self',
              mobileNumber: '',
              aadharCardNumber: withVerhoeffDigit(`2${String(1_000_000_000 + i).slice(-10)}`),
              pickupLocation: 'Pune Railway Station',
              dropoffLocation: 'Lonavala',
              carType: carTypeNames[i % carTypeNames.length],
              pickupDate: date,
              pickupTime: '09:30',
              idempotencyKey: randomUUID(),
            }),
          }
        },
        onResponse: (status, body) => {
          statuses[status] = (statuses[status] ?? 0) + 1
          if (status === 201) {
            ok++
            ids.add(JSON.parse(body).booking.id)
          }
        },
      },
    ],
  })
  const cpu = server.cpuMs() - cpu0
  console.log(
    `${label}: ${ok} ok, ${(ok / r.duration).toFixed(0)}/s, p50 ${r.latency.p50} p99 ${r.latency.p99} ms, cpu ${(cpu / Math.max(ok, 1)).toFixed(3)} ms/booking, statuses ${JSON.stringify(statuses)} errors ${r.errors}`,
  )
}
await run('warm-up', { amount: 2000, connections: 50 })
for (let k = 0; k < Number(process.env.ROUNDS ?? 3); k++) await run('capacity', { amount: Number(process.env.AMOUNT ?? 6000), connections: 200 })
if (process.env.RATE !== '0') await run('at 1000/s', { duration: 6, overallRate: 1000, connections: 200 })
// Let the outbox drain, to see the worker's share.
const cpuIdle0 = server.cpuMs()
const t0 = Date.now()
for (;;) {
  const a = server.cpuMs()
  await new Promise((r) => setTimeout(r, 1000))
  if (server.cpuMs() - a < 60 || Date.now() - t0 > 120_000) break
}
console.log(
  `drain: ${(server.cpuMs() - cpuIdle0).toFixed(0)} ms CPU over ${((Date.now() - t0) / 1000).toFixed(0)} s until the outbox was idle; ${ids.size} bookings in all -> ${((server.cpuMs() - cpuIdle0) / ids.size).toFixed(3)} ms per booking deferred`,
)
await server.stop()
const stored = await countStoredBookings(server, [...ids])
console.log(`acknowledged ${ids.size}, missing ${stored.missing}`)
await server.dispose()
