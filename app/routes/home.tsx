import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Yatri', description: 'Yatri', path: '/' })

export default function Page() {
  return (
    <PageShell loader={2000}>
      <h1>Wherever you go</h1>
    </PageShell>
  )
}
