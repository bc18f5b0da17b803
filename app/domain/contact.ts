import { msg } from '~/i18n/message'

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, message: 2000 } as const

/** Messages (app/i18n/message.ts): they travel in English and are translated where shown. */
export const CONTACT_MESSAGES = {
  success: msg('Thank you for reaching out! We will get back to you soon.'),
  failed: msg('Failed to send message. Please try again later.'),
  tooMany: msg('You have sent several messages in a short time. Please wait 10 minutes and try again, or call us.'),
}

export const CONTACT_SOURCES = ['home', 'contact', 'contactNav'] as const
export type ContactSource = (typeof CONTACT_SOURCES)[number]

/** What the Get In Touch form sends, once checked (contact-schema.ts). */
export type ContactInput = { name: string; email: string; phone: string; message: string }

/** The hidden field a person never fills in; bots that fill every field give themselves away. */
export const HONEYPOT_FIELD = 'website'
