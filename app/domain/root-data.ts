import type { Lang } from '~/i18n/languages'
import type { Messages } from '~/i18n/message'
import type { SessionUser } from './auth'
import type { Business } from './business'
import type { Toast } from './toast'

/** What the root loader gives every page: the visitor, a one-time notice and site settings. */
export type RootData = {
  /** The page's language, from its address. */
  lang: Lang
  /** A language the browser prefers, offered on a first visit to the home page. */
  languageOffer?: LanguageOffer
  /** The shared messages (header, footer, forms, notices) in the page's language; none in English. */
  messages?: Messages
  /** In a document, the same named for the browser to fetch (app/i18n/document-messages.ts). */
  messageParts?: readonly string[]
  /** The catalogues' version, part of the address of those files. */
  messagesVersion?: string
  user: SessionUser | null
  toast: Toast | null
  business: Business
  publicUrl: string
  loaders: boolean
  /** The business's today (BUSINESS_TIMEZONE), e.g. the booking date picker's minimum. */
  today: string
  googleSignIn: boolean
}

/** The offer of the browser's language, written in that language. */
export type LanguageOffer = { lang: 'hi' | 'mr'; text: string; accept: string; decline: string }
