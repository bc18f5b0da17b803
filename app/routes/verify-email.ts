import { AUTH_MESSAGES } from '~/domain/auth'
import { verifyEmail } from '~/models/account-recovery.server'
import { getOptionalUser } from '~/services/session.server'
import { redirectWithToast } from '~/services/toast.server'
import type { Route } from './+types/verify-email'

/** The link in the verification mail: marks the address verified, then says so. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const ok = await verifyEmail({ token })
  const user = await getOptionalUser(request)
  const to = user ? '/personal-info' : '/login'
  return redirectWithToast(to, ok ? { type: 'success', message: AUTH_MESSAGES.verified } : { type: 'error', message: AUTH_MESSAGES.verifyLinkInvalid })
}
