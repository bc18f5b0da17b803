import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startApp, type AppProcess } from '../support/app-process'
import { validAadhaar } from '../support/aadhaar'
import { newTraveller, randomClientIp, signUpViaApi, type Traveller } from '../support/auth'

export function tempDataDir(tag: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `yatri-faults-${tag}-`))
}

/** A small seeded generator (mulberry32), so a failing round can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function seedFromEnv(name: string): number {
  const given = process.env[name]
  return given ? Number(given) : Math.floor(Math.random() * 2 ** 31)
}

export type Account = Traveller & { cookieHeader: string }

export async function signUpMany(baseURL: string, count: number): Promise<Account[]> {
  const out: Account[] = []
  for (let i = 0; i < count; i++) {
    const t = newTraveller()
    const res = await signUpViaApi({ baseURL, ...t, clientIp: randomClientIp() })
    if (res.status !== 200) throw new Error(`sign-up failed (${res.status}): ${JSON.stringify(res.body)}`)
    out.push({ ...t, cookieHeader: res.cookieHeader })
  }
  return out
}

export function bookingBody(idempotencyKey: string, tag: string, aadhaar = validAadhaar(tag)) {
  return {
    name: 'Ravi Kumar',
    bookingFor: 'someone',
    mobileNumber: '9876543210',
    aadharCardNumber: aadhaar,
    pickupLocation: `Shivajinagar ${tag}`,
    dropoffLocation: 'Mahabaleshwar',
    carType: 'Maruti Suzuki Ertiga',
    pickupDate: '2099-12-01',
    pickupTime: '06:15',
    idempotencyKey,
  }
}

export async function start(port: number, env: Record<string, string | undefined>): Promise<AppProcess> {
  return startApp({ port, env: { LOADERS: 'off', ...env } })
}
