import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/about-nav'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'About', description: 'About', path: '/aboutNav' })

export default function Page() {
  return (
    <PageShell loader={1000}>
      <h1>About</h1>
    </PageShell>
  )
}
