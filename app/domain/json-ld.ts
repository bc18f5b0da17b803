import { msg } from '~/i18n/message'
import { mapsHref, PAYMENT_METHODS, postalCodeOf, telHref, whatsappHref, type Business } from './business'

/** The site's tagline (app/services/config.server.ts TAGLINE), as a message so it can be translated. */
export const TAGLINE_MESSAGE = msg('Wherever you go, We take you there anytime, anywhere.')

type Translate = (message: string) => string

/**
 * schema.org description of the business for search engines (home page only). The texts a
 * search engine shows (slogan, payment methods) are in the page's language; the page's own
 * language is its `lang` and `hreflang` links. Kept lean: the home page's document must fit
 * a new connection's first round trip (docs/performance.md), and the meta description
 * already says what the business does.
 */
export function businessJsonLd(business: Business, publicUrl: string, { t = (m) => m }: { t?: Translate } = {}) {
  const postalCode = postalCodeOf(business.address)
  return {
    '@context': 'https://schema.org',
    '@type': ['TravelAgency', 'LocalBusiness'],
    '@id': `${publicUrl}/#business`,
    name: business.name,
    // A tagline the owner changed has no translation; it is shown as configured.
    slogan: business.tagline === TAGLINE_MESSAGE ? t(TAGLINE_MESSAGE) : business.tagline,
    url: `${publicUrl}/`,
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
    sameAs: [business.instagram, business.facebook, business.youtube].filter(isProfile).concat(whatsappHref(business.whatsapp)),
  }
}

/**
 * `sameAs` names pages that say who the business is. The social links default to the networks'
 * own home pages until the owner sets theirs (README, configuration), and a search engine would take
 * those for the business's profiles.
 */
function isProfile(href: string): boolean {
  return new URL(href).pathname.replace(/\/+$/, '') !== ''
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
