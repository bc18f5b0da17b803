import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/nav-component'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Navigation', description: 'Navigation', path: '/NavComponent' })

export default function Page() {
  return (
    <PageShell nav>
      <h1>Navigation</h1>
    </PageShell>
  )
}
