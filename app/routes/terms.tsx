import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/terms'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Terms', description: 'Terms', path: '/terms' })

export default function Page() {
  return (
    <PageShell>
      <h1>Terms &amp; Conditions</h1>
    </PageShell>
  )
}
