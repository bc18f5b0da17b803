import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, parseEnv } from '~/services/config.server'

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATA_DIR).toBe('./data')
    expect(env.BUSINESS_TIMEZONE).toBe('Asia/Kolkata')
    expect(env.LOADERS).toBe('on')
    expect(env.GOOGLE_DISCOVERY_URL).toBe('https://accounts.google.com/.well-known/openid-configuration')
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['BUSINESS_TIMEZONE', 'Mars/Olympus'],
    ['LOADERS', 'maybe'],
    ['SMTP_URL', 'http://mail'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', 'my-load-balancer'],
    ['TRUST_PROXY', '10.0.0.1,,'],
    ['TRUST_PROXY', '-1'],
    ['METRICS_TOKEN', 'short'],
    ['BACKUP_EVERY_HOURS', '0'],
    ['BACKUP_KEEP', 'all'],
  ])('names %s when its value %s is wrong', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(ConfigError)
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`))
  })

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses and subnets', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-config-'))
    expect(loadConfig({ DATA_DIR: dir }).trustProxy).toEqual(['loopback'])
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8'])
  })

  it('derives PUBLIC_URL, secure cookies and the contact inbox', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-config-'))
    const config = loadConfig({ DATA_DIR: dir, PORT: '4000', BUSINESS_EMAIL: 'hello@yatri.example' })
    expect(config.publicUrl).toBe('http://localhost:4000')
    expect(config.secureCookies).toBe(false)
    expect(config.contactTo).toBe('hello@yatri.example')
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://yatri.example/' }).secureCookies).toBe(true)
  })

  it('generates secrets once, owner-only, and keeps them across starts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-secrets-'))
    const first = loadConfig({ DATA_DIR: dir }).secrets
    const second = loadConfig({ DATA_DIR: dir }).secrets
    expect(second).toEqual(first)
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600)
  })

  it('requires the admin e-mail and password together', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yatri-admin-'))
    expect(() => loadConfig({ DATA_DIR: dir, ADMIN_EMAIL: 'owner@example.test' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/)
  })
})
