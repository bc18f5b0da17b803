import { useEffect, useId, useState, type FormEvent } from 'react'
import { Form, Link, useFetcher, useNavigation } from 'react-router'
import { Field } from '~/components/ui/field'
import { useForm } from '~/components/ui/use-form'
import { useToast } from '~/components/toaster'
import { AUTH_MESSAGES, checkAadhaar, isAadhaarVerified, loginSchema, registerFormSchema } from '~/domain/auth'
import { formToObject, type FieldErrors } from '~/domain/form'
import type { Toast } from '~/domain/toast'
import { useRootData } from '~/components/root-data'
import { msg } from '~/i18n/message'
import { useT } from '~/i18n/use-t'

export type AuthMode = 'login' | 'register'

/**
 * What the form reads of the /login and /register actions' answers when they do not
 * redirect. The routes pass their inferred action data in, so TypeScript checks every
 * answer against this; the dialog's fetcher reads the same answers.
 */
export type AuthActionData = {
  errors?: FieldErrors
  /** A message for the whole form (wrong credentials, too many attempts). */
  formError?: string
  toast?: Toast
  /** Entered values (never passwords), so a page rendered without JavaScript keeps them. */
  values?: Record<string, string>
  /** The Aadhaar number the server verified, for the no-JavaScript path of the Verify button. */
  aadhaarVerified?: string
}

/** The name of the Verify button, which the /register action recognises. */
export const VERIFY_BUTTON = 'verifyAadhaar'

export const TOGGLE_TO_REGISTER = msg("Don't have an account? Register")
export const TOGGLE_TO_LOGIN = msg('Already have an account? Login')

/**
 * The login/register form, used on /login and /register (plain navigation, so it works
 * before JavaScript loads) and in the header's dialog (a fetcher, so the page stays put).
 * The same zod schemas check the fields here and again in the actions.
 */
