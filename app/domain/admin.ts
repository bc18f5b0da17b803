import { msg } from '~/i18n/message'
import { z } from './zod'

/** The admin panel's views (docs/product.md §Admin), as `?view=` values. */
export const ADMIN_VIEWS = ['customers', 'past', 'upcoming', 'messages'] as const
export type AdminView = (typeof ADMIN_VIEWS)[number]

export const VIEW_LABELS: Record<AdminView, string> = {
  customers: msg('Customer Details'),
  past: msg('Past Bookings'),
  upcoming: msg('Today & Upcoming Bookings'),
  messages: msg('Messages'),
}

export const EMPTY_TEXTS: Record<AdminView, string> = {
  customers: msg('No registered customers found.'),
  past: msg('No past bookings found.'),
  upcoming: msg('No upcoming bookings found.'),
  messages: msg('No messages found.'),
}

export const ADMIN_PAGE_SIZE = 50
export const MAX_SEARCH_LENGTH = 100

// A hand-edited or stale URL must never break the page: anything unknown falls back quietly.
const querySchema = z.object({
  view: z.catch(z.nullable(z.enum(ADMIN_VIEWS)), null),
  page: z.catch(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(1_000_000))), 1),
  q: z.pipe(
    z.catch(z.string(), ''),
    z.transform((s) => s.trim().slice(0, MAX_SEARCH_LENGTH)),
  ),
})

export type AdminQuery = { view: AdminView | null; page: number; search: string }

export function parseAdminQuery(params: URLSearchParams): AdminQuery {
  const parsed = querySchema.parse({ view: params.get('view'), page: params.get('page') ?? undefined, q: params.get('q') ?? '' })
  return { view: parsed.view, page: parsed.page, search: parsed.q }
}

/** `view=past&q=pune&page=2`, leaving out defaults so URLs stay short and shareable. */
export function adminQueryString({ view, page = 1, search = '' }: { view: AdminView; page?: number; search?: string }): string {
  const params = new URLSearchParams({ view })
  if (search) params.set('q', search)
  if (page > 1) params.set('page', String(page))
  return params.toString()
}

/** docs/product.md §Admin: missing values show N/A (`t(NOT_AVAILABLE)` in the owner's language). Self bookings without a stored mobile carry "Not Available". */
export const NOT_AVAILABLE = msg('N/A')

export function orNotAvailable(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim()
  return trimmed === '' || trimmed === 'Not Available' ? 'N/A' : trimmed
}

/** 'logged': no SMTP server is configured, so the outbox wrote the mail to the server log. */
export type DeliveryStatus = 'sent' | 'logged' | 'pending' | 'failed' | 'none'

export function deliveryLabel(status: DeliveryStatus): string {
  switch (status) {
    case 'sent':
      return msg('Sent')
    case 'logged':
      return msg('Logged (no mail server)')
    case 'pending':
      return msg('Waiting to send')
    case 'failed':
      return msg('Failed')
    case 'none':
      return msg('Not e-mailed')
  }
}

export function attemptsLabel(attempts: number): string {
  return attempts === 1 ? msg('{count} attempt', { count: attempts }) : msg('{count} attempts', { count: attempts })
}
