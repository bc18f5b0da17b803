import { metaTranslator } from '~/i18n/use-t'
import { pageMeta, type MetaMatchLike } from './seo'

// Pages that exist twice (standalone and with the nav bar) share their text; the
// standalone copy points search engines at the nav variant as the canonical page.

type Args = { path: string; matches: readonly MetaMatchLike[] }

const canonicalFor = (path: string, navPath: string) => (path === navPath ? undefined : navPath)

export const carsMeta = ({ path, matches }: Args) => {
  const t = metaTranslator(matches)
  const canonical = canonicalFor(path, '/carlistNav')
  return pageMeta({
    title: t('Available cars'),
    description: t(
      'Toyota Innova, Innova Crysta, Swift Dzire, Maruti Ertiga, GM Tavera and Tempo Traveller: air-conditioned cars from 5 to 12 seats with a driver.',
    ),
    path: t.path(path),
    matches,
    canonicalPath: canonical && t.path(canonical),
  })
}

export const contactMeta = ({ path, matches }: Args) =>
  pageMeta({
    title: 'Contact us',
    description: 'Call, WhatsApp, e-mail or write to us about a car, a tour or a group booking. We usually reply within a few hours.',
    path,
    matches,
    canonicalPath: canonicalFor(path, '/contactNav'),
  })

export const aboutMeta = ({ path, matches }: Args) =>
  pageMeta({
    title: 'About us',
    description: 'Who we are, how to reach us, the payment methods we accept and where to follow us.',
    path,
    matches,
    canonicalPath: canonicalFor(path, '/aboutNav'),
  })
