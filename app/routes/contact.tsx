import { ContactForm } from '~/components/contact-form'
import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Contact', description: 'Contact', path: '/contact' })

export default function Page() {
  return (
    <PageShell nav={false} loader={1000}>
      <div className="page-narrow">
        <h1>Contact</h1>
        <ContactForm source="contact" />
      </div>
    </PageShell>
  )
}
