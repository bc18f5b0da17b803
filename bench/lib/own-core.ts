import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import { fileURLToPath } from 'node:url'

/** How a report's first line says that the loads were measured this way. */
export const OWN_CORE_NOTE = '; each renderer main thread on CPU 0 alone (--own-core)'

/**
 * A phone runs a page's main thread on a big core of its own, while the rest of the browser
 * runs on others and the site's server is far away. On a two-core machine the main thread
 * waits for a core behind the rest of Chromium, the site's server and Lighthouse, and the
 * simulated slowdown multiplies the wait with the work (docs/performance-history.md,
 * 2026-12-06). This keeps CPU 0 for the main thread of every Chromium renderer and moves
 * every other thread of Chromium and of Node to the other cores, looking for new threads
 * every 10 ms. Linux only; `taskset` comes with util-linux.
 *
 * Returns a function that stops the watcher and gives every thread all cores again.
 */
function keepACoreForTheMainThread(): () => void {
  if (os.platform() !== 'linux' || os.cpus().length < 2) throw new Error('--own-core needs Linux and at least two cores')
  // A process of its own: Lighthouse's audits keep this one's event loop busy for seconds.
  const watcher = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], { stdio: 'inherit' })
  return () => {
    watcher.kill()
    for (const pid of watchedProcesses()) for (const tid of threadsOf(pid)) pin(tid, `0-${os.cpus().length - 1}`)
  }
}

/** Runs `work` with CPU 0 kept for the renderers' main threads when `enabled`, and always gives the cores back. */
export async function withOwnCore<T>(enabled: boolean, work: () => Promise<T>): Promise<T> {
  const release = enabled ? keepACoreForTheMainThread() : undefined
  try {
    return await work()
  } finally {
    release?.()
  }
}

function watchedProcesses(): string[] {
  return fs.readdirSync('/proc').filter((pid) => /^\d+$/.test(pid) && kindOf(pid) !== 'other')
}

function kindOf(pid: string): 'renderer' | 'browser' | 'other' {
  let command: string
  try {
    // Chromium rewrites its own command line into the first argument, spaces and all.
    command = fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1').replaceAll('\0', ' ')
  } catch {
    return 'other'
  }
  if (command.includes('--type=renderer')) return 'renderer'
  if (/chrom/.test(command.split(' ')[0] ?? '') || command.startsWith(process.execPath) || command.startsWith('node ')) return 'browser'
  return 'other'
}

function threadsOf(pid: string): string[] {
  try {
    return fs.readdirSync(`/proc/${pid}/task`)
  } catch {
    return []
  }
}

function pin(tid: string, cpus: string) {
  // A thread that has ended meanwhile is no loss.
  execFile('taskset', ['-pc', cpus, tid], () => {})
}

function watch() {
  const others = `1-${os.cpus().length - 1}`
  const pinned = new Map<string, string>()
  const strangers = new Set<string>()
  const scan = () => {
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid) || strangers.has(pid)) continue
      // Read again each time: a renderer starts as a copy of the zygote, under its name.
      const kind = kindOf(pid)
      if (kind === 'other') {
        strangers.add(pid)
        continue
      }
      for (const tid of threadsOf(pid)) {
        const cpus = kind === 'renderer' && tid === pid ? '0' : others
        if (pinned.get(tid) === cpus) continue
        pinned.set(tid, cpus)
        pin(tid, cpus)
      }
    }
  }
  setInterval(scan, 10)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) watch()
