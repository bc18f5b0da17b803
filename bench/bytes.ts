import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROME_FLAGS } from './lighthouse'
import { budgets } from './lib/budgets'
import { FIRST_LOAD_VIEWPORTS, measureFirstLoad, type FirstLoad } from './lib/first-load'
import { kB, pass, type Row } from './lib/report'
import { startBenchServer } from './lib/server'

type SizeLimitResult = { name: string; passed: boolean; size: number; sizeLimit: number }

function runSizeLimit(): SizeLimitResult[] {
  const run = spawnSync(process.execPath, [path.resolve('node_modules/size-limit/bin.js'), '--json'], { encoding: 'utf8' })
  const start = run.stdout.indexOf('[')
  if (start < 0) throw new Error(`size-limit printed no results:\n${run.stdout}\n${run.stderr}`)
  return JSON.parse(run.stdout.slice(start)) as SizeLimitResult[]
}

function encodings(load: FirstLoad, type: string) {
  return [...new Set(load.resources.filter((r) => r.type === type && r.bodyBytes > 1024).map((r) => r.encoding))].join('+') || 'none'
}

/** The worker's own bytes and what it downloads when a release installs, from the build. */
function serviceWorkerBytes() {
  const client = path.resolve('build/client')
  const onDisk = (file: string) => (fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : fs.statSync(file).size)
  const script = fs.readFileSync(path.join(client, 'sw.js'), 'utf8')
  const precache = JSON.parse(/const PRECACHE = (\[.*\])/.exec(script)![1]!) as string[]
  const files = precache.filter((url) => fs.existsSync(path.join(client, url)))
  return {
    scriptBytes: onDisk(path.join(client, 'sw.js')),
    files: precache.length,
    precacheBytes: files.reduce((sum, url) => sum + onDisk(path.join(client, url)), 0),
    // Made by the server (the offline page, the manifest): fetched from it.
    routes: precache.filter((url) => !files.includes(url)),
  }
}

/** What a first-time visitor downloads for `/`, in a real browser, plus the size-limit check over the build. */
export async function bytesBench({
  port,
  resultsDir,
  log,
}: {
  port: number
  resultsDir: string
  log: (line: string) => void
}): Promise<{ rows: Row[]; raw: unknown }> {
  fs.mkdirSync(resultsDir, { recursive: true })
  const rows: Row[] = []
  const b = budgets.bytes

  log('Bytes: size-limit over the build')
  const sizeLimit = runSizeLimit()
  for (const check of sizeLimit) {
    rows.push({ figure: `size-limit: ${check.name}`, budget: `≤ ${kB(check.sizeLimit)}`, measured: kB(check.size), status: pass(check.passed) })
  }

  log('Bytes: first load of / in Chromium')
  const loads: Record<string, FirstLoad> = {}
  const server = await startBenchServer({ port, dialect: 'sqlite', env: { LOADERS: 'off' } })
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS.filter((f) => f !== '--headless=new'),
  })
  try {
    for (const viewport of FIRST_LOAD_VIEWPORTS) {
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.isMobile })
      const page = await context.newPage()
      const load = await measureFirstLoad(page, `${server.baseURL}/`)
      await context.close()
      loads[viewport.name] = load
      rows.push({
        figure: `Bytes: JavaScript, first load of / (${viewport.name}, ${encodings(load, 'script')} as served)`,
        budget: `≤ ${kB(b.homeJavaScriptCompressed)}`,
        measured: kB(load.scriptBytes),
        status: pass(load.scriptBytes <= b.homeJavaScriptCompressed),
      })
      rows.push({
        figure: `Bytes: whole first load of / (${viewport.name}, ${load.resources.length} responses, headers included)`,
        budget: `≤ ${kB(b.homeFirstLoadTotal)}`,
        measured: kB(load.totalBytes),
        status: pass(load.totalBytes <= b.homeFirstLoadTotal),
      })
    }
    // The service worker (docs/decisions/0015-offline.md) registers after the load event, so
    // neither it nor what it precaches counts in the first load above; reported beside.
    const worker = serviceWorkerBytes()
    const routes = await Promise.all(worker.routes.map(async (url) => (await (await fetch(`${server.baseURL}${url}`)).arrayBuffer()).byteLength))
    worker.precacheBytes += routes.reduce((a, n) => a + n, 0)
    rows.push({
      figure: 'Bytes: service worker script (sw.js, brotli as served; fetched after the load event)',
      budget: 'INFO',
      measured: kB(worker.scriptBytes),
      status: 'INFO',
    })
    rows.push({
      figure: `Bytes: service worker precache, once per release (${worker.files} files, brotli where the build wrote it)`,
      budget: 'INFO',
      measured: kB(worker.precacheBytes),
      status: 'INFO',
    })
    loads.serviceWorker = worker as unknown as FirstLoad
  } finally {
    await browser.close()
    await server.stop()
    await server.dispose()
  }
  const raw = { sizeLimit, firstLoad: loads }
  fs.writeFileSync(path.join(resultsDir, 'bytes.json'), JSON.stringify(raw, null, 2))
  return { rows, raw }
}
