import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { todayIn } from '~/domain/dates'
import { ConfigError, loadConfig, parseEnv } from '~/services/config.server'

// The business calendar's test clock (services/clock.server.ts) must never move in production.
describe('the test clock for "today"', () => {
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-clock-'))

  it('is off by default: the calendar runs on the system clock', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).clockOffsetMs).toBe(0)
  })

  it('ignores TEST_NOW unless TEST_HOOKS=on', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), TEST_NOW: '2026-11-20T18:29:00Z' }).clockOffsetMs).toBe(0)
    expect(loadConfig({ DATA_DIR: dataDir(), TEST_NOW: '2026-11-20T18:29:00Z', TEST_HOOKS: 'off' }).clockOffsetMs).toBe(0)
  })

  it('starts the calendar at TEST_NOW with TEST_HOOKS=on', () => {
    const { clockOffsetMs } = loadConfig({ DATA_DIR: dataDir(), TEST_NOW: '2026-11-20T18:29:00Z', TEST_HOOKS: 'on' })
    // One minute before midnight in India, whatever the real time is.
    expect(todayIn('Asia/Kolkata', new Date(Date.now() + clockOffsetMs))).toBe('2026-11-20')
    expect(todayIn('Asia/Kolkata', new Date(Date.now() + clockOffsetMs + 60_000))).toBe('2026-11-21')
  })

  it('refuses a TEST_NOW that is not an instant', () => {
    expect(() => parseEnv({ TEST_NOW: 'tomorrow' })).toThrow(ConfigError)
  })
})
