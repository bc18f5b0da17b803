import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createScratchDatabase } from '../tests/support/pg'
import { tempDataDir, type Dialect } from './lib/server'
import { median } from './lib/stats'

export type StartupRun = { command: string; dialect: Dialect; runsMs: number[]; medianMs: number }

/**
 * From launching the command to the first 200 on /healthz, each time on a fresh data folder
 * (and a fresh PostgreSQL database), so the first start's migrations are included. The
 * command gets its own process group, which is then stopped as a whole.
 */
async function timeStart({ command, args, port, dialect }: { command: string; args: string[]; port: number; dialect: Dialect }): Promise<number> {
  const root = tempDataDir(`start-${dialect}`)
  const scratch = dialect === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_bench_start') : undefined
  const log = fs.openSync(path.join(root, 'server.log'), 'a')
  const started = performance.now()
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', log, log],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(root, 'app'), DATABASE_URL: scratch?.url ?? '' },
  })
  fs.closeSync(log)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`\`${command} ${args.join(' ')}\` exited early:\n${fs.readFileSync(path.join(root, 'server.log'), 'utf8')}`)
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`)
        if (res.status === 200) return performance.now() - started
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 30_000) throw new Error(`\`${command} ${args.join(' ')}\` was not healthy after 30 s`)
      await new Promise((r) => setTimeout(r, 5))
    }
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // the group has already gone
    }
    await exited
    await scratch?.drop().catch(() => {})
    fs.rmSync(root, { recursive: true, force: true })
  }
}

export async function startupBench({ port, dialect, runs }: { port: number; dialect: Dialect; runs: number }): Promise<StartupRun[]> {
  const commands = [
    { command: 'npm', args: ['start'] },
    { command: process.execPath, args: ['build/server.js'] },
  ]
  const results: StartupRun[] = []
  for (const { command, args } of commands) {
    const runsMs: number[] = []
    for (let i = 0; i < runs; i++) runsMs.push(await timeStart({ command, args, port: port + i, dialect }))
    results.push({ command: `${path.basename(command)} ${args.join(' ')}`, dialect, runsMs, medianMs: median(runsMs) })
  }
  return results
}
