import { CATALOGUES, messagesFor, type Namespace } from '~/i18n/catalogues.server'
import type { Lang } from '~/i18n/languages'
import { makeTranslator, type Translator } from '~/i18n/use-t'

const ALL = Object.keys(CATALOGUES) as Namespace[]

/**
 * serverTranslator (app/i18n/catalogues.server.ts) with `t.rich` for the mails' links: every
 * message of every part of the site, in the recipient's language.
 */
export function mailTranslator(lang: Lang): Translator {
  return makeTranslator(lang, messagesFor(lang, ALL))
}
