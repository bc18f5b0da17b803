import { expect, test } from '@playwright/test'

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
