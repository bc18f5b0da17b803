import fs from 'node:fs'
import path from 'node:path'
import { migrate, openDatabase, type DB } from '../../app/services/db.server'
import { startApp } from './app-process'
import { freePort } from './free-port'
import { createScratchDatabase } from './pg'
import type { E2ETarget } from './targets'

export type SeededServer = { baseURL: string; stop: () => Promise<void> }

// Each server gets a data directory of its own, named after the spec's use of it.
type Slot = 'seeded' | 'empty' | 'refusal' | 'markup' | 'operations' | 'i18n-admin'

/**
 * A server of a spec's own (admin panel, stored markup) on a database seeded before it
 * starts: SQLite holds an exclusive lock while a server runs, and the booking API (rightly)
 * refuses the past pickup dates and the values these tests need. `env` adds to the server's
 * environment, e.g. the test clock (TEST_HOOKS, TEST_NOW).
 */
export async function startSeededServer(
  target: E2ETarget,
  slot: Slot,
  seed: (db: DB) => Promise<void>,
  env: Record<string, string> = {},
): Promise<SeededServer> {
  const port = await freePort()
  const dataDir = path.join(path.dirname(target.dataDir), `admin-${target.name}-${slot}`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })

  let databaseUrl: string | undefined
  let drop = async () => {}
  if (target.name === 'postgres') {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_admin_e2e')
    databaseUrl = scratch.url
    drop = scratch.drop
  }
  const handle = openDatabase({ dataDir, databaseUrl })
  try {
    await migrate(handle.db)
    await seed(handle.db)
  } finally {
    await handle.close()
  }

  const baseURL = `http://localhost:${port}`
  const app = await startApp({
    port,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: baseURL,
      LOADERS: 'off',
      ADMIN_EMAIL: target.admin.email,
      ADMIN_PASSWORD: target.admin.password,
      ADMIN_NAME: target.admin.name,
      ...env,
    },
  })
  return {
    baseURL,
    stop: async () => {
      await app.stop()
      await drop().catch(() => {})
    },
  }
}
