import { expect, test } from '@playwright/test'
import { hydrated } from '../../tests/support/hydration'

// app/services/defer-hydration.server.ts rewrites three pieces of the markup React Router's
// <Scripts> and <ScrollRestoration> write: the modulepreload hints, the module script that
// starts hydration, and the scroll script. None of them is a public API. If an upgrade changes
// their shape, the rewrite silently stops matching and pages go back to loading every script
// before the first paint; these checks on the built server's real pages fail instead.
for (const path of ['/', '/login', '/carlistNav']) {
  test(`${path}: React Router's scripts still have the shape the first-paint rewrite expects`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    expect(html, 'modulepreload hints left in: the rewrite no longer matches them').not.toMatch(/<link rel="modulepreload"/)
    expect(html, 'a module script left in: hydration would start before the first paint').not.toMatch(/<script\b[^>]*\btype="module"/)
    const parked = [...html.matchAll(/<script\b[^>]*\btype="text\/x-yatri-boot"[^>]*>([^<]*)<\/script>/g)]
    expect(parked, 'the module script was not parked for the boot script').toHaveLength(1)
    expect(parked[0]![1], 'the parked script no longer imports the entry').toMatch(/import\b.*\/assets\/entry\.client-[\w-]+\.js/s)
    // The scroll script is dropped: the boot script restores the position, reading sessionStorage only when it can matter.
    expect(html, "React Router's own scroll script left in").not.toMatch(/\(\(storageKey\d*, restoreKey\d*\) =>/)
  })
}

// The boot script writes the history entry React Router would write as it creates its router
// (a key, and idx 0), so that React Router leaves it alone: its own replaceState came inside the
// render that starts hydration, which React cannot split, and took 7.5 ms of a home page's load
// (CPU profiles). If an upgrade changes that entry's shape, React Router writes it again, and
// this fails. The entry is written after the first paint: as the page was parsed it had been the
// costliest line of the boot script.
test('on a fresh visit React Router keeps the history entry the boot script wrote after the first paint', async ({ page }) => {
  await page.addInitScript(() => {
    const written: Array<{ data: unknown; painted: boolean }> = []
    Object.assign(window, { __written: written })
    const replaceState = history.replaceState.bind(history)
    history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
      written.push({ data, painted: performance.getEntriesByName('first-contentful-paint').length > 0 })
      replaceState(data, unused, url)
    }
  })
  await page.goto('/login')
  await hydrated(page, 'main form[aria-label="Login"]')
  const written = await page.evaluate(() => (window as unknown as { __written: unknown[] }).__written)
  expect(written, 'the history entry was written more than once, or before the first paint').toEqual([
    { data: { key: expect.any(String), idx: 0 }, painted: true },
  ])
})
