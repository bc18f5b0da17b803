import { useEffect, useState, type ReactNode } from 'react'
import { Form, Link, useLocation, useNavigation } from 'react-router'
import { PageShell } from '~/components/page-shell'
import { useToast } from '~/components/toaster'
import { Field } from '~/components/ui/field'
import { Modal } from '~/components/ui/modal'
import { useForm, type FormErrors } from '~/components/ui/use-form'
import { AUTH_MESSAGES, changePasswordSchema, profileUpdateSchema, type Profile } from '~/domain/auth'
import type { FieldErrors } from '~/domain/form'
import type { Toast } from '~/domain/toast'
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '~/i18n/languages'
import { msg } from '~/i18n/message'
import { useT } from '~/i18n/use-t'

/**
 * What the page reads of the /personal-info action's answers. The route passes its inferred
 * action data in, so TypeScript checks every answer against this.
 */
export type AccountActionData = {
  intent: 'change-password' | 'update-profile' | 'delete-account' | 'resend-verification' | 'sign-out-others' | 'none'
  ok?: boolean
  errors?: FieldErrors
  toast?: Toast
}

type Open = { password: boolean; profile: boolean; delete: boolean }

/** PERSONAL ACCOUNT (docs/product.md §Accounts): details, Change Password, Delete Account. */
export function AccountPage({
  profile,
  language,
  open,
  actionData,
}: {
  profile: Profile | null
  language: Lang
  open: Open
  actionData: AccountActionData | undefined
}) {
  const notify = useToast()
  const t = useT()

  useEffect(() => {
    if (actionData?.toast) notify(actionData.toast)
  }, [actionData, notify])

  if (!profile) {
    return (
      <PageShell>
        <div className="account">
          <h1 className="account__title">{t('PERSONAL ACCOUNT')}</h1>
          <p className="empty-state">{t(AUTH_MESSAGES.noUserData)}</p>
        </div>
      </PageShell>
    )
  }

  return (
    <PageShell>
      <div className="account">
        <header className="account__head">
          <div className="account__avatar" aria-hidden="true">
            {initials(profile.name)}
          </div>
          <div>
            <h1 className="account__title">{t('PERSONAL ACCOUNT')}</h1>
            <p className="account__name">{profile.name}</p>
          </div>
        </header>

        {profile.emailVerified ? null : <VerifyNotice />}

        {profile.complete ? null : <CompleteProfile profile={profile} data={actionData} />}

        <section className="panel account__section" aria-labelledby="details-title">
          <div className="account__section-head">
            <h2 id="details-title" className="account__section-title">
              {t('Your details')}
            </h2>
            {profile.complete ? <EditProfile profile={profile} data={actionData} initiallyOpen={open.profile} /> : null}
          </div>
          <dl className="account__details">
            <Detail term={t('Name')}>{profile.name}</Detail>
            <Detail term={t('Email')}>{profile.email}</Detail>
            <Detail term={t('Mobile')}>{profile.mobile || <Missing />}</Detail>
            <Detail term={t('Address')}>{profile.address || <Missing />}</Detail>
            <Detail term={t('PIN')}>{profile.pin || <Missing />}</Detail>
            <Detail term={t('Aadhar Card Number')}>{profile.aadhaarMasked || <Missing />}</Detail>
          </dl>
        </section>

        <LanguageSection language={language} />

        <PasswordSection hasPassword={profile.hasPassword} data={actionData} initiallyOpen={open.password} />

        <YourDataSection />

        <DeleteSection initiallyOpen={open.delete} />
      </div>
    </PageShell>
  )
}

/** docs/product.md §Recovery: until the mail's link is followed. Booking stays open meanwhile. */
function VerifyNotice() {
  const t = useT()
  const busy = useBusy('resend-verification')
  return (
    <section className="panel account__section account__section--notice account__verify" aria-labelledby="verify-title">
      <p id="verify-title" className="account__verify-text">
        {t(AUTH_MESSAGES.verifyNotice)}
      </p>
      <Form method="post" className="account__verify-form">
        <input type="hidden" name="intent" value="resend-verification" />
        <button type="submit" className="btn btn--ghost" disabled={busy}>
          {busy ? t('Sending…') : t('Resend')}
        </button>
      </Form>
    </section>
  )
}

/**
 * The account's language: the site's pages and the mails it sends. The header's switcher
 * posts to the same place (app/routes/language.ts), which stores it on the account too.
 */
