import { PageShell } from '~/components/page-shell'
import { ReviewsBlock } from '~/components/sections/reviews-block'
import { pageMeta } from '~/domain/seo'
import { listLiveReviews } from '~/models/feedback.server'
import { getRuntime } from '~/services/runtime.server'
import { useRootData } from '~/components/root-data'
import type { Route } from './+types/reviews'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Customer reviews',
    description: 'What families, pilgrims and weekend travellers say about their trips with us.',
    path: '/reviews',
    matches,
  })

// The live reviews are in the first HTML; the section's stream carries on from the newest.
export async function loader() {
  return { liveReviews: await listLiveReviews({ db: getRuntime().db }) }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { business } = useRootData()
  return (
    <PageShell nav={false}>
      {/* The section's own visible title is an h2; the page still needs one h1. */}
      <h1 className="visually-hidden">Customer reviews of {business.name}</h1>
      <ReviewsBlock initial={loaderData.liveReviews} />
    </PageShell>
  )
}
