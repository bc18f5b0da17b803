import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { startApp } from '../support/app-process'
import { freePort } from '../support/free-port'

// These run the built server (npm run build) as an operator would.

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-proc-'))
}

describe('the server process', () => {
  it('exits cleanly within 5 s of SIGTERM', async () => {
    const app = await startApp({ port: await freePort(), env: { DATA_DIR: tempDir() } })
    const res = await fetch(`${app.baseURL}/healthz`)
    expect(await res.json()).toEqual({ status: 'ok' })
    const started = Date.now()
    const code = await app.stop('SIGTERM')
    expect(code).toBe(0)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(app.output()).toContain('"msg":"stopped"')
  })

  it('refuses to start a second server on the same DATA_DIR', async () => {
    const dir = tempDir()
    const app = await startApp({ port: await freePort(), env: { DATA_DIR: dir } })
    try {
      const second = spawnSync(process.execPath, ['build/server.js'], {
        env: { ...process.env, DATA_DIR: dir, PORT: String(await freePort()) },
        encoding: 'utf8',
        timeout: 10_000,
      })
      expect(second.status).toBe(1)
      expect(second.stderr).toContain('is in use by another Yatri server')
    } finally {
      await app.stop()
    }
  })

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'sqlite:///tmp/x'],
  ])('stops at start when %s is %s, naming the variable', (name, value) => {
    const run = spawnSync(process.execPath, ['build/server.js'], {
      env: { ...process.env, DATA_DIR: tempDir(), [name]: value },
      encoding: 'utf8',
      timeout: 10_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`${name}:`)
  })
})
