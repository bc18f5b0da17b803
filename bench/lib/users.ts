import { randomBytes } from 'node:crypto'

export type BenchUser = {
  email: string
  name: string
  /** Cookie header value carrying the session. */
  cookie: string
  /** Each user is a different client (phone) to the server's per-client rate limits. */
  ip: string
}

/** Raised when an endpoint the scenario needs is not built yet (404, or 405 for a POST). */
export class EndpointMissing extends Error {
  constructor(
    readonly endpoint: string,
    readonly status: number,
  ) {
    super(`${endpoint} answered ${status}: endpoint not available yet`)
  }
}

export const isMissing = (status: number) => status === 404 || status === 405

/** A made-up client address per index, as if behind the loopback proxy the server trusts. */
export function clientIp(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`
}

function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((c) => c.split(';')[0]!.trim())
    .filter(Boolean)
    .join('; ')
}

/** Signs one user up through the auth library's e-mail endpoint and keeps their session cookie. */
export async function signUp(baseURL: string, index: number, runId: string): Promise<BenchUser> {
  const email = `bench-${runId}-${index}@yatri.test`
  const name = `Bench Traveller ${String.fromCharCode(65 + (index % 26))}`
  const ip = clientIp(index + 1)
  const res = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL, 'X-Forwarded-For': ip },
    body: JSON.stringify({
      name,
      email,
      password: 'Bench@2026!',
      mobile: `9${String(100000000 + index).slice(-9)}`,
      address: 'Shop 4, Sai Plaza, FC Road, Pune',
      pin: '411005',
    }),
  })
  if (isMissing(res.status)) throw new EndpointMissing('POST /api/auth/sign-up/email', res.status)
  if (!res.ok) throw new Error(`sign-up of ${email} answered ${res.status}: ${(await res.text()).slice(0, 300)}`)
  const cookie = cookieHeader(res.headers.getSetCookie())
  if (!cookie) throw new Error(`sign-up of ${email} set no session cookie`)
  return { email, name, cookie, ip }
}

/** Signs an existing account in (the owner's, made at start from ADMIN_EMAIL) and keeps its session cookie. */
export async function signIn(baseURL: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${(await res.text()).slice(0, 300)}`)
  const cookie = cookieHeader(res.headers.getSetCookie())
  if (!cookie) throw new Error(`sign-in of ${email} set no session cookie`)
  return cookie
}

/** Signs `count` users up, a few at a time: password hashing is meant to be slow. */
export async function signUpMany(baseURL: string, count: number, concurrency = 8): Promise<BenchUser[]> {
  const runId = randomBytes(3).toString('hex')
  const users: BenchUser[] = new Array(count)
  let next = 0
  const worker = async () => {
    while (next < count) {
      const i = next++
      users[i] = await signUp(baseURL, i, runId)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
  return users
}
