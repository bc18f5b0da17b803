import { useEffect, useState, type ReactNode } from 'react'
import { BusinessJsonLd } from '~/components/business-json-ld'
import { hasHydrated } from '~/components/hydrated'
import { PageShell } from '~/components/page-shell'
import { About } from '~/components/sections/about'
import { CarList } from '~/components/sections/car-list'
import { JourneysCarousel } from '~/components/sections/carousel'
import { ContactSection } from '~/components/sections/contact-section'
import { Hero } from '~/components/sections/hero'
import { NearScreen } from '~/components/sections/near-screen'
import { ReviewsBlock } from '~/components/sections/reviews-block'
import { Services } from '~/components/sections/services'
import { fragmentTarget, nearMark } from '~/domain/document'
import { pageMeta } from '~/domain/seo'
import { pageMessages } from '~/i18n/catalogues.server'
import { metaTranslator } from '~/i18n/use-t'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Car rental, cabs and tours'),
    description: t(
      'Book a clean, air-conditioned car with a careful driver: airport runs, outstation trips, hill stations and yatras such as Ashtavinayak, Jyotirlinga and Char Dham. Cars from 5 to 12 seats.',
    ),
    path: t.path('/'),
    matches,
  })
}

// The page shows every public section and the booking dialogs: their messages come too. The
// tours and the reviews are drawn from them in the browser (NearScreen), the live reviews
// loaded then: in the document they grew it by every review travellers wrote.
export function loader({ params, context }: Route.LoaderArgs) {
  return pageMessages({ params, context }, 'home', 'tours', 'about', 'contact', 'cars', 'reviews')
}

export default function Page() {
  useLandOnSection()
  return (
    <PageShell loader={2000}>
      <BusinessJsonLd />
      <Hero />
      {/* Drawn as they near the screen once the whole stylesheet is in (app/styles/later.css). */}
      <Later>
        <JourneysCarousel />
      </Later>
      <Later>
        <CarList />
      </Later>
      <NearScreen waiting={<Services waiting />}>
        <Services />
      </NearScreen>
      <NearScreen waiting={<ReviewsBlock waiting />}>
        <ReviewsBlock />
      </NearScreen>
      <Later>
        <ContactSection source="home" />
      </Later>
      <Later>
        <About />
      </Later>
    </PageShell>
  )
}

/**
 * One of the lower sections, drawn as it nears the screen (app/styles/later.css). Its pictures
 * wait until it is within a screen of the view, which the boot script marks in the document;
 * drawn by React on a page reached by a link, it is marked at once, and the browser's own lazy
 * loading decides.
 */
function Later({ children }: { children: ReactNode }) {
  const [near] = useState(hasHydrated)
  return (
    <div className="later" {...nearMark(near)}>
      {children}
    </div>
  )
}

/**
 * A link to one of the sections (/#contact) lands on it. The browser went there as the page
 * was parsed, before the whole stylesheet had styled the sections above, which then grew.
 */
function useLandOnSection() {
  useEffect(() => {
    const target = fragmentTarget()
    if (!target) return
    const box = target.getBoundingClientRect()
    if (box.top < 0 || box.top > innerHeight) target.scrollIntoView()
  }, [])
}
