// Where a page's main-thread time goes after its first contentful paint, from the trace
// Lighthouse gathers (the same Chromium and settings as the bench). Lantern's total blocking
// time keeps only tasks of 10 ms or more (unslowed) and multiplies them by the CPU slowdown,
// so a task of 9.9 ms counts nothing and one of 10.1 ms about 80 ms at 12.9×: between two
// loads of one page it moves by hundreds of milliseconds. This says which tasks cross the
// line and what they were doing, which the Lighthouse figure cannot.
//
//   node --import tsx bench/main-thread.ts [--runs=5] [--multiplier=12.9] [--signed-in] [--own-core] URL [URL …]
//
// URLs are loaded in turn, each run starting one further along, like compare-builds.ts.
// --own-core keeps CPU 0 for each renderer's main thread (bench/lib/own-core.ts), so that the
// tasks are the page's own work and not its wait for a core shared with the server.
// With DEBUG_TASKS=1 it also prints, on stderr, each task it counts (the long ones after the paint,
// and the ones before it that Lantern keeps) with its six longest events.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gather } from './lighthouse'
import { loadInTurn } from './lib/in-turn'
import { OWN_CORE_NOTE, withOwnCore } from './lib/own-core'
import { pagesToLoad } from './lib/signed-in'
import { median, round } from './lib/stats'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback)
const runs = option('runs', 5)
const multiplier = option('multiplier', 12.9)
const { pages, headersFor } = await pagesToLoad(
  args.filter((a) => !a.startsWith('--')),
  args.includes('--signed-in'),
)
if (!pages.length || !Number.isInteger(runs) || runs < 1 || !(multiplier >= 1)) {
  console.error('usage: node --import tsx bench/main-thread.ts [--runs=N] [--multiplier=M] [--signed-in] [--own-core] URL [URL …]')
  process.exit(2)
}

/** Lantern drops shorter tasks from its graph (PageDependencyGraph's SIGNIFICANT_DUR_THRESHOLD_MS). */
const LANTERN_MIN_MS = 10
const BLOCKING_MS = 50

type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean; functionName?: string; url?: string; requestId?: string } }
}

/**
 * What a task was mostly doing: the kind whose trace events inside it add up to the most time.
 * A task that made a document for an SVG picture or icon (the tab icon too) is counted as that,
 * whatever else it did.
 */
