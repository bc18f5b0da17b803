import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/register'

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Register', description: 'Register', path: '/register' })

export default function Page() {
  return (
    <PageShell>
      <h1>Register</h1>
    </PageShell>
  )
}
