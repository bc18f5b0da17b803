import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Contact', description: 'Contact', path: '/contact' })

export default function Page() {
  return (
    <PageShell nav={false} loader={1000}>
      <h1>Contact</h1>
    </PageShell>
  )
}
