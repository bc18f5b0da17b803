import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/personal-info'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Personal account', description: 'Personal account', path: '/personal-info' })

export default function Page() {
  return (
    <PageShell>
      <h1>PERSONAL ACCOUNT</h1>
    </PageShell>
  )
}
