import type { Kysely } from 'kysely'
import { dialectOf } from '../../app/services/dialect.server'

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres'
  // SQLite stores dates as ISO text and booleans as 0/1; the auth adapter converts both.
  const timestamp = pg ? 'timestamptz' : 'text'
  const bool = pg ? 'boolean' : 'integer'
  const serial = pg ? 'serial' : 'integer'

  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', bool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', timestamp, (c) => c.notNull())
    .addColumn('updatedAt', timestamp, (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pin', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('aadhaarEnc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('aadhaarLast4', 'text', (c) => c.notNull().defaultTo(''))
    .execute()

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', timestamp, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', timestamp, (c) => c.notNull())
    .addColumn('updatedAt', timestamp, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .execute()
  await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute()

  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', timestamp)
    .addColumn('refreshTokenExpiresAt', timestamp)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', timestamp, (c) => c.notNull())
    .addColumn('updatedAt', timestamp, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute()

  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', timestamp, (c) => c.notNull())
    .addColumn('createdAt', timestamp, (c) => c.notNull())
    .addColumn('updatedAt', timestamp, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute()

  await db.schema
    .createTable('rateLimit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('lastRequest', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('booking')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bookingFor', 'text', (c) => c.notNull())
    .addColumn('mobileNumber', 'text', (c) => c.notNull())
    .addColumn('pickupLocation', 'text', (c) => c.notNull())
    .addColumn('dropoffLocation', 'text', (c) => c.notNull())
    .addColumn('carType', 'text', (c) => c.notNull())
    .addColumn('pickupDate', 'text', (c) => c.notNull())
    .addColumn('pickupTime', 'text', (c) => c.notNull())
    .addColumn('aadhaarEnc', 'text', (c) => c.notNull())
    .addColumn('aadhaarLast4', 'text', (c) => c.notNull())
    .addColumn('bookingDate', 'text', (c) => c.notNull())
    .addColumn('idempotencyKey', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addUniqueConstraint('booking_user_idempotency_uq', ['userId', 'idempotencyKey'])
    .execute()
  await db.schema.createIndex('booking_userId_createdAt_idx').on('booking').columns(['userId', 'createdAt']).execute()
  await db.schema.createIndex('booking_pickup_idx').on('booking').columns(['pickupDate', 'pickupTime']).execute()

  await db.schema
    .createTable('feedback')
    .addColumn('id', serial, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('feedback', 'text', (c) => c.notNull())
    .addColumn('timestamp', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('feedback_userId_idx').on('feedback').column('userId').execute()

  await db.schema
    .createTable('contactMessage')
    .addColumn('id', serial, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('outbox')
    .addColumn('id', serial, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('refId', 'text')
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('replyTo', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nextAttemptAt', 'text', (c) => c.notNull())
    .addColumn('lockedUntil', 'text')
    .addColumn('lastError', 'text')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('sentAt', 'text')
    .execute()
  await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'nextAttemptAt']).execute()
  await db.schema.createIndex('outbox_ref_idx').on('outbox').columns(['kind', 'refId']).execute()
}

export async function down(): Promise<void> {
  throw new Error('Migrations only move forward; restore a backup to go back.')
}
