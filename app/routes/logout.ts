import { redirect } from 'react-router'
import { AUTH_MESSAGES } from '~/domain/auth'
import { signOut } from '~/models/sign-in.server'
import { assertSameOrigin } from '~/services/csrf.server'
import { redirectWithToast } from '~/services/toast.server'
import type { Route } from './+types/logout'

// Signing out changes state, so it is a POST; a GET (a typed URL, a prefetch) changes nothing.
export async function loader(_: Route.LoaderArgs) {
  return redirect('/')
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request)
  const headers = await signOut({ request })
  return redirectWithToast('/', { type: 'success', message: AUTH_MESSAGES.loggedOut }, { headers })
}
