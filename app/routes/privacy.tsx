import { LEGAL_UPDATED, privacySections } from '~/catalog/legal'
import { LegalDocument } from '~/components/legal-document'
import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import { pageMessages } from '~/i18n/catalogues.server'
import { metaTranslator, useT } from '~/i18n/use-t'
import type { Route } from './+types/privacy'

export function loader({ params, context }: Route.LoaderArgs) {
  return pageMessages({ params, context }, 'legal')
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Privacy Notice'),
    description: t('What personal data we keep, why, for how long, who sees it and how to have it deleted.'),
    path: t.path('/privacy'),
    matches,
  })
}

export default function Page() {
  const t = useT()
  return (
    <PageShell>
      <LegalDocument
        title={t('Privacy Notice')}
        intro={t('What we keep about you, why, for how long, and how to have it deleted.')}
        sections={privacySections}
        updated={LEGAL_UPDATED}
      />
    </PageShell>
  )
}
