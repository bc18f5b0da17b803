import { LEGAL_UPDATED, termsSections } from '~/catalog/legal'
import { LegalDocument } from '~/components/legal-document'
import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/terms'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Terms & Conditions',
    description: 'The terms for cars, cabs and tours booked with us: confirmation, identity at pickup, changes, luggage, safety and more.',
    path: '/terms',
    matches,
  })

export default function Page() {
  return (
    <PageShell>
      <LegalDocument
        title="Terms & Conditions"
        intro="Plain-English terms for every car, cab and tour you book with us."
        sections={termsSections}
        updated={LEGAL_UPDATED}
      />
    </PageShell>
  )
}
