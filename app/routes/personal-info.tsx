import { data } from 'react-router'
import { AccountPage } from '~/components/auth/account-page'
import { AUTH_MESSAGES, changePasswordSchema, profileUpdateSchema } from '~/domain/auth'
import { fieldErrors, formToObject } from '~/domain/form'
import { pageMeta } from '~/domain/seo'
import { langOf, pageMessages } from '~/i18n/catalogues.server'
import { localePath } from '~/i18n/languages'
import { metaTranslator } from '~/i18n/use-t'
import { errorToast, successToast } from '~/domain/toast'
import { deleteAccount, getProfile, updateProfile } from '~/models/account.server'
import { changePassword, signOut } from '~/models/sign-in.server'
import { resendVerification, signOutOtherDevices } from '~/models/account-recovery.server'
import { assertSameOrigin } from '~/services/csrf.server'
import { readFormData } from '~/services/form.server'
import { langCookie } from '~/services/language.server'
import { getRuntime } from '~/services/runtime.server'
import { requireUser } from '~/services/session.server'
import { redirectWithToast } from '~/services/toast.server'
import type { Route } from './+types/personal-info'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Personal account · Yatri'),
    description: t('Your Yatri account: details, password and account removal.'),
    path: t.path('/personal-info'),
    noindex: true,
    matches,
  })
}

// Personal details: never kept by a shared cache or shown again from the browser's cache.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // Nobody signed in: log in first, never somebody else's data (docs/product.md §Accounts).
  const user = await requireUser(request)
  const profile = await getProfile({ userId: user.id })
  const url = new URL(request.url)
  const signin = url.searchParams.get('signin')
  // Back from Google: say so once, then show the clean address, in the account's language
  // (a new account took the visitor's, app/services/auth.server.ts).
  if (signin === 'google' || signin === 'google-new') {
    const message = signin === 'google-new' || !profile?.complete ? AUTH_MESSAGES.googleNew : AUTH_MESSAGES.loginOk
    throw await redirectWithToast(
      localePath(user.language, '/personal-info'),
      { type: 'success', message },
      { headers: { 'Set-Cookie': langCookie(user.language) } },
    )
  }
  return {
    ...pageMessages({ params, context }, 'auth'),
    language: user.language,
    profile,
    // Without JavaScript the toggles are links: ?change=password, ?edit=profile, ?confirm=delete.
    open: {
      password: url.searchParams.get('change') === 'password',
      profile: url.searchParams.get('edit') === 'profile',
      delete: url.searchParams.get('confirm') === 'delete',
    },
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request)
  const user = await requireUser(request)
  const form = await readFormData(request)
  const intent = form.get('intent')
  const profile = await getProfile({ userId: user.id })
  if (!profile) return data({ intent: 'none' as const, toast: errorToast(AUTH_MESSAGES.noUserData) }, { status: 404 })

  if (intent === 'change-password') {
    const parsed = changePasswordSchema({ hasPassword: profile.hasPassword }).safeParse(formToObject(form))
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error)
      const blank = errors.newPassword === AUTH_MESSAGES.blankNewPassword
      return data({ intent: 'change-password' as const, errors, ...(blank ? { toast: errorToast(AUTH_MESSAGES.blankNewPassword) } : {}) }, { status: 400 })
    }
    const result = await changePassword({ request, userId: user.id, hasPassword: profile.hasPassword, ...parsed.data })
    if (!result.ok) {
      return data(
        {
          intent: 'change-password' as const,
          errors: result.field ? { [result.field]: result.message } : {},
          toast: errorToast(result.status === 429 ? result.message : AUTH_MESSAGES.passwordUpdateFailed),
        },
        { status: result.status },
      )
    }
    return data({ intent: 'change-password' as const, ok: true, toast: successToast(AUTH_MESSAGES.passwordUpdated) }, { headers: result.headers })
  }

  if (intent === 'update-profile') {
    const parsed = profileUpdateSchema({ hasAadhaar: profile.aadhaarMasked !== '' }).safeParse(formToObject(form))
    if (!parsed.success) return data({ intent: 'update-profile' as const, errors: fieldErrors(parsed.error) }, { status: 400 })
    await updateProfile({ userId: user.id, input: parsed.data })
    return data({ intent: 'update-profile' as const, ok: true, toast: successToast(AUTH_MESSAGES.profileSaved) })
  }

  if (intent === 'resend-verification') {
    if (profile.emailVerified) return data({ intent: 'resend-verification' as const, ok: true })
    const sent = await resendVerification({ request, userId: user.id, email: profile.email })
    if (!sent.ok) return data({ intent: 'resend-verification' as const, toast: errorToast(sent.message) }, { status: sent.status })
    return data({ intent: 'resend-verification' as const, ok: true, toast: successToast(AUTH_MESSAGES.verificationSent) })
  }

  if (intent === 'sign-out-others') {
    const ended = await signOutOtherDevices({ request })
    if (!ended) return data({ intent: 'sign-out-others' as const, toast: errorToast(AUTH_MESSAGES.otherSessionsFailed) }, { status: 500 })
    return data({ intent: 'sign-out-others' as const, ok: true, toast: successToast(AUTH_MESSAGES.otherSessionsEnded) })
  }

  if (intent === 'delete-account') {
    const deleted = await deleteAccount({ userId: user.id }).catch((err: unknown) => {
      getRuntime().log.error({ err }, 'account deletion failed')
      return false
    })
    if (!deleted) return data({ intent: 'delete-account' as const, toast: errorToast(AUTH_MESSAGES.deleteFailed) }, { status: 500 })
    // The session rows went with the user; this clears the browser's cookie too.
    const headers = await signOut({ request })
    return redirectWithToast(localePath(langOf(params), '/'), { type: 'success', message: AUTH_MESSAGES.deleted }, { headers })
  }

  return data({ intent: 'none' as const }, { status: 400 })
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage profile={loaderData.profile} language={loaderData.language} open={loaderData.open} actionData={actionData} />
}