const SVG_DOCUMENT = /^(DocumentLoader::CommitNavigation|DecodedDataDocumentParser::AppendBytes)$/
const KINDS: Array<[kind: string, test: (event: TraceEvent) => boolean]> = [
  ['script evaluation', (e) => e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript'],
  // React's scheduler runs its work from a MessageChannel callback, minified to `St`.
  ['React (scheduler work)', (e) => e.name === 'FunctionCall' && e.args?.data?.functionName === 'St'],
  [
    'other script',
    (e) => /^(TimerFire|FireAnimationFrame|EventDispatch|RunMicrotasks)$/.test(e.name) || (e.name === 'FunctionCall' && e.args?.data?.functionName !== 'St'),
  ],
  ['HTML parsing', (e) => e.name === 'ParseHTML'],
  ['rendering (style, layout, paint)', (e) => /^(UpdateLayoutTree|Layout|ParseAuthorStyleSheet|Paint|PrePaint|Commit|Layerize)$/.test(e.name)],
]
const SVG_KIND = 'SVG documents (pictures, icons)'

function kindOf(inside: TraceEvent[]): string {
  if (inside.some((e) => SVG_DOCUMENT.test(e.name))) return SVG_KIND
  let best = 'other'
  let most = 0
  for (const [kind, test] of KINDS) {
    const ms = inside.reduce((sum, e) => sum + (test(e) ? e.dur! : 0), 0)
    if (ms > most) [best, most] = [kind, ms]
  }
  return best
}

type Load = {
  fcpMs: number
  /** Tasks before the first contentful paint that Lantern keeps, their time, and its estimate of them slowed. */
  beforePaint: { tasks: number; ms: number; layoutMs: number; parseMs: number; scriptMs: number; slowedMs: number }
  /** Paths of the requests besides the document that ended before the first contentful paint. */
  requestsBeforePaint: string[]
  busyMs: number
  longTasks: number
  longMs: number
  blockingMs: number
  byKind: Map<string, number>
  longByKind: Map<string, number>
}

/** Lantern's CPU simulation runs a task with layout in it at half the slowdown (its layoutTaskMultiplier). */
const LAYOUT_TASK_SHARE = 0.5

/**
 * The main thread's work before the first contentful paint as Lantern sees it: it keeps the
 * tasks holding the first HTML parsing, the first layout and the first paint whatever their
 * length, and every other of 10 ms or more, and the paint waits for them, slowed. This is
 * what sets a page's LCP against the floor's when its LCP is its first paint.
 */
function beforePaint(onMain: TraceEvent[], start: number, paint: number): Load['beforePaint'] {
  const found = { tasks: 0, ms: 0, layoutMs: 0, parseMs: 0, scriptMs: 0, slowedMs: 0 }
  const firsts = new Set<string>()
  for (const task of onMain.filter((e) => e.name === 'RunTask' && e.ts >= start && e.ts < paint)) {
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur!)
    const total = (test: (e: TraceEvent) => boolean) => inside.reduce((sum, e) => sum + (test(e) ? e.dur! / 1000 : 0), 0)
    const first = ['ParseHTML', 'Layout', 'Paint'].filter((name) => !firsts.has(name) && inside.some((e) => e.name === name))
    first.forEach((name) => firsts.add(name))
    const ms = task.dur! / 1000
    if (!first.length && ms < LANTERN_MIN_MS) continue
    const layout = total((e) => e.name === 'Layout')
    if (process.env.DEBUG_TASKS) console.error(`    before the paint: ${describe(task, inside, start)}`)
    found.tasks++
    found.ms += ms
    found.layoutMs += layout
    found.parseMs += total((e) => e.name === 'ParseHTML')
    found.scriptMs += total((e) => e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' || e.name === 'FunctionCall')
    found.slowedMs += ms * multiplier * (layout > 0 ? LAYOUT_TASK_SHARE : 1)
  }
  return found
}

/**
 * Lantern's LCP also waits for every request that ended before the page's LCP in the trace,
 * each replayed on its slow network: a request the paint does not need (an icon, the manifest)
 * can set a page's LCP by itself. On the pages audited here the LCP is the first paint.
 */
function requestsBefore(events: TraceEvent[], start: number, paint: number, documentUrl: string): string[] {
  const urls = new Map<string, string>()
  for (const e of events)
    if (e.name === 'ResourceSendRequest' && e.ts >= start && e.args?.data?.requestId && e.args.data.url) urls.set(e.args.data.requestId, e.args.data.url)
  const ended = events.filter((e) => e.name === 'ResourceFinish' && e.ts >= start && e.ts < paint).map((e) => urls.get(e.args?.data?.requestId ?? ''))
  // data: URIs cost Lantern no network time.
  return ended.filter((url): url is string => url?.startsWith('http') === true && url !== documentUrl).map((url) => new URL(url).pathname)
}

/** A task's length, start and its six longest events, for DEBUG_TASKS. */
function describe(task: TraceEvent, inside: TraceEvent[], start: number): string {
  const top = inside
    .filter((e) => e.dur! > 500)
    .sort((a, b) => b.dur! - a.dur!)
    .slice(0, 6)
  const name = (e: TraceEvent) => `${e.name}[${e.args?.data?.functionName ?? ''}${(e.args?.data?.url ?? '').split('/').pop()}]`
  return `${round(task.dur! / 1000, 1)} ms at ${round((task.ts - start) / 1000)}: ${top.map((e) => `${name(e)} ${round(e.dur! / 1000, 1)}`).join(', ')}`
}

function analyse(events: TraceEvent[]): Load {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && (e.args.data.documentLoaderURL ?? '').startsWith('http'),
  )
  if (!navigation) throw new Error('no navigation in the trace')
  const { pid, tid } = navigation
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)
  if (!fcp) throw new Error('no first contentful paint in the trace')
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts)
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= fcp.ts)
  const load: Load = {
    fcpMs: (fcp.ts - navigation.ts) / 1000,
    beforePaint: beforePaint(onMain, navigation.ts, fcp.ts),
    requestsBeforePaint: requestsBefore(events, navigation.ts, fcp.ts, navigation.args!.data!.documentLoaderURL!),
    busyMs: 0,
    longTasks: 0,
    longMs: 0,
    blockingMs: 0,
    byKind: new Map(),
    longByKind: new Map(),
  }
  let from = 0
  for (const task of tasks) {
    const end = task.ts + task.dur!
    while (from < onMain.length && onMain[from]!.ts < task.ts) from++
    const inside: TraceEvent[] = []
    for (let i = from; i < onMain.length && onMain[i]!.ts < end; i++) if (onMain[i] !== task) inside.push(onMain[i]!)
    const kind = kindOf(inside)
    const ms = task.dur! / 1000
    load.busyMs += ms
    load.byKind.set(kind, (load.byKind.get(kind) ?? 0) + ms)
    if (ms >= LANTERN_MIN_MS) {
      if (process.env.DEBUG_TASKS) {
        console.error(`    ${kind} ${describe(task, inside, navigation.ts)}`)
      }
      load.longTasks++
      load.longMs += ms
      load.blockingMs += Math.max(0, ms * multiplier - BLOCKING_MS)
      load.longByKind.set(kind, (load.longByKind.get(kind) ?? 0) + 1)
    }
  }
  return load
}

