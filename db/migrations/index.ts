import * as initial from './0001-initial'

// Ordered by name; the same set runs on SQLite and PostgreSQL at every start.
export const migrations = {
  '0001-initial': initial,
}
