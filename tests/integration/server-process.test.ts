import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
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

  it('keeps an idle connection open past the few seconds between two steps of a visit', async () => {
    const app = await startApp({ port: await freePort(), env: { DATA_DIR: tempDir() } })
    // Like Playwright's request API: keeps connections and never expires them itself.
    const agent = new http.Agent({ keepAlive: true })
    const get = () =>
      new Promise<{ status?: number; reused: boolean }>((resolve, reject) => {
        const req = http.get(`${app.baseURL}/healthz`, { agent }, (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode, reused: req.reusedSocket }))
        })
        req.on('error', reject)
      })
    try {
      expect(await get()).toEqual({ status: 200, reused: false })
      await new Promise((resolve) => setTimeout(resolve, 6000))
      // Had the server closed it, the next request would race the close and could be reset.
      expect(await get()).toEqual({ status: 200, reused: true })
    } finally {
      agent.destroy()
      await app.stop()
    }
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
