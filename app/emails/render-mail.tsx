import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { isMailKind, MailPayloadError, readMailPayload, type MailKind, type MailProps } from '~/domain/mail'
import { EmailVerificationEmail, PasswordResetEmail } from './account-emails'
import { BookingConfirmationEmail, BookingNoticeEmail } from './booking-emails'
import { ContactMessageEmail } from './contact-message-email'
import { TripCancelledEmail, TripCancelledNoticeEmail, TripCompletedEmail, TripConfirmedEmail, TripDriverEmail, TripReminderEmail } from './trip-emails'

const TEMPLATES: { [K in MailKind]: (props: MailProps[K]) => ReactElement } = {
  'booking-confirmation': (props) => <BookingConfirmationEmail {...props} />,
  'booking-notice': (props) => <BookingNoticeEmail {...props} />,
  contact: (props) => <ContactMessageEmail {...props} />,
  'trip-confirmed': (props) => <TripConfirmedEmail {...props} />,
  'trip-driver': (props) => <TripDriverEmail {...props} />,
  'trip-cancelled': (props) => <TripCancelledEmail {...props} />,
  'trip-cancelled-notice': (props) => <TripCancelledNoticeEmail {...props} />,
  'trip-completed': (props) => <TripCompletedEmail {...props} />,
  'trip-reminder': (props) => <TripReminderEmail {...props} />,
  'password-reset': (props) => <PasswordResetEmail {...props} />,
  'email-verification': (props) => <EmailVerificationEmail {...props} />,
}

function mailElement<K extends MailKind>(kind: K, props: MailProps[K]): ReactElement {
  return TEMPLATES[kind](props)
}

/** What the outbox worker hands over: a stored row's kind and either its props or a body rendered by older versions. */
export type QueuedMail = { kind: string; html: string | null; text: string | null; payload: string | null }

/**
 * The HTML and text of an outbox row: rendered from its checked props, or as stored by older
 * versions. Throws MailPayloadError for a row that can never become a mail.
 */
export function renderQueuedMail(row: QueuedMail): { html: string; text: string; attachments?: MailAttachment[] } {
  if (row.payload === null) {
    if (row.html === null || row.text === null) throw new MailPayloadError('Outbox row has neither a payload nor a rendered body')
    return { html: row.html, text: row.text }
  }
  if (!isMailKind(row.kind)) throw new MailPayloadError(`No mail template for kind ${JSON.stringify(row.kind)}`)
  const props = readMailPayload(row.kind, row.payload)
  const rendered = renderEmail(mailElement(row.kind, props))
  // The driver and cancellation mails carry the trip's calendar file, made when they were queued.
  const calendar = 'calendar' in props ? props.calendar : undefined
  if (!calendar) return rendered
  return {
    ...rendered,
    attachments: [{ filename: calendar.filename, content: calendar.content, contentType: `text/calendar; charset=utf-8; method=${calendar.method}` }],
  }
}

export type MailAttachment = { filename: string; content: string; contentType: string }

export function renderEmail(body: ReactElement): { html: string; text: string } {
  const markup = renderToStaticMarkup(body)
  return { html: `<!DOCTYPE html>${markup}`, text: htmlToText(markup) }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole
    }
    return ENTITIES[code.toLowerCase()] ?? whole
  })
}

/**
 * The plain-text part, derived from the same rendered markup so the two never disagree.
 * Our e-mail components use a small set of tags (headings, paragraphs, detail tables,
 * links), and this follows exactly those.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<head[\s\S]*?<\/head>/gi, '')
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => {
      const plainLabel = label.replace(/<[^>]+>/g, '')
      // Phone numbers and addresses are their own label; web links need the address spelled out.
      if (/^(mailto|tel):/.test(href) || decodeEntities(href) === decodeEntities(plainLabel)) return plainLabel
      return `${plainLabel} (${href})`
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/th>/gi, ': ')
    .replace(/<\/(td|li)>/gi, '\n')
    .replace(/<\/(p|h1|h2|h3|div|table|ul)>/gi, '\n\n')
    .replace(/<hr[^>]*>/gi, '\n----\n\n')
    .replace(/<[^>]+>/g, '')
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
