import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/booking-history'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Booking history', description: 'Booking history', path: '/booking-history' })

export default function Page() {
  return (
    <PageShell>
      <h1>Booking History</h1>
    </PageShell>
  )
}
