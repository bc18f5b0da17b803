import type { ContactInput, ContactSource } from '~/domain/contact'
import { contactMessageSubject, type EmailBusiness } from '~/domain/mail'
import { DetailsTable, EmailLayout, Heading, Paragraph, Quote } from './email-layout'

const PAGE_NAMES: Record<ContactSource, string> = { home: 'Home page', contact: 'Contact page', contactNav: 'Contact page (menu)' }

/** To the owner: one Get In Touch message. Replying answers the sender directly. */
export function ContactMessageEmail({
  message,
  source,
  receivedAt,
  business,
}: {
  message: ContactInput
  source: ContactSource
  receivedAt: string
  business: EmailBusiness
}) {
  return (
    <EmailLayout title={contactMessageSubject(message.name)} business={business}>
      <Heading>New message from the website</Heading>
      <Paragraph>Reply to this e-mail to answer {message.name} directly.</Paragraph>
      <DetailsTable
        rows={[
          ['Name', message.name],
          ['Email', <a href={`mailto:${message.email}`}>{message.email}</a>],
          ['Phone', <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{message.phone}</a>],
          ['Sent from', PAGE_NAMES[source]],
          ['Received', receivedAt],
        ]}
      />
      <Quote>{message.message}</Quote>
    </EmailLayout>
  )
}
