import fs from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { userAgents } from 'lighthouse/core/config/constants.js'
import { AUDITED_PAGES, FLOOR_PAGE } from './lib/audited-pages'
import { budgets } from './lib/budgets'
import { pass, seconds, ms, type Row } from './lib/report'
import { startBenchServer } from './lib/server'
import { median, round } from './lib/stats'

export { AUDITED_PAGES, FLOOR_PAGE }

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

export type PageRun = {
  scores: Record<Category, number>
  lcpMs: number
  cls: number
  tbtMs: number
  totalByteWeight: number
  benchmarkIndex: number
  /** Titles of the audits that cost points, by category. */
  lost: Record<Category, string[]>
}

export type PageSummary = {
  page: string
  runs: PageRun[]
  median: Omit<PageRun, 'lost' | 'benchmarkIndex'>
  lost: Record<Category, string[]>
  errors: string[]
}

function summarizeRun(lhr: Lhr): PageRun {
  const score = (c: Category) => round((lhr.categories[c]?.score ?? 0) * 100)
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  // Only audits that carry weight move a category's score; Lighthouse's "insights" (weight
  // 0) explain the performance metrics, so the first few of those are kept as causes.
  const failing = (c: Category, weighted: boolean) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => (weighted ? ref.weight > 0 : ref.weight === 0))
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && !['notApplicable', 'informative', 'manual'].includes(a.scoreDisplayMode))
      .map((a) => a!.title)
  const lost = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      c === 'performance'
        ? [
            ...failing(c, true),
            ...failing(c, false)
              .slice(0, 4)
              .map((t) => `(${t})`),
          ]
        : failing(c, true),
    ]),
  ) as Record<Category, string[]>
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
    lcpMs: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    totalByteWeight: num('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lost,
  }
}

function summarizePage(page: string, runs: PageRun[], errors: string[]): PageSummary {
  const pick = (f: (r: PageRun) => number) => median(runs.map(f))
  const lost = Object.fromEntries(CATEGORIES.map((c) => [c, [...new Set(runs.flatMap((r) => r.lost[c]))]])) as Record<Category, string[]>
  return {
    page,
    runs,
    errors,
    lost,
    median: {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, pick((r) => r.scores[c])])) as Record<Category, number>,
      lcpMs: pick((r) => r.lcpMs),
      cls: pick((r) => r.cls),
      tbtMs: pick((r) => r.tbtMs),
      totalByteWeight: pick((r) => r.totalByteWeight),
    },
  }
}

const slug = (page: string) => (page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^\w.-]+/g, '_'))

/**
 * Audits every page `runs` times with Lighthouse's default (mobile) settings: simulated slow
 * 4G and a 4x CPU slowdown. Pages are interleaved within a run so that a busy moment on the
 * machine touches every page alike rather than one page's three runs.
 */
