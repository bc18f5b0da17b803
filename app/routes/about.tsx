import { PageShell } from '~/components/page-shell'
import { About } from '~/components/sections/about'
import { aboutMeta } from '~/domain/page-meta'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = ({ matches }) => aboutMeta({ path: '/about', matches })

export default function Page() {
  return (
    <PageShell nav={false} loader={1000}>
      <About level={1} />
    </PageShell>
  )
}
