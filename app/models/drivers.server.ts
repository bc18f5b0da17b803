import { randomUUID } from 'node:crypto'
import type { DriverInput } from '~/domain/operations'
import type { DB } from '~/services/db.server'
import { dialectOf } from '~/services/dialect.server'
import { getRuntime } from '~/services/runtime.server'

export type Driver = { id: string; name: string; mobile: string; active: boolean; createdAt: string }

type WithDb = { db?: DB }

const toDriver = (row: { id: string; name: string; mobile: string; active: boolean | number; createdAt: string }): Driver => ({
  ...row,
  active: Boolean(row.active),
})

/** Active drivers first, then by name: the owner picks from the top of the list. */
export async function listDrivers({ db = getRuntime().db, activeOnly = false }: WithDb & { activeOnly?: boolean } = {}): Promise<Driver[]> {
  let q = db.selectFrom('driver').select(['id', 'name', 'mobile', 'active', 'createdAt'])
  if (activeOnly) q = q.where('active', '=', booleanFor(db, true))
  const rows = await q.orderBy('active', 'desc').orderBy('name').orderBy('id').execute()
  return rows.map(toDriver)
}

export async function findDriver({ db = getRuntime().db, id }: WithDb & { id: string }): Promise<Driver | null> {
  const row = await db.selectFrom('driver').select(['id', 'name', 'mobile', 'active', 'createdAt']).where('id', '=', id).executeTakeFirst()
  return row ? toDriver(row) : null
}

export async function addDriver({ db = getRuntime().db, driver }: WithDb & { driver: DriverInput }): Promise<Driver> {
  const row = { id: randomUUID(), name: driver.name, mobile: driver.mobile, active: true, createdAt: new Date().toISOString() }
  await db
    .insertInto('driver')
    .values({ ...row, active: booleanFor(db, true) })
    .execute()
  return row
}

/** Whether the driver can be picked for new assignments; their past trips keep their name. */
export async function setDriverActive({ db = getRuntime().db, id, active }: WithDb & { id: string; active: boolean }): Promise<boolean> {
  const result = await db
    .updateTable('driver')
    .set({ active: booleanFor(db, active) })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

// SQLite has no boolean type and better-sqlite3 refuses to bind one.
function booleanFor(db: DB, value: boolean): boolean | number {
  return dialectOf(db) === 'postgres' ? value : value ? 1 : 0
}
