import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/reviews'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Reviews', description: 'Reviews', path: '/reviews' })

export default function Page() {
  return (
    <PageShell nav={false}>
      <h1>Customer Reviews</h1>
    </PageShell>
  )
}
