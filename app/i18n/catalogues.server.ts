import { createHash } from 'node:crypto'
import type { AppLoadContext } from 'react-router'
import type { Catalogue } from './catalogue'
import about from './catalogs/about'
import account from './catalogs/account'
import admin from './catalogs/admin'
import auth from './catalogs/auth'
import cars from './catalogs/cars'
import common from './catalogs/common'
import contact from './catalogs/contact'
import email from './catalogs/email'
import home from './catalogs/home'
import legal from './catalogs/legal'
import reviews from './catalogs/reviews'
import tours from './catalogs/tours'
import { isLang, type Lang } from './languages'
import { translate, type Messages, type Values } from './message'

/**
 * Every catalogue, on the server only: a loader sends the browser the messages of its own
 * part of the site in the page's language, so only those ship (docs/decisions/0020-languages.md).
 */
export const CATALOGUES = { about, account, admin, auth, cars, common, contact, email, home, legal, reviews, tours } satisfies Record<string, Catalogue>
export type Namespace = keyof typeof CATALOGUES

/** Names the catalogues' current wording in the address of the files the browser fetches. */
export const MESSAGES_VERSION = createHash('sha256').update(JSON.stringify(CATALOGUES)).digest('base64url').slice(0, 10)

export function isNamespace(part: string): part is Namespace {
  return Object.hasOwn(CATALOGUES, part)
}

const merged = new Map<string, Messages>()

/** The messages of these parts in a language; none for English, whose messages are their own text. */
export function messagesFor(lang: Lang, namespaces: readonly Namespace[]): Messages {
  if (lang === 'en') return {}
  const key = `${lang}:${namespaces.join(',')}`
  let messages = merged.get(key)
  if (!messages) {
    messages = Object.assign({}, ...namespaces.map((ns) => CATALOGUES[ns][lang])) as Messages
    merged.set(key, messages)
  }
  return messages
}

const ALL = Object.keys(CATALOGUES) as Namespace[]

/** A translator with every message, for what the server writes itself (e-mails, CSV, headers). */
export function serverTranslator(lang: Lang) {
  const messages = messagesFor(lang, ALL)
  return (message: string, values?: Values) => translate(lang, messages, message, values)
}

/** The page's language, from the route's `lang` parameter (the URL prefix); a prefix that is no language is a missing page. */
export function langOf(params: { lang?: string | undefined }): Lang {
  if (params.lang === undefined) return 'en'
  if (isLang(params.lang) && params.lang !== 'en') return params.lang
  throw new Response('Not Found', { status: 404 })
}

/**
 * What a loader adds to its data so its page can speak the visitor's language; nothing on an
 * English page, whose messages are their own text (every byte of the home page's document counts).
 * A document only names its parts, which the browser fetches as files (app/i18n/document-messages.ts);
 * route data fetched by a page already open carries them.
 */
export function pageMessages(
  { params, context }: { params: { lang?: string | undefined }; context: Pick<AppLoadContext, 'dataRequest'> },
  ...namespaces: Namespace[]
): { messages?: Messages; messageParts?: Namespace[] } {
  const lang = langOf(params)
  if (lang === 'en') return {}
  return context.dataRequest ? { messages: messagesFor(lang, namespaces) } : { messageParts: namespaces }
}
