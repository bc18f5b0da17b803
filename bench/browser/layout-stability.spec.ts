import { expect, test } from '@playwright/test'
import { budgets } from '../lib/budgets'
import { hydrated } from '../../tests/support/hydration'

// Issue 7's CLS budget, checked on every build rather than only by `npm run bench`: a phone
// opens each page with its CPU slowed as Lighthouse's mobile preset does. The browser may
// paint a half-parsed page, so whatever the parser adds later must not push painted content
// around; a slowed CPU makes such early paints likely. Several loads per page, because
// whether a paint falls mid-parse varies from load to load.
const PAGES = ['/', '/carlistNav', '/servicesNav', '/aboutNav', '/contactNav', '/login', '/register']
const LOADS = 4

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 }

test.describe('pages hold still while they load on a phone', () => {
  for (const path of PAGES) {
    test(path, async ({ browser }) => {
      test.setTimeout(60_000)
      for (let i = 0; i < LOADS; i++) {
        const context = await browser.newContext(PHONE)
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.addInitScript(() => {
          const shifts: { value: number; nodes: string[] }[] = []
          ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
              // Every shift counts, as in Lighthouse: the emulated phone marks them all as
              // following input (hadRecentInput) although nothing was touched.
              shifts.push({
                value: entry.value,
                nodes: entry.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName))),
              })
            }
          }).observe({ type: 'layout-shift', buffered: true })
        })
        await page.goto(path, { waitUntil: 'load' })
        // Hydration starts after the first paint; shifts are counted until it has finished and
        // nothing more is loading (late pictures and fonts are what would move the page).
        await hydrated(page, 'body')
        await page.waitForLoadState('networkidle')
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts)
        await context.close()
        const total = shifts.reduce((sum, s) => sum + s.value, 0)
        expect(total, `load ${i + 1} of ${path} shifted: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(budgets.lighthouse.calibrated.cls)
      }
    })
  }
})
