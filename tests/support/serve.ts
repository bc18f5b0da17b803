import fs from 'node:fs'
import path from 'node:path'
import { startApp } from './app-process'
import { startMailCatcher } from './mail-catcher'
import { createScratchDatabase } from './pg'
import { targetByName } from './targets'

/** Started by Playwright's webServer: one app with its peers (SMTP catcher, database). */
const target = targetByName(process.argv[2] ?? 'sqlite')
fs.rmSync(target.dataDir, { recursive: true, force: true })
fs.mkdirSync(target.dataDir, { recursive: true })

const cleanups: Array<() => Promise<void>> = []
const mail = await startMailCatcher({ port: target.smtpPort, file: path.join(target.dataDir, 'mailbox.jsonl') })
cleanups.push(mail.close)

let databaseUrl: string | undefined
if (target.name === 'postgres') {
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'yatri_e2e')
  databaseUrl = scratch.url
  cleanups.push(scratch.drop)
}

const app = await startApp({
  port: target.port,
  env: {
    DATA_DIR: path.join(target.dataDir, 'app'),
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: target.baseURL,
    LOADERS: 'off',
    ADMIN_EMAIL: target.admin.email,
    ADMIN_PASSWORD: target.admin.password,
    ADMIN_NAME: target.admin.name,
    SMTP_URL: `smtp://127.0.0.1:${target.smtpPort}`,
    CONTACT_TO: 'owner-inbox@yatri.test',
  },
})
fs.writeFileSync(path.join(target.dataDir, 'server.pid'), String(app.child.pid))
app.child.stdout?.pipe(fs.createWriteStream(path.join(target.dataDir, 'server.log')))
app.child.stderr?.pipe(process.stderr)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  await app.stop('SIGTERM')
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
app.child.once('exit', () => void stop())
