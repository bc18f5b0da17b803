import os from 'node:os'
import { expect, test } from '@playwright/test'
import { freePort } from '../../tests/support/free-port'
import { addedBlockingTime } from '../lighthouse'
import { budgets } from '../lib/budgets'
import { startBenchServer } from '../lib/server'

// Issue 23's blocking-time budget, checked on every build for one page: the home page, the
// heaviest, on a mid-tier phone (the CPU slowdown calibrated to this machine). `npm run bench`
// holds every page to the budget itself; here other suites may share the machine, so the
// limit is two and a half times the budget.
const MARGIN = 2.5

// Tagged @unmet-budget again (`npm run test:unmet-budgets` runs it): the budget does not hold
// on every machine this suite runs on. It was part of `npm test` from 2026-12-04, after the
// brochure pages lost the opener policy (decision 0021): on an Intel Xeon, one or both cores
// busy, the medians came to -92 to +29 ms over the floor, and on an AMD EPYC of index 1,580
// (4.2×) to +58 ms. On an AMD EPYC of index 2,761 (9.3×), where touching fresh memory costs
// 11 µs a page, it measured +905 ms alone on the machine (2026-12-05): the home page's
// main-thread tasks after the first paint, 171 ms of tasks of 10 ms or more, multiplied by a
// slowdown set from an index that does not see that cost. A budget that holds only on some
// machines does not hold. Five loads each: a median of five needs three slow loads to move.
test('the home page adds little blocking time over a bare page on a mid-tier phone', { tag: '@unmet-budget' }, async () => {
  test.setTimeout(300_000)
  const server = await startBenchServer({ port: await freePort(), dialect: 'sqlite', env: { LOADERS: 'off' } })
  try {
    const result = await addedBlockingTime({ baseURL: server.baseURL, page: '/', runs: 5 })
    const limit = budgets.lighthouse.calibrated.addedTbtMs * MARGIN
    const summary = `index ${result.benchmarkIndex} (${os.cpus()[0]?.model}, a page fault ${result.pageFaultMicros} µs), ${result.multiplier}×: TBT / ${result.tbt.page.map(Math.round).join(', ')} ms, floor ${result.tbt.floor.map(Math.round).join(', ')} ms`
    // Printed on a pass too, so a run shows how near the limit it came.
    console.log(`added ${Math.round(result.addedMs)} ms (limit ${limit}): ${summary}`)
    expect(result.addedMs, summary).toBeLessThanOrEqual(limit)
  } finally {
    await server.stop()
    await server.dispose()
  }
})
