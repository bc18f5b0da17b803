import { data, redirect } from 'react-router'
import { AuthPage } from '~/components/auth/auth-page'
import { AUTH_MESSAGES, loginSchema, safeRedirect } from '~/domain/auth'
import { fieldErrors, formToObject } from '~/domain/form'
import { pageMeta } from '~/domain/seo'
import { langOf, pageMessages } from '~/i18n/catalogues.server'
import { localePath, stripLang } from '~/i18n/languages'
import { metaTranslator } from '~/i18n/use-t'
import { errorToast } from '~/domain/toast'
import { cookieHeaders, mergeHeaders, signInWithPassword, startGoogleSignIn } from '~/models/sign-in.server'
import { assertSameOrigin } from '~/services/csrf.server'
import { readFormData } from '~/services/form.server'
import { langCookie } from '~/services/language.server'
import { getRuntime } from '~/services/runtime.server'
import { getOptionalUser } from '~/services/session.server'
import { redirectWithToast, toastHeader } from '~/services/toast.server'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Log in · Yatri'),
    description: t('Log in to book cars, see your bookings and manage your account.'),
    path: t.path('/login'),
    matches,
  })
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = langOf(params)
  const url = new URL(request.url)
  // The Google callback comes back here when the provider or the state check refused it.
  if (url.searchParams.get('signin') === 'google-failed' || url.searchParams.has('error')) {
    return redirectWithToast(localePath(lang, '/login'), { type: 'error', message: AUTH_MESSAGES.googleFailed })
  }
  const user = await getOptionalUser(request)
  if (user) throw redirect(localePath(lang, user.role === 'admin' ? '/admin-panel' : '/personal-info'))
  return { redirectTo: safeRedirect(url.searchParams.get('redirectTo'), '') || undefined, ...pageMessages({ params, context }, 'auth') }
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request)
  const form = await readFormData(request)

  if (form.get('intent') === 'google') {
    if (!getRuntime().config.google) throw new Response('Not Found', { status: 404 })
    const started = await startGoogleSignIn({ request })
    if (!started.ok) return redirectWithToast(localePath(langOf(params), '/login'), { type: 'error', message: AUTH_MESSAGES.googleFailed })
    return redirect(started.url, { headers: started.headers })
  }

  const values = formToObject(form)
  const echo = { email: values.email ?? '' }
  const parsed = loginSchema.safeParse(values)
  if (!parsed.success) {
    return data({ errors: fieldErrors(parsed.error), values: echo }, { status: 400 })
  }
  const result = await signInWithPassword({ request, input: parsed.data })
  if (!result.ok) {
    const errors = result.field ? { [result.field]: result.message } : undefined
    return data({ ...(errors ? { errors } : { formError: result.message }), toast: errorToast(result.message), values: echo }, { status: result.status })
  }
  const admin = result.role === 'admin'
  // The account's language from now on: its pages, and the next visits through the cookie.
  const to = localePath(result.language, stripLang(safeRedirect(form.get('redirectTo'), admin ? '/admin-panel' : '/personal-info')))
  const headers = mergeHeaders(
    cookieHeaders(result.headers),
    new Headers({ 'Set-Cookie': await toastHeader({ type: 'success', message: admin ? AUTH_MESSAGES.adminLoginOk : AUTH_MESSAGES.loginOk }) }),
    new Headers({ 'Set-Cookie': langCookie(result.language) }),
  )
  return redirect(to, { headers })
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthPage mode="login" redirectTo={loaderData.redirectTo} actionData={actionData} />
}
