import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags } from 'lighthouse'
import { throttling, userAgents } from 'lighthouse/core/config/constants.js'
import { carTypeNames } from '../app/catalog/cars'
import { withVerhoeffDigit } from '../app/domain/aadhaar'
import { AUDITED_PAGES, FLOOR_PAGE } from './lib/audited-pages'
import { budgets } from './lib/budgets'
import { multipliersFor, type Multipliers } from './lib/calibration'
import { pageFaultMicros } from './lib/page-faults'
import { kB, pass, seconds, ms, type Row, type Status } from './lib/report'
import { startBenchServer } from './lib/server'
import { median, round } from './lib/stats'
import { signUp } from './lib/users'

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

/** The three CPU slowdowns every page is judged at (bench/lib/calibration.ts). */
export const SPEEDS = ['standard', 'calibrated', 'lowCost'] as const
export type Speed = (typeof SPEEDS)[number]
const SPEED_NAMES: Record<Speed, string> = { standard: "Lighthouse's default", calibrated: 'mid-tier phone', lowCost: 'low-cost phone' }

const TIMINGS = ['loaders-off', 'default-timing'] as const
type Timing = (typeof TIMINGS)[number]
const TIMING_NAMES: Record<Timing, string> = { 'loaders-off': 'loaders off', 'default-timing': 'default timing' }

/** The pages a signed-in traveller sees; the bench makes the traveller and a booking first. */
const TRIP_PAGE = '/booking-history/:reference'
const HISTORY_PAGE = '/booking-history'
/** The home page in Hindi and Marathi (issue 24: the same rows hold in every language). */
const LANGUAGE_PAGES = ['/hi', '/mr'] as const
export const ALL_PAGES = [...AUDITED_PAGES, ...LANGUAGE_PAGES, HISTORY_PAGE, TRIP_PAGE] as const

export type PageRun = {
  scores: Record<Category, number>
  lcpMs: number
  cls: number
  tbtMs: number
  /**
   * Lantern's estimate of the site's server response time, the median over every request of
   * the load less the round trip, which its simulated LCP adds to the document's first byte.
   * On a machine that also runs the browser and the server, the requests made while the page
   * hydrates wait for a core, and the estimate grows with them (docs/performance-history.md,
   * 2026-12-06, second session).
   */
  serverMs: number
  /** As Lighthouse counts them: transfer sizes, headers included. */
  scriptBytes: number
  scriptFiles: number
  documentBytes: number
  benchmarkIndex: number
  /** Titles of the audits that cost points, by category. */
  lost: Record<Category, string[]>
}

type Medians = Omit<PageRun, 'lost' | 'benchmarkIndex'>

export type PageSummary = {
  page: string
  runs: PageRun[]
  median: Medians
  lost: Record<Category, string[]>
  errors: string[]
}

type Results = Record<Timing, Record<Speed, Map<string, PageSummary>>>

/**
 * A category's score without some of its audits, weighted as Lighthouse weighs them (audits
 * that do not apply carry no weight).
 */
function scoreWithout(lhr: Lhr, category: Category, skipped: readonly string[]): number {
  let sum = 0
  let weights = 0
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const score = lhr.audits[ref.id]?.score
    if (ref.weight === 0 || skipped.includes(ref.id) || score === null || score === undefined) continue
    sum += score * ref.weight
    weights += ref.weight
  }
  return weights ? round((sum / weights) * 100) : 0
}

/** A signed-in traveller's pages tell search engines to keep out, as they should. */
const EXPECTED_ON_PRIVATE_PAGES = ['is-crawlable']

