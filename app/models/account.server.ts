import { maskAadhaar } from '~/domain/aadhaar'
import type { Profile, ProfileUpdate } from '~/domain/auth'
import { getAuth } from '~/services/auth.server'
import { encryptSecret } from '~/services/crypto.server'
import { getRuntime } from '~/services/runtime.server'

export async function getProfile({ userId }: { userId: string }): Promise<Profile | null> {
  const { db } = getRuntime()
  const user = await db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'emailVerified', 'mobile', 'address', 'pin', 'aadhaarLast4'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user) return null
  const credential = await db
    .selectFrom('account')
    .select('id')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .where('password', 'is not', null)
    .executeTakeFirst()
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    address: user.address,
    pin: user.pin,
    aadhaarMasked: maskAadhaar(user.aadhaarLast4),
    hasPassword: credential !== undefined,
    // SQLite keeps booleans as 0 and 1.
    emailVerified: Boolean(user.emailVerified),
    complete: Boolean(user.mobile && user.address && user.pin && user.aadhaarLast4),
  }
}

/** The stored mobile number, for a booking made for oneself. */
export async function getMobile({ userId }: { userId: string }): Promise<string | null> {
  const row = await getRuntime().db.selectFrom('user').select('mobile').where('id', '=', userId).executeTakeFirst()
  return row ? row.mobile : null
}

/** Saves the details a traveller fills in on the account page; the Aadhaar number encrypted. */
export async function updateProfile({ userId, input }: { userId: string; input: ProfileUpdate }): Promise<void> {
  const { db, config } = getRuntime()
  await db
    .updateTable('user')
    .set({
      mobile: input.mobile,
      address: input.address,
      pin: input.pin,
      ...(input.aadhaar ? { aadhaarEnc: encryptSecret(input.aadhaar, config.secrets.aadhaarKey), aadhaarLast4: input.aadhaar.slice(-4) } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', userId)
    .execute()
}

/**
 * Deletes the user row; the database cascades to sessions, sign-in accounts, bookings and
 * feedback (docs/product.md §Accounts), so nothing of the traveller is left behind. Their
 * reviews are announced as gone, like reviews the owner hides: open reviews sections drop
 * them, and the cached public pages that showed them are made again (server/page-cache.ts).
 */
export async function deleteAccount({ userId }: { userId: string }): Promise<boolean> {
  const { db, events, log } = getRuntime()
  const { deleted, reviews } = await db.transaction().execute(async (trx) => {
    const reviews = await trx.selectFrom('feedback').select('id').where('userId', '=', userId).execute()
    const result = await trx.deleteFrom('user').where('id', '=', userId).executeTakeFirst()
    return { deleted: Number(result.numDeletedRows) > 0, reviews }
  })
  for (const { id } of deleted ? reviews : []) {
    await events.publish('review-visibility', { id: Number(id) }).catch((error: unknown) => {
      // The account is gone, which is what matters; open sections drop its reviews on reload.
      log.warn({ err: error, feedbackId: id }, 'could not announce the reviews of a deleted account')
    })
  }
  return deleted
}

/**
 * The owner's account from ADMIN_EMAIL / ADMIN_PASSWORD (docs/product.md §Accounts): created, or
 * promoted, with the configured password. Safe to run at every start. The role lives only
 * here, on the server; nobody else keeps it.
 */
export async function ensureAdminAccount({
  email,
  password,
  name,
}: {
  email: string
  password: string
  name: string
}): Promise<'created' | 'updated' | 'unchanged'> {
  const { db, log } = getRuntime()
  const ctx = await getAuth().$context
  const now = new Date().toISOString()
  let outcome: 'created' | 'updated' | 'unchanged' = 'unchanged'

  let user = await db.selectFrom('user').select(['id', 'name', 'role', 'emailVerified']).where('email', '=', email).executeTakeFirst()
  if (!user) {
    const created = await ctx.internalAdapter.createUser({ email, name, emailVerified: true, role: 'admin' }, { method: 'admin' })
    user = { id: created.id, name, role: 'admin', emailVerified: true }
    outcome = 'created'
  } else if (user.role !== 'admin' || user.name !== name || !user.emailVerified) {
    await db
      .updateTable('user')
      .set({ role: 'admin', name, emailVerified: isPostgres() ? true : 1, updatedAt: now })
      .where('id', '=', user.id)
      .execute()
    outcome = 'updated'
  }

  const credential = await ctx.internalAdapter.findCredentialAccount(user.id)
  if (!credential) {
    await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: await ctx.password.hash(password) })
    if (outcome === 'unchanged') outcome = 'updated'
  } else if (!credential.password || !(await ctx.password.verify({ hash: credential.password, password }))) {
    await ctx.internalAdapter.updateAccount(credential.id, { password: await ctx.password.hash(password) })
    // A changed owner password ends every session that was signed in with the old one.
    await ctx.internalAdapter.deleteUserSessions(user.id)
    if (outcome === 'unchanged') outcome = 'updated'
  }

  // One owner: an account promoted under an earlier ADMIN_EMAIL goes back to being a traveller.
  const demoted = await db.updateTable('user').set({ role: 'user', updatedAt: now }).where('role', '=', 'admin').where('id', '!=', user.id).executeTakeFirst()
  if (Number(demoted.numUpdatedRows) > 0) log.warn({ demoted: Number(demoted.numUpdatedRows) }, 'earlier admin accounts were returned to the user role')
  return outcome
}

function isPostgres(): boolean {
  return getRuntime().database.dialect === 'postgres'
}
