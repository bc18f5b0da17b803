import { PageShell } from '~/components/page-shell'
import { Services } from '~/components/sections/services'
import { pageMeta } from '~/domain/seo'
import type { Route } from './+types/services-nav'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Tours and yatras',
    description:
      'Char Dham, 12 Jyotirlinga, Ashtavinayak and Dev Darshan yatras, and trips to Saputara, Mahabaleshwar, Lonavala, Matheran and Satara, with a car and driver from your doorstep.',
    path: '/servicesNav',
    matches,
  })

export default function Page() {
  return (
    <PageShell loader={1000}>
      <Services level={1} eager />
    </PageShell>
  )
}
