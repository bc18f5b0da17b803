import { ContactForm } from '~/components/contact-form'
import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/contact-nav'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Contact', description: 'Contact', path: '/contactNav' })

export default function Page() {
  return (
    <PageShell loader={1000}>
      <div className="page-narrow">
        <h1>Contact</h1>
        <ContactForm source="contactNav" />
      </div>
    </PageShell>
  )
}
