import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type AppProcess } from '../support/app-process'
import { createTraveller } from '../support/auth'
import { freePort } from '../support/free-port'

const ADMIN_PASSWORD = 'Owner#Secret-4242'
const GOOGLE_SECRET = 'google-client-secret-9f8e7d'

let app: AppProcess

function rawGet(url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}
let dataDir: string

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-sec-'))
  app = await startApp({
    port: await freePort(),
    env: {
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://yatri.example',
      ADMIN_EMAIL: 'owner@yatri.example',
      ADMIN_PASSWORD,
      SMTP_URL: 'smtp://mailer:smtp-password-1234@127.0.0.1:2',
    },
  })
})

afterAll(async () => {
  await app?.stop()
})

describe('response headers', () => {
  it('pass the Mozilla Observatory checks on a page', async () => {
    // A query keeps the page out of the page cache, so it carries a per-response nonce
    // (page-cache.test.ts checks the hashes of cached pages).
    const res = await fetch(`${app.baseURL}/?from=test`)
    const csp = res.headers.get('content-security-policy') ?? ''
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src')) ?? ''
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/)
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-powered-by')).toBeNull()
  })

  it('cut every page that holds an account or a password off from the window that opened it, and leave the public brochure pages open', async () => {
    const opener = async (path: string, cookie?: string) =>
      (await fetch(`${app.baseURL}${path}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} })).headers.get('cross-origin-opener-policy')
    // Pages that take a password, show a traveller's bookings or the owner's panel.
    for (const path of [
      '/login',
      '/register',
      '/mr/login',
      '/forgot-password',
      '/booking-history',
      '/personal-info',
      '/admin-panel',
      '/api/auth/get-session',
    ]) {
      expect(await opener(path), path).toBe('same-origin')
    }
    // The brochure pages as every visitor gets them, in each language, and the bench's floor page.
    for (const path of ['/', '/mr', '/hi/carlistNav', '/servicesNav', '/aboutNav', '/contactNav', '/terms', '/bench-floor.html']) {
      expect(await opener(path), path).toBeNull()
    }
    // A signed-in traveller's pages carry their name and account: the policy on every one.
    const traveller = await createTraveller(app.baseURL)
    for (const path of ['/', '/mr', '/carlistNav', '/contactNav']) {
      expect(await opener(path, traveller.cookieHeader), `${path} signed in`).toBe('same-origin')
    }
    // A form posted to a brochure page's address is not a visit to it.
    const posted = await fetch(`${app.baseURL}/contactNav`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=',
    })
    expect(posted.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  })

  it('give every script in a page rendered for this response the nonce of its response', async () => {
    const res = await fetch(`${app.baseURL}/?from=test`)
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1]
    const html = await res.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  })

  it('serve hashed assets with an immutable cache', async () => {
    const html = await (await fetch(`${app.baseURL}/`)).text()
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
    expect(asset).toBeTruthy()
    const res = await fetch(`${app.baseURL}${asset}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('immutable')
    // What a script needs, and not a page's policies or validators (server/static-files.ts).
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    for (const name of ['content-security-policy', 'cross-origin-opener-policy', 'etag', 'last-modified', 'x-request-id']) {
      expect(res.headers.get(name), name).toBeNull()
    }
  })

  it('serve the brotli and gzip files written at build time, with the type and cache of the original', async () => {
    const html = await (await fetch(`${app.baseURL}/`)).text()
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0] ?? ''
    const original = fs.readFileSync(path.join('build/client', asset))
    for (const [accept, encoding, file] of [
      ['gzip, deflate, br', 'br', `${asset}.br`],
      ['gzip', 'gzip', `${asset}.gz`],
      ['identity', null, asset],
    ] as const) {
      // Node's fetch would decode the body; plain http shows the bytes as sent.
      const { headers, body } = await rawGet(`${app.baseURL}${asset}`, accept)
      expect(headers['content-encoding'] ?? null).toBe(encoding)
      expect(headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(headers['vary']).toContain('Accept-Encoding')
      expect(headers['cache-control']).toContain('immutable')
      expect(body.equals(fs.readFileSync(path.join('build/client', file)))).toBe(true)
    }
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join('build/client', `${asset}.br`))).equals(original)).toBe(true)
  })

  it('answer 413 to an oversized body without touching a handler', async () => {
    const res = await fetch(`${app.baseURL}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://yatri.example' },
      body: JSON.stringify({ message: 'x'.repeat(10 * 1024 * 1024) }),
    })
    expect(res.status).toBe(413)
  })
})

describe('secrets', () => {
  it('never reach the browser bundle or the page', async () => {
    const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as Record<string, string>
    const forbidden = [ADMIN_PASSWORD, GOOGLE_SECRET, 'smtp-password-1234', ...Object.values(secrets)]
    const html = await (await fetch(`${app.baseURL}/`)).text()
    const files = fs.readdirSync('build/client/assets').filter((f) => f.endsWith('.js'))
    expect(files.length).toBeGreaterThan(0)
    const texts = [html, ...files.map((f) => fs.readFileSync(path.join('build/client/assets', f), 'utf8'))]
    for (const text of texts) for (const secret of forbidden) expect(text).not.toContain(secret)
    expect(fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o077).toBe(0)
  })
})
