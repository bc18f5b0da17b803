import { mapsHref, PAYMENT_METHODS, postalCodeOf, telHref, whatsappHref, type Business } from './business'

/** schema.org description of the business for search engines (home page only). */
export function businessJsonLd(business: Business, publicUrl: string) {
  const postalCode = postalCodeOf(business.address)
  return {
    '@context': 'https://schema.org',
    '@type': ['TravelAgency', 'LocalBusiness'],
    '@id': `${publicUrl}/#business`,
    name: business.name,
    slogan: business.tagline,
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
    paymentAccepted: PAYMENT_METHODS.join(', '),
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
