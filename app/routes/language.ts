import { data, redirect } from 'react-router'
import { isLang } from '~/i18n/languages'
import { assertSameOrigin } from '~/services/csrf.server'
import { readFormData } from '~/services/form.server'
import { langCookie, switchTarget } from '~/services/language.server'
import { getRuntime } from '~/services/runtime.server'
import { getOptionalUser } from '~/services/session.server'
import type { Route } from './+types/language'

// The header's switcher posts here; a GET (a typed URL, a prefetch) changes nothing.
export function loader() {
  return redirect('/')
}

/** Remembers the choice (a cookie, and the account's language when signed in) and shows the same page in it. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request)
  const form = await readFormData(request)
  const lang = form.get('lang')
  if (!isLang(lang)) return data({ error: 'Please choose English, हिन्दी or मराठी.' }, { status: 400 })
  const user = await getOptionalUser(request)
  if (user && user.language !== lang) {
    await getRuntime().db.updateTable('user').set({ language: lang }).where('id', '=', user.id).execute()
  }
  return redirect(switchTarget(lang, form.get('returnTo')), { headers: { 'Set-Cookie': langCookie(lang) } })
}
