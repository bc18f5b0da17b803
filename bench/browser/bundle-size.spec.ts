import { expect, test } from '@playwright/test'
import { budgets } from '../lib/budgets'
import { firstLoadUrls } from '../lib/first-load-files.mjs'
import { FIRST_LOAD_VIEWPORTS, measureFirstLoad } from '../lib/first-load'

// Issue 7: what a first-time visitor downloads for the home page, as the browser sees it
// on the wire. Runs against the built server, so it checks every build.
for (const viewport of FIRST_LOAD_VIEWPORTS) {
  test.describe(`the home page's first load on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.isMobile })

    test('stays within its byte budgets', async ({ page }, testInfo) => {
      const load = await measureFirstLoad(page, '/')
      const table = load.resources.map((r) => `${r.type.padEnd(10)} ${String(r.transferBytes).padStart(8)} ${r.encoding.padEnd(8)} ${new URL(r.url).pathname}`).join('\n')
      await testInfo.attach('first-load.txt', { body: table, contentType: 'text/plain' })

      for (const r of load.resources) expect(r.status, `${r.url} failed`).toBeLessThan(400)
      expect(load.scriptBytes, `compressed JavaScript of the first load:\n${table}`).toBeLessThanOrEqual(budgets.bytes.homeJavaScriptCompressed)
      expect(load.totalBytes, `everything the first load transferred:\n${table}`).toBeLessThanOrEqual(budgets.bytes.homeFirstLoadTotal)
    })

    test('downloads exactly the scripts `npm run size` counts', async ({ page }) => {
      const load = await measureFirstLoad(page, '/')
      const downloaded = load.resources.filter((r) => r.type === 'script').map((r) => new URL(r.url).pathname)
      // If this fails, the page loads scripts the React Router manifest does not list for
      // the home route (or the other way round), and .size-limit.js no longer measures it.
      expect(new Set(downloaded)).toEqual(new Set(firstLoadUrls('routes/home').scripts))
    })
  })
}
