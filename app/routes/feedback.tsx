import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/feedback'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Feedback', description: 'Feedback', path: '/feedback' })

export default function Page() {
  return (
    <PageShell>
      <h1>We Value Your Feedback :)</h1>
    </PageShell>
  )
}
