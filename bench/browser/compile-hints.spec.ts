import { expect, test } from '@playwright/test'

type TraceEvent = { name: string; pid: number; tid: number; args?: { name?: string; beginData?: { url?: string }; data?: { url?: string } } }

// Every script of the client build starts with V8's compile hint (scripts/vite-compile-hints.ts),
// so Chromium compiles its functions while it streams in, off the page's main thread. Without
// it, a load of the home page compiled 590 functions or more on its main thread as they first
// ran in hydration; with it, 18 (a 2-vCPU AMD EPYC, eight loads), and 74-77 on the same kind of
// machine on 2026-12-01 (five loads). If the build stops writing the hint, or Chromium stops
// reading it, this fails.
test("the home page's scripts are compiled off the main thread", async ({ page, baseURL }) => {
  const cdp = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-v8.compile'] } })
  await page.goto('/')
  // Waited for by a few lines of the page's own world: Playwright's waits run its injected
  // script, whose functions the page's main thread compiles too.
  await cdp.send('Runtime.evaluate', {
    awaitPromise: true,
    expression: `new Promise((done) => {
      const check = () => {
        const carousel = document.querySelector('.carousel')
        if (carousel && Object.keys(carousel).some((key) => key.startsWith('__reactProps'))) done(true)
        else setTimeout(check, 50)
      }
      check()
    })`,
  })
  await cdp.send('Tracing.end')
  await complete
  // The page's main thread is the renderer's main thread that parsed the document or loaded
  // its scripts. Not the parse alone: in one CI run no parse of the document had its address in
  // the trace (the new renderer may start tracing after it began).
  const rendererMains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`))
  const ofPage = (e: TraceEvent) => [e.args?.beginData?.url, e.args?.data?.url].some((url) => url?.startsWith(`${baseURL}/`))
  const main = events.find((e) => rendererMains.has(`${e.pid}:${e.tid}`) && ofPage(e))
  expect(main, "no event of the page's main thread in the trace").toBeDefined()
  const compiledOnMain = events.filter((e) => e.name === 'V8.CompileCode' && e.pid === main!.pid && e.tid === main!.tid).length
  expect(compiledOnMain, 'functions compiled on the main thread during the load').toBeLessThan(100)
})
