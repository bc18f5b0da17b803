import { LOCALES, LANGUAGES, localePath, type Lang } from '~/i18n/languages'
import { msg } from '~/i18n/message'
import { mapsHref, PAYMENT_METHODS, postalCodeOf, telHref, whatsappHref, type Business } from './business'

/** The site's tagline (app/services/config.server.ts TAGLINE), as a message so it can be translated. */
export const TAGLINE_MESSAGE = msg('Wherever you go, We take you there anytime, anywhere.')

const DESCRIPTION = msg(
  'Car rental, cabs and tours with a driver: airport runs, outstation trips, hill stations and yatras such as Ashtavinayak, Jyotirlinga and Char Dham.',
)

type Translate = (message: string) => string

/**
 * schema.org description of the business for search engines (home page only). The texts a
 * search engine shows (slogan, description, payment methods) are in the page's language, and
 * the page that describes the business says which language it is in.
 */
export function businessJsonLd(business: Business, publicUrl: string, { lang = 'en', t = (m) => m }: { lang?: Lang; t?: Translate } = {}) {
  const postalCode = postalCodeOf(business.address)
  const homeUrl = `${publicUrl}${localePath(lang, '/')}`
  return {
    '@context': 'https://schema.org',
    '@type': ['TravelAgency', 'LocalBusiness'],
    '@id': `${publicUrl}/#business`,
    name: business.name,
    // A tagline the owner changed has no translation; it is shown as configured.
    slogan: business.tagline === TAGLINE_MESSAGE ? t(TAGLINE_MESSAGE) : business.tagline,
    description: t(DESCRIPTION),
    url: `${publicUrl}/`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': homeUrl, url: homeUrl, inLanguage: LOCALES[lang] },
    knowsLanguage: LANGUAGES.map((l) => LOCALES[l]),
    logo: `${publicUrl}/images/brand/logo`,
    image: `${publicUrl}/images/slides/road-trip`,
    telephone: telHref(business.phone).slice('tel:'.length),
    email: business.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address,
      ...(postalCode ? { postalCode } : {}),
      addressCountry: 'IN',
    },
    hasMap: mapsHref(business.address),
    paymentAccepted: PAYMENT_METHODS.map((method) => t(method)).join(', '),
    sameAs: [business.instagram, business.facebook, business.youtube, whatsappHref(business.whatsapp)],
  }
}

/**
 * JSON for an inline <script type="application/ld+json">: "<" is escaped so that no value
 * (the business name is configuration) can close the script element early.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
