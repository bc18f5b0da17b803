import { PageShell } from '~/components/page-shell'
import { AuthForm, type AuthActionData, type AuthMode } from './auth-form'

const PERKS = ['Book a cab or a tour car in a minute', 'See every booking in one place', 'Your Aadhaar number stays encrypted']

/**
 * /login and /register: the form beside a short welcome, one column on phones. The welcome
 * comes after the form in the document, as it does on a phone's screen: the browser may paint
 * before it has parsed the whole form, and a welcome moved below it with CSS would then jump.
 */
export function AuthPage({ mode, redirectTo, actionData }: { mode: AuthMode; redirectTo: string | undefined; actionData: AuthActionData | undefined }) {
  return (
    <PageShell>
      <div className="auth-page">
        <section className="auth-page__card panel" aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth-page__title">
            {mode === 'login' ? 'Login' : 'Register'}
          </h1>
          <p className="auth-page__lead">{mode === 'login' ? 'Log in with your e-mail and password.' : 'A few details and you are ready to book.'}</p>
          <AuthForm variant="page" mode={mode} redirectTo={redirectTo} actionData={actionData} />
        </section>
        <div className="auth-page__welcome">
          <p className="auth-page__eyebrow">Yatri account</p>
          <p className="auth-page__headline">{mode === 'login' ? 'Welcome back, traveller.' : 'Your next journey starts here.'}</p>
          <ul className="auth-page__perks">
            {PERKS.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
        </div>
      </div>
    </PageShell>
  )
}
