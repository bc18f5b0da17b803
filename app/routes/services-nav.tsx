import { PageShell } from '~/components/page-shell'
import { Services } from '~/components/sections/services'
import { pageMeta } from '~/domain/seo'
import { pageMessages } from '~/i18n/catalogues.server'
import { metaTranslator } from '~/i18n/use-t'
import type { Route } from './+types/services-nav'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Tours and yatras'),
    description: t(
      'Char Dham, 12 Jyotirlinga, Ashtavinayak and Dev Darshan yatras, and trips to Saputara, Mahabaleshwar, Lonavala, Matheran and Satara, with a car and driver from your doorstep.',
    ),
    path: t.path('/servicesNav'),
    matches,
  })
}

// Each tour's button opens the booking dialogs, whose messages are the cars part's.
export function loader({ params, context }: Route.LoaderArgs) {
  return pageMessages({ params, context }, 'tours', 'cars')
}

export default function Page() {
  return (
    <PageShell loader={1000}>
      <Services level={1} eager />
    </PageShell>
  )
}
