import type { ContactInput, ContactSource } from '~/domain/contact'
import { contactMessageSubject, emailBusiness } from '~/domain/mail'
import type { Config } from '~/services/config.server'
import type { DB } from '~/services/db.server'
import type { EventBus } from '~/services/events.server'
import type { Logger } from '~/services/logger.server'
import { enqueueMail } from '~/services/mail.server'
import { LOCALES } from '~/i18n/languages'
import { readOwnerLanguage } from './owner-language.server'

/**
 * Stores a Get In Touch message and its e-mail to the owner in one transaction: once the
 * visitor sees the thank-you, the message is on disk and its mail will go out, whatever
 * happens to the SMTP server or this process afterwards.
 */
export async function saveContactMessage({
  db,
  events,
  log,
  config,
  message,
  source,
}: {
  db: DB
  events: EventBus
  log: Logger
  config: Pick<Config, 'contactTo' | 'business' | 'timeZone'>
  message: ContactInput
  source: ContactSource
}): Promise<{ id: number }> {
  const now = new Date()
  const row = await db.transaction().execute(async (trx) => {
    // The mail goes to the owner, in the owner's language, the time of day included.
    const lang = await readOwnerLanguage(trx)
    const receivedAt = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: config.timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(now)
    const saved = await trx
      .insertInto('contactMessage')
      .values({ ...message, source, createdAt: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
    await enqueueMail(trx, {
      kind: 'contact',
      refId: String(saved.id),
      to: config.contactTo,
      replyTo: { name: message.name, address: message.email },
      subject: contactMessageSubject(message.name, lang),
      props: {
        message: { name: message.name, email: message.email, phone: message.phone, message: message.message },
        source,
        receivedAt,
        business: emailBusiness(config.business),
        lang,
      },
    })
    return saved
  })
  try {
    await events.publish('message', { id: row.id })
  } catch (error) {
    // The outbox worker's poll picks the mail up anyway; only the admin's live view waits.
    log.warn({ err: error, contactMessageId: row.id }, 'could not announce a new contact message')
  }
  return { id: row.id }
}
