import { LEGAL_UPDATED, termsSections } from '~/catalog/legal'
import { LegalDocument } from '~/components/legal-document'
import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import { pageMessages } from '~/i18n/catalogues.server'
import { metaTranslator, useT } from '~/i18n/use-t'
import type { Route } from './+types/terms'

export function loader({ params, context }: Route.LoaderArgs) {
  return pageMessages({ params, context }, 'legal')
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Terms & Conditions'),
    description: t('The terms for cars, cabs and tours booked with us: confirmation, identity at pickup, changes, luggage, safety and more.'),
    path: t.path('/terms'),
    matches,
  })
}

export default function Page() {
  const t = useT()
  return (
    <PageShell>
      <LegalDocument
        title={t('Terms & Conditions')}
        intro={t('Plain-English terms for every car, cab and tour you book with us.')}
        sections={termsSections}
        updated={LEGAL_UPDATED}
      />
    </PageShell>
  )
}
