import type { ContactInput, ContactSource } from '~/domain/contact'
import { contactMessageSubject, type EmailBusiness, type MailLang } from '~/domain/mail'
import { msg } from '~/i18n/message'
import { DetailsTable, EmailLayout, Heading, Paragraph, Quote } from './email-layout'
import { mailTranslator } from './mail-text'

const PAGE_NAMES: Record<ContactSource, string> = { home: msg('Home page'), contact: msg('Contact page'), contactNav: msg('Contact page (menu)') }

/** To the owner, in the owner's language: one Get In Touch message. Replying answers the sender directly. */
export function ContactMessageEmail({
  message,
  source,
  receivedAt,
  business,
  lang = 'en',
}: {
  message: ContactInput
  source: ContactSource
  receivedAt: string
  business: EmailBusiness
} & MailLang) {
  const t = mailTranslator(lang)
  return (
    <EmailLayout title={contactMessageSubject(message.name, lang)} business={business} lang={lang}>
      <Heading>{t('New message from the website')}</Heading>
      <Paragraph>{t('Reply to this e-mail to answer {name} directly.', { name: message.name })}</Paragraph>
      <DetailsTable
        rows={[
          [t('Name'), message.name],
          [t('Email'), <a href={`mailto:${message.email}`}>{message.email}</a>],
          [t('Phone'), <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{message.phone}</a>],
          [t('Sent from'), t(PAGE_NAMES[source])],
          [t('Received'), receivedAt],
        ]}
      />
      <Quote>{message.message}</Quote>
    </EmailLayout>
  )
}
