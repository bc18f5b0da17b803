import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import type { Business } from '~/domain/business'

const booleanFlag = z.enum(['on', 'off']).default('on')

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  // Which proxies may say who the client is (X-Forwarded-For); see parseTrustProxy.
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .refine(
      (v) => parseTrustProxy(v) !== undefined,
      'must be a hop count such as 1, or a comma-separated list of proxy addresses and subnets such as 10.0.0.0/8,127.0.0.1',
    ),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\/[^\s]+$/.test(v) && URL.canParse(v), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
  ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ADMIN_NAME: z.string().min(1).default('Yatri Owner'),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v) && URL.canParse(v), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().optional(),
  CONTACT_TO: z.email({ message: 'must be an e-mail address' }).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_DISCOVERY_URL: z.url({ message: 'must be a URL' }).default('https://accounts.google.com/.well-known/openid-configuration'),
  LOADERS: booleanFlag,
  BUSINESS_TIMEZONE: z
    .string()
    .default('Asia/Kolkata')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-CA', { timeZone: tz })
        return true
      } catch {
        return false
      }
    }, 'must be an IANA time zone such as Asia/Kolkata'),
  // A traveller may cancel on the site until this many hours before pickup (business time).
  CANCEL_CUTOFF_HOURS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 72')
    .max(72, 'must be between 0 and 72')
    .default(2),
  // The hour of the day before pickup at which the reminder mail goes out (business time).
  REMINDER_HOUR: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 23')
    .max(23, 'must be between 0 and 23')
    .default(18),
  // GET /metrics answers only with this bearer token, and not at all without one.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters (e.g. openssl rand -hex 24)').optional(),
  // Where `npm run backup` and the scheduled backups write their archives.
  BACKUP_DIR: z.string().min(1).default('./backups'),
  // Hours between scheduled backups (SQLite only); unset: none, run `npm run backup` yourself.
  BACKUP_EVERY_HOURS: z.coerce
    .number({ message: 'must be a number' })
    .positive('must be more than 0')
    .max(24 * 7, 'must be at most 168')
    .optional(),
  // How many scheduled backups to keep; older ones are deleted.
  BACKUP_KEEP: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  IMAGES_DIR: z.string().optional(),
  // Business details: configuration, not code (docs/product.md §Catalogue).
  BUSINESS_NAME: z.string().default('Yatri Tours & Travels'),
  BUSINESS_PHONE: z.string().default('+91 98220 12345'),
  BUSINESS_EMAIL: z.email().default('bookings@yatri.example'),
  BUSINESS_ADDRESS: z.string().default('Shop 4, Sai Plaza, FC Road, Shivajinagar, Pune, Maharashtra 411005'),
  BUSINESS_WHATSAPP: z.string().default('919822012345'),
  BUSINESS_INSTAGRAM: z.url().default('https://www.instagram.com/'),
  BUSINESS_FACEBOOK: z.url().default('https://www.facebook.com/'),
  // Test-only: the business calendar's clock (see clock.server.ts). Never set in production.
  TEST_HOOKS: z.enum(['on', 'off']).default('off'),
  TEST_NOW: z.iso.datetime({ offset: true, message: 'must be an ISO instant such as 2026-11-20T06:30:00Z' }).optional(),
  BUSINESS_YOUTUBE: z.url().default('https://www.youtube.com/'),
})

export type Env = z.infer<typeof envSchema>

export type { Business }

export type Config = {
  env: Env['NODE_ENV']
  port: number
  host: string
  trustProxy: TrustProxy
  dataDir: string
  databaseUrl: string | undefined
  publicUrl: string
  secureCookies: boolean
  admin: { email: string; password: string; name: string } | undefined
  smtpUrl: string | undefined
  mailFrom: string
  contactTo: string
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined
  loaders: boolean
  timeZone: string
  /** Added to the system clock for calendar decisions; 0 unless TEST_HOOKS=on with TEST_NOW. */
  clockOffsetMs: number
  cancelCutoffHours: number
  reminderHour: number
  logLevel: Env['LOG_LEVEL']
  metricsToken: string | undefined
  backup: { dir: string; everyHours: number | undefined; keep: number }
  imagesDir: string
  business: Business
  secrets: Secrets
}

