import { ContactForm } from '~/components/contact-form'
import { PageShell } from '~/components/page-shell'
import { ReviewsSection } from '~/components/reviews-section'
import { pageMeta } from '~/domain/seo'
import { listLiveReviews } from '~/models/feedback.server'
import { getRuntime } from '~/services/runtime.server'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Yatri', description: 'Yatri', path: '/' })

export async function loader() {
  return { liveReviews: await listLiveReviews({ db: getRuntime().db }) }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell loader={2000}>
      <h1>Wherever you go</h1>
      <ReviewsSection initial={loaderData.liveReviews} />
      <section className="section" aria-labelledby="contact-title">
        <div className="container">
          <h2 id="contact-title">Get In Touch</h2>
          <ContactForm source="home" />
        </div>
      </section>
    </PageShell>
  )
}
