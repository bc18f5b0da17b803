import fs from 'node:fs'
import { gather, withChrome } from './lighthouse'
const url = process.argv[2]!
await withChrome(async (port) => { await gather(url, port, '/tmp/scr/g') })
const f = fs.readdirSync('/tmp/scr/g').find((x) => x.endsWith('.trace.json'))!
const ev = JSON.parse(fs.readFileSync('/tmp/scr/g/' + f, 'utf8')).traceEvents as any[]
const nav = ev.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && (e.args.data.documentLoaderURL ?? '').startsWith('http'))
const fcp = ev.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid)
const main = ev.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts)
console.log('fcp', (fcp.ts - nav.ts) / 1000)
for (const t of main.filter((e) => e.name === 'RunTask' && e.ts >= nav.ts && e.ts < fcp.ts + 1000)) {
  const inside = main.filter((e) => e !== t && e.ts >= t.ts && e.ts < t.ts + t.dur)
  const by = new Map<string, number>()
  for (const e of inside) by.set(e.name, (by.get(e.name) ?? 0) + e.dur / 1000)
  const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 7).map(([n, d]) => `${n} ${d.toFixed(1)}`).join(', ')
  if (t.dur > 1000) console.log(`${((t.ts - nav.ts) / 1000).toFixed(0)} +${(t.dur / 1000).toFixed(1)}: ${top}`)
}
const big = main.filter((e) => e.name === 'RunTask' && e.ts >= nav.ts && e.ts < fcp.ts && e.dur > 9000)
for (const t of big) {
  console.log('--- task at', ((t.ts - nav.ts) / 1000).toFixed(0))
  for (const e of main.filter((e) => e !== t && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 300)) console.log(`  ${((e.ts - t.ts) / 1000).toFixed(1)} ${e.name} ${(e.dur / 1000).toFixed(1)} ${JSON.stringify(e.args?.data ?? e.args ?? {}).slice(0, 160)}`)
}
