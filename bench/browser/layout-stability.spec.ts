import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Page } from '@playwright/test'
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

type Shift = { value: number; nodes: string[] }

/** Records every layout shift of the page from its first paint, with the elements it moved. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = []
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
}

const shiftsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)

test.describe('pages hold still while they load on a phone', () => {
  for (const path of PAGES) {
    test(path, async ({ browser }) => {
      for (let i = 0; i < LOADS; i++) {
        const context = await browser.newContext(PHONE)
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await watchShifts(page)
        await page.goto(path, { waitUntil: 'load' })
        // Hydration starts after the first paint; shifts are counted until it has finished and
        // nothing more is loading (late pictures and fonts are what would move the page).
        await hydrated(page, 'body')
        await page.waitForLoadState('networkidle')
        const shifts = await shiftsSoFar(page)
        await context.close()
        const total = shifts.reduce((sum, s) => sum + s.value, 0)
        expect(total, `load ${i + 1} of ${path} shifted: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(budgets.lighthouse.calibrated.cls)
      }
    })
  }
})

/**
 * A proxy to the site that sends the home page's document in parts, `pauseMs` apart, cut after
 * each of `cuts` in turn, so that the browser paints the page as parsed up to each. On a slow
 * phone such paints happen by chance, a few loads in a hundred; here on every load.
 */
async function piecemealProxy(target: string, cuts: string[], pauseMs: number): Promise<Server> {
  const server = createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(new URL(req.url ?? '/', target), {
        headers: { 'user-agent': req.headers['user-agent'] ?? '', accept: req.headers.accept ?? '*/*', 'accept-encoding': 'identity' },
        redirect: 'manual',
      })
      const body = Buffer.from(await upstream.arrayBuffer())
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive'].includes(name)),
      )
      res.writeHead(upstream.status, headers)
      let sent = 0
      for (const cut of req.url === '/' ? cuts : []) {
        const at = body.indexOf(cut, sent)
        if (at < 0) throw new Error(`the home page no longer has ${cut}`)
        res.write(body.subarray(sent, at + cut.length))
        sent = at + cut.length
        await new Promise((resolve) => setTimeout(resolve, pauseMs))
      }
      res.end(body.subarray(sent))
    })().catch(() => res.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

test('the home page holds still when a phone paints its hero half-parsed', async ({ browser, baseURL }) => {
  // The hero empty, then with its first line, then its title: it grows by the rest each time.
  const proxy = await piecemealProxy(baseURL!, ['<div class="hero__inner">', '</p>', '</h1>'], 400)
  try {
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    await watchShifts(page)
    await page.goto(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    const paintedEarly = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      const document = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      return paint !== undefined && paint.startTime < document.responseEnd
    })
    const shifts = await shiftsSoFar(page)
    await context.close()
    // Else the test would prove nothing: the page must have been painted before its document was in.
    expect(paintedEarly).toBe(true)
    expect(
      shifts.reduce((sum, s) => sum + s.value, 0),
      `shifted: ${JSON.stringify(shifts)}`,
    ).toBeLessThanOrEqual(budgets.lighthouse.calibrated.cls)
  } finally {
    proxy.close()
  }
})
