import { useEffect } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { PageShell } from '~/components/page-shell'
import { useToast } from '~/components/toaster'
import { Field } from '~/components/ui/field'
import { useForm, type FormErrors } from '~/components/ui/use-form'
import { AUTH_MESSAGES, forgotPasswordSchema, resetPasswordSchema } from '~/domain/auth'
import type { Toast } from '~/domain/toast'
import { useT } from '~/i18n/use-t'

export type RecoveryActionData = { ok?: boolean; errors?: FormErrors; toast?: Toast; message?: string; email?: string }

function useAnswerToast(data: RecoveryActionData | undefined) {
  const notify = useToast()
  useEffect(() => {
    if (data?.toast) notify(data.toast)
  }, [data, notify])
}

function Card({ title, lead, children }: { title: string; lead: string; children: React.ReactNode }) {
  return (
    <PageShell>
      <div className="auth-page auth-page--single">
        <section className="auth-page__card panel" aria-labelledby="recovery-title">
          <h1 id="recovery-title" className="auth-page__title">
            {title}
          </h1>
          <p className="auth-page__lead">{lead}</p>
          {children}
        </section>
      </div>
    </PageShell>
  )
}

/** /forgot-password (docs/product.md §Recovery): one answer, whatever the address. */
export function ForgotPasswordPage({ actionData }: { actionData: RecoveryActionData | undefined }) {
  useAnswerToast(actionData)
  const t = useT()
  const form = useForm({ serverErrors: actionData?.errors })
  const navigation = useNavigation()
  const action = t.path('/forgot-password')
  const busy = navigation.state === 'submitting' && navigation.formAction === action
  return (
    <Card title={t('Forgot password?')} lead={t('Enter the e-mail address of your account and we will send you a link to choose a new password.')}>
      {actionData?.ok ? (
        <p className="auth-form__notice" role="status">
          {t(AUTH_MESSAGES.forgotAnswer)}
        </p>
      ) : null}
      <Form
        method="post"
        action={action}
        noValidate
        ref={form.formRef}
        onSubmit={(e) => form.check(e, forgotPasswordSchema)}
        className="form"
        aria-label={t('Forgot password')}
      >
        <Field
          label={t('E-mail')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={actionData?.email ?? ''}
          error={form.errors.email}
          onChange={() => form.clear('email')}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? t('Sending…') : t('Send reset link')}
        </button>
      </Form>
      <p className="auth-form__toggle">
        <Link to={t.path('/login')}>{t('Back to login')}</Link>
      </p>
    </Card>
  )
}

/** /reset-password?token=… from the mail: a new password under the registration rule. */
export function ResetPasswordPage({ token, usable, actionData }: { token: string; usable: boolean; actionData: RecoveryActionData | undefined }) {
  useAnswerToast(actionData)
  const t = useT()
  const form = useForm({ serverErrors: actionData?.errors })
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  if (!usable) {
    return (
      <Card title={t('Reset password')} lead={t(AUTH_MESSAGES.resetLinkInvalid)}>
        <p className="auth-form__toggle">
          <Link to={t.path('/forgot-password')}>{t('Ask for a new link')}</Link>
        </p>
      </Card>
    )
  }
  return (
    <Card title={t('Reset password')} lead={t('Choose a new password. Afterwards you are signed out everywhere and log in with the new password.')}>
      <Form method="post" noValidate ref={form.formRef} onSubmit={(e) => form.check(e, resetPasswordSchema)} className="form" aria-label={t('Reset password')}>
        <input type="hidden" name="token" value={token} />
        <Field
          label={t('New password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          hint={t('8 or more characters with an upper-case letter, a digit and one of @$!%*?&#.')}
          error={form.errors.password ?? form.errors.token}
          onChange={() => form.clear('password')}
        />
        <Field
          label={t('Confirm Password')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          error={form.errors.confirmPassword}
          onChange={() => form.clear('confirmPassword')}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? t('Saving…') : t('Save new password')}
        </button>
      </Form>
    </Card>
  )
}