export function AuthForm({
  variant,
  mode,
  onModeChange,
  redirectTo,
  actionData,
}: {
  variant: 'page' | 'dialog'
  mode: AuthMode
  /** Dialog only: switch modes in place instead of navigating. */
  onModeChange?: (mode: AuthMode) => void
  /** Where to go after signing in; defaults to the account page (or the admin panel). */
  redirectTo?: string | undefined
  /** Page only: the route's action data. */
  actionData?: AuthActionData | undefined
}) {
  const { googleSignIn } = useRootData()
  const t = useT()
  const fetcher = useFetcher<AuthActionData>()
  const navigation = useNavigation()
  const notify = useToast()
  // The page's own language: the action answers, and redirects, in it.
  const action = t.path(mode === 'login' ? '/login' : '/register')
  const data = variant === 'dialog' ? fetcher.data : actionData
  const busy = variant === 'dialog' ? fetcher.state !== 'idle' : navigation.state !== 'idle' && navigation.formAction === action

  const [verified, setVerified] = useState<string>(data?.aadhaarVerified ?? '')
  const [hydrated, setHydrated] = useState(false)
  const form = useForm({ serverErrors: data?.errors })
  const formRef = form.formRef
  const prefix = useId()
  const id = (name: string) => `${prefix}-${name}`

  useEffect(() => setHydrated(true), [])

  // A server answer's toast is the spec's alert; its errors replace what the browser found.
  useEffect(() => {
    if (!data) return
    if (data.aadhaarVerified) {
      // The number may have changed since it was sent (typed before hydration, say).
      const input = formRef.current?.elements.namedItem('aadhaar')
      const current = input instanceof HTMLInputElement ? input.value.trim() : data.aadhaarVerified
      setVerified(current === data.aadhaarVerified ? current : '')
    }
    if (data.toast) notify(data.toast)
  }, [data, notify, formRef])

  // A different mode is a different form.
  const { reset } = form
  useEffect(() => reset(), [mode, reset])

  const errors = form.errors
  const values = data?.values ?? {}
  const clearError = (name: string) => form.clear(name)

  function verifyAadhaar() {
    const input = formRef.current?.elements.namedItem('aadhaar')
    const value = input instanceof HTMLInputElement ? input.value.trim() : ''
    const result = checkAadhaar(value)
    if (result.ok) {
      setVerified(value)
      clearError('aadhaar')
      notify({ type: 'success', message: AUTH_MESSAGES.aadhaarVerified })
    } else {
      notify({ type: 'error', message: result.message })
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    if (submitter instanceof HTMLButtonElement && submitter.name === VERIFY_BUTTON) {
      event.preventDefault()
      verifyAadhaar()
      return
    }
    if (!form.check(event, mode === 'login' ? loginSchema : registerFormSchema)) return
    if (mode === 'register' && !isAadhaarVerified(formToObject(new FormData(event.currentTarget)))) {
      event.preventDefault()
      notify({ type: 'error', message: AUTH_MESSAGES.verifyFirst })
    }
  }

  const FormTag = variant === 'dialog' ? fetcher.Form : Form
  const showFormError = data?.formError && !hydrated

  return (
    <div className={`auth-form auth-form--${mode}`}>
      {/* data-hold-submit: a tap on Verify or Register before hydration waits for React rather
          than post the form as plain HTML, whose answer cannot give the passwords back. */}
      <FormTag
        method="post"
        action={action}
        noValidate
        ref={formRef}
        onSubmit={onSubmit}
        className="form"
        aria-label={mode === 'login' ? t('Login') : t('Register')}
        data-hold-submit=""
      >
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        {showFormError ? (
          <p className="auth-form__error" role="alert">
            {t(data.formError ?? '')}
          </p>
        ) : null}

        {mode === 'register' ? (
          <Field
            id={id('name')}
            label={t('Full Name')}
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={values.name}
            error={errors.name}
            onChange={() => clearError('name')}
          />
        ) : null}
        <Field
          id={id('email')}
          label={t('E-mail')}
          name="email"
          type="email"
          autoComplete={mode === 'login' ? 'username' : 'email'}
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={254}
          defaultValue={values.email}
          error={errors.email}
          onChange={() => clearError('email')}
        />

        {mode === 'register' ? (
          <>
            <div className="form__row">
              <Field
                id={id('mobile')}
                label={t('Mobile')}
                name="mobile"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                required
                maxLength={10}
                defaultValue={values.mobile}
                error={errors.mobile}
                onChange={() => clearError('mobile')}
              />
              <Field
                id={id('pin')}
                label={t('PIN Code')}
                name="pin"
                inputMode="numeric"
                autoComplete="postal-code"
                required
                maxLength={6}
                defaultValue={values.pin}
                error={errors.pin}
                onChange={() => clearError('pin')}
              />
            </div>
            <Field
              id={id('address')}
              label={t('Address')}
              name="address"
              autoComplete="street-address"
              required
              maxLength={300}
              defaultValue={values.address}
              error={errors.address}
              onChange={() => clearError('address')}
            />
            <AadhaarField
              id={id('aadhaar')}
              defaultValue={values.aadhaar}
              error={errors.aadhaar}
              verified={verified}
              onEdit={(value) => {
                clearError('aadhaar')
                if (verified && value.trim() !== verified) setVerified('')
              }}
            />
          </>
        ) : null}

        <div className={mode === 'register' ? 'form__row' : 'auth-form__single'}>
          <Field
            id={id('password')}
            label={t('Password')}
            name="password"
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
            maxLength={128}
            error={errors.password}
            onChange={() => clearError('password')}
          />
          {mode === 'register' ? (
            <Field
              id={id('confirmPassword')}
              label={t('Confirm Password')}
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
              maxLength={128}
              error={errors.confirmPassword}
              onChange={() => clearError('confirmPassword')}
            />
          ) : null}
        </div>
        {mode === 'login' ? (
          <p className="auth-form__forgot">
            <Link to={t.path('/forgot-password')}>{t('Forgot password?')}</Link>
          </p>
        ) : null}

        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          {busy ? (mode === 'login' ? t('Logging in…') : t('Registering…')) : mode === 'login' ? t('Login') : t('Register')}
        </button>
      </FormTag>

      {googleSignIn ? (
        <>
          <p className="auth-form__divider">
            <span>{t('or')}</span>
          </p>
          <Form method="post" action={t.path('/login')} className="auth-form__google">
            <input type="hidden" name="intent" value="google" />
            <button type="submit" className="btn btn--ghost btn--block btn--google">
              <GoogleMark />
              {t('Sign in with Google')}
            </button>
          </Form>
        </>
      ) : null}

      <p className="auth-form__toggle">
        {variant === 'dialog' && onModeChange ? (
          <button type="button" className="link-button" onClick={() => onModeChange(mode === 'login' ? 'register' : 'login')}>
            {t(mode === 'login' ? TOGGLE_TO_REGISTER : TOGGLE_TO_LOGIN)}
          </button>
        ) : (
          <Link to={withRedirect(t.path(mode === 'login' ? '/register' : '/login'), redirectTo)}>
            {t(mode === 'login' ? TOGGLE_TO_REGISTER : TOGGLE_TO_LOGIN)}
          </Link>
        )}
      </p>
    </div>
  )
}

function withRedirect(path: string, redirectTo: string | undefined): string {
  return redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path
}

/**
 * Aadhaar number with its Verify button. The button checks the number in the browser (no
 * server call, docs/product.md §Accounts); without JavaScript it submits and the server does the same check.
 */
function AadhaarField({
  id,
  defaultValue,
  error,
  verified,
  onEdit,
}: {
  id: string
  defaultValue: string | undefined
  error: string | undefined
  verified: string
  onEdit: (value: string) => void
}) {
  const t = useT()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const isVerified = verified !== ''
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('Aadhar Card Number')}
      </label>
      <div className="aadhaar-field">
        <input
          id={id}
          name="aadhaar"
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={12}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          onChange={(e) => onEdit(e.currentTarget.value)}
        />
        <button type="submit" name={VERIFY_BUTTON} value="yes" formNoValidate className="btn btn--accent aadhaar-field__button" disabled={isVerified}>
          {t('Verify Aadhar Card')}
        </button>
      </div>
      <input type="hidden" name="aadhaarVerified" value={verified} />
      <p id={hintId} className="field__hint">
        {isVerified ? t('✓ Verified. Stored encrypted, shown only as XXXX XXXX 1234.') : t('12 digits. Verify it before registering.')}
      </p>
      {error ? (
        <p id={errorId} className="field__error">
          {t(error)}
        </p>
      ) : null}
    </div>
  )
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2c-2 1.5-4.5 2.4-7.2 2.4-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  )
}
