import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import { useRootData } from '~/components/root-data'
import { pageMessages } from '~/i18n/catalogues.server'
import { metaTranslator, useT } from '~/i18n/use-t'
import type { Route } from './+types/nav-component'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Navigation'),
    description: t('The site navigation bar.'),
    path: t.path('/NavComponent'),
    matches,
    canonicalPath: t.path('/'),
    noindex: true,
  })
}

export function loader({ params, context }: Route.LoaderArgs) {
  return pageMessages({ params, context }, 'home')
}

export default function Page() {
  const { business } = useRootData()
  const t = useT()
  return (
    <PageShell nav>
      <h1 className="visually-hidden">{t('{name} navigation', { name: business.name })}</h1>
    </PageShell>
  )
}
