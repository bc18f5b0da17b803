// Lighthouse on pages of servers that are already running, loaded in turn, so that two builds
// (or two settings) are measured on the same machine in the same minutes. The bench measures
// one build at a time, and on these machines a page's figures move more between runs than a
// change of one mechanism moves them (docs/performance.md).
//
//   node --import tsx bench/compare-builds.ts --rounds=6 http://127.0.0.1:5910/ http://127.0.0.1:5911/ …
//
// --signed-in: every page is loaded as a traveller with one booking, signed up on each server
// first (as the bench audits Booking History and the trip page); `{reference}` in a URL is
// that booking's reference.
//
// --own-core: each renderer's main thread gets CPU 0 to itself and every other thread of
// Chromium and Node the other cores, as on a phone (bench/lib/own-core.ts). On two cores the
// figures then show the page's own work rather than its wait for a core. Lantern's server time
// is then each load's document's, as in `npm run bench -- --own-core` (bench/lighthouse.ts).
//
// Each round loads every page once, in an order that turns by one each round. A load is
// gathered once and audited at the calibrated multiplier and twice it, as the bench does.
import os from 'node:os'
import { auditAt, documentServerMs, gather } from './lighthouse'
import { multipliersFor, type Multipliers } from './lib/calibration'
import { loadInTurn } from './lib/in-turn'
import { OWN_CORE_NOTE, withOwnCore } from './lib/own-core'
import { pagesToLoad } from './lib/signed-in'
import { median, round } from './lib/stats'

type Load = { perf: number; tbt: number; lcp: number; lowCostPerf: number; lowCostTbt: number }

const args = process.argv.slice(2)
const rounds = Number(args.find((a) => a.startsWith('--rounds='))?.slice('--rounds='.length) ?? 5)
const ownCore = args.includes('--own-core')
// On a shared machine the first load's index can read a fraction of the usual one (1,590 against
// 2,800 on the same machine within the hour): --index fixes the multipliers, so runs compare.
const fixedIndex = Number(args.find((a) => a.startsWith('--index='))?.slice('--index='.length) ?? NaN)
const { pages, headersFor } = await pagesToLoad(
  args.filter((a) => !a.startsWith('--')),
  args.includes('--signed-in'),
)
if (!pages.length || !Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: node --import tsx bench/compare-builds.ts [--rounds=N] [--index=N] [--signed-in] [--own-core] URL [URL …]')
  process.exit(2)
}

let multipliers: Multipliers | undefined
const indexes: number[] = []

async function audit(dir: string, port: number, multiplier: number, headers: Record<string, string> | undefined, serverMs: number | undefined) {
  const lhr = await auditAt(dir, port, multiplier, headers, serverMs)
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.code)
  return {
    perf: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    tbt: lhr.audits['total-blocking-time']!.numericValue!,
    lcp: lhr.audits['largest-contentful-paint']!.numericValue!,
  }
}

async function load(url: string, port: number, dir: string): Promise<Load> {
  const headers = headersFor(url)
  const { benchmarkIndex } = await gather(url, port, dir, headers)
  indexes.push(benchmarkIndex)
  multipliers ??= multipliersFor(Number.isFinite(fixedIndex) ? fixedIndex : benchmarkIndex)
  const serverMs = ownCore ? documentServerMs(dir) : undefined
  const midTier = await audit(dir, port, multipliers.calibrated, headers, serverMs)
  const lowCost = await audit(dir, port, multipliers.lowCost, headers, serverMs)
  return { ...midTier, lowCostPerf: lowCost.perf, lowCostTbt: lowCost.tbt }
}

const loads = await withOwnCore(ownCore, () =>
  loadInTurn(
    pages,
    rounds,
    load,
    (n, page, result) =>
      `round ${n} ${page}: perf ${result.perf}, TBT ${round(result.tbt)} ms, LCP ${round(result.lcp)} ms; low-cost perf ${result.lowCostPerf}, TBT ${round(result.lowCostTbt)} ms`,
  ),
)

const m = multipliers!
console.log(
  `${os.cpus()[0]?.model ?? 'unknown CPU'}; benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)} (median ${median(indexes)}); CPU slowdown ${m.calibrated}× (mid-tier phone) and ${m.lowCost}× (low-cost phone)${Number.isFinite(fixedIndex) ? `, fixed by --index=${fixedIndex}` : ''}${ownCore ? OWN_CORE_NOTE : ''}; medians`,
)
console.log(`| page | loads | ${m.calibrated}×: perf, TBT, LCP | ${m.lowCost}×: perf, TBT |`)
console.log('| --- | --- | --- | --- |')
for (const [page, results] of loads) {
  const med = (pick: (l: Load) => number) => round(median(results.map(pick)))
  console.log(
    `| ${page} | ${results.length} | ${med((l) => l.perf)}, ${med((l) => l.tbt)} ms, ${med((l) => l.lcp)} ms | ${med((l) => l.lowCostPerf)}, ${med((l) => l.lowCostTbt)} ms |`,
  )
}