function summarizeRun(lhr: Lhr, privatePage: boolean): PageRun {
  const score = (c: Category) => (privatePage && c === 'seo' ? scoreWithout(lhr, c, EXPECTED_ON_PRIVATE_PAGES) : round((lhr.categories[c]?.score ?? 0) * 100))
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  // Only audits that carry weight move a category's score; Lighthouse's "insights" (weight
  // 0) explain the performance metrics, so the first few of those are kept as causes.
  const failing = (c: Category, weighted: boolean) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => (weighted ? ref.weight > 0 : ref.weight === 0))
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && !['notApplicable', 'informative', 'manual'].includes(a.scoreDisplayMode))
      .filter((a) => !(privatePage && EXPECTED_ON_PRIVATE_PAGES.includes(a!.id)))
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
  const details = lhr.audits['network-requests']?.details
  const requests = (details && details.type === 'table' ? details.items : []) as { url: string; resourceType?: string; transferSize?: number }[]
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  const document = requests.find((r) => r.resourceType === 'Document' && r.url === lhr.finalDisplayedUrl) ?? requests.find((r) => r.resourceType === 'Document')
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
    lcpMs: num('largest-contentful-paint'),
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    serverMs: serverEstimate(lhr),
    scriptBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptFiles: scripts.length,
    documentBytes: document?.transferSize ?? Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lost,
  }
}

function serverEstimate(lhr: Lhr): number {
  const details = lhr.audits['network-server-latency']?.details
  const origins = (details && details.type === 'table' ? details.items : []) as { origin: string; serverResponseTime: number }[]
  const origin = new URL(lhr.finalDisplayedUrl).origin
  return origins.find((o) => o.origin === origin)?.serverResponseTime ?? Number.NaN
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
      serverMs: pick((r) => r.serverMs),
      scriptBytes: pick((r) => r.scriptBytes),
      scriptFiles: pick((r) => r.scriptFiles),
      documentBytes: pick((r) => r.documentBytes),
    },
  }
}

const slug = (page: string) => (page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^\w.-]+/g, '_'))

const flagsFor = (port: number, headers: Record<string, string> | undefined, cpuSlowdownMultiplier = 4): Flags => ({
  port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: [...CATEGORIES],
  throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
  ...(headers ? { extraHeaders: headers } : {}),
})

/**
 * Loads the page once and keeps what Lighthouse gathered. Lighthouse's default throttling is
 * simulated: the page loads at full speed and Lantern replays the trace on a slower CPU and
 * network, so one load serves every multiplier, and the three figures of a run come from
 * the same trace.
 */
export async function gather(url: string, port: number, dir: string, headers?: Record<string, string>): Promise<{ benchmarkIndex: number }> {
  fs.rmSync(dir, { recursive: true, force: true })
  await lighthouse(url, { ...flagsFor(port, headers), gatherMode: dir })
  const artifacts = JSON.parse(fs.readFileSync(path.join(dir, 'artifacts.json'), 'utf8')) as { BenchmarkIndex: number }
  return { benchmarkIndex: artifacts.BenchmarkIndex }
}

/**
 * Audits what `gather` kept, as if it had been gathered with this CPU slowdown. Lighthouse
 * refuses settings that differ from the gathering ones, so the saved settings are changed to
 * match: in simulated throttling the multiplier is used only by the audits.
 */
export async function auditAt(dir: string, port: number, multiplier: number, headers?: Record<string, string>, serverMs?: number): Promise<Lhr> {
  const file = path.join(dir, 'artifacts.json')
  const artifacts = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    settings: { throttlingMethod: string; throttling: { cpuSlowdownMultiplier: number }; precomputedLanternData?: Flags['precomputedLanternData'] }
    URL: { mainDocumentUrl?: string; finalDisplayedUrl: string }
  }
  if (artifacts.settings.throttlingMethod !== 'simulate') throw new Error(`expected simulated throttling, gathered with ${artifacts.settings.throttlingMethod}`)
  artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier
  // Lighthouse's own setting for network figures known beforehand, one origin here.
  const origin = new URL(artifacts.URL.mainDocumentUrl ?? artifacts.URL.finalDisplayedUrl).origin
  const precomputedLanternData =
    serverMs === undefined ? undefined : { additionalRttByOrigin: { [origin]: 0 }, serverResponseTimeByOrigin: { [origin]: serverMs } }
  if (precomputedLanternData) artifacts.settings.precomputedLanternData = precomputedLanternData
  fs.writeFileSync(file, JSON.stringify(artifacts))
  const result = await lighthouse(undefined, {
    ...flagsFor(port, headers, multiplier),
    ...(precomputedLanternData ? { precomputedLanternData } : {}),
    auditMode: dir,
  })
  if (!result) throw new Error('Lighthouse returned nothing')
  return result.lhr
}

