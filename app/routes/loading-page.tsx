import { LoadingScreen } from '~/components/loading-screen'
import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import { pageMessages } from '~/i18n/catalogues.server'
import { metaTranslator } from '~/i18n/use-t'
import type { Route } from './+types/loading-page'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({ title: t('Loading'), description: t('Finding the best rides for you...'), path: t.path('/loading-page'), matches, noindex: true })
}

export function loader({ params, context }: Route.LoaderArgs) {
  return pageMessages({ params, context }, 'home')
}

export default function Page() {
  return (
    <PageShell nav={false}>
      <LoadingScreen titleAs="h1" />
    </PageShell>
  )
}
