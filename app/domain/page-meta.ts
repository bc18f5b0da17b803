import { metaTranslator } from '~/i18n/use-t'
import { msg } from '~/i18n/message'
import { pageMeta, type MetaMatchLike } from './seo'

// Pages that exist twice (standalone and with the nav bar) share their text; the
// standalone copy points search engines at the nav variant as the canonical page.
// Titles and descriptions are in the page's language, from the messages its loader sent.

type Args = { path: string; matches: readonly MetaMatchLike[] }

function twinMeta({ path, matches }: Args, navPath: string, title: string, description: string) {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t(title),
    description: t(description),
    path: t.path(path),
    matches,
    canonicalPath: path === navPath ? undefined : t.path(navPath),
  })
}

export const carsMeta = (args: Args) =>
  twinMeta(
    args,
    '/carlistNav',
    msg('Available cars'),
    msg('Toyota Innova, Innova Crysta, Swift Dzire, Maruti Ertiga, GM Tavera and Tempo Traveller: air-conditioned cars from 5 to 12 seats with a driver.'),
  )

export const contactMeta = (args: Args) =>
  twinMeta(
    args,
    '/contactNav',
    msg('Contact us'),
    msg('Call, WhatsApp, e-mail or write to us about a car, a tour or a group booking. We usually reply within a few hours.'),
  )

export const aboutMeta = (args: Args) =>
  twinMeta(args, '/aboutNav', msg('About us'), msg('Who we are, how to reach us, the payment methods we accept and where to follow us.'))
