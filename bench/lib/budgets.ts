import fs from 'node:fs'

export type Budgets = {
  lighthouse: {
    calibrated: { performance: number; accessibility: number; bestPractices: number; seo: number; lcpToFloorRatio: number; cls: number; addedTbtMs: number }
    lowCostPhone: { performance: number; addedTbtMs: number }
  }
  bytes: {
    homeJavaScriptCompressed: number
    homeFirstLoadTotal: number
    /** Lighthouse's transfer size of the home page's scripts, headers included (120 KiB). */
    homeScriptTransfer: number
    /** What a new connection brings in its first round trip: ten 1,460-byte segments. */
    documentFirstRoundTrip: number
  }
  http: { homeRequestsPerSecond: number; homeP99Ms: number }
  bookings: { perSecond: number; p99Ms: number }
  sse: { p99Ms: number }
  memory: { idleMB: number; underLoadMB: number }
  startup: { toHealthyMs: number }
}

/** One file holds the numbers, shared with .size-limit.js and the bundle-size test. */
export const budgets = JSON.parse(fs.readFileSync(new URL('../budgets.json', import.meta.url), 'utf8')) as Budgets