/**
 * How long the site's server took to answer the document of a gathered load, from the first
 * request's timing (headers received less request sent): the server before the page's own
 * work starts on the machine, as a phone would find a server of its own.
 */
export function documentServerMs(dir: string): number {
  const log = JSON.parse(fs.readFileSync(path.join(dir, 'defaultPass.devtoolslog.json'), 'utf8')) as {
    method: string
    params: { type?: string; response?: { timing?: { sendEnd: number; receiveHeadersStart?: number; receiveHeadersEnd: number } } }
  }[]
  const timing = log.find((e) => e.method === 'Network.responseReceived' && e.params.type === 'Document')?.params.response?.timing
  if (!timing) throw new Error(`no document response in ${dir}`)
  return Math.max((timing.receiveHeadersStart ?? timing.receiveHeadersEnd) - timing.sendEnd, 0)
}

export async function withChrome<T>(use: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  try {
    return await use(chrome.port)
  } finally {
    chrome.kill()
  }
}

/**
 * Lighthouse's benchmark index of this machine now: the median of three loads of the floor
 * page (each load measures it once), and the multipliers it gives.
 */
export async function calibrate({
  port,
  log,
}: {
  port: number
  log: (line: string) => void
}): Promise<{ benchmarkIndex: number; indexes: number[]; multipliers: Multipliers; loadAverage: number; pageFaultMicros: number }> {
  const loadAverage = os.loadavg()[0]!
  const faultMicros = pageFaultMicros()
  const server = await startBenchServer({ port, dialect: 'sqlite', env: { LOADERS: 'off' } })
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-calibrate-'))
  try {
    const indexes = await withChrome(async (chromePort) => {
      const found: number[] = []
      for (let i = 0; i < 3; i++) found.push((await gather(`${server.baseURL}${FLOOR_PAGE}`, chromePort, path.join(scratch, String(i)))).benchmarkIndex)
      return found
    })
    const benchmarkIndex = Math.round(median(indexes))
    log(`  benchmark index ${indexes.map(Math.round).join(', ')} → ${benchmarkIndex}`)
    return { benchmarkIndex, indexes, multipliers: multipliersFor(benchmarkIndex), loadAverage, pageFaultMicros: faultMicros }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
    await server.stop()
    await server.dispose()
  }
}

/**
 * Every page `runs` times, each load audited at the three multipliers. A run is the floor
 * page, then every page in an order that turns by one each run, so a busy moment on the
 * machine touches the pages alike and each page has a floor load near it.
 */
