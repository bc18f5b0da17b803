import { businessJsonLd, serializeJsonLd } from '~/domain/json-ld'
import { useRootData } from '~/components/root-data'
import { useT } from '~/i18n/use-t'
import { useNonce } from './nonce'

/** schema.org TravelAgency data for search engines, in the page's language; nonced because the CSP allows no other inline script. */
export function BusinessJsonLd() {
  const { business, publicUrl } = useRootData()
  const t = useT()
  const nonce = useNonce()
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The value is escaped by serializeJsonLd, so it cannot break out of the element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(businessJsonLd(business, publicUrl, { t })) }}
    />
  )
}
