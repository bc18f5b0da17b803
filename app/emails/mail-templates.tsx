import type { ReactElement } from 'react'
import type { ContactInput, ContactSource } from '~/domain/contact'
import { BookingConfirmationEmail, BookingNoticeEmail, type BookingMailDetails } from './booking-emails'
import { ContactMessageEmail } from './contact-message-email'
import type { EmailBusiness } from './email-layout'

type BookingMail = { booking: BookingMailDetails; account: { name: string; email: string }; business: EmailBusiness }

/**
 * Every kind of mail and what it is made from. The outbox stores these props as JSON and
 * the worker renders them when it sends, so they hold plain data only, the business
 * details included: a mail says what was true when it was queued.
 */
export type MailProps = {
  'booking-confirmation': BookingMail
  'booking-notice': BookingMail
  contact: { message: ContactInput; source: ContactSource; receivedAt: string; business: EmailBusiness }
}

export type MailKind = keyof MailProps

const TEMPLATES: { [K in MailKind]: (props: MailProps[K]) => ReactElement } = {
  'booking-confirmation': (props) => <BookingConfirmationEmail {...props} />,
  'booking-notice': (props) => <BookingNoticeEmail {...props} />,
  contact: (props) => <ContactMessageEmail {...props} />,
}

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(TEMPLATES, kind)
}

export function mailElement<K extends MailKind>(kind: K, props: MailProps[K]): ReactElement {
  return TEMPLATES[kind](props)
}

/** Only the details a mail shows, whatever else the configured business carries. */
export function emailBusiness({ name, phone, email, address, whatsapp }: EmailBusiness): EmailBusiness {
  return { name, phone, email, address, whatsapp }
}
