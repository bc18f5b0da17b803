import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppProcess } from '../support/app-process'
import { newTraveller, signUpViaApi } from '../support/auth'
import { freePort } from '../support/free-port'
import { bookingBody, start, tempDataDir } from './support'

/**
 * GET /metrics as a monitoring system and an outsider see it (issue 26). Mail goes to an SMTP
 * port nobody listens on, so the booking's mails wait in the queue as they would while the
 * mail provider is down.
 */

const TOKEN = `metrics-${randomUUID()}`
let app: AppProcess

beforeAll(async () => {
  const deadSmtp = await freePort()
  app = await start(await freePort(), { DATA_DIR: tempDataDir('metrics'), METRICS_TOKEN: TOKEN, SMTP_URL: `smtp://127.0.0.1:${deadSmtp}` })
})
afterAll(async () => {
  await app?.stop()
})

const scrape = (authorization?: string) => fetch(`${app.baseURL}/metrics`, { headers: authorization ? { Authorization: authorization } : {} })

/** The value of one series, e.g. `yatri_live_viewers{stream="/reviews/events"}`. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('GET /metrics', () => {
  it('answers nobody without the token, without telling them anything', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`, TOKEN]) {
      const res = await scrape(authorization)
      expect(res.status, String(authorization)).toBe(401)
      expect(res.headers.get('WWW-Authenticate')).toMatch(/^Bearer/)
      const text = await res.text()
      expect(text).not.toContain('yatri_')
      expect(text).not.toContain('nodejs_')
    }
  })

  it('reports requests by route pattern, bookings, the waiting mail, live viewers and the event loop', async () => {
    const traveller = newTraveller()
    const signedUp = await signUpViaApi({ baseURL: app.baseURL, ...traveller })
    expect(signedUp.status).toBe(200)
    const booked = await fetch(`${app.baseURL}/api/bookings`, {
      method: 'POST',
      headers: { Cookie: signedUp.cookieHeader, Origin: app.baseURL, 'Content-Type': 'application/json' },
      body: JSON.stringify(bookingBody(randomUUID(), 'metrics', traveller.aadhaar)),
    })
    expect(booked.status).toBe(201)
    // Visitors' made-up paths must not become label values, or the series would grow without end.
    const madeUp = `no-such-page-${randomUUID()}`
    // Read to the end: a request is counted once its answer is complete.
    const notFound = await fetch(`${app.baseURL}/${madeUp}`)
    await notFound.text()
    expect(notFound.status).toBe(404)
    const someonesTrip = await fetch(`${app.baseURL}/booking-history/YT-ABCDEF`, { redirect: 'manual' })
    await someonesTrip.text()
    expect(someonesTrip.status).toBe(302)

    const viewer = http.get(`${app.baseURL}/reviews/events`)
    viewer.on('error', () => {})
    try {
      await new Promise((resolve) => viewer.once('response', resolve))
      const res = await scrape(`Bearer ${TOKEN}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/)
      const text = await res.text()

      expect(valueOf(text, 'yatri_bookings_created_total{source="site"}')).toBe(1)
      expect(valueOf(text, 'yatri_live_viewers{stream="/reviews/events"}')).toBe(1)
      expect(valueOf(text, 'yatri_http_request_duration_seconds_count{method="POST",route="/api/bookings",status="201"}')).toBe(1)
      // A made-up one-segment path falls under the home page's pattern (its optional language
      // prefix, which answers 404 for anything but hi and mr): still one label, never the path.
      expect(valueOf(text, 'yatri_http_request_duration_seconds_count{method="GET",route="/:lang?",status="404"}')).toBe(1)
      expect(text).toMatch(/yatri_http_request_duration_seconds_count\{method="GET",route="\/:lang\?\/booking-history\/:reference",status="\d+"\} 1/)
      expect(text).not.toContain(madeUp)
      expect(text).not.toContain('YT-ABCDEF')
      // The booking's confirmation and the owner's notice cannot be sent: they wait.
      expect(valueOf(text, 'yatri_outbox_waiting_mails')).toBeGreaterThanOrEqual(1)
      expect(valueOf(text, 'yatri_outbox_oldest_waiting_seconds')).toBeGreaterThan(0)
      expect(valueOf(text, 'yatri_mails_failed_total')).toBe(0)
      expect(valueOf(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
      expect(text).toContain('# TYPE yatri_database_errors_total counter')
    } finally {
      viewer.destroy()
    }
    await expect
      .poll(async () => valueOf(await (await scrape(`Bearer ${TOKEN}`)).text(), 'yatri_live_viewers{stream="/reviews/events"}'), { timeout: 5000 })
      .toBe(0)
  })
})
