import { emailVerificationSubject, passwordResetSubject, type EmailBusiness, type MailLang } from '~/domain/mail'
import { mailTranslator } from './mail-text'
import type { Lang } from '~/i18n/languages'
import { EmailLayout, Heading, Paragraph } from './email-layout'

type LinkMailProps = { name: string; url: string; validMinutes: number; business: EmailBusiness } & MailLang

// The link is written out in full as well as behind the button: some mail clients show text only.
function LinkButton({ url, label }: { url: string; label: string }) {
  return (
    <p style={{ margin: '20px 0' }}>
      <a
        href={url}
        style={{
          display: 'inline-block',
          padding: '10px 18px',
          backgroundColor: '#0f766e',
          color: '#ffffff',
          borderRadius: 8,
          textDecoration: 'none',
          fontWeight: 600,
        }}
      >
        {label}
      </a>
    </p>
  )
}

function validFor(minutes: number, lang: Lang): string {
  const t = mailTranslator(lang)
  if (minutes === 60) return t('1 hour')
  return minutes % 60 === 0 ? t('{count} hours', { count: minutes / 60 }) : t('{count} minutes', { count: minutes })
}

/** docs/product.md §Recovery: the reset link, valid once and for one hour. */
export function PasswordResetEmail({ name, url, validMinutes, business, lang = 'en' }: LinkMailProps) {
  const t = mailTranslator(lang)
  return (
    <EmailLayout title={passwordResetSubject(business.name, lang)} business={business} lang={lang}>
      <Heading>{t('Reset your password')}</Heading>
      <Paragraph>{t('Hello {name},', { name })}</Paragraph>
      <Paragraph>
        {t('Someone, hopefully you, asked to reset the password of your {business} account. Open this link to choose a new password:', {
          business: business.name,
        })}
      </Paragraph>
      <LinkButton url={url} label={t('Choose a new password')} />
      <Paragraph>{t('Link: {url}', { url })}</Paragraph>
      <Paragraph>
        {t(
          'The link works once and for {duration}. Choosing a new password signs you out everywhere. If you did not ask for this, ignore this e-mail: your password stays as it is.',
          { duration: validFor(validMinutes, lang) },
        )}
      </Paragraph>
    </EmailLayout>
  )
}

/** docs/product.md §Recovery: sent after registration and on "Resend". */
export function EmailVerificationEmail({ name, url, validMinutes, business, lang = 'en' }: LinkMailProps) {
  const t = mailTranslator(lang)
  return (
    <EmailLayout title={emailVerificationSubject(business.name, lang)} business={business} lang={lang}>
      <Heading>{t('Please verify your e-mail address')}</Heading>
      <Paragraph>{t('Hello {name},', { name })}</Paragraph>
      <Paragraph>
        {t('Thank you for registering with {business}. Open this link to confirm that this e-mail address is yours:', { business: business.name })}
      </Paragraph>
      <LinkButton url={url} label={t('Verify my e-mail address')} />
      <Paragraph>{t('Link: {url}', { url })}</Paragraph>
      <Paragraph>
        {t('The link works for {duration}. After that, use Resend on your account page for a new one. If you did not register, ignore this e-mail.', {
          duration: validFor(validMinutes, lang),
        })}
      </Paragraph>
    </EmailLayout>
  )
}
