import type { Page, Request } from '@playwright/test'
import { hydrated } from '../../tests/support/hydration'

export type LoadedResource = {
  url: string
  type: string
  status: number
  encoding: string
  /** Body bytes as they came over the wire (after compression). */
  bodyBytes: number
  /** Body plus response headers: what the first load really costs. */
  transferBytes: number
}

export type FirstLoad = {
  resources: LoadedResource[]
  /** Compressed bytes of every script downloaded. */
  scriptBytes: number
  /** The same scripts with their response headers, as Lighthouse counts a transfer. */
  scriptTransferBytes: number
  /** Transfer bytes (headers and compressed bodies) of everything downloaded. */
  totalBytes: number
}

/**
 * Opens `url` in a page with an empty cache and records every response until the page has
 * hydrated and the network has then been quiet for half a second: the HTML, styles, fonts,
 * scripts and images a first-time visitor's browser actually downloads, with the sizes
 * Chromium reports for the wire. The scripts start only after the first paint
 * (app/services/defer-hydration.server.ts), so a quiet network before then, which a busy
 * machine can give, is not the end of the first load.
 */
export async function measureFirstLoad(page: Page, url: string): Promise<FirstLoad> {
  const pending: Array<Promise<LoadedResource | undefined>> = []
  let inFlight = 0
  let lastActivity = Date.now()
  // The live reviews stream stays open for as long as the page does.
  const counted = (request: Request) => request.resourceType() !== 'eventsource'
  const started = (request: Request) => {
    if (!counted(request)) return
    inFlight++
    lastActivity = Date.now()
  }
  const settled = (request: Request) => {
    if (!counted(request)) return
    inFlight--
    lastActivity = Date.now()
  }
  const finished = (request: Request) => {
    settled(request)
    if (!counted(request)) return
    pending.push(
      (async () => {
        const response = await request.response()
        if (!response) return undefined
        const sizes = await request.sizes()
        return {
          url: request.url(),
          type: request.resourceType(),
          status: response.status(),
          encoding: (await response.allHeaders())['content-encoding'] ?? 'identity',
          bodyBytes: sizes.responseBodySize,
          transferBytes: sizes.responseBodySize + sizes.responseHeadersSize,
        }
      })(),
    )
  }
  page.on('request', started)
  page.on('requestfailed', settled)
  page.on('requestfinished', finished)
  // A request that ends once the measure is over (the reviews stream, when the page closes) must
  // not start a read of a closed page that nobody awaits.
  try {
    const response = await page.goto(url, { waitUntil: 'load' })
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
    await hydrated(page, '.skip-link')
    while (inFlight > 0 || Date.now() - lastActivity < 500) await page.waitForTimeout(100)
  } finally {
    page.off('request', started)
    page.off('requestfailed', settled)
    page.off('requestfinished', finished)
  }
  const resources = (await Promise.all(pending)).filter((r): r is LoadedResource => r !== undefined)
  return {
    resources,
    scriptBytes: resources.filter((r) => r.type === 'script').reduce((sum, r) => sum + r.bodyBytes, 0),
    scriptTransferBytes: resources.filter((r) => r.type === 'script').reduce((sum, r) => sum + r.transferBytes, 0),
    totalBytes: resources.reduce((sum, r) => sum + r.transferBytes, 0),
  }
}

/** Lighthouse's phone (Moto G Power) and the desktop width the screenshots use. */
export const FIRST_LOAD_VIEWPORTS = [
  { name: 'phone', width: 412, height: 823, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
] as const
