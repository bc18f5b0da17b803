import { useEffect, useState } from 'react'
import { useRootData } from '~/components/root-data'
import { LoadingScreen } from './loading-screen'

/**
 * The artificial page loaders of docs/product.md §Loaders. The real content is rendered underneath, so
 * search engines and slow devices get it in the HTML; the overlay hides itself by CSS after
 * `ms` even before the JavaScript arrives, and LOADERS=off removes it.
 */
export function PageLoader({ ms }: { ms: 1000 | 2000 }) {
  const { loaders } = useRootData()
  const [done, setDone] = useState(false)
  useEffect(() => {
    if (!loaders) return
    const timer = window.setTimeout(() => setDone(true), ms)
    return () => window.clearTimeout(timer)
  }, [loaders, ms])
  if (!loaders || done) return null
  return (
    <div className={`page-loader page-loader--${ms}`} data-testid="page-loader">
      <LoadingScreen overlay />
    </div>
  )
}
