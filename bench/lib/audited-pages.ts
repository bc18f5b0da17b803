/** The pages of issue 7's page-speed budgets, then the floor: a bare static page served by the same server. */
export const AUDITED_PAGES = ['/', '/carlistNav', '/servicesNav', '/aboutNav', '/contactNav', '/login'] as const
export const FLOOR_PAGE = '/bench-floor.html'
