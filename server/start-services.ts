import { passwordField } from '../app/domain/auth'
import { renderQueuedMail } from '../app/emails/render-mail'
import { ensureAdminAccount } from '../app/models/account.server'
import { startReminderSweeper } from '../app/models/trip-mail.server'
import { getAuth } from '../app/services/auth.server'
import { createBackup, pruneBackups } from '../app/services/backup.server'
import { startOutboxWorker } from '../app/services/outbox.server'
import { sweepAttempts } from '../app/services/rate-limit.server'
import type { Runtime } from '../app/services/runtime.server'

const SWEEP_EVERY_MS = 10 * 60_000

/** Background work that starts with the server: admin account, mail outbox worker, trip reminders. */
export async function startServices(runtime: Runtime): Promise<void> {
  await startAccounts(runtime)
  const worker = startOutboxWorker(runtime, { render: renderQueuedMail })
  runtime.onStop(startReminderSweeper({ db: runtime.db, settings: runtime.config, log: runtime.log, onQueued: () => worker.wake() }))
  startBackups(runtime)
}

/** BACKUP_EVERY_HOURS: the same backup as `npm run backup`, on a timer, keeping BACKUP_KEEP of them. */
function startBackups(runtime: Runtime): void {
  const { config, log } = runtime
  const { everyHours, keep, dir } = config.backup
  if (!everyHours) return
  if (runtime.database.dialect === 'postgres') {
    log.warn('BACKUP_EVERY_HOURS backs up SQLite only; on PostgreSQL schedule pg_dump and keep DATA_DIR/secrets.json beside it (docs/operations.md)')
    return
  }
  let running: Promise<void> | undefined
  const run = () => {
    // A backup still running when the next is due (a huge database, a slow disk) is not doubled.
    running ??= createBackup({ dataDir: config.dataDir, backupDir: dir })
      .then((result) => {
        log.info(result, 'scheduled backup written')
        const deleted = pruneBackups({ backupDir: dir, keep })
        if (deleted.length) log.info({ deleted }, 'old backups deleted')
      })
      .catch((err: unknown) => log.error({ err }, 'scheduled backup failed'))
      .finally(() => (running = undefined))
  }
  const timer = setInterval(run, everyHours * 3_600_000)
  timer.unref()
  log.info({ everyHours, keep, dir }, 'scheduled backups on')
  runtime.onStop(async () => {
    clearInterval(timer)
    await running
  })
}

async function startAccounts(runtime: Runtime): Promise<void> {
  const { config, log, db } = runtime
  // Created now rather than on the first request: Google discovery runs here, and a schema
  // the auth library cannot use is reported at start, not to the first traveller.
  await getAuth().$context

  if (config.admin) {
    if (!passwordField.safeParse(config.admin.password).success) {
      log.warn(
        'ADMIN_PASSWORD does not meet the login form rule (8+ characters with an uppercase letter, a digit and one of @$!%*?&#); the owner cannot log in through the form until it does',
      )
    }
    const outcome = await ensureAdminAccount(config.admin)
    if (outcome !== 'unchanged') log.info({ email: config.admin.email, outcome }, 'admin account ready')
  } else {
    log.info('ADMIN_EMAIL is not set: no owner account until it is')
  }

  const sweep = () => sweepAttempts(db).catch((err: unknown) => log.warn({ err }, 'could not sweep old sign-in attempts'))
  await sweep()
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS)
  timer.unref()
  runtime.onStop(() => clearInterval(timer))
}
