import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/carlist-nav'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Cars', description: 'Cars', path: '/carlistNav' })

export default function Page() {
  return (
    <PageShell loader={1000}>
      <h1>AVAILABLE CARS</h1>
    </PageShell>
  )
}
