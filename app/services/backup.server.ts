import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import * as tar from 'tar'
import { ConfigError, loadSecrets } from './config.server'

/**
 * Online backups of a SQLite site (docs/operations.md §Back up; docs/decisions/0018-backups.md):
 * the database, copied with SQLite's backup API while the server keeps writing, and the
 * secrets that make its Aadhaar numbers readable, in one dated .tar.gz.
 */

const DATABASE_FILE = 'yatri.sqlite'
const SECRETS_FILE = 'secrets.json'
const IMAGES_DIR = 'images'
const MANIFEST_FILE = 'backup.json'
const ARCHIVE_PATTERN = /^yatri-\d{8}-\d{6}Z\.tar\.gz$/

// The copy runs on a thread of its own: one step of the backup API holds the main thread for
// as long as copying the whole file takes. It is a single step on purpose: SQLite restarts
// a stepwise backup whenever another connection writes between steps, so under steady
// bookings a stepwise copy might never finish, while one step reads a single snapshot.
const SNAPSHOT_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const SQLite = require(workerData.driver)
const run = async () => {
  const source = new SQLite(workerData.source, { fileMustExist: true, timeout: 5000 })
  try {
    await source.backup(workerData.target, { progress: () => 0x7fffffff })
  } finally {
    source.close()
  }
  const copy = new SQLite(workerData.target, { fileMustExist: true })
  try {
    // One file in the archive, no -wal beside it.
    copy.pragma('journal_mode = DELETE')
    const check = copy.pragma('integrity_check', { simple: true })
    if (check !== 'ok') throw new Error('the copy failed its integrity check: ' + check)
    const count = (table) => copy.prepare('select count(*) as n from "' + table + '"').get().n
    const migration = copy.prepare('select name from schema_migration order by name desc limit 1').get()
    return { bookings: count('booking'), customers: count('user'), reviews: count('feedback'), migration: migration ? migration.name : null }
  } finally {
    copy.close()
  }
}
run().then((summary) => parentPort.postMessage({ summary }), (error) => parentPort.postMessage({ error: String(error && error.message || error) }))
`

type Summary = { bookings: number; customers: number; reviews: number; migration: string | null }

function snapshot(source: string, target: string): Promise<Summary> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  return new Promise((resolve, reject) => {
    const worker = new Worker(SNAPSHOT_SOURCE, { eval: true, workerData: { source, target, driver } })
    worker.once('message', (reply: { summary?: Summary; error?: string }) => {
      void worker.terminate()
      if (reply.summary) resolve(reply.summary)
      else reject(new Error(`Could not copy the database: ${reply.error ?? 'unknown error'}`))
    })
    worker.once('error', reject)
  })
}

function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
    .replace('T', '-')
}

export type BackupResult = { file: string; bytes: number } & Summary

/**
 * Writes `yatri-YYYYMMDD-HHMMSSZ.tar.gz` into `backupDir`, readable by the owner only (it
 * holds the secrets). The archive appears under its name only once it is complete.
 */
export async function createBackup({ dataDir, backupDir, now = new Date() }: { dataDir: string; backupDir: string; now?: Date }): Promise<BackupResult> {
  const database = path.join(dataDir, DATABASE_FILE)
  if (!fs.existsSync(database)) throw new ConfigError(`There is no database to back up at ${database}. Is DATA_DIR right?`)
  if (!fs.existsSync(path.join(dataDir, SECRETS_FILE)))
    throw new ConfigError(`${path.join(dataDir, SECRETS_FILE)} is missing; without it the backup could not be read.`)
  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 })
  const staging = fs.mkdtempSync(path.join(backupDir, '.partial-'))
  try {
    const summary = await snapshot(database, path.join(staging, DATABASE_FILE))
    fs.copyFileSync(path.join(dataDir, SECRETS_FILE), path.join(staging, SECRETS_FILE))
    fs.chmodSync(path.join(staging, SECRETS_FILE), 0o600)
    const entries = [MANIFEST_FILE, DATABASE_FILE, SECRETS_FILE]
    if (fs.existsSync(path.join(dataDir, IMAGES_DIR))) {
      fs.cpSync(path.join(dataDir, IMAGES_DIR), path.join(staging, IMAGES_DIR), { recursive: true })
      entries.push(IMAGES_DIR)
    }
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), JSON.stringify({ createdAt: now.toISOString(), ...summary }, null, 2))

    const file = path.join(backupDir, `yatri-${stamp(now)}.tar.gz`)
    const partial = path.join(staging, 'archive.tar.gz')
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, entries)
    fs.chmodSync(partial, 0o600)
    fs.renameSync(partial, file)
    return { file, bytes: fs.statSync(file).size, ...summary }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/** Deletes the oldest archives beyond `keep`; returns the ones deleted. */
export function pruneBackups({ backupDir, keep }: { backupDir: string; keep: number }): string[] {
  if (!fs.existsSync(backupDir)) return []
  const archives = fs
    .readdirSync(backupDir)
    .filter((name) => ARCHIVE_PATTERN.test(name))
    .sort()
  const old = archives.slice(0, Math.max(0, archives.length - keep))
  for (const name of old) fs.rmSync(path.join(backupDir, name))
  return old.map((name) => path.join(backupDir, name))
}

export class RestoreRefusedError extends ConfigError {}

/**
 * Unpacks an archive made by createBackup into an empty (or missing) DATA_DIR. It refuses a
 * folder with anything in it: restoring over a live site, or mixing two sites' files, loses
 * data that no later step can bring back. The archive is unpacked and checked beside the
 * folder first, so a damaged archive leaves the folder as it was.
 */
export async function restoreBackup({ file, dataDir }: { file: string; dataDir: string }): Promise<Summary & { createdAt: string }> {
  if (!fs.existsSync(file)) throw new RestoreRefusedError(`There is no backup at ${file}.`)
  const existing = fs.existsSync(dataDir) ? fs.readdirSync(dataDir) : []
  if (existing.length > 0) {
    throw new RestoreRefusedError(
      `DATA_DIR ${dataDir} is not empty (${existing.slice(0, 5).join(', ')}${existing.length > 5 ? ', …' : ''}). Restore refuses to overwrite it: stop the server, move the folder aside, and restore into an empty or new folder.`,
    )
  }
  const parent = path.dirname(dataDir)
  fs.mkdirSync(parent, { recursive: true })
  const unpacking = fs.mkdtempSync(path.join(parent, `.${path.basename(dataDir)}-restoring-`))
  try {
    const allowed = (entry: string) => {
      const clean = entry.replace(/^\.\//, '')
      return [MANIFEST_FILE, DATABASE_FILE, SECRETS_FILE].includes(clean) || clean === IMAGES_DIR || clean.startsWith(`${IMAGES_DIR}/`)
    }
    try {
      await tar.extract({ file, cwd: unpacking, strict: true, filter: allowed })
    } catch (error) {
      throw new RestoreRefusedError(`${file} is not a readable backup archive: ${error instanceof Error ? error.message : String(error)}`)
    }
    for (const required of [MANIFEST_FILE, DATABASE_FILE, SECRETS_FILE]) {
      if (!fs.existsSync(path.join(unpacking, required))) throw new RestoreRefusedError(`${file} is not a Yatri backup: it has no ${required}.`)
    }
    // Throws ConfigError when the secrets are damaged.
    loadSecrets(unpacking)
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacking, MANIFEST_FILE), 'utf8')) as Summary & { createdAt: string }
    fs.rmSync(path.join(unpacking, MANIFEST_FILE))
    await checkIntegrity(path.join(unpacking, DATABASE_FILE))
    fs.chmodSync(path.join(unpacking, SECRETS_FILE), 0o600)
    fs.chmodSync(unpacking, 0o700)
    if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir)
    fs.renameSync(unpacking, dataDir)
    return manifest
  } finally {
    fs.rmSync(unpacking, { recursive: true, force: true })
  }
}

async function checkIntegrity(file: string): Promise<void> {
  const { default: SQLite } = await import('better-sqlite3')
  const db = new SQLite(file, { fileMustExist: true })
  try {
    const check = db.pragma('integrity_check', { simple: true })
    if (check !== 'ok') throw new RestoreRefusedError(`The database in the backup is damaged: ${String(check)}`)
  } finally {
    db.close()
  }
}