function LanguageSection({ language }: { language: Lang }) {
  const t = useT()
  const { pathname } = useLocation()
  return (
    <section className="panel account__section" aria-labelledby="language-title">
      <h2 id="language-title" className="account__section-title">
        {t('Language')}
      </h2>
      <Form method="post" action="/language" reloadDocument className="form account__language">
        <input type="hidden" name="returnTo" value={pathname} />
        <div className="field">
          <label className="field__label" htmlFor="account-language">
            {t('Language of the site and of our e-mails')}
          </label>
          <select id="account-language" name="lang" defaultValue={language} className="field__input">
            {LANGUAGES.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {LANGUAGE_NAMES[lang]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <button type="submit" className="btn btn--ghost">
            {t('Save language')}
          </button>
        </div>
      </Form>
    </section>
  )
}

/** "Download my data" and "Sign out of other devices". */
function YourDataSection() {
  const t = useT()
  const busy = useBusy('sign-out-others')
  return (
    <section className="panel account__section" aria-labelledby="data-title">
      <h2 id="data-title" className="account__section-title">
        {t('Your data and devices')}
      </h2>
      <p className="field__hint">{t('A JSON file of your details, bookings and feedback; the Aadhar number in it is masked.')}</p>
      <div className="account__actions">
        {/* A plain form: the answer is a file to save, not a page for the router. */}
        <form method="post" action="/personal-info/data">
          <button type="submit" className="btn btn--ghost">
            {t('Download my data')}
          </button>
        </form>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out-others" />
          <button type="submit" className="btn btn--ghost" disabled={busy}>
            {busy ? t('Signing out…') : t('Sign out of other devices')}
          </button>
        </Form>
      </div>
    </section>
  )
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="account__detail">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function Missing() {
  const t = useT()
  return <span className="account__missing">{t('Not provided yet')}</span>
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?'
}

function useBusy(intent: string): boolean {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

function ProfileFields({ profile, errors, clear }: { profile: Profile; errors: FormErrors; clear: (name: string) => void }) {
  const t = useT()
  return (
    <>
      <div className="form__row">
        <Field
          label={t('Mobile')}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          maxLength={10}
          defaultValue={profile.mobile}
          error={errors.mobile}
          onChange={() => clear('mobile')}
        />
        <Field
          label={t('PIN Code')}
          name="pin"
          inputMode="numeric"
          autoComplete="postal-code"
          required
          maxLength={6}
          defaultValue={profile.pin}
          error={errors.pin}
          onChange={() => clear('pin')}
        />
      </div>
      <Field
        label={t('Address')}
        name="address"
        autoComplete="street-address"
        required
        maxLength={300}
        defaultValue={profile.address}
        error={errors.address}
        onChange={() => clear('address')}
      />
      <Field
        label={t('Aadhar Card Number')}
        name="aadhaar"
        inputMode="numeric"
        autoComplete="off"
        required={!profile.aadhaarMasked}
        maxLength={12}
        hint={
          profile.aadhaarMasked
            ? t('On file: {aadhaar}. Leave blank to keep it.', { aadhaar: profile.aadhaarMasked })
            : t('12 digits. Stored encrypted, shown only as XXXX XXXX 1234.')
        }
        error={errors.aadhaar}
        onChange={() => clear('aadhaar')}
      />
    </>
  )
}

/** After a Google first sign-in: the details a booking needs, asked for up front. */
function CompleteProfile({ profile, data }: { profile: Profile; data: AccountActionData | undefined }) {
  const t = useT()
  const form = useForm({ serverErrors: data?.intent === 'update-profile' ? data.errors : undefined })
  const schema = profileUpdateSchema({ hasAadhaar: profile.aadhaarMasked !== '' })
  const busy = useBusy('update-profile')
  return (
    <section className="panel account__section account__section--notice" aria-labelledby="complete-title">
      <h2 id="complete-title" className="account__section-title">
        {t('Complete your profile')}
      </h2>
      <p className="field__hint">{t('Add your mobile number, address, PIN code and Aadhar Card Number so that you can book a car.')}</p>
      <Form method="post" ref={form.formRef} className="form" noValidate onSubmit={(e) => form.check(e, schema)}>
        <input type="hidden" name="intent" value="update-profile" />
        <ProfileFields profile={profile} errors={form.errors} clear={form.clear} />
        <div>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? t('Saving…') : t('Save details')}
          </button>
        </div>
      </Form>
    </section>
  )
}

function EditProfile({ profile, data, initiallyOpen }: { profile: Profile; data: AccountActionData | undefined; initiallyOpen: boolean }) {
  const t = useT()
  const [open, setOpen] = useState(initiallyOpen)
  const form = useForm({ serverErrors: data?.intent === 'update-profile' ? data.errors : undefined })
  const schema = profileUpdateSchema({ hasAadhaar: profile.aadhaarMasked !== '' })
  const busy = useBusy('update-profile')

  useEffect(() => {
    if (data?.intent === 'update-profile' && data.ok) setOpen(false)
  }, [data])

  return (
    <>
      <ToggleLink open={open} onToggle={setOpen} param="edit=profile" openText={msg('Edit details')} />
      {open ? (
        <Form method="post" ref={form.formRef} className="form account__edit" noValidate onSubmit={(e) => form.check(e, schema)} aria-label={t('Edit details')}>
          <input type="hidden" name="intent" value="update-profile" />
          <ProfileFields profile={profile} errors={form.errors} clear={form.clear} />
          <div>
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? t('Saving…') : t('Save details')}
            </button>
          </div>
        </Form>
      ) : null}
    </>
  )
}

/**
 * "Change Password" becomes "Cancel" while editing; "Save Password" only then.
 * A link to ?change=password underneath, so it also works before JavaScript loads.
 */
function ToggleLink({ open, onToggle, param, openText }: { open: boolean; onToggle: (open: boolean) => void; param: string; openText: string }) {
  const t = useT()
  return (
    <Link
      to={open ? '.' : `?${param}`}
      replace
      preventScrollReset
      className="btn btn--ghost account__toggle"
      role="button"
      aria-expanded={open}
      onClick={(event) => {
        event.preventDefault()
        onToggle(!open)
      }}
    >
      {open ? t('Cancel') : t(openText)}
    </Link>
  )
}

function PasswordSection({ hasPassword, data, initiallyOpen }: { hasPassword: boolean; data: AccountActionData | undefined; initiallyOpen: boolean }) {
  const t = useT()
  const [open, setOpen] = useState(initiallyOpen)
  const notify = useToast()
  const form = useForm({ serverErrors: data?.intent === 'change-password' ? data.errors : undefined })
  const schema = changePasswordSchema({ hasPassword })
  const busy = useBusy('change-password')

  useEffect(() => {
    // Success clears and hides the input.
    if (data?.intent === 'change-password' && data.ok) {
      form.formRef.current?.reset()
      setOpen(false)
    }
  }, [data, form.formRef])

  return (
    <section className="panel account__section" aria-labelledby="password-title">
      <div className="account__section-head">
        <h2 id="password-title" className="account__section-title">
          {t('Password')}
        </h2>
        <ToggleLink open={open} onToggle={setOpen} param="change=password" openText={msg('Change Password')} />
      </div>
      {open ? (
        <Form
          method="post"
          ref={form.formRef}
          className="form account__edit"
          noValidate
          aria-label={t('Change password')}
          onSubmit={(e) =>
            form.check(e, schema, (found) => {
              if (found.newPassword === AUTH_MESSAGES.blankNewPassword) notify({ type: 'error', message: AUTH_MESSAGES.blankNewPassword })
            })
          }
        >
          <input type="hidden" name="intent" value="change-password" />
          {hasPassword ? (
            <Field
              label={t('Current password')}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              maxLength={128}
              error={form.errors.currentPassword}
              onChange={() => form.clear('currentPassword')}
            />
          ) : (
            <p className="field__hint">{t('You signed up with Google. Set a password to log in with your e-mail too.')}</p>
          )}
          <Field
            label={t('New password')}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            maxLength={128}
            hint={t('8+ characters with an uppercase letter, a number and one of @$!%*?&#. Your other devices will be signed out.')}
            error={form.errors.newPassword}
            onChange={() => form.clear('newPassword')}
          />
          <div>
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? t('Saving…') : t('Save Password')}
            </button>
          </div>
        </Form>
      ) : (
        <p className="field__hint">{hasPassword ? t('Change the password you log in with.') : t('You have no password yet; you sign in with Google.')}</p>
      )}
    </section>
  )
}

function DeleteSection({ initiallyOpen }: { initiallyOpen: boolean }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  const busy = useBusy('delete-account')
  useEffect(() => setHydrated(true), [])

  const confirmForm = (
    <Form method="post" className="dialog__actions">
      <input type="hidden" name="intent" value="delete-account" />
      {hydrated ? (
        <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)}>
          {t('Cancel')}
        </button>
      ) : (
        <Link to="." className="btn btn--ghost">
          {t('Cancel')}
        </Link>
      )}
      <button type="submit" className="btn btn--danger" disabled={busy}>
        {busy ? t('Deleting…') : t('Yes, delete my account')}
      </button>
    </Form>
  )

  return (
    <section className="panel account__section account__section--danger" aria-labelledby="delete-title">
      <h2 id="delete-title" className="account__section-title">
        {t('Delete Account')}
      </h2>
      <p className="field__hint">{t('This removes your account, your bookings and your feedback for good.')}</p>
      {/* Before JavaScript loads the question is asked inline instead of in a dialog. */}
      {!hydrated && initiallyOpen ? (
        <div className="account__confirm" role="group" aria-label={t('Confirm deletion')}>
          <p>{t(AUTH_MESSAGES.deleteQuestion)}</p>
          {confirmForm}
        </div>
      ) : (
        <div>
          <Link
            to="?confirm=delete"
            preventScrollReset
            role="button"
            aria-haspopup="dialog"
            className="btn btn--danger"
            onClick={(event) => {
              event.preventDefault()
              setOpen(true)
            }}
          >
            {t('Delete Account')}
          </Link>
        </div>
      )}
      <Modal open={open} onOpenChange={setOpen} title={t('Delete account?')} description={t(AUTH_MESSAGES.deleteQuestion)} className="account__dialog">
        {confirmForm}
      </Modal>
    </section>
  )
}
