import { PageShell } from '~/components/page-shell'
import { ReviewsBlock } from '~/components/sections/reviews-block'
import { pageMeta } from '~/domain/seo'
import { pageMessages } from '~/i18n/catalogues.server'
import { metaTranslator, useT } from '~/i18n/use-t'
import { listLiveReviews } from '~/models/feedback.server'
import { getRuntime } from '~/services/runtime.server'
import { useRootData } from '~/components/root-data'
import type { Route } from './+types/reviews'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Customer reviews'),
    description: t('What families, pilgrims and weekend travellers say about their trips with us.'),
    path: t.path('/reviews'),
    matches,
  })
}

// The live reviews are in the first HTML; the section's stream carries on from the newest.
export async function loader({ params, context }: Route.LoaderArgs) {
  return { liveReviews: await listLiveReviews({ db: getRuntime().db }), ...pageMessages({ params, context }, 'reviews') }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { business } = useRootData()
  const t = useT()
  return (
    <PageShell nav={false}>
      {/* The section's own visible title is an h2; the page still needs one h1. */}
      <h1 className="visually-hidden">{t('Customer reviews of {name}', { name: business.name })}</h1>
      <ReviewsBlock initial={loaderData.liveReviews} />
    </PageShell>
  )
}
