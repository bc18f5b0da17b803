import { emailVerificationSubject, passwordResetSubject, type EmailBusiness } from '~/domain/mail'
import { EmailLayout, Heading, Paragraph } from './email-layout'

type LinkMailProps = { name: string; url: string; validMinutes: number; business: EmailBusiness }

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

function validFor(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}` : `${minutes} minutes`
}

/** docs/product.md §Recovery: the reset link, valid once and for one hour. */
export function PasswordResetEmail({ name, url, validMinutes, business }: LinkMailProps) {
  return (
    <EmailLayout title={passwordResetSubject(business.name)} business={business}>
      <Heading>Reset your password</Heading>
      <Paragraph>Hello {name},</Paragraph>
      <Paragraph>Someone, hopefully you, asked to reset the password of your {business.name} account. Open this link to choose a new password:</Paragraph>
      <LinkButton url={url} label="Choose a new password" />
      <Paragraph>Link: {url}</Paragraph>
      <Paragraph>
        The link works once and for {validFor(validMinutes)}. Choosing a new password signs you out everywhere. If you did not ask for this, ignore this e-mail:
        your password stays as it is.
      </Paragraph>
    </EmailLayout>
  )
}

/** docs/product.md §Recovery: sent after registration and on "Resend". */
export function EmailVerificationEmail({ name, url, validMinutes, business }: LinkMailProps) {
  return (
    <EmailLayout title={emailVerificationSubject(business.name)} business={business}>
      <Heading>Please verify your e-mail address</Heading>
      <Paragraph>Hello {name},</Paragraph>
      <Paragraph>Thank you for registering with {business.name}. Open this link to confirm that this e-mail address is yours:</Paragraph>
      <LinkButton url={url} label="Verify my e-mail address" />
      <Paragraph>Link: {url}</Paragraph>
      <Paragraph>
        The link works for {validFor(validMinutes)}. After that, use Resend on your account page for a new one. If you did not register, ignore this e-mail.
      </Paragraph>
    </EmailLayout>
  )
}
