import type { ReactNode } from 'react'
import { PageLoader } from './page-loader'
import { SiteHeader } from './site-header'

export function PageShell({ nav = true, loader, children }: { nav?: boolean; loader?: 1000 | 2000; children: ReactNode }) {
  return (
    <>
      {loader ? <PageLoader ms={loader} /> : null}
      {nav ? <SiteHeader /> : null}
      <main id="main" className="page">
        {children}
      </main>
    </>
  )
}
