import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import { requireAdmin } from '~/services/session.server'
import type { Route } from './+types/admin-panel'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Admin panel', description: 'Admin panel', path: '/admin-panel', noindex: true })

// The owner only (DECISIONS.md item 1): visitors go to login, everyone else gets a 403.
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request)
  return { name: admin.name }
}

export default function Page() {
  return (
    <PageShell>
      <h1>Admin Panel</h1>
    </PageShell>
  )
}
