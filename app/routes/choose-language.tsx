import { LanguageChoices } from '~/components/language-switcher'
import { PageShell } from '~/components/page-shell'
import { pageMeta } from '~/domain/seo'
import { useT, metaTranslator } from '~/i18n/use-t'
import type { Route } from './+types/choose-language'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Language'),
    description: t('Read this site in English, हिन्दी or मराठी.'),
    path: t.path('/choose-language'),
    noindex: true,
    matches,
  })
}

/** Where the header's switcher leads before the page's scripts run: the page to come back to. */
export function loader({ request }: Route.LoaderArgs) {
  const returnTo = new URL(request.url).searchParams.get('returnTo')
  return { returnTo: returnTo?.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/' }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT()
  return (
    <PageShell>
      <section className="section">
        <div className="container lang-page">
          <h1>{t('Language')}</h1>
          <p>{t('Read this site in English, हिन्दी or मराठी.')}</p>
          <LanguageChoices returnTo={loaderData.returnTo} className="lang-page__choices" />
        </div>
      </section>
    </PageShell>
  )
}
