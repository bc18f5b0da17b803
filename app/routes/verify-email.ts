import { AUTH_MESSAGES } from '~/domain/auth'
import { verifyEmail } from '~/models/account-recovery.server'
import { localePath } from '~/i18n/languages'
import { rememberedLang } from '~/services/language.server'
import { getOptionalUser } from '~/services/session.server'
import { redirectWithToast } from '~/services/toast.server'
import type { Route } from './+types/verify-email'

/** The link in the verification mail: marks the address verified, then says so. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const ok = await verifyEmail({ token })
  const user = await getOptionalUser(request)
  // In the account's language, or the visitor's choice when nobody is signed in here.
  const to = user ? localePath(user.language, '/personal-info') : localePath(rememberedLang(request) ?? 'en', '/login')
  return redirectWithToast(to, ok ? { type: 'success', message: AUTH_MESSAGES.verified } : { type: 'error', message: AUTH_MESSAGES.verifyLinkInvalid })
}
