import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/admin-panel'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Admin panel', description: 'Admin panel', path: '/admin-panel' })

export default function Page() {
  return (
    <PageShell>
      <h1>Admin Panel</h1>
    </PageShell>
  )
}
