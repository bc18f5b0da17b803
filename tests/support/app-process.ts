import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export type AppProcess = {
  baseURL: string
  child: ChildProcess
  /** Everything the server printed (JSON log lines). */
  output: () => string
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

/**
 * Starts the built server (npm run build first) as its own process, the way an operator
 * runs it, and waits until /healthz answers.
 */
export async function startApp({
  port,
  env,
  timeoutMs = 20_000,
  cwd,
}: {
  port: number
  env: Record<string, string | undefined>
  timeoutMs?: number
  /** Where `build/` is, for a test that serves a build of its own (the current folder by default). */
  cwd?: string
}): Promise<AppProcess> {
  const entry = path.resolve(cwd ?? '.', 'build/server.js')
  if (!fs.existsSync(entry)) throw new Error('build/server.js is missing: run `npm run build` first')
  let out = ''
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, NODE_ENV: 'production', TZ: 'UTC', LOG_LEVEL: 'info', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd,
  })
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const baseURL = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${out}`)
    try {
      const res = await fetch(`${baseURL}/healthz`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not become healthy:\n${out}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    baseURL,
    child,
    output: () => out,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal)
      return exited
    },
  }
}
