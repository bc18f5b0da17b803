import { data } from 'react-router'
import { AccountPage, type AccountActionData } from '~/components/auth/account-page'
import { AUTH_MESSAGES, changePasswordSchema, profileUpdateSchema } from '~/domain/auth'
import { fieldErrors, formToObject } from '~/domain/form'
import { pageMeta } from '~/domain/seo'
import { deleteAccount, getProfile, updateProfile } from '~/models/account.server'
import { changePassword, signOut } from '~/models/auth.server'
import { assertSameOrigin } from '~/services/csrf.server'
import { readFormData } from '~/services/form.server'
import { getRuntime } from '~/services/runtime.server'
import { requireUser } from '~/services/session.server'
import { redirectWithToast } from '~/services/toast.server'
import type { Route } from './+types/personal-info'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Personal account · Yatri', description: 'Your Yatri account: details, password and account removal.', path: '/personal-info', noindex: true, matches })

// Personal details: never kept by a shared cache or shown again from the browser's cache.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request }: Route.LoaderArgs) {
  // Nobody signed in: log in first, never somebody else's data (DECISIONS.md item 2).
  const user = await requireUser(request)
  const profile = await getProfile({ userId: user.id })
  const url = new URL(request.url)
  const signin = url.searchParams.get('signin')
  // Back from Google: say so once, then show the clean address.
  if (signin === 'google' || signin === 'google-new') {
    const message = signin === 'google-new' || !profile?.complete ? AUTH_MESSAGES.googleNew : AUTH_MESSAGES.loginOk
    throw await redirectWithToast('/personal-info', { type: 'success', message })
  }
  return {
    profile,
    // Without JavaScript the toggles are links: ?change=password, ?edit=profile, ?confirm=delete.
    open: {
      password: url.searchParams.get('change') === 'password',
      profile: url.searchParams.get('edit') === 'profile',
      delete: url.searchParams.get('confirm') === 'delete',
    },
  }
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request)
  const user = await requireUser(request)
  const form = await readFormData(request)
  const intent = form.get('intent')
  const profile = await getProfile({ userId: user.id })
  if (!profile) return data<AccountActionData>({ intent: 'none', toast: { type: 'error', message: AUTH_MESSAGES.noUserData } }, { status: 404 })

  if (intent === 'change-password') {
    const parsed = changePasswordSchema({ hasPassword: profile.hasPassword }).safeParse(formToObject(form))
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error)
      const blank = errors.newPassword === AUTH_MESSAGES.blankNewPassword
      return data<AccountActionData>(
        { intent, errors, ...(blank ? { toast: { type: 'error', message: AUTH_MESSAGES.blankNewPassword } } : {}) },
        { status: 400 },
      )
    }
    const result = await changePassword({ request, userId: user.id, hasPassword: profile.hasPassword, ...parsed.data })
    if (!result.ok) {
      return data<AccountActionData>(
        { intent, errors: result.field ? { [result.field]: result.message } : {}, toast: { type: 'error', message: result.status === 429 ? result.message : AUTH_MESSAGES.passwordUpdateFailed } },
        { status: result.status },
      )
    }
    return data<AccountActionData>({ intent, ok: true, toast: { type: 'success', message: AUTH_MESSAGES.passwordUpdated } }, { headers: result.headers })
  }

  if (intent === 'update-profile') {
    const parsed = profileUpdateSchema({ hasAadhaar: profile.aadhaarMasked !== '' }).safeParse(formToObject(form))
    if (!parsed.success) return data<AccountActionData>({ intent, errors: fieldErrors(parsed.error) }, { status: 400 })
    await updateProfile({ userId: user.id, input: parsed.data })
    return data<AccountActionData>({ intent, ok: true, toast: { type: 'success', message: AUTH_MESSAGES.profileSaved } })
  }

  if (intent === 'delete-account') {
    const deleted = await deleteAccount({ userId: user.id }).catch((err: unknown) => {
      getRuntime().log.error({ err }, 'account deletion failed')
      return false
    })
    if (!deleted) return data<AccountActionData>({ intent, toast: { type: 'error', message: AUTH_MESSAGES.deleteFailed } }, { status: 500 })
    // The session rows went with the user; this clears the browser's cookie too.
    const headers = await signOut({ request })
    return redirectWithToast('/', { type: 'success', message: AUTH_MESSAGES.deleted }, { headers })
  }

  return data<AccountActionData>({ intent: 'none' }, { status: 400 })
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AccountPage profile={loaderData.profile} open={loaderData.open} />
}
