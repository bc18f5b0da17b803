import { PageShell } from '~/components/page-shell'
import { CarList } from '~/components/sections/car-list'
import { carsMeta } from '~/domain/page-meta'
import type { Route } from './+types/carlist-nav'

export const meta: Route.MetaFunction = ({ matches }) => carsMeta({ path: '/carlistNav', matches })

export default function Page() {
  return (
    <PageShell loader={1000}>
      <CarList level={1} eager />
    </PageShell>
  )
}
