import { PageShell } from '~/components/page-shell'
import { CarList } from '~/components/sections/car-list'
import { carsMeta } from '~/domain/page-meta'
import type { Route } from './+types/carlist'

export const meta: Route.MetaFunction = ({ matches }) => carsMeta({ path: '/carlist', matches })

export default function Page() {
  return (
    <PageShell nav={false} loader={1000}>
      <CarList level={1} eager />
    </PageShell>
  )
}
