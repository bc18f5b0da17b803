import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Log in', description: 'Log in', path: '/login' })

export default function Page() {
  return (
    <PageShell>
      <h1>Login</h1>
    </PageShell>
  )
}
