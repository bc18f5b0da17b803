import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import { useRootData } from '~/components/root-data'
import type { Route } from './+types/nav-component'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Navigation', description: 'The site navigation bar.', path: '/NavComponent', matches, canonicalPath: '/', noindex: true })

export default function Page() {
  const { business } = useRootData()
  return (
    <PageShell nav>
      <h1 className="visually-hidden">{business.name} navigation</h1>
    </PageShell>
  )
}
