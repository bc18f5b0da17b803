import fs from 'node:fs'
import path from 'node:path'
import { migrate, openDatabase, type DB } from '../../app/services/db.server'
import { startApp } from './app-process'
import { createScratchDatabase } from './pg'
import { SPARE_PORT_BASE, type E2ETarget } from './targets'

export type SeededServer = { baseURL: string; stop: () => Promise<void> }

// Spare ports +30..+35 of SPARE_PORT_BASE belong to the admin-panel spec.
const SLOTS = { seeded: 0, empty: 1, refusal: 2 } as const

/**
 * A server of the admin-panel spec's own, on a database seeded before it starts: SQLite
 * holds an exclusive lock while a server runs, and the booking API (rightly) refuses the
 * past pickup dates these tests need.
 */
export async function startSeededServer(target: E2ETarget, slot: keyof typeof SLOTS, seed: (db: DB) => Promise<void>): Promise<SeededServer> {
  const port = SPARE_PORT_BASE + 30 + (target.name === 'postgres' ? 3 : 0) + SLOTS[slot]
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