async function auditSite({
  baseURL,
  pages,
  runs,
  multipliers,
  serverOfItsOwn,
  resultsDir,
  log,
}: {
  baseURL: string
  /** `headers`: a signed-in traveller's cookie, for pages no one else may see. */
  pages: { page: string; url: string; headers?: Record<string, string> }[]
  runs: number
  multipliers: Multipliers
  serverOfItsOwn: boolean
  resultsDir: string
  log: (line: string) => void
}): Promise<Record<Speed, Map<string, PageSummary>>> {
  fs.mkdirSync(resultsDir, { recursive: true })
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-lighthouse-'))
  const floor: (typeof pages)[number] = { page: FLOOR_PAGE, url: `${baseURL}${FLOOR_PAGE}` }
  const collected = Object.fromEntries(
    SPEEDS.map((speed) => [speed, new Map([floor, ...pages].map((p) => [p.page, { runs: [] as PageRun[], errors: [] as string[] }]))]),
  ) as Record<Speed, Map<string, { runs: PageRun[]; errors: string[] }>>
  try {
    await withChrome(async (port) => {
      for (let run = 1; run <= runs; run++) {
        const turn = (run - 1) % pages.length
        for (const target of [floor, ...pages.slice(turn), ...pages.slice(0, turn)]) {
          // A loaded machine sometimes loses the trace (NO_NAVSTART and the like); Lighthouse's
          // advice is to run again, so each load gets up to three attempts.
          for (let attempt = 1; attempt <= 3; attempt++) {
            const dir = path.join(scratch, slug(target.page))
            try {
              await gather(target.url, port, dir, target.headers)
              const line: string[] = []
              const lhrs = new Map<Speed, Lhr>()
              const serverMs = serverOfItsOwn ? documentServerMs(dir) : undefined
              for (const speed of SPEEDS) {
                const lhr = await auditAt(dir, port, multipliers[speed], target.headers, serverMs)
                if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
                lhrs.set(speed, lhr)
              }
              for (const [speed, lhr] of lhrs) {
                const summary = summarizeRun(lhr, Boolean(target.headers))
                collected[speed].get(target.page)!.runs.push(summary)
                line.push(`${multipliers[speed]}×: ${summary.scores.performance}, LCP ${Math.round(summary.lcpMs)}, TBT ${Math.round(summary.tbtMs)}`)
              }
              // The mid-tier phone's report is the one to open when a budget fails.
              fs.writeFileSync(path.join(resultsDir, `${slug(target.page)}-run${run}.json`), JSON.stringify(lhrs.get('calibrated')))
              log(`  run ${run} ${target.page}: ${line.join(' · ')} ms`)
              break
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error)
              log(`  run ${run} ${target.page}: attempt ${attempt} failed: ${message}`)
              if (attempt === 3) for (const speed of SPEEDS) collected[speed].get(target.page)!.errors.push(message)
            }
          }
        }
      }
    })
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
  }
  return Object.fromEntries(
    SPEEDS.map((speed) => [speed, new Map([...collected[speed]].map(([page, c]) => [page, summarizePage(page, c.runs, c.errors)]))]),
  ) as Record<Speed, Map<string, PageSummary>>
}

/**
 * The blocking time one page adds over the floor page at the calibrated multiplier, from
 * `runs` loads of each, alternating; for a check inside `npm test`, where other suites share
 * the machine, so its budget carries a wide margin.
 */
