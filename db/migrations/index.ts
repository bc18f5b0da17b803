import * as initial from './0001-initial'
import * as outboxPayload from './0002-outbox-payload'
import * as bookingLife from './0003-booking-life'
import * as ownerOperations from './0004-owner-operations'
import * as reviewModeration from './0005-review-moderation'
import * as tripReminders from './0006-trip-reminders'
import * as userLanguage from './0007-user-language'

// Ordered by name; the same set runs on SQLite and PostgreSQL at every start.
export const migrations = {
  '0001-initial': initial,
  '0002-outbox-payload': outboxPayload,
  '0003-booking-life': bookingLife,
  '0004-owner-operations': ownerOperations,
  '0005-review-moderation': reviewModeration,
  '0006-trip-reminders': tripReminders,
  '0007-user-language': userLanguage,
}
