import { PageShell } from '~/components/page-shell'
import { About } from '~/components/sections/about'
import { aboutMeta } from '~/domain/page-meta'
import type { Route } from './+types/about-nav'

export const meta: Route.MetaFunction = ({ matches }) => aboutMeta({ path: '/aboutNav', matches })

export default function Page() {
  return (
    <PageShell loader={1000}>
      <About level={1} />
    </PageShell>
  )
}
