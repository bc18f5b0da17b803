import type { RequestHandler } from 'express'
import { CATALOGUES, isNamespace, MESSAGES_VERSION } from '../app/i18n/catalogues.server'
import { messagesFile } from '../app/i18n/document-messages'
import { isLang } from '../app/i18n/languages'

/**
 * `GET /i18n/{version}/{lang}/{parts}.json`: the messages of the parts a Hindi or Marathi
 * document names (`common+home`), fetched before it hydrates (app/i18n/document-messages.ts).
 * The address names the catalogues' version, so the file never changes and is kept a year.
 * Served here rather than as a route so React Router's manifest, in every page's scripts, does
 * not grow.
 */
export const messageFiles: RequestHandler = (req, res, next) => {
  const match = /^\/i18n\/([\w-]+)\/(\w+)\/(\w+(?:\+\w+)*)\.json$/.exec(req.path)
  if (!match) return next()
  const [, version, lang, file = ''] = match
  const parts = file.split('+').filter(isNamespace)
  // Only the one address a document would name for these parts (each once, in order).
  const named = parts.length > 0 && messagesFile(MESSAGES_VERSION, 'hi', parts) === `/i18n/${MESSAGES_VERSION}/hi/${file}.json`
  if (version !== MESSAGES_VERSION || !isLang(lang) || lang === 'en' || !named) {
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not Found')
    return
  }
  res
    .set('Cache-Control', 'public, max-age=31536000, immutable')
    .type('application/json')
    .send(JSON.stringify(Object.assign({}, ...parts.map((part) => CATALOGUES[part][lang]))))
}
