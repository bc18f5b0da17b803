import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type AppProcess } from '../support/app-process'
import { newTraveller, signUpViaApi } from '../support/auth'
import { freePort } from '../support/free-port'
import { findNginx, PROXY_SOURCE_ADDRESS, siteFromOperationsDoc, startNginx, type Nginx } from '../support/nginx'
import { createScratchDatabase } from '../support/pg'

/**
 * Issue 26: the site as an operator runs it on PostgreSQL, two app instances behind Debian's
 * nginx with the configuration docs/operations.md gives. Every client here is a real TCP
 * peer with an address of its own on loopback (127.0.1.x), so nginx sees 40 different
 * clients just as it would on the internet; nginx itself connects to the app from
 * 127.0.0.2, the only address the instances trust (TRUST_PROXY), as a proxy on its own host.
 */

const nginxBinary = findNginx()
const missing = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set'
  : !nginxBinary
    ? 'nginx is not installed (apt-get install nginx, or set NGINX)'
    : undefined
if (missing) console.warn(`behind-proxy test skipped: ${missing}`)

type Reply = { status: number; text: string }

/** One HTTP request from a chosen source address, so the server sees that client. */
function request(
  url: string,
  { from, method = 'GET', headers = {}, body }: { from: string; method?: string; headers?: Record<string, string>; body?: string },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, localAddress: from, agent: false }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** A live reviews stream: every chunk as it arrives, with the time it arrived. */
function openViewer(url: string) {
  const chunks: { at: number; text: string }[] = []
  const req = http.get(url, { headers: { Accept: 'text/event-stream' }, agent: false }, (res) => {
    res.setEncoding('utf8')
    res.on('data', (text: string) => chunks.push({ at: performance.now(), text }))
  })
  req.on('error', () => {})
  return {
    arrivedAt: (needle: string) => chunks.find((c) => c.text.includes(needle))?.at,
    text: () => chunks.map((c) => c.text).join(''),
    close: () => req.destroy(),
  }
}

describe.skipIf(missing)(`two instances on PostgreSQL behind nginx${missing ? ` (skipped: ${missing})` : ''}`, () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>
  let dataDir: string
  const apps: AppProcess[] = []
  let proxy: Nginx

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_proxy')
    // On PostgreSQL DATA_DIR holds only the secrets, which every instance must share.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-proxy-'))
    const [portA, portB, proxyPort] = [await freePort(), await freePort(), await freePort()]
    const env = {
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      LOADERS: 'off',
      TRUST_PROXY: PROXY_SOURCE_ADDRESS,
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      // Not for PostgreSQL: the server says so and what to do instead.
      BACKUP_EVERY_HOURS: '24',
    }
    // One after the other: both would run the migrations at once otherwise.
    apps.push(await startApp({ port: portA, env }))
    apps.push(await startApp({ port: portB, env }))
    for (const app of apps) expect(app.output()).toContain('BACKUP_EVERY_HOURS backs up SQLite only; on PostgreSQL schedule pg_dump')
    proxy = await startNginx({
      binary: nginxBinary!,
      port: proxyPort,
      site: siteFromOperationsDoc({ listen: `127.0.0.1:${proxyPort}`, upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`] }),
    })
  }, 60_000)

  afterAll(async () => {
    await proxy?.stop()
    await Promise.all(apps.map((a) => a.stop()))
    await scratch?.drop()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('a review posted through one instance reaches viewers on both, through nginx, within a second', async () => {
    // nginx takes turns between the instances (one worker, round robin): two viewers in a
    // row land one on each, so whichever instance takes the post, the other has a viewer.
    const viewers = [openViewer(`${proxy.baseURL}/reviews/events`), openViewer(`${proxy.baseURL}/reviews/events`)]
    try {
      await expect.poll(() => viewers.every((v) => v.text().includes('retry:')), { timeout: 5000 }).toBe(true)
      const traveller = newTraveller({ name: 'Meera Joshi' })
      const signedUp = await signUpViaApi({ baseURL: proxy.baseURL, ...traveller })
      expect(signedUp.status).toBe(200)

      const text = `Through the proxy ${Date.now()}`
      const posted = await fetch(`${proxy.baseURL}/feedback`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: signedUp.cookieHeader, Origin: proxy.baseURL, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ feedback: text }).toString(),
      })
      const postedAt = performance.now()
      expect(posted.status, await posted.clone().text()).toBe(200)
      await expect.poll(() => viewers.every((v) => v.arrivedAt(text) !== undefined), { timeout: 3000, interval: 20 }).toBe(true)
      for (const viewer of viewers) expect(viewer.arrivedAt(text)! - postedAt).toBeLessThan(1000)
    } finally {
      for (const viewer of viewers) viewer.close()
    }
    // Each instance logged one of the streams when it ended: the review crossed instances.
    await expect.poll(() => apps.map((a) => a.output().includes('"url":"/reviews/events"')), { timeout: 5000 }).toEqual([true, true])
  })

  it('forty clients are each limited on their own, across both instances', async () => {
    const contact = (from: string, headers: Record<string, string> = {}) =>
      request(`${proxy.baseURL}/api/contact`, {
        from,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: proxy.baseURL, ...headers },
        body: JSON.stringify({ name: 'Anil Deshmukh', email: 'anil@example.in', phone: '9876543210', message: 'Is an Innova free on Sunday?' }),
      })
    const clients = Array.from({ length: 40 }, (_, i) => `127.0.1.${i + 1}`)
    // The contact form allows 5 messages per client in 10 minutes: 200 in all here, far more
    // than one client's share, so a proxy seen as one client would refuse almost all of them.
    const statuses = await Promise.all(
      clients.map(async (from) => {
        const seen: number[] = []
        for (let i = 0; i < 6; i++) seen.push((await contact(from)).status)
        return seen
      }),
    )
    for (const [i, seen] of statuses.entries()) expect(seen, clients[i]).toEqual([200, 200, 200, 200, 200, 429])

    // A client that writes its own X-Forwarded-For is still known by the address nginx saw.
    expect((await contact('127.0.1.1', { 'X-Forwarded-For': '203.0.113.77' })).status).toBe(429)
    expect((await contact('127.0.1.2', { 'X-Forwarded-For': '203.0.113.78, 198.51.100.4' })).status).toBe(429)
    // What the operator reads in the log is the real client.
    await expect.poll(() => apps.map((a) => a.output()).join('')).toMatch(/"client":"127\.0\.1\.40".*contact form rate limit reached/)
    const logs = apps.map((a) => a.output()).join('')
    expect(logs).not.toContain(`"client":"${PROXY_SOURCE_ADDRESS}"`)
    expect(logs).not.toContain('"client":"203.0.113.77"')
  })

  it('a forged X-Forwarded-For from a client that reaches an instance directly is ignored', async () => {
    const direct = apps[0]!.baseURL
    const seen: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await request(`${direct}/api/contact`, {
        from: '127.0.2.9',
        method: 'POST',
        // A fresh made-up address each time: believed, it would open a fresh bucket each time.
        headers: { 'Content-Type': 'application/json', Origin: proxy.baseURL, 'X-Forwarded-For': `203.0.113.${i + 1}` },
        body: JSON.stringify({ name: 'Forger', email: 'forger@example.in', phone: '9876543210', message: 'Counting as someone else?' }),
      })
      seen.push(res.status)
    }
    expect(seen).toEqual([200, 200, 200, 200, 200, 429])
    await expect.poll(() => apps[0]!.output()).toMatch(/"client":"127\.0\.2\.9".*contact form rate limit reached/)
  })
})
