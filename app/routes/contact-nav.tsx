import { PageShell } from '~/components/page-shell'
import { ContactSection } from '~/components/sections/contact-section'
import { contactMeta } from '~/domain/page-meta'
import { pageMessages } from '~/i18n/catalogues.server'
import type { Route } from './+types/contact-nav'

export const meta: Route.MetaFunction = ({ matches }) => contactMeta({ path: '/contactNav', matches })

export function loader({ params, context }: Route.LoaderArgs) {
  return pageMessages({ params, context }, 'contact')
}

export default function Page() {
  return (
    <PageShell loader={1000}>
      <ContactSection level={1} source="contactNav" />
    </PageShell>
  )
}
