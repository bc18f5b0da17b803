import { PageShell } from '~/components/page-shell'
import { msg } from '~/i18n/message'
import { useT } from '~/i18n/use-t'
import { AuthForm, type AuthActionData, type AuthMode } from './auth-form'

const PERKS = [msg('Book a cab or a tour car in a minute'), msg('See every booking in one place'), msg('Your Aadhaar number stays encrypted')]

/**
 * /login and /register: the form beside a short welcome, one column on phones. The welcome
 * comes after the form in the document, as it does on a phone's screen: the browser may paint
 * before it has parsed the whole form, and a welcome moved below it with CSS would then jump.
 */
export function AuthPage({ mode, redirectTo, actionData }: { mode: AuthMode; redirectTo: string | undefined; actionData: AuthActionData | undefined }) {
  const t = useT()
  return (
    <PageShell>
      <div className="auth-page">
        <section className="auth-page__card panel" aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth-page__title">
            {mode === 'login' ? t('Login') : t('Register')}
          </h1>
          <p className="auth-page__lead">{mode === 'login' ? t('Log in with your e-mail and password.') : t('A few details and you are ready to book.')}</p>
          <AuthForm variant="page" mode={mode} redirectTo={redirectTo} actionData={actionData} />
        </section>
        <div className="auth-page__welcome">
          <p className="auth-page__eyebrow">{t('Yatri account')}</p>
          <p className="auth-page__headline">{mode === 'login' ? t('Welcome back, traveller.') : t('Your next journey starts here.')}</p>
          <ul className="auth-page__perks">
            {PERKS.map((perk) => (
              <li key={perk}>{t(perk)}</li>
            ))}
          </ul>
        </div>
      </div>
    </PageShell>
  )
}
