import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Privacy', description: 'Privacy', path: '/privacy' })

export default function Page() {
  return (
    <PageShell>
      <h1>Privacy</h1>
    </PageShell>
  )
}
