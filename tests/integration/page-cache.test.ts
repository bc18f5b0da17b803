import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type AppProcess } from '../support/app-process'
import { freePort } from '../support/free-port'
import { createTraveller } from '../support/auth'

// The whole-page cache for visitors who are not signed in (server/page-cache.ts), on the
// built server: what one visitor is sent must never be another's, and a cached page must
// still be allowed to run its scripts.

let app: AppProcess

beforeAll(async () => {
  app = await startApp({ port: await freePort(), env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-page-cache-')) } })
})

afterAll(async () => {
  await app?.stop()
})

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !attrs!.includes('application/ld+json'))
    .map(([, , text]) => text!)

/** The page as sent with brotli, undecoded (fetch would decode it). */
function getBrotli(pathname: string): Promise<{ cache: string | undefined; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${app.baseURL}${pathname}`, { headers: { 'Accept-Encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          expect(res.headers['content-encoding']).toBe('br')
          resolve({ cache: res.headers['x-page-cache'] as string | undefined, bytes: Buffer.concat(chunks) })
        })
      })
      .on('error', reject)
  })
}

/** A form posted from the site by a signed-in traveller, as their browser would; redirects are left unfollowed. */
function postAs(cookie: string, pathname: string, body: string): Promise<Response> {
  return fetch(`${app.baseURL}${pathname}`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: app.baseURL, 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  })
}

/** The reviews section's live stream, read as text; `until` waits for a pattern in all received so far. */
async function openReviews({ after, lastEventId }: { after?: string; lastEventId?: string }) {
  const controller = new AbortController()
  const query = after === undefined ? '' : `?after=${after}`
  const stream = await fetch(`${app.baseURL}/reviews/events${query}`, {
    headers: lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId },
    signal: controller.signal,
  })
  const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader()
  let received = ''
  return {
    received: () => received,
    async until(pattern: RegExp) {
      while (!pattern.test(received)) {
        const { value, done } = await reader.read()
        if (done) throw new Error(`the stream ended before ${pattern}: ${received.slice(-300)}`)
        received += value
      }
      return pattern.exec(received)!
    },
    close: () => controller.abort(),
  }
}

describe('the page cache', () => {
  it('serves a public page from memory to the next visitor, with every inline script allowed by hash', async () => {
    const first = await fetch(`${app.baseURL}/aboutNav`)
    const second = await fetch(`${app.baseURL}/aboutNav`)
    expect(second.headers.get('x-page-cache')).toBe('hit')
    const html = await second.text()
    expect(html).toBe(await first.text())

    const scriptSrc = (second.headers.get('content-security-policy') ?? '').split(';').find((d) => d.startsWith('script-src')) ?? ''
    expect(scriptSrc).not.toMatch(/'nonce-|'unsafe-inline'|'unsafe-eval'/)
    const scripts = inlineScripts(html)
    expect(scripts.length).toBeGreaterThan(2)
    for (const text of scripts) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
    // A nonce published in a shared page would let anyone's script run; none is left.
    expect(html).not.toMatch(/\snonce="/)
  })

  it('never serves the shared page to a signed-in traveller, nor their page to anyone else', async () => {
    const traveller = await createTraveller(app.baseURL)
    await fetch(`${app.baseURL}/`)
    const signedIn = await fetch(`${app.baseURL}/`, { headers: { Cookie: traveller.cookieHeader } })
    expect(signedIn.headers.get('x-page-cache')).toBeNull()
    const own = await signedIn.text()
    expect(own).toContain(`Account menu for ${traveller.name}`)
    // The signed-in page keeps its per-response nonce.
    expect(signedIn.headers.get('content-security-policy')).toMatch(/'nonce-[A-Za-z0-9+/=]+'/)

    const anonymous = await fetch(`${app.baseURL}/`)
    expect(anonymous.headers.get('x-page-cache')).toBe('hit')
    expect(await anonymous.text()).not.toContain(traveller.name)
  })

  it('shows a new review to the next visitor at once', async () => {
    const before = await (await fetch(`${app.baseURL}/reviews`)).text()
    const word = `cached-${Date.now()}`
    expect(before).not.toContain(word)
    const traveller = await createTraveller(app.baseURL)
    expect((await postAs(traveller.cookieHeader, '/feedback', `feedback=${word}`)).status).toBe(200)
    const after = await fetch(`${app.baseURL}/reviews`)
    expect(after.headers.get('x-page-cache')).toBe('miss')
    expect(await after.text()).toContain(word)
  })

  it("keeps the other pages' copies when a review comes in: the home page loads its reviews in the browser", async () => {
    await fetch(`${app.baseURL}/`)
    await fetch(`${app.baseURL}/mr/reviews`)
    const traveller = await createTraveller(app.baseURL)
    const word = `kept-${Date.now()}`
    expect((await postAs(traveller.cookieHeader, '/feedback', `feedback=${word}`)).status).toBe(200)
    expect((await fetch(`${app.baseURL}/`)).headers.get('x-page-cache')).toBe('hit')
    const marathi = await fetch(`${app.baseURL}/mr/reviews`)
    expect(marathi.headers.get('x-page-cache')).toBe('miss')
    expect(await marathi.text()).toContain(word)
  })

  it("takes a deleted account's reviews off the cached pages and open reviews sections at once", async () => {
    const traveller = await createTraveller(app.baseURL)
    const word = `leaving-${Date.now()}`
    expect((await postAs(traveller.cookieHeader, '/feedback', `feedback=${word}`)).status).toBe(200)
    await fetch(`${app.baseURL}/reviews`)
    const cached = await fetch(`${app.baseURL}/reviews`)
    expect(cached.headers.get('x-page-cache')).toBe('hit')
    expect(await cached.text()).toContain(word)

    // A reviews section left open, as on a phone in someone's pocket.
    const stream = await openReviews({ after: '0' })
    const id = (await stream.until(new RegExp(`id: (\\d+)\\nevent: review\\ndata: [^\\n]*${word}`)))[1]

    expect((await postAs(traveller.cookieHeader, '/personal-info', 'intent=delete-account')).status).toBe(302)
    await stream.until(new RegExp(`event: hidden\\ndata: \\{"ids":\\[${id}\\]\\}`))
    stream.close()

    const after = await fetch(`${app.baseURL}/reviews`)
    expect(after.headers.get('x-page-cache')).toBe('miss')
    expect(await after.text()).not.toContain(word)
  })

  it("takes a deleted account's review off a reviews section that was offline when it went", async () => {
    const traveller = await createTraveller(app.baseURL)
    const word = `offline-${Date.now()}`
    expect((await postAs(traveller.cookieHeader, '/feedback', `feedback=${word}`)).status).toBe(200)
    const first = await openReviews({ after: '0' })
    const id = (await first.until(new RegExp(`id: (\\d+)\\nevent: review\\ndata: [^\\n]*${word}`)))[1]!
    first.close()

    // The phone loses its signal, the writer deletes their account, and the browser reconnects
    // from the last review it was sent.
    expect((await postAs(traveller.cookieHeader, '/personal-info', 'intent=delete-account')).status).toBe(302)
    const again = await openReviews({ lastEventId: id })
    await again.until(/event: ready\n/)
    again.close()
    const hidden = /event: hidden\ndata: (.*)\n/.exec(again.received())
    expect(hidden, again.received()).not.toBeNull()
    expect((JSON.parse(hidden![1]!) as { ids: number[] }).ids).toContain(Number(id))
  })

  it('tells caches what every page it does not keep is drawn for, and keeps a signed-in page out of shared ones', async () => {
    // An address with a query of its own is drawn afresh for each visitor, as a signed-in page is.
    const home = await fetch(`${app.baseURL}/?from=poster`, { headers: { 'Accept-Language': 'mr-IN,mr;q=0.9' } })
    expect(home.headers.get('x-page-cache')).toBeNull()
    expect(await home.text()).toContain('मराठीत पाहा')
    expect(home.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language')
    expect(home.headers.get('cache-control')).toBeNull()
    const about = await fetch(`${app.baseURL}/aboutNav?from=poster`)
    expect(about.headers.get('vary')).toBe('Accept-Encoding, Cookie')

    const traveller = await createTraveller(app.baseURL)
    const signedIn = await fetch(`${app.baseURL}/aboutNav`, { headers: { Cookie: traveller.cookieHeader } })
    expect(signedIn.headers.get('x-page-cache')).toBeNull()
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache')
    expect(signedIn.headers.get('vary')).toBe('Accept-Encoding, Cookie')
    // A page that says more keeps its word.
    const history = await fetch(`${app.baseURL}/booking-history`, { headers: { Cookie: traveller.cookieHeader } })
    expect(history.headers.get('cache-control')).toBe('private, no-store')
  })

  it('does not keep the first visitor waiting for the smallest copy, and sends it to the next ones', async () => {
    const first = await getBrotli('/servicesNav')
    expect(first.cache).toBe('miss')
    await expect.poll(async () => (await getBrotli('/servicesNav')).bytes.length, { timeout: 5000 }).toBeLessThan(first.bytes.length)
    const later = await getBrotli('/servicesNav')
    expect(later.cache).toBe('hit')
    // The same page either way.
    expect(zlib.brotliDecompressSync(later.bytes).equals(zlib.brotliDecompressSync(first.bytes))).toBe(true)
  })

  it('sends the cached page to a visitor from a shared or advertised link, whose address carries tags', async () => {
    const plain = await (await fetch(`${app.baseURL}/mr/servicesNav`)).text()
    for (const url of [
      '/mr/servicesNav?fbclid=IwAR0abc',
      '/mr/servicesNav?utm_source=whatsapp&utm_medium=social&utm_campaign=diwali',
      '/mr/servicesNav?igsh=MTc4&srsltid=AfmBOo',
    ]) {
      const res = await fetch(`${app.baseURL}${url}`)
      expect(res.headers.get('x-page-cache'), url).toBe('hit')
      expect(await res.text(), url).toBe(plain)
    }
    // A tag beside anything else is not only a tag.
    expect((await fetch(`${app.baseURL}/mr/servicesNav?fbclid=1&tour=matheran`)).headers.get('x-page-cache')).toBeNull()
  })

  it("keeps a copy of the home page for each language it offers a first visitor's browser", async () => {
    const home = async (acceptLanguage: string, cookie?: string) => {
      await fetch(`${app.baseURL}/`, { headers: { 'Accept-Language': acceptLanguage, ...(cookie ? { Cookie: cookie } : {}) } })
      const res = await fetch(`${app.baseURL}/`, { headers: { 'Accept-Language': acceptLanguage, ...(cookie ? { Cookie: cookie } : {}) } })
      return { cache: res.headers.get('x-page-cache'), vary: res.headers.get('vary'), html: await res.text() }
    }
    const marathi = await home('mr-IN,mr;q=0.9,en-IN;q=0.8')
    expect(marathi.cache).toBe('hit')
    expect(marathi.vary).toContain('Accept-Language')
    expect(marathi.html).toContain('ही साइट मराठीतही आहे.')
    const hindi = await home('hi-IN,hi;q=0.9')
    expect(hindi.cache).toBe('hit')
    expect(hindi.html).toContain('यह साइट हिन्दी में भी है।')
    expect(hindi.html).not.toContain('ही साइट मराठीतही आहे.')
    for (const english of [await home('en-IN,en;q=0.9'), await home('mr-IN,mr;q=0.9', 'lang=en')]) {
      expect(english.cache).toBe('hit')
      expect(english.vary).toContain('Accept-Language')
      expect(english.html).not.toMatch(/ही साइट मराठीतही आहे.|यह साइट हिन्दी में भी है।/)
    }
    // Someone who chose Marathi is sent to the Marathi address, which is theirs alone.
    const chosen = await fetch(`${app.baseURL}/`, { headers: { Cookie: 'lang=mr' }, redirect: 'manual' })
    expect(chosen.status).toBe(302)
    expect(chosen.headers.get('x-page-cache')).toBeNull()
    // Other pages do not offer a language, so they do not vary by it.
    expect((await fetch(`${app.baseURL}/aboutNav`, { headers: { 'Accept-Language': 'mr' } })).headers.get('vary')).not.toContain('Accept-Language')
  })

  it('leaves pages with a query, other methods and private pages to the normal route', async () => {
    for (const url of [
      '/?from=ad',
      '/login?redirectTo=%2Fbooking-history',
      '/login?utm_source=mail&redirectTo=%2Fbooking-history',
      '/booking-history',
      '/booking-history?utm_source=mail',
      '/api/me',
    ]) {
      const res = await fetch(`${app.baseURL}${url}`, { redirect: 'manual' })
      expect(res.headers.get('x-page-cache'), url).toBeNull()
    }
    const head = await fetch(`${app.baseURL}/terms`, { method: 'HEAD' })
    expect(head.status).toBe(200)
  })
})
