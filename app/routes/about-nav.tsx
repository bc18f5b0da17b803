import { PageShell } from '~/components/page-shell'
import { About } from '~/components/sections/about'
import { aboutMeta } from '~/domain/page-meta'
import { pageMessages } from '~/i18n/catalogues.server'
import type { Route } from './+types/about-nav'

export const meta: Route.MetaFunction = ({ matches }) => aboutMeta({ path: '/aboutNav', matches })

export function loader({ params, context }: Route.LoaderArgs) {
  return pageMessages({ params, context }, 'about')
}

export default function Page() {
  return (
    <PageShell loader={1000}>
      <About level={1} />
    </PageShell>
  )
}
