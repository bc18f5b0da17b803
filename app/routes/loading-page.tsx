import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/loading-page'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Loading', description: 'Loading', path: '/loading-page' })

export default function Page() {
  return (
    <PageShell nav={false}>
      <h1>Loading</h1>
    </PageShell>
  )
}
