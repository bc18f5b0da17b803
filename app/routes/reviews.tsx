import { PageShell } from '~/components/page-shell'
import { ReviewsSection } from '~/components/reviews-section'
import { pageMeta } from '~/domain/seo'
import { listLiveReviews } from '~/models/feedback.server'
import { getRuntime } from '~/services/runtime.server'
import type { Route } from './+types/reviews'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Reviews', description: 'Reviews', path: '/reviews' })

export async function loader() {
  return { liveReviews: await listLiveReviews({ db: getRuntime().db }) }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell nav={false}>
      <ReviewsSection initial={loaderData.liveReviews} headingLevel={1} />
    </PageShell>
  )
}
