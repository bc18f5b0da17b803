import * as initial from './0001-initial'
import * as outboxPayload from './0002-outbox-payload'

// Ordered by name; the same set runs on SQLite and PostgreSQL at every start.
export const migrations = {
  '0001-initial': initial,
  '0002-outbox-payload': outboxPayload,
}
