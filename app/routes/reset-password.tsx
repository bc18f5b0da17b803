import { data } from 'react-router'
import { ResetPasswordPage } from '~/components/auth/recovery-pages'
import { AUTH_MESSAGES, resetPasswordSchema } from '~/domain/auth'
import { fieldErrors, formToObject } from '~/domain/form'
import { pageMeta } from '~/domain/seo'
import { langOf, pageMessages } from '~/i18n/catalogues.server'
import { localePath } from '~/i18n/languages'
import { metaTranslator } from '~/i18n/use-t'
import { errorToast } from '~/domain/toast'
import { resetPassword, resetTokenUsable } from '~/models/account-recovery.server'
import { signOut } from '~/models/sign-in.server'
import { assertSameOrigin } from '~/services/csrf.server'
import { readFormData } from '~/services/form.server'
import { redirectWithToast } from '~/services/toast.server'
import type { Route } from './+types/reset-password'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Reset password · Yatri'),
    description: t('Choose a new password for your Yatri account.'),
    path: t.path('/reset-password'),
    noindex: true,
    matches,
  })
}

// The token is in the address: never cached, never sent on to another site. Not 'no-referrer':
// under it a browser posts the form without scripts (or before they run) with 'Origin: null',
// which the same-origin check refuses, and the reset ended on a bare "Bad Request".
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' })

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return { token, usable: await resetTokenUsable(token), ...pageMessages({ params, context }, 'auth') }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  assertSameOrigin(request)
  const form = await readFormData(request)
  const parsed = resetPasswordSchema.safeParse(formToObject(form))
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 })
  const result = await resetPassword({ token: parsed.data.token, newPassword: parsed.data.password, client: context.clientAddress })
  if (!result.ok) {
    const errors = result.message === AUTH_MESSAGES.password ? { password: result.message } : undefined
    return data({ ...(errors ? { errors } : {}), toast: errorToast(result.message) }, { status: result.status })
  }
  // Every session of the account has ended; this browser's cookie goes too, whoever it belonged to.
  const headers = await signOut({ request })
  return redirectWithToast(localePath(langOf(params), '/login'), { type: 'success', message: AUTH_MESSAGES.resetDone }, { headers })
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordPage token={loaderData.token} usable={loaderData.usable} actionData={actionData} />
}
