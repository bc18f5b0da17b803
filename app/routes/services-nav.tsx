import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/services-nav'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Services', description: 'Services', path: '/servicesNav' })

export default function Page() {
  return (
    <PageShell loader={1000}>
      <h1>Our Services</h1>
    </PageShell>
  )
}