async function measure(page: string, port: number, dir: string): Promise<Load> {
  await gather(page, port, dir, headersFor(page))
  const traceFile = fs.readdirSync(dir).find((file) => file.endsWith('.trace.json'))
  if (!traceFile) throw new Error('no trace')
  return analyse((JSON.parse(fs.readFileSync(path.join(dir, traceFile), 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents)
}

const ownCore = args.includes('--own-core')
const loads = await withOwnCore(ownCore, () =>
  loadInTurn(pages, runs, measure, (n, page, load) => `run ${n} ${page}: ${round(load.busyMs)} ms after FCP, ${load.longTasks} tasks ≥ ${LANTERN_MIN_MS} ms`),
)

const kinds = [SVG_KIND, ...KINDS.map(([kind]) => kind), 'other']
console.log(
  `${os.cpus()[0]?.model ?? 'unknown CPU'}; ${runs} loads a page; medians; main thread after the first contentful paint, unslowed${ownCore ? OWN_CORE_NOTE : ''}`,
)
console.log(`| page | busy ms | tasks ≥ ${LANTERN_MIN_MS} ms (count, ms) | their blocking time at ${multiplier}× | ${kinds.join(' | ')} |`)
console.log(`| --- | --- | --- | --- | ${kinds.map(() => '---').join(' | ')} |`)
for (const [page, found] of loads) {
  const of = (pick: (load: Load) => number) => round(median(found.map(pick)))
  const cells = kinds.map((kind) => `${of((l) => l.byKind.get(kind) ?? 0)} (${found.reduce((n, l) => n + (l.longByKind.get(kind) ?? 0), 0)})`)
  console.log(`| ${page} | ${of((l) => l.busyMs)} | ${of((l) => l.longTasks)}, ${of((l) => l.longMs)} | ${of((l) => l.blockingMs)} | ${cells.join(' | ')} |`)
}
console.log(`Each kind: median ms, and in brackets how many of its tasks were ≥ ${LANTERN_MIN_MS} ms over all loads.`)
console.log('')
console.log(`Before the first contentful paint: the tasks Lantern keeps (the first parse, layout and paint, and any of ${LANTERN_MIN_MS} ms or more)`)
console.log(
  `| page | FCP, unslowed | tasks kept | their ms | layout | HTML parsing | script | slowed at ${multiplier}× (layout tasks at half) | requests that ended before it, besides the document (in how many loads) |`,
)
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |')
for (const [page, found] of loads) {
  const of = (pick: (load: Load) => number) => round(median(found.map(pick)))
  console.log(
    `| ${page} | ${of((l) => l.fcpMs)} | ${of((l) => l.beforePaint.tasks)} | ${of((l) => l.beforePaint.ms)} | ${of((l) => l.beforePaint.layoutMs)} | ${of((l) => l.beforePaint.parseMs)} | ${of((l) => l.beforePaint.scriptMs)} | ${of((l) => l.beforePaint.slowedMs)} | ${requestCounts(found)} |`,
  )
}

function requestCounts(found: Load[]): string {
  const counts = new Map<string, number>()
  for (const load of found) for (const path of new Set(load.requestsBeforePaint)) counts.set(path, (counts.get(path) ?? 0) + 1)
  return [...counts].map(([path, n]) => `${path} (${n})`).join(', ') || 'none'
}
