import { PageShell } from '~/components/page-shell'
import { About } from '~/components/sections/about'
import { aboutMeta } from '~/domain/page-meta'
import { pageMessages } from '~/i18n/catalogues.server'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = ({ matches }) => aboutMeta({ path: '/about', matches })

export function loader({ params, context }: Route.LoaderArgs) {
  return pageMessages({ params, context }, 'about')
}

export default function Page() {
  return (
    <PageShell nav={false} loader={1000}>
      <About level={1} />
    </PageShell>
  )
}
