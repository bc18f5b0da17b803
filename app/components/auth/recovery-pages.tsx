import { useEffect } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { PageShell } from '~/components/page-shell'
import { useToast } from '~/components/toaster'
import { Field } from '~/components/ui/field'
import { useForm, type FormErrors } from '~/components/ui/use-form'
import { AUTH_MESSAGES, forgotPasswordSchema, resetPasswordSchema } from '~/domain/auth'
import type { Toast } from '~/domain/toast'

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
  const form = useForm({ serverErrors: actionData?.errors })
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formAction === '/forgot-password'
  return (
    <Card title="Forgot password?" lead="Enter the e-mail address of your account and we will send you a link to choose a new password.">
      {actionData?.ok ? (
        <p className="auth-form__notice" role="status">
          {AUTH_MESSAGES.forgotAnswer}
        </p>
      ) : null}
      <Form
        method="post"
        action="/forgot-password"
        noValidate
        ref={form.formRef}
        onSubmit={(e) => form.check(e, forgotPasswordSchema)}
        className="form"
        aria-label="Forgot password"
      >
        <Field
          label="E-mail"
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
          {busy ? 'Sending…' : 'Send reset link'}
        </button>
      </Form>
      <p className="auth-form__toggle">
        <Link to="/login">Back to login</Link>
      </p>
    </Card>
  )
}

/** /reset-password?token=… from the mail: a new password under the registration rule. */
export function ResetPasswordPage({ token, usable, actionData }: { token: string; usable: boolean; actionData: RecoveryActionData | undefined }) {
  useAnswerToast(actionData)
  const form = useForm({ serverErrors: actionData?.errors })
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  if (!usable) {
    return (
      <Card title="Reset password" lead={AUTH_MESSAGES.resetLinkInvalid}>
        <p className="auth-form__toggle">
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </Card>
    )
  }
  return (
    <Card title="Reset password" lead="Choose a new password. Afterwards you are signed out everywhere and log in with the new password.">
      <Form method="post" noValidate ref={form.formRef} onSubmit={(e) => form.check(e, resetPasswordSchema)} className="form" aria-label="Reset password">
        <input type="hidden" name="token" value={token} />
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          hint="8 or more characters with an upper-case letter, a digit and one of @$!%*?&#."
          error={form.errors.password ?? form.errors.token}
          onChange={() => form.clear('password')}
        />
        <Field
          label="Confirm Password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          error={form.errors.confirmPassword}
          onChange={() => form.clear('confirmPassword')}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? 'Saving…' : 'Save new password'}
        </button>
      </Form>
    </Card>
  )
}
