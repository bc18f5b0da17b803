import type { Kysely, Transaction } from 'kysely'
import nodemailer from 'nodemailer'
import { writeMailPayload, type MailKind, type MailProps } from '~/domain/mail'
import type { Database, OutboxTable } from './db.server'
import type { Logger } from './logger.server'

/**
 * All mail leaves through two doors: `enqueueMail` stores it in the outbox (inside the
 * caller's transaction, so a saved message always has its mail), and `sendEmail` is the only
 * place that talks to the SMTP server. The outbox worker (outbox.server.ts) connects the two,
 * rendering each mail from its stored props just before it is sent (app/emails/render-mail.tsx).
 */

export type MailAddress = string | { name: string; address: string }

export type MailToQueue<K extends MailKind = MailKind> = {
  kind: K
  /** The row the mail is about (contact message id, booking id), for the admin and for support. */
  refId?: string
  to: MailAddress
  replyTo?: MailAddress
  subject: string
  /** The props of the kind's template (app/domain/mail.ts); plain data, stored as versioned JSON. */
  props: MailProps[K]
}

type Executor = Kysely<Database> | Transaction<Database>

/** "Name" <address>, with the name quoted so commas and quotes cannot split the header. */
export function formatAddress(address: MailAddress): string {
  if (typeof address === 'string') return address
  const name = address.name
    .replace(/[\r\n]+/g, ' ')
    .replace(/["\\]/g, '\\$&')
    .trim()
  return name ? `"${name}" <${address.address}>` : address.address
}

export async function enqueueMail<K extends MailKind>(db: Executor, mail: MailToQueue<K>): Promise<number> {
  const row = await db.insertInto('outbox').values(outboxRow(mail)).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/**
 * The outbox row of a mail, due now. Rendering is left to the worker: here it cost more
 * than the rest of a booking.
 */
export function outboxRow<K extends MailKind>(mail: MailToQueue<K>): Omit<OutboxTable, 'id'> {
  const now = new Date().toISOString()
  return {
    kind: mail.kind,
    refId: mail.refId ?? null,
    to: formatAddress(mail.to),
    replyTo: mail.replyTo ? formatAddress(mail.replyTo) : null,
    subject: mail.subject.replace(/[\r\n]+/g, ' '),
    html: null,
    text: null,
    payload: writeMailPayload(mail.props),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    lockedUntil: null,
    lastError: null,
    createdAt: now,
    sentAt: null,
  }
}

export type MailAttachment = { filename: string; content: string; contentType: string }

export type OutgoingMail = Pick<OutboxTable, 'kind' | 'refId' | 'to' | 'replyTo' | 'subject' | 'createdAt'> & {
  id: number
  html: string
  text: string
  attachments?: MailAttachment[]
}

export type Mailer = {
  /** 'sent' once the SMTP server accepted it; 'logged' when no SMTP server is configured. Throws otherwise. */
  sendEmail: (mail: OutgoingMail) => Promise<'sent' | 'logged'>
  close: () => void
}

export function createMailer({ smtpUrl, from, log }: { smtpUrl: string | undefined; from: string; log: Logger }): Mailer {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost'
  if (!smtpUrl) {
    return {
      // Without SMTP the message is still stored in the database (and shown to the admin);
      // the log is the operator's copy. Booking mails carry only the masked Aadhaar number.
      sendEmail: async (mail) => {
        log.info(
          { outboxId: mail.id, kind: mail.kind, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, body: mail.text },
          'mail logged (SMTP_URL is not set)',
        )
        return 'logged'
      },
      close: () => {},
    }
  }
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Bounded so that one send always ends well inside the worker's lease.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  return {
    sendEmail: async (mail) => {
      await transport.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
        // Stable per outbox row: if a send is ever repeated after a crash, mail clients
        // and the owner's inbox can recognise the duplicate.
        messageId: `<outbox-${mail.id}-${Date.parse(mail.createdAt) || 0}@${domain}>`,
      })
      return 'sent'
    },
    close: () => transport.close(),
  }
}