export async function addedBlockingTime({ baseURL, page, runs }: { baseURL: string; page: string; runs: number }) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-added-tbt-'))
  try {
    return await withChrome(async (port) => {
      const loads: { page: string; dir: string; benchmarkIndex: number }[] = []
      for (let run = 0; run < runs; run++) {
        for (const target of [FLOOR_PAGE, page]) {
          const dir = path.join(scratch, `${slug(target)}-${run}`)
          loads.push({ page: target, dir, ...(await gather(`${baseURL}${target}`, port, dir)) })
        }
      }
      const benchmarkIndex = Math.round(median(loads.map((l) => l.benchmarkIndex)))
      const { calibrated } = multipliersFor(benchmarkIndex)
      const tbt = { floor: [] as number[], page: [] as number[] }
      for (const load of loads) {
        const lhr = await auditAt(load.dir, port, calibrated)
        if (lhr.runtimeError) throw new Error(`${load.page}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
        tbt[load.page === FLOOR_PAGE ? 'floor' : 'page'].push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)
      }
      return { benchmarkIndex, multiplier: calibrated, tbt, addedMs: median(tbt.page) - median(tbt.floor), pageFaultMicros: pageFaultMicros() }
    })
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}

/**
 * Pages as visitors find them on a running site: each public page is asked for once, as
 * Lighthouse asks (a phone browser's user agent; robots get a copy of their own), so the
 * page cache holds its smallest copy. Without this the first run's document was the copy made for a
 * visitor who waits (brotli 5, about 1.3 kB more), which took /aboutNav and /contactNav past
 * the 14.6 kB a new connection carries in its first round trip: 150 ms more in Lantern.
 */
async function warmPageCache(baseURL: string): Promise<void> {
  const headers = { 'User-Agent': userAgents.mobile, 'Accept-Encoding': 'br' }
  for (const page of [...AUDITED_PAGES, ...LANGUAGE_PAGES]) await (await fetch(`${baseURL}${page}`, { headers })).arrayBuffer()
  await new Promise((resolve) => setTimeout(resolve, 1000))
}

/** A traveller with one upcoming booking, for the pages only a signed-in traveller sees. */
export async function travellerWithTrip(baseURL: string): Promise<{ cookie: string; reference: string }> {
  const user = await signUp(baseURL, 0, randomBytes(3).toString('hex'))
  const date = new Date(Date.now() + 5 * 86400e3).toISOString().slice(0, 10)
  const res = await fetch(`${baseURL}/api/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL, Cookie: user.cookie, 'X-Forwarded-For': user.ip },
    body: JSON.stringify({
      name: user.name,
      bookingFor: 'self',
      mobileNumber: '',
      aadharCardNumber: withVerhoeffDigit('23456789012'),
      pickupLocation: 'Pune Railway Station',
      dropoffLocation: 'Lonavala',
      carType: carTypeNames[0],
      pickupDate: date,
      pickupTime: '09:30',
      idempotencyKey: randomUUID(),
    }),
  })
  if (res.status !== 201) throw new Error(`booking for the trip page answered ${res.status}: ${(await res.text()).slice(0, 300)}`)
  const { booking } = (await res.json()) as { booking: { reference: string } }
  return { cookie: user.cookie, reference: booking.reference }
}

/** A LOADERS=off server and a default-timing one, each on a fresh data folder, each audited at the three multipliers. */
export async function lighthouseBench({
  ports,
  pages: only,
  runs,
  multipliers,
  serverOfItsOwn = false,
  resultsDir,
  log,
}: {
  ports: { off: number; defaultTiming: number }
  /** Only these of ALL_PAGES (the floor always), for a focused run. */
  pages?: readonly string[] | undefined
  runs: number
  multipliers: Multipliers
  /**
   * Lantern's server time set to each load's document's, not estimated from every request of
   * the load: with --own-core the site's server shares one core with the rest of Chromium and
   * Lighthouse, and the requests made while the page hydrates waited 100–500 ms for it.
   */
  serverOfItsOwn?: boolean
  resultsDir: string
  log: (line: string) => void
}): Promise<{ rows: Row[]; raw: unknown }> {
  const variants = [
    { key: 'loaders-off', port: ports.off, env: { LOADERS: 'off' } },
    { key: 'default-timing', port: ports.defaultTiming, env: {} },
  ] as const
  const chosen: readonly string[] = only ? ALL_PAGES.filter((page) => only.includes(page)) : ALL_PAGES
  if (only && chosen.length !== only.length) throw new Error(`unknown page among ${only.join(', ')}; choose from ${ALL_PAGES.join(', ')}`)
  const results = {} as Results
  for (const variant of variants) {
    log(`Lighthouse (${variant.key}), ${runs} run(s) of ${chosen.length} pages and the floor, at ${SPEEDS.map((s) => `${multipliers[s]}×`).join(', ')}`)
    const server = await startBenchServer({ port: variant.port, dialect: 'sqlite', env: variant.env })
    try {
      const floor = await fetch(`${server.baseURL}${FLOOR_PAGE}`)
      if (!floor.ok) throw new Error(`${FLOOR_PAGE} answered ${floor.status}: is public/bench-floor.html in the build?`)
      await warmPageCache(server.baseURL)
      const traveller = await travellerWithTrip(server.baseURL)
      const signedIn = { Cookie: traveller.cookie }
      const pages = [
        ...[...AUDITED_PAGES, ...LANGUAGE_PAGES].map((page) => ({ page, url: `${server.baseURL}${page}` })),
        { page: HISTORY_PAGE, url: `${server.baseURL}${HISTORY_PAGE}`, headers: signedIn },
        { page: TRIP_PAGE, url: `${server.baseURL}/booking-history/${traveller.reference}`, headers: signedIn },
      ].filter((p) => chosen.includes(p.page))
      results[variant.key] = await auditSite({
        baseURL: server.baseURL,
        pages,
        runs,
        multipliers,
        serverOfItsOwn,
        resultsDir: path.join(resultsDir, variant.key),
        log,
      })
    } finally {
      await server.stop()
      server.saveLog(path.join(resultsDir, `server-${variant.key}.log`))
      await server.dispose()
    }
  }
  const raw = Object.fromEntries(TIMINGS.map((t) => [t, Object.fromEntries(SPEEDS.map((s) => [s, Object.fromEntries(results[t][s])]))]))
  return { rows: [...lighthouseRows(results, multipliers), ...transferRows(results)], raw }
}

const scoreText = (s: Record<Category, number>) => CATEGORIES.map((c) => Math.round(s[c])).join('/')

function lostNote(summary: PageSummary): string | undefined {
  const parts = CATEGORIES.filter((c) => summary.lost[c].length).map((c) => `${c}: ${summary.lost[c].join('; ')}`)
  return parts.length ? `points lost to ${parts.join(' | ')}` : undefined
}

/**
 * One row per page, timing and multiplier. Added TBT is the page's median less the floor's
 * median at the same multiplier in the same run: some machines block the thread even for a
 * page with no script (docs/performance.md).
 */
export function lighthouseRows(results: Results, multipliers: Multipliers): Row[] {
  const mid = budgets.lighthouse.calibrated
  const low = budgets.lighthouse.lowCostPhone
  const rows: Row[] = []
  for (const speed of SPEEDS) {
    for (const timing of TIMINGS) {
      const all = results[timing][speed]
      const floor = all.get(FLOOR_PAGE)!
      const where = `at ${multipliers[speed]}× (${SPEED_NAMES[speed]}), ${TIMING_NAMES[timing]}`
      rows.push({
        figure: `Lighthouse floor ${FLOOR_PAGE} ${where}`,
        budget: 'reference',
        measured: floor.runs.length
          ? `${scoreText(floor.median.scores)}, LCP ${seconds(floor.median.lcpMs)}, TBT ${ms(floor.median.tbtMs)}, server estimate ${ms(floor.median.serverMs)}`
          : 'no result',
        status: floor.runs.length ? 'INFO' : 'ERROR',
        note:
          [...floor.errors, speed === 'calibrated' ? indexDrift(all, multipliers.calibrated) : undefined, speed === 'calibrated' ? slowFloor(floor) : undefined]
            .filter(Boolean)
            .join('; ') || undefined,
      })
      for (const page of ALL_PAGES) {
        const s = all.get(page)
        // Left out of a focused run (--pages).
        if (!s) continue
        if (!s.runs.length || !floor.runs.length) {
          rows.push({ figure: `Lighthouse ${page} ${where}`, budget: 'all', measured: 'no result', status: 'ERROR', note: s.errors.join('; ') || undefined })
          continue
        }
        const m = s.median
        const added = m.tbtMs - floor.median.tbtMs
        const lcpRatio = m.lcpMs / floor.median.lcpMs
        const measured = `${scoreText(m.scores)}, LCP ${seconds(m.lcpMs)} (${round(lcpRatio, 2)} × floor), CLS ${round(m.cls, 3)}, TBT ${ms(m.tbtMs)} (+${ms(added)})`
        let budget = 'reported'
        let status: Status = 'INFO'
        if (speed === 'calibrated') {
          budget = `${mid.performance}/${mid.accessibility}/${mid.bestPractices}/${mid.seo}, LCP ≤ ${mid.lcpToFloorRatio} × floor, CLS ≤ ${mid.cls}, TBT +${mid.addedTbtMs} ms`
          status = pass(
            m.scores.performance >= mid.performance &&
              m.scores.accessibility >= mid.accessibility &&
              m.scores['best-practices'] >= mid.bestPractices &&
              m.scores.seo >= mid.seo &&
              lcpRatio <= mid.lcpToFloorRatio &&
              m.cls <= mid.cls &&
              added <= mid.addedTbtMs,
          )
        } else if (speed === 'lowCost') {
          budget = `perf ≥ ${low.performance}, TBT +${low.addedTbtMs} ms`
          status = pass(m.scores.performance >= low.performance && added <= low.addedTbtMs)
        }
        const perRun = `runs (LCP/TBT/Lantern's server estimate ms, the floor's ${ms(floor.median.serverMs)}): ${s.runs.map((r) => `${Math.round(r.lcpMs)}/${Math.round(r.tbtMs)}/${Math.round(r.serverMs)}`).join(' · ')}`
        rows.push({
          figure: `Lighthouse ${page} ${where}`,
          budget,
          measured,
          status,
          note:
            status === 'FAIL' || s.errors.length
              ? [perRun, s.errors.length ? `${s.errors.length} load(s) lost: ${s.errors.join('; ')}` : undefined, status === 'FAIL' ? lostNote(s) : undefined]
                  .filter(Boolean)
                  .join('; ')
              : undefined,
        })
      }
    }
  }
  return rows
}

/**
 * A page with no style and no script blocks a phone's main thread for next to nothing; where
 * it blocks this machine's for more than a page may add, the machine's Chromium is slower than
 * its benchmark index says (docs/performance-history.md, 2026-12-01), and the added figures
 * tell more about it than about the pages.
 */
function slowFloor(floor: PageSummary): string | undefined {
  const allowed = budgets.lighthouse.calibrated.addedTbtMs
  if (!floor.runs.length || floor.median.tbtMs <= allowed) return undefined
  return `the bare floor page alone blocks the main thread for ${ms(floor.median.tbtMs)}, more than the ${allowed} ms a page may add: this machine's Chromium is slower than its index says, and the added-TBT rows compare poorly with other runs`
}

/**
 * The index each load measured: a drift from the calibration's means the machine got busier or
 * quieter during the run. Far enough off, the multiplier was set from a moment that was not like
 * the loads (calibrated at index 2,000 straight after a test run, a bench of 2026-12-01 then
 * measured a median of 2,682 during its loads), and the calibrated rows imitate another phone.
 */
function indexDrift(pages: Map<string, PageSummary>, calibrated: number): string {
  const indexes = [...pages.values()].flatMap((p) => p.runs.map((r) => r.benchmarkIndex))
  const during = median(indexes)
  const drift = `benchmark index during these loads ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} (median ${Math.round(during)})`
  const meant = multipliersFor(during).calibrated
  if (Math.abs(meant / calibrated - 1) <= 0.15) return drift
  const phone = meant > calibrated ? 'a faster' : 'a slower'
  return `${drift}, which calls for ${meant}×, not ${calibrated}×: these rows imitate ${phone} phone than a mid-tier one, so run the bench again on a quiet machine`
}

/** The bytes as the phone receives them, from the same loads: Lighthouse's transfer sizes include the headers. */
function transferRows(results: Results): Row[] {
  const b = budgets.bytes
  const loads = results['loaders-off'].calibrated
  const home = loads.get('/')
  const rows: Row[] = []
  if (home?.runs.length) {
    rows.push({
      figure: 'Lighthouse: scripts of / as transferred, headers included',
      budget: `≤ ${(b.homeScriptTransfer / 1024).toFixed(0)} KiB (${b.homeScriptTransfer.toLocaleString('en-US')} bytes)`,
      measured: `${home.median.scriptBytes.toLocaleString('en-US')} bytes in ${home.median.scriptFiles} files`,
      status: pass(home.median.scriptBytes <= b.homeScriptTransfer),
    })
  }
  // A page loader's markup and styles travel inside the document too, so both timings count.
  for (const timing of ['loaders-off', 'default-timing'] as const) {
    const timed = results[timing].calibrated
    const documents = ALL_PAGES.map((page) => ({ page, bytes: Math.max(...(timed.get(page)?.runs.map((r) => r.documentBytes) ?? [Number.NaN])) })).filter((d) =>
      Number.isFinite(d.bytes),
    )
    if (!documents.length) continue
    const largest = documents.reduce((a, d) => (d.bytes > a.bytes ? d : a))
    rows.push({
      figure: `Lighthouse: each document as transferred, headers included (largest of every load), ${timing === 'loaders-off' ? 'loaders off' : 'default timing'}`,
      budget: `≤ ${kB(b.documentFirstRoundTrip)}`,
      measured: `${kB(largest.bytes)} (${largest.page})`,
      status: pass(documents.every((d) => d.bytes <= b.documentFirstRoundTrip)),
      note: documents.map((d) => `${d.page} ${d.bytes.toLocaleString('en-US')}`).join(', '),
    })
  }
  return rows
}
