import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { execFileSync, spawn } from 'node:child_process'
import { createScratchDatabase } from '../../tests/support/pg'

export type Dialect = 'sqlite' | 'postgres'

export type BenchServer = {
  dialect: Dialect
  baseURL: string
  pid: number
  /** The server's DATA_DIR. */
  dataDir: string
  databaseUrl: string | undefined
  /** Resident memory now, in bytes (VmRSS). */
  rss: () => number
  /** The most the process has been resident since it started, in bytes (VmHWM). */
  peakRss: () => number
  output: () => string
  stop: () => Promise<number | null>
  /** CPU time the server process has used so far (user + system), in milliseconds. */
  cpuMs: () => number
  /** Keeps the server's log with the raw results. */
  saveLog: (file: string) => void
  /** Drops the scratch database and the data folder; call after stop(). */
  dispose: () => Promise<void>
}

export const hasPostgres = () => Boolean(process.env.TEST_DATABASE_URL)

export function tempDataDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `yatri-bench-${label}-`))
}

function procStatusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)
  if (!m) throw new Error(`${field} missing from /proc/${pid}/status`)
  return Number(m[1]) * 1024
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

function procCpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
}

/**
 * The built server as an operator runs it, on a fresh data folder (and a scratch
 * PostgreSQL database for `postgres`). Its public origin is the loopback address the
 * benchmark talks to, so same-origin checks accept the benchmark's Origin header.
 */
export async function startBenchServer({
  port,
  dialect,
  env = {},
}: {
  port: number
  dialect: Dialect
  env?: Record<string, string | undefined>
}): Promise<BenchServer> {
  const root = tempDataDir(dialect)
  const dataDir = path.join(root, 'app')
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined
  if (dialect === 'postgres') {
    const admin = process.env.TEST_DATABASE_URL
    if (!admin) throw new Error('TEST_DATABASE_URL is not set')
    scratch = await createScratchDatabase(admin, 'yatri_bench')
  }
  const baseURL = `http://127.0.0.1:${port}`
  const logFile = path.join(root, 'server.log')
  let app: ServerProcess
  try {
    app = await spawnServer({
      port,
      logFile,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: scratch?.url,
        PUBLIC_URL: baseURL,
        HOST: '127.0.0.1',
        ...env,
      },
    })
  } catch (error) {
    await scratch?.drop().catch(() => {})
    fs.rmSync(root, { recursive: true, force: true })
    throw error
  }
  const pid = app.pid
  return {
    dialect,
    baseURL,
    pid,
    dataDir,
    databaseUrl: scratch?.url,
    rss: () => procStatusBytes(pid, 'VmRSS'),
    peakRss: () => procStatusBytes(pid, 'VmHWM'),
    cpuMs: () => procCpuMs(pid),
    output: () => fs.readFileSync(logFile, 'utf8'),
    stop: app.stop,
    saveLog: (file) => fs.copyFileSync(logFile, file),
    dispose: async () => {
      await scratch?.drop().catch(() => {})
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}

/** Samples a server's resident memory until stopped; the kernel's VmHWM catches peaks between samples. */
export function sampleMemory(server: BenchServer, everyMs = 250) {
  let max = 0
  const take = () => {
    try {
      max = Math.max(max, server.rss())
    } catch {
      // the process is gone
    }
  }
  take()
  const timer = setInterval(take, everyMs)
  return {
    stop: () => {
      clearInterval(timer)
      take()
      return max
    },
  }
}

type ServerProcess = { pid: number; stop: () => Promise<number | null> }

/**
 * The node flags of `npm start` (package.json), so the bench measures the server as operators
 * run it; BENCH_NODE_FLAGS adds more, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile
 * the servers of a run (Node refuses those in NODE_OPTIONS).
 */
function startNodeFlags(): string[] {
  const start = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start.split(/\s+/)
  const extra = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? []
  return [...start.filter((arg) => arg.startsWith('--')), ...extra]
}

/**
 * A server left on the port by an interrupted run would answer the health check before the new
 * one fails to listen, and every figure would then be that old build's.
 */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} is in use, perhaps by a server an interrupted run left behind: stop it, or set BENCH_PORT_BASE`)
          : error,
      ),
    )
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()))
  })
}

/**
 * Like tests/support/app-process.ts startApp(), but the server writes its log straight to a
 * file, as under a process manager: at the default level it logs every request, and piping
 * hundreds of thousands of lines through this process would measure the pipe.
 */
async function spawnServer({ port, logFile, env }: { port: number; logFile: string; env: Record<string, string | undefined> }): Promise<ServerProcess> {
  const entry = path.resolve('build/server.js')
  if (!fs.existsSync(entry)) throw new Error('build/server.js is missing: run `npm run build` first')
  await assertPortFree(port)
  const fd = fs.openSync(logFile, 'a')
  const child = spawn(process.execPath, [...startNodeFlags(), entry], {
    env: { ...process.env, NODE_ENV: 'production', TZ: 'UTC', ...env, PORT: String(port) },
    stdio: ['ignore', fd, fd],
  })
  fs.closeSync(fd)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${fs.readFileSync(logFile, 'utf8')}`)
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not become healthy:\n${fs.readFileSync(logFile, 'utf8')}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}
