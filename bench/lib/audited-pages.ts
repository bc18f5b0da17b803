/** The pages of issue 7's page-speed budgets, then the floor: a bare static page served by the same server. */
export const AUDITED_PAGES = ['/', '/carlistNav', '/servicesNav', '/aboutNav', '/contactNav', '/login'] as const
export const FLOOR_PAGE = '/bench-floor.html'
/**
 * The other public pages: no bench audits them, but a first visit may land on any of them from
 * a search or a shared link, so they are held to the same first paint and document size.
 */
export const OTHER_PUBLIC_PAGES = [
  '/register',
  '/forgot-password',
  '/reset-password',
  '/carlist',
  '/about',
  '/contact',
  '/reviews',
  '/NavComponent',
  '/loading-page',
  '/terms',
  '/privacy',
  '/choose-language',
  '/feedback',
] as const

/** The owner's panel, one address per view; `reference` is a booking's, for its own page. */
export function ownerPanelPages(reference: string): string[] {
  const views = ['', '?view=upcoming', '?view=customers', `/bookings/${reference}`, '/calendar', '/drivers', '/fleet', '/new-booking', '/reviews']
  return views.map((view) => `/admin-panel${view}`)
}
