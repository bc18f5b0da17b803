import { PostgresAdapter, type Kysely } from 'kysely'

export type Dialect = 'sqlite' | 'postgres'

export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}
