import http from 'node:http'
import { userAgents } from 'lighthouse/core/config/constants.js'

/** What Chromium asks for when it opens a page: the server compresses pages harder than data. */
const NAVIGATION_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8'

export type PhoneResponse = {
  /** Headers and body, as they travel on the connection. */
  bytes: number
  headerBytes: number
  /** The body as sent (brotli). */
  body: Buffer
  pageCache: string | undefined
  status: number | undefined
}

/** One response as a phone's browser gets it (brotli), headers included, and the page cache's word on it. */
export function phoneResponse(url: string, cookie?: string): Promise<PhoneResponse> {
  return new Promise((resolve, reject) => {
    const headers = { Accept: NAVIGATION_ACCEPT, 'Accept-Encoding': 'br', 'User-Agent': userAgents.mobile, ...(cookie ? { Cookie: cookie } : {}) }
    const req = http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const head =
          `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n` +
          res.rawHeaders.reduce((text, value, i) => text + (i % 2 ? `${value}\r\n` : `${value}: `), '') +
          '\r\n'
        const body = Buffer.concat(chunks)
        const headerBytes = Buffer.byteLength(head)
        resolve({ bytes: body.length + headerBytes, headerBytes, body, pageCache: res.headers['x-page-cache'] as string | undefined, status: res.statusCode })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

/**
 * The page as a phone gets it once the page cache holds its best copy: until then (brotli 11,
 * made in the background) a visitor gets a quicker one, so the page is asked for until its
 * size stops shrinking.
 */
export async function bestPhoneResponse(url: string, cookie?: string): Promise<PhoneResponse> {
  let best = await phoneResponse(url, cookie)
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const next = await phoneResponse(url, cookie)
    const stopped = next.bytes >= best.bytes && i >= 3
    if (next.bytes < best.bytes) best = next
    if (stopped) break
  }
  return best
}