export async function auditSite({
  baseURL,
  runs,
  resultsDir,
  log,
  pages = [FLOOR_PAGE, ...AUDITED_PAGES],
}: {
  baseURL: string
  runs: number
  resultsDir: string
  log: (line: string) => void
  pages?: string[]
}): Promise<Map<string, PageSummary>> {
  fs.mkdirSync(resultsDir, { recursive: true })
  const collected = new Map<string, { runs: PageRun[]; errors: string[] }>(pages.map((p) => [p, { runs: [], errors: [] }]))
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const entry = collected.get(page)!
        // A loaded machine sometimes loses the trace (NO_NAVSTART and the like); Lighthouse's
        // advice is to run again, so each audit gets up to three attempts.
        for (let attempt = 1; attempt <= 3; attempt++) {
          try {
            const result = await lighthouse(`${baseURL}${page}`, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: [...CATEGORIES],
            })
            if (!result) throw new Error('Lighthouse returned nothing')
            fs.writeFileSync(path.join(resultsDir, `${slug(page)}-run${run}.json`), JSON.stringify(result.lhr))
            if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`)
            const summary = summarizeRun(result.lhr)
            entry.runs.push(summary)
            const s = summary.scores
            log(
              `  run ${run} ${page}: ${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}, LCP ${Math.round(summary.lcpMs)} ms, CLS ${round(summary.cls, 3)}, TBT ${Math.round(summary.tbtMs)} ms`,
            )
            break
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error)
            log(`  run ${run} ${page}: attempt ${attempt} failed: ${message}`)
            if (attempt === 3) entry.errors.push(message)
          }
        }
      }
    }
  } finally {
    chrome.kill()
  }
  return new Map([...collected].map(([page, c]) => [page, summarizePage(page, c.runs, c.errors)]))
}

/**
 * Pages as visitors find them on a running site: each audited page is asked for once, as
 * Lighthouse asks (a phone browser's user agent; robots get a copy of their own), so the
 * page cache holds its smallest copy. Without this the first run's document was the copy made for a
 * visitor who waits (brotli 5, about 1.3 kB more), which took /aboutNav and /contactNav past
 * the 14.6 kB a new connection carries in its first round trip: 150 ms more in Lantern.
 */
async function warmPageCache(baseURL: string): Promise<void> {
  const headers = { 'User-Agent': userAgents.mobile, 'Accept-Encoding': 'br' }
  for (const page of AUDITED_PAGES) await (await fetch(`${baseURL}${page}`, { headers })).arrayBuffer()
  await new Promise((resolve) => setTimeout(resolve, 1000))
}

/** A LOADERS=off server for the budgets and a default-timing one beside it, each on a fresh data folder. */
export async function lighthouseBench({
  ports,
  runs,
  resultsDir,
  log,
}: {
  ports: { off: number; defaultTiming: number }
  runs: number
  resultsDir: string
  log: (line: string) => void
}): Promise<{ rows: Row[]; raw: unknown }> {
  const variants = [
    { key: 'loaders-off', port: ports.off, env: { LOADERS: 'off' } },
    { key: 'default-timing', port: ports.defaultTiming, env: {} },
  ] as const
  const results: Record<string, Map<string, PageSummary>> = {}
  for (const variant of variants) {
    log(`Lighthouse (${variant.key}), ${runs} run(s) of ${AUDITED_PAGES.length + 1} pages`)
    const server = await startBenchServer({ port: variant.port, dialect: 'sqlite', env: variant.env })
    try {
      const floor = await fetch(`${server.baseURL}${FLOOR_PAGE}`)
      if (!floor.ok) throw new Error(`${FLOOR_PAGE} answered ${floor.status}: is public/bench-floor.html in the build?`)
      await warmPageCache(server.baseURL)
      results[variant.key] = await auditSite({ baseURL: server.baseURL, runs, resultsDir: path.join(resultsDir, variant.key), log })
    } finally {
      await server.stop()
      server.saveLog(path.join(resultsDir, `server-${variant.key}.log`))
      await server.dispose()
    }
  }
  const off = results['loaders-off']!
  const timing = results['default-timing']!
  return { rows: lighthouseRows(off, timing, runs), raw: { loadersOff: Object.fromEntries(off), defaultTiming: Object.fromEntries(timing) } }
}

const scoreText = (s: Record<Category, number>) => CATEGORIES.map((c) => Math.round(s[c])).join(' / ')

function lostNote(summary: PageSummary): string | undefined {
  const parts = CATEGORIES.filter((c) => summary.lost[c].length).map((c) => `${c}: ${summary.lost[c].join('; ')}`)
  return parts.length ? `points lost to ${parts.join(' | ')}` : undefined
}

export function lighthouseRows(off: Map<string, PageSummary>, timing: Map<string, PageSummary>, runs: number): Row[] {
  const b = budgets.lighthouse
  const rows: Row[] = []
  const floor = off.get(FLOOR_PAGE)!
  const floorTiming = timing.get(FLOOR_PAGE)
  const floorLcp = floor.median.lcpMs
  rows.push({
    figure: `Lighthouse floor ${FLOOR_PAGE}: LCP`,
    budget: 'reference',
    measured: floor.runs.length ? seconds(floorLcp) : 'n/a',
    status: floor.runs.length ? 'INFO' : 'ERROR',
    beside: floorTiming?.runs.length ? `default timing: ${seconds(floorTiming.median.lcpMs)}` : undefined,
    note: [
      ...floor.errors,
      // Lighthouse's own CPU yardstick: the lower, the busier or slower the machine, and the less TBT means.
      `Lighthouse benchmark index (median over all runs): ${Math.round(median([...off.values()].flatMap((p) => p.runs.map((r) => r.benchmarkIndex))))}`,
    ].join('; '),
  })
  for (const page of AUDITED_PAGES) {
    const s = off.get(page)!
    const t = timing.get(page)
    const besides = (f: (x: PageSummary) => string) => (t?.runs.length ? `default timing: ${f(t)}` : undefined)
    if (!s.runs.length) {
      rows.push({ figure: `Lighthouse ${page}`, budget: 'all budgets', measured: 'no result', status: 'ERROR', note: s.errors.join('; ') })
      continue
    }
    const m = s.median
    const scoresOk =
      m.scores.performance >= b.performance &&
      m.scores.accessibility >= b.accessibility &&
      m.scores['best-practices'] >= b.bestPractices &&
      m.scores.seo >= b.seo
    rows.push({
      figure: `Lighthouse ${page}: perf / a11y / best practices / SEO`,
      budget: `${b.performance} / ${b.accessibility} / ${b.bestPractices} / ${b.seo}`,
      measured: scoreText(m.scores),
      status: pass(scoresOk),
      beside: besides((x) => scoreText(x.median.scores)),
      note:
        [s.runs.length < runs ? `median of ${s.runs.length} of ${runs} runs (${s.errors.join('; ')})` : undefined, scoresOk ? undefined : lostNote(s)]
          .filter(Boolean)
          .join('; ') || undefined,
    })
    const lcpLimit = b.lcpToFloorRatio * floorLcp
    rows.push({
      figure: `Lighthouse ${page}: LCP`,
      budget: `≤ ${b.lcpToFloorRatio} × floor = ${seconds(lcpLimit)}`,
      measured: `${seconds(m.lcpMs)} (${round(m.lcpMs / floorLcp, 2)} × floor)`,
      status: Number.isFinite(lcpLimit) ? pass(m.lcpMs <= lcpLimit) : 'ERROR',
      beside: besides((x) => seconds(x.median.lcpMs)),
    })
    rows.push({
      figure: `Lighthouse ${page}: CLS`,
      budget: `≤ ${b.cls}`,
      measured: String(round(m.cls, 3)),
      status: pass(m.cls <= b.cls),
      beside: besides((x) => String(round(x.median.cls, 3))),
    })
    rows.push({
      figure: `Lighthouse ${page}: TBT`,
      budget: `≤ ${b.tbtMs} ms`,
      measured: ms(m.tbtMs),
      status: pass(m.tbtMs <= b.tbtMs),
      beside: besides((x) => ms(x.median.tbtMs)),
    })
  }
  return rows
}
