import type { Kysely, Transaction } from 'kysely'
import { isLang, type Lang } from '~/i18n/languages'
import type { Database } from '~/services/db.server'

type Executor = Kysely<Database> | Transaction<Database>

/** SQL of the owner's language: the admin account's (there is one at most), for the prepared statements of bookings. */
export const OWNER_LANGUAGE_SQL = `select language from "user" where role = 'admin' limit 1`

/** A stored language, or English for none or one the site does not speak. */
export const asLang = (value: unknown): Lang => (isLang(value) ? value : 'en')

/**
 * The language of the mails to the owner (new booking, contact message, a traveller's
 * cancellation): the owner's account language, English while there is no owner account.
 * Read in the caller's transaction, where it has one.
 */
export async function readOwnerLanguage(db: Executor): Promise<Lang> {
  const row = await db.selectFrom('user').select('language').where('role', '=', 'admin').limit(1).executeTakeFirst()
  return asLang(row?.language)
}

const OWNER_LANGUAGE_TTL_MS = 30_000
const remembered = new WeakMap<object, { lang: Lang; until: number }>()

/**
 * readOwnerLanguage, remembered for 30 seconds: a booking on PostgreSQL is one round trip
 * (docs/decisions/0019-postgres-booking-statement.md), and a second one for a setting the
 * owner changes perhaps once would cost every booking. A change reaches the notices within
 * that time.
 */
export async function ownerLanguageCached(db: Kysely<Database>, now = Date.now()): Promise<Lang> {
  const known = remembered.get(db)
  if (known && known.until > now) return known.lang
  const lang = await readOwnerLanguage(db)
  remembered.set(db, { lang, until: now + OWNER_LANGUAGE_TTL_MS })
  return lang
}
