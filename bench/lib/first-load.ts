import type { Page } from '@playwright/test'

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
  /** Transfer bytes (headers and compressed bodies) of everything downloaded. */
  totalBytes: number
}

/**
 * Opens `url` in a page with an empty cache and records every response until the network
 * has been quiet for half a second: the HTML, styles, fonts, scripts and images a first-time
 * visitor's browser actually downloads, with the sizes Chromium reports for the wire.
 */
export async function measureFirstLoad(page: Page, url: string): Promise<FirstLoad> {
  const pending: Array<Promise<LoadedResource | undefined>> = []
  page.on('requestfinished', (request) => {
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
  })
  const response = await page.goto(url, { waitUntil: 'networkidle' })
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
  const resources = (await Promise.all(pending)).filter((r): r is LoadedResource => r !== undefined)
  return {
    resources,
    scriptBytes: resources.filter((r) => r.type === 'script').reduce((sum, r) => sum + r.bodyBytes, 0),
    totalBytes: resources.reduce((sum, r) => sum + r.transferBytes, 0),
  }
}

/** Lighthouse's phone (Moto G Power) and the desktop width the screenshots use. */
export const FIRST_LOAD_VIEWPORTS = [
  { name: 'phone', width: 412, height: 823, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
] as const
