import { data } from 'react-router'
import { ForgotPasswordPage } from '~/components/auth/recovery-pages'
import { forgotPasswordSchema } from '~/domain/auth'
import { fieldErrors, formToObject } from '~/domain/form'
import { pageMeta } from '~/domain/seo'
import { pageMessages } from '~/i18n/catalogues.server'
import { metaTranslator } from '~/i18n/use-t'
import { errorToast } from '~/domain/toast'
import { requestPasswordReset } from '~/models/account-recovery.server'
import { assertSameOrigin } from '~/services/csrf.server'
import { readFormData } from '~/services/form.server'
import type { Route } from './+types/forgot-password'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Forgot password · Yatri'),
    description: t('Get a link to choose a new password for your Yatri account.'),
    path: t.path('/forgot-password'),
    noindex: true,
    matches,
  })
}

export function loader({ params, context }: Route.LoaderArgs) {
  return pageMessages({ params, context }, 'auth')
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const form = await readFormData(request)
  const values = formToObject(form)
  const parsed = forgotPasswordSchema.safeParse(values)
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), email: String(values.email ?? '') }, { status: 400 })
  const result = await requestPasswordReset({ email: parsed.data.email, client: context.clientAddress, later: context.afterResponse })
  if (!result.ok) return data({ toast: errorToast(result.message), email: parsed.data.email }, { status: result.status })
  // docs/product.md §Recovery: the page shows the same words whether or not the address has an account.
  return { ok: true, email: '' }
}

export default function Page({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordPage actionData={actionData} />
}
