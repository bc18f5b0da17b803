import { execFile, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { freePort } from './free-port'

const run = promisify(execFile)

/**
 * A PostgreSQL server of the test's own, in a temporary directory on a free loopback port,
 * so a test can stop, crash and restart a real server without touching the shared one.
 */
export type PgCluster = {
  /** Connection string of the cluster's `yatri` database. */
  url: string
  port: number
  dir: string
  start: () => Promise<void>
  /** `fast` disconnects clients and shuts down cleanly; `immediate` is a crash (recovery from WAL on start). */
  stop: (mode: 'fast' | 'immediate') => Promise<void>
  /** Stops the server if it runs and removes its directory; safe to call more than once. */
  destroy: () => Promise<void>
  log: () => string
}

/** Where initdb and pg_ctl are: pg_config's answer, else the newest Debian-style install. */
export function findPgBinaries(): string | null {
  const candidates: string[] = []
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim())
  } catch {
    // no pg_config on PATH
  }
  const debian = '/usr/lib/postgresql'
  if (fs.existsSync(debian)) {
    const versions = fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a))
    candidates.push(...versions.map((v) => path.join(debian, v, 'bin')))
  }
  return candidates.find((dir) => ['initdb', 'pg_ctl'].every((b) => fs.existsSync(path.join(dir, b)))) ?? null
}

export async function createPgCluster(bindir: string): Promise<PgCluster> {
  // initdb and the server refuse to run as root; as root, they run as the postgres user.
  const asRoot = process.getuid?.() === 0
  const owner = asRoot
    ? { uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) }
    : null
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-pg-'))
  if (owner) fs.chownSync(dir, owner.uid, owner.gid)
  const data = path.join(dir, 'data')
  const logFile = path.join(dir, 'server.log')
  const port = await freePort()
  const tool = async (name: string, args: string[]) => {
    const bin = path.join(bindir, name)
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
    try {
      await run(cmd, argv, { timeout: 60_000 })
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string; message: string }
      throw new Error(`${name} ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}\n${readLog()}`)
    }
  }
  const readLog = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '')

  let running = false
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/yatri`,
    port,
    dir,
    log: readLog,
    start: async () => {
      await tool('pg_ctl', ['-D', data, '-l', logFile, '-w', '-t', '60', 'start'])
      running = true
    },
    stop: async (mode) => {
      await tool('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop'])
      running = false
    },
    destroy: async () => {
      if (running || fs.existsSync(path.join(data, 'postmaster.pid'))) await cluster.stop('immediate').catch(() => {})
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
  try {
    await tool('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C'])
    // Durability is what the tests check, so the settings that guarantee it are spelled out.
    fs.appendFileSync(
      path.join(data, 'postgresql.conf'),
      [
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'fsync = on',
        'synchronous_commit = on',
        'full_page_writes = on',
        'max_connections = 40',
        'shared_buffers = 16MB',
        '',
      ].join('\n'),
    )
    await cluster.start()
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` })
    await admin.connect()
    try {
      await admin.query('CREATE DATABASE yatri')
    } finally {
      await admin.end()
    }
  } catch (error) {
    await cluster.destroy()
    throw error
  }
  return cluster
}
