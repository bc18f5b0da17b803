import { redirect } from 'react-router'
import { AUTH_MESSAGES } from '~/domain/auth'
import { signOut } from '~/models/sign-in.server'
import { assertSameOrigin } from '~/services/csrf.server'
import { isLang, localePath } from '~/i18n/languages'
import { rememberedLang } from '~/services/language.server'
import { redirectWithToast } from '~/services/toast.server'
import type { Route } from './+types/logout'

// Signing out changes state, so it is a POST; a GET (a typed URL, a prefetch) changes nothing.
export async function loader(_: Route.LoaderArgs) {
  return redirect('/')
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request)
  // The home page in the language of the page the visitor left (the menu sends it; a bare POST is fine too).
  const form = await request.formData().catch(() => null)
  const lang = form?.get('lang')
  const headers = await signOut({ request })
  return redirectWithToast(
    localePath(isLang(lang) ? lang : (rememberedLang(request) ?? 'en'), '/'),
    { type: 'success', message: AUTH_MESSAGES.loggedOut },
    { headers },
  )
}
