import { describe, expect, it } from 'vitest'
import { formatWhatsappNumber, mailtoHref, mapsHref, PAYMENT_METHODS, postalCodeOf, telHref, whatsappHref } from '~/domain/business'
import { businessJsonLd, serializeJsonLd } from '~/domain/json-ld'
import { pageMeta } from '~/domain/seo'
import { parseEnv, TAGLINE } from '~/services/config.server'

const env = parseEnv({})
const business = {
  name: env.BUSINESS_NAME,
  tagline: TAGLINE,
  phone: env.BUSINESS_PHONE,
  email: env.BUSINESS_EMAIL,
  address: env.BUSINESS_ADDRESS,
  whatsapp: env.BUSINESS_WHATSAPP,
  instagram: env.BUSINESS_INSTAGRAM,
  facebook: env.BUSINESS_FACEBOOK,
  youtube: env.BUSINESS_YOUTUBE,
}

describe('business links', () => {
  it('builds dialable, chat and mail links from the configured details', () => {
    expect(telHref('+91 98220 12345')).toBe('tel:+919822012345')
    expect(telHref('(020) 2553-1234')).toBe('tel:02025531234')
    expect(whatsappHref('919822012345')).toBe('https://wa.me/919822012345')
    expect(whatsappHref('+91 98220-12345')).toBe('https://wa.me/919822012345')
    expect(mailtoHref('bookings@yatri.example')).toBe('mailto:bookings@yatri.example')
  })

  it('shows an Indian WhatsApp number the way people write it', () => {
    expect(formatWhatsappNumber('919822012345')).toBe('+91 98220 12345')
    expect(formatWhatsappNumber('447700900123')).toBe('+447700900123')
  })

  it('finds the PIN code in a one-line address and links the address to a map', () => {
    expect(postalCodeOf('Shop 4, FC Road, Pune, Maharashtra 411005')).toBe('411005')
    expect(postalCodeOf('Near the bus stand, Satara')).toBeUndefined()
    expect(mapsHref('A & B, Pune')).toBe('https://www.google.com/maps/search/?api=1&query=A%20%26%20B%2C%20Pune')
  })

  it('lists exactly the payment methods of the product, in order', () => {
    expect(PAYMENT_METHODS).toEqual(['UPI', 'Credit/Debit Cards', 'Net Banking', 'Cash on Pickup'])
  })
})

describe('business JSON-LD', () => {
  it('describes the business as a travel agency with absolute URLs and every contact channel', () => {
    const ld = businessJsonLd(business, 'https://yatri.example')
    expect(ld['@type']).toEqual(['TravelAgency', 'LocalBusiness'])
    expect(ld.name).toBe(business.name)
    expect(ld.url).toBe('https://yatri.example/')
    expect(ld.telephone).toBe('+919822012345')
    expect(ld.email).toBe(business.email)
    expect(ld.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: business.address, postalCode: '411005', addressCountry: 'IN' })
    // The social links are still the networks' home pages here, which say nothing of the business.
    expect(business.instagram).toBe('https://www.instagram.com/')
    expect(ld.sameAs).toEqual(['https://wa.me/919822012345'])
    const owned = { ...business, instagram: 'https://www.instagram.com/yatri.pune/', youtube: 'https://www.youtube.com/@yatri' }
    expect(businessJsonLd(owned, 'https://yatri.example').sameAs).toEqual([owned.instagram, owned.youtube, 'https://wa.me/919822012345'])
    expect(ld.logo).toBe('https://yatri.example/images/brand/logo')
  })

  it('cannot be broken out of its script element by a configured value', () => {
    const json = serializeJsonLd({ name: 'Evil </script><script>alert(1)</script>' })
    expect(json).not.toContain('</script')
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({ name: 'Evil </script><script>alert(1)</script>' })
  })
})

describe('pageMeta', () => {
  const matches = [
    { id: 'root', loaderData: { publicUrl: 'https://yatri.example', business: { name: 'Yatri Tours & Travels' } } },
    { id: 'routes/carlist', loaderData: undefined },
  ]

  it('makes og:url, canonical and og:image absolute from the root loader data', () => {
    const tags = pageMeta({ title: 'Available cars', description: 'The fleet', path: '/carlistNav', matches })
    expect(tags).toContainEqual({ title: 'Available cars | Yatri Tours & Travels' })
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://yatri.example/carlistNav' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://yatri.example/carlistNav' })
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://yatri.example/images/slides/road-trip' })
    expect(tags).toContainEqual({ property: 'og:site_name', content: 'Yatri Tours & Travels' })
    expect(tags).not.toContainEqual({ name: 'robots', content: 'noindex' })
  })

  it('points a repeated page at its canonical twin and can keep a page out of the index', () => {
    const tags = pageMeta({ title: 'Cars', description: 'd', path: '/carlist', canonicalPath: '/carlistNav', matches, noindex: true })
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://yatri.example/carlistNav' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://yatri.example/carlistNav' })
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' })
  })

  it('still works without matches (error pages) and does not repeat the business name', () => {
    const tags = pageMeta({
      title: 'Yatri Tours & Travels',
      description: 'd',
      path: '/',
      matches: [{ id: 'root', loaderData: { publicUrl: 'https://yatri.example/', business: { name: 'Yatri Tours & Travels' } } }],
    })
    expect(tags).toContainEqual({ title: 'Yatri Tours & Travels' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://yatri.example/' })
    expect(pageMeta({ title: 'T', description: 'd', path: '/x', matches: undefined })).toContainEqual({ tagName: 'link', rel: 'canonical', href: '/x' })
  })
})
