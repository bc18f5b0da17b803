import { LEGAL_UPDATED, privacySections } from '~/catalog/legal'
import { LegalDocument } from '~/components/legal-document'
import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Privacy Notice',
    description: 'What personal data we keep, why, for how long, who sees it and how to have it deleted.',
    path: '/privacy',
    matches,
  })

export default function Page() {
  return (
    <PageShell>
      <LegalDocument
        title="Privacy Notice"
        intro="What we keep about you, why, for how long, and how to have it deleted."
        sections={privacySections}
        updated={LEGAL_UPDATED}
      />
    </PageShell>
  )
}