export type Secrets = { sessionSecret: string; aadhaarKey: string }

/** Express's 'trust proxy': how many hops to believe, or which proxy addresses and subnets. */
export type TrustProxy = number | string[]

// Express (proxy-addr) also knows these names for the usual private ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])
const MAX_HOPS = 10

/**
 * TRUST_PROXY as Express takes it, or undefined when it is neither a hop count nor a list
 * of addresses, subnets and range names. Checked here so a typo stops the server at start
 * instead of silently trusting nobody (or everybody) and locking out real clients.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed)
    return hops <= MAX_HOPS ? hops : undefined
  }
  const entries = trimmed.split(',').map((e) => e.trim())
  const valid = entries.every((entry) => {
    if (PROXY_RANGE_NAMES.has(entry)) return true
    const [address = '', prefix, extra] = entry.split('/')
    const family = net.isIP(address)
    if (!family || extra !== undefined) return false
    if (prefix === undefined) return true
    return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
  })
  return valid && entries.length > 0 ? entries : undefined
}

export class ConfigError extends Error {}

export const TAGLINE = 'Wherever you go, We take you there anytime, anywhere.'

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  // Empty strings mean "unset" so that `FOO= npm start` behaves like no FOO at all.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const result = envSchema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.')
      return `  ${name}: ${issue.message} (got ${JSON.stringify(cleaned[name] ?? '')})`
    })
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return result.data
}

/**
 * Secrets the operator does not set are generated once and kept under DATA_DIR with
 * owner-only permissions, so restarts keep sessions and encrypted Aadhaar numbers readable.
 */
export function loadSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json')
  if (fs.existsSync(file)) {
    const parsed = z
      .object({ sessionSecret: z.string().min(32), aadhaarKey: z.string().regex(/^[0-9a-f]{64}$/) })
      .safeParse(JSON.parse(fs.readFileSync(file, 'utf8')))
    if (!parsed.success) throw new ConfigError(`${file} is damaged; restore it from a backup`)
    return parsed.data
  }
  const secrets: Secrets = {
    sessionSecret: randomBytes(32).toString('hex'),
    aadhaarKey: randomBytes(32).toString('hex'),
  }
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' })
  return secrets
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source)
  const dataDir = path.resolve(env.DATA_DIR)
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together')
  }
  const domain = env.BUSINESS_EMAIL.split('@')[1] ?? 'localhost'
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustProxy: parseTrustProxy(env.TRUST_PROXY) ?? ['loopback'],
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME } : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${env.BUSINESS_NAME} <no-reply@${domain}>`,
    contactTo: env.CONTACT_TO ?? env.BUSINESS_EMAIL,
    google: env.GOOGLE_CLIENT_ID
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
          discoveryUrl: env.GOOGLE_DISCOVERY_URL,
        }
      : undefined,
    loaders: env.LOADERS === 'on',
    timeZone: env.BUSINESS_TIMEZONE,
    clockOffsetMs: env.TEST_HOOKS === 'on' && env.TEST_NOW ? Date.parse(env.TEST_NOW) - Date.now() : 0,
    cancelCutoffHours: env.CANCEL_CUTOFF_HOURS,
    reminderHour: env.REMINDER_HOUR,
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    backup: { dir: path.resolve(env.BACKUP_DIR), everyHours: env.BACKUP_EVERY_HOURS, keep: env.BACKUP_KEEP },
    imagesDir: path.resolve(env.IMAGES_DIR ?? path.join(dataDir, 'images')),
    business: {
      name: env.BUSINESS_NAME,
      tagline: TAGLINE,
      phone: env.BUSINESS_PHONE,
      email: env.BUSINESS_EMAIL,
      address: env.BUSINESS_ADDRESS,
      whatsapp: env.BUSINESS_WHATSAPP,
      instagram: env.BUSINESS_INSTAGRAM,
      facebook: env.BUSINESS_FACEBOOK,
      youtube: env.BUSINESS_YOUTUBE,
    },
    secrets: loadSecrets(dataDir),
  }
}
