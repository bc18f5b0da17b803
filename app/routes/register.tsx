import { data, redirect } from 'react-router'
import { AuthPage } from '~/components/auth/auth-page'
import { VERIFY_BUTTON } from '~/components/auth/auth-form'
import { AUTH_MESSAGES, checkAadhaar, isAadhaarVerified, registerFormSchema, safeRedirect } from '~/domain/auth'
import { fieldErrors, formToObject } from '~/domain/form'
import { pageMeta } from '~/domain/seo'
import { langOf, pageMessages } from '~/i18n/catalogues.server'
import { localePath, stripLang } from '~/i18n/languages'
import { metaTranslator } from '~/i18n/use-t'
import { errorToast, successToast } from '~/domain/toast'
import { cookieHeaders, mergeHeaders, registerAccount } from '~/models/sign-in.server'
import { assertSameOrigin } from '~/services/csrf.server'
import { readFormData } from '~/services/form.server'
import { langCookie } from '~/services/language.server'
import { getOptionalUser } from '~/services/session.server'
import { toastHeader } from '~/services/toast.server'
import type { Route } from './+types/register'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Register · Yatri'),
    description: t('Create your Yatri account to book cars and tours across India.'),
    path: t.path('/register'),
    matches,
  })
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = langOf(params)
  const user = await getOptionalUser(request)
  if (user) throw redirect(localePath(lang, '/personal-info'))
  const url = new URL(request.url)
  return { redirectTo: safeRedirect(url.searchParams.get('redirectTo'), '') || undefined, ...pageMessages({ params, context }, 'auth') }
}

// Passwords are never sent back to the browser.
const ECHOED = ['name', 'email', 'mobile', 'address', 'pin', 'aadhaar'] as const

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request)
  const lang = langOf(params)
  const form = await readFormData(request)
  const values = formToObject(form)
  const echo = Object.fromEntries(ECHOED.map((k) => [k, values[k] ?? '']))

  // The Verify button without JavaScript: the same format check, done here instead.
  if (form.has(VERIFY_BUTTON)) {
    const aadhaar = (values.aadhaar ?? '').trim()
    const checked = checkAadhaar(aadhaar)
    return data(
      checked.ok
        ? { values: echo, aadhaarVerified: aadhaar, toast: successToast(AUTH_MESSAGES.aadhaarVerified) }
        : { values: echo, errors: { aadhaar: checked.message }, toast: errorToast(checked.message) },
      { status: checked.ok ? 200 : 400 },
    )
  }

  // A verification already done stays done while other fields are corrected.
  const stillVerified = isAadhaarVerified(values) && checkAadhaar(values.aadhaar ?? '').ok ? (values.aadhaar ?? '').trim() : undefined
  const parsed = registerFormSchema.safeParse(values)
  if (!parsed.success) {
    return data({ errors: fieldErrors(parsed.error), values: echo, ...(stillVerified ? { aadhaarVerified: stillVerified } : {}) }, { status: 400 })
  }
  if (!isAadhaarVerified(parsed.data)) {
    return data({ formError: AUTH_MESSAGES.verifyFirst, toast: errorToast(AUTH_MESSAGES.verifyFirst), values: echo }, { status: 400 })
  }

  // The account keeps the language of the page it was made on.
  const result = await registerAccount({ request, input: parsed.data, language: lang })
  if (!result.ok) {
    const errors = result.field ? { [result.field]: result.message } : undefined
    return data(
      { ...(errors ? { errors } : { formError: result.message }), toast: errorToast(result.message), values: echo, aadhaarVerified: parsed.data.aadhaar },
      { status: result.status },
    )
  }
  const to = localePath(lang, stripLang(safeRedirect(form.get('redirectTo'), '/personal-info')))
  const headers = mergeHeaders(
    cookieHeaders(result.headers),
    new Headers({ 'Set-Cookie': await toastHeader({ type: 'success', message: AUTH_MESSAGES.registered }) }),
    new Headers({ 'Set-Cookie': langCookie(lang) }),
  )
  return redirect(to, { headers })
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthPage mode="register" redirectTo={loaderData.redirectTo} actionData={actionData} />
}
