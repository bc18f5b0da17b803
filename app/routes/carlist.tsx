import { PageShell } from '~/components/page-shell'
import { CarList } from '~/components/sections/car-list'
import { carsMeta } from '~/domain/page-meta'
import { pageMessages } from '~/i18n/catalogues.server'
import type { Route } from './+types/carlist'

export const meta: Route.MetaFunction = ({ matches }) => carsMeta({ path: '/carlist', matches })

// The car cards and the whole booking flow speak the page's language (app/i18n/catalogs/cars.ts).
export function loader({ params, context }: Route.LoaderArgs) {
  return pageMessages({ params, context }, 'cars')
}

export default function Page() {
  return (
    <PageShell nav={false} loader={1000}>
      <CarList level={1} eager />
    </PageShell>
  )
}
