import path from 'node:path'
import { createBackup, restoreBackup } from '../app/services/backup.server'
import { ConfigError, parseEnv } from '../app/services/config.server'
import { createLogger } from '../app/services/logger.server'

/**
 * `npm run backup` and `npm run restore FILE` (docs/operations.md §Back up). Bundled on its
 * own (build/ops.js) so an operator's copy runs it without the development tools. It reads
 * the same variables as the server but never creates DATA_DIR or its secrets: a restore
 * needs that folder empty.
 */
async function main(): Promise<number> {
  const [command, file] = process.argv.slice(2)
  let env
  try {
    env = parseEnv(process.env)
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
  const log = createLogger(env.LOG_LEVEL)
  const dataDir = path.resolve(env.DATA_DIR)
  try {
    if (command === 'backup') {
      if (env.DATABASE_URL) {
        throw new ConfigError('DATABASE_URL is set: back up PostgreSQL with pg_dump, and keep DATA_DIR/secrets.json beside it (docs/operations.md).')
      }
      const backupDir = path.resolve(env.BACKUP_DIR)
      const result = await createBackup({ dataDir, backupDir })
      log.info(result, 'backup written')
      return 0
    }
    if (command === 'restore') {
      if (!file) throw new ConfigError('Which backup? Usage: npm run restore -- path/to/yatri-YYYYMMDD-HHMMSSZ.tar.gz')
      const restored = await restoreBackup({ file: path.resolve(file), dataDir })
      log.info({ dataDir, from: path.resolve(file), ...restored }, 'backup restored; start the server with this DATA_DIR')
      return 0
    }
    throw new ConfigError('Usage: node build/ops.js backup | restore FILE')
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    log.error({ err: message, command }, command === 'restore' ? 'restore failed' : 'backup failed')
    log.flush()
    console.error(message)
    return 1
  }
}

process.exitCode = await main()
