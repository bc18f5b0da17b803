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

// Part of `npm test` since the brochure pages lost the opener policy (decision 0021). Before,
// its fresh renderer made the home page's loads block for up to 270 ms at the calibrated
// multiplier, and the check failed as often as it passed. Since then, the loads measured with
// one or both cores kept busy by other work came to 2–115 ms but for one of 353 ms, and the
// medians to -92 to +29 ms over the floor. Five loads each, not three: in a CI run one home page
// load of three blocked for 401 ms, and a median of five needs three such loads to fail.
test('the home page adds little blocking time over a bare page on a mid-tier phone', async () => {
  test.setTimeout(300_000)
  const server = await startBenchServer({ port: await freePort(), dialect: 'sqlite', env: { LOADERS: 'off' } })
  try {
    const result = await addedBlockingTime({ baseURL: server.baseURL, page: '/', runs: 5 })
    const limit = budgets.lighthouse.calibrated.addedTbtMs * MARGIN
    const summary = `index ${result.benchmarkIndex} (${os.cpus()[0]?.model}), ${result.multiplier}×: TBT / ${result.tbt.page.map(Math.round).join(', ')} ms, floor ${result.tbt.floor.map(Math.round).join(', ')} ms`
    // Printed on a pass too, so a run shows how near the limit it came.
    console.log(`added ${Math.round(result.addedMs)} ms (limit ${limit}): ${summary}`)
    expect(result.addedMs, summary).toBeLessThanOrEqual(limit)
  } finally {
    await server.stop()
    await server.dispose()
  }
})
