import http from 'node:http'
import { randomBytes } from 'node:crypto'
import type { BenchServer } from './lib/server'
import { percentile } from './lib/stats'
import { EndpointMissing, isMissing, signUpMany, type BenchUser } from './lib/users'

export type SseRun = {
  viewers: number
  reviews: number
  /** Arrivals within 10 s of sending; the rest count as infinitely late. */
  delivered: number
  expected: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  openSeconds: number
}

type Viewer = { req: http.ClientRequest; res?: http.IncomingMessage; tail: string; seen: Set<string> }

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY })

function openViewer(url: string, onChunk: (viewer: Viewer, text: string) => void): Promise<Viewer> {
  return new Promise((resolve, reject) => {
    const viewer = { tail: '', seen: new Set<string>() } as Viewer
    viewer.req = http.get(url, { agent, headers: { Accept: 'text/event-stream' } }, (res) => {
      viewer.res = res
      if (isMissing(res.statusCode ?? 0)) {
        res.resume()
        return reject(new EndpointMissing('GET /reviews/events', res.statusCode!))
      }
      if (res.statusCode !== 200 || !String(res.headers['content-type']).startsWith('text/event-stream')) {
        res.resume()
        return reject(new Error(`GET /reviews/events answered ${res.statusCode} ${res.headers['content-type']}`))
      }
      res.setEncoding('utf8')
      res.on('data', (text: string) => onChunk(viewer, text))
      resolve(viewer)
    })
    viewer.req.on('error', reject)
  })
}

async function postReview(server: BenchServer, user: BenchUser, text: string): Promise<void> {
  const res = await fetch(`${server.baseURL}/feedback`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.baseURL, Cookie: user.cookie, 'X-Forwarded-For': user.ip },
    body: new URLSearchParams({ feedback: text }),
  })
  if (isMissing(res.status)) throw new EndpointMissing('POST /feedback', res.status)
  if (res.status >= 400) throw new Error(`POST /feedback answered ${res.status}: ${(await res.text()).slice(0, 200)}`)
}

/**
 * `viewers` browsers keep the live reviews stream open; signed-in users post `reviews`
 * new reviews, one at a time. Each review carries a unique word, and a viewer has it
 * when that word arrives on its stream, whatever the event's format.
 */
export async function sseBench({
  server,
  viewers: viewerCount,
  reviews,
  log,
}: {
  server: BenchServer
  viewers: number
  reviews: number
  log: (line: string) => void
}): Promise<SseRun> {
  const url = `${server.baseURL}/reviews/events`
  const pending = new Map<string, number>() // marker -> time the review was sent
  const samples: number[] = []
  const onChunk = (viewer: Viewer, text: string) => {
    const now = performance.now()
    // Keep a little of the previous chunk: a marker may be split across two.
    const window = viewer.tail + text
    viewer.tail = window.slice(-64)
    for (const [marker, sentAt] of pending) {
      if (!viewer.seen.has(marker) && window.includes(marker)) {
        viewer.seen.add(marker)
        samples.push(now - sentAt)
      }
    }
  }

  // Probe with one viewer before signing anyone up.
  const open: Viewer[] = [await openViewer(url, onChunk)]
  const users = await signUpMany(server.baseURL, reviews, 2)
  const openStarted = performance.now()
  try {
    while (open.length < viewerCount) {
      const batch = Math.min(100, viewerCount - open.length)
      open.push(...(await Promise.all(Array.from({ length: batch }, () => openViewer(url, onChunk)))))
    }
    const openSeconds = (performance.now() - openStarted) / 1000
    log(`  ${open.length} viewers connected in ${openSeconds.toFixed(1)} s`)
    await new Promise((r) => setTimeout(r, 1000))

    const runId = randomBytes(3).toString('hex')
    for (let k = 0; k < reviews; k++) {
      const marker = `benchreview${runId}n${k}`
      const before = samples.length
      pending.set(marker, performance.now())
      await postReview(server, users[k]!, `What a lovely ride to Lonavala ${marker}`)
      const deadline = performance.now() + 10_000
      while (samples.length - before < open.length && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20))
      pending.delete(marker)
      log(`  review ${k + 1}: ${samples.length - before}/${open.length} viewers`)
      await new Promise((r) => setTimeout(r, 500))
    }
    const expected = open.length * reviews
    const all = [...samples, ...new Array<number>(Math.max(0, expected - samples.length)).fill(Number.POSITIVE_INFINITY)]
    return {
      viewers: open.length,
      reviews,
      delivered: samples.length,
      expected,
      p50Ms: percentile(all, 50),
      p99Ms: percentile(all, 99),
      maxMs: Math.max(...all),
      openSeconds,
    }
  } finally {
    for (const v of open) v.req.destroy()
  }
}
