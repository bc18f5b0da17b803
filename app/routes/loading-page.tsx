import { LoadingScreen } from '~/components/loading-screen'
import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/loading-page'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Loading', description: 'Finding the best rides for you...', path: '/loading-page', matches, noindex: true })

export default function Page() {
  return (
    <PageShell nav={false}>
      <LoadingScreen titleAs="h1" />
    </PageShell>
  )
}
