import { businessJsonLd, serializeJsonLd } from '~/domain/json-ld'
import { useRootData } from '~/components/root-data'
import { useNonce } from './nonce'

/** schema.org TravelAgency data for search engines; nonced because the CSP allows no other inline script. */
export function BusinessJsonLd() {
  const { business, publicUrl } = useRootData()
  const nonce = useNonce()
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The value is escaped by serializeJsonLd, so it cannot break out of the element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(businessJsonLd(business, publicUrl)) }}
    />
  )
}
