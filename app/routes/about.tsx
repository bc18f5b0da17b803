import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'About', description: 'About', path: '/about' })

export default function Page() {
  return (
    <PageShell nav={false} loader={1000}>
      <h1>About</h1>
    </PageShell>
  )
}
