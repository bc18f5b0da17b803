import { msg } from '~/i18n/message'
import { z } from './zod'

export const REVIEW_MODERATION_MESSAGES = {
  invalid: msg('That request could not be understood. Please reload the page and try again.'),
  missing: msg('That review no longer exists.'),
  hidden: msg('Review hidden. It no longer shows on the site.'),
  shown: msg('Review shown on the site again.'),
} as const

/** One Hide or Show press on the owner's Reviews page. */
export const reviewModerationSchema = z.object({
  // Ids are PostgreSQL `integer`s: a larger number would be a database error, not a miss.
  id: z.pipe(z.coerce.number(), z.int().check(z.positive(), z.maximum(2_147_483_647))),
  intent: z.enum(['hide', 'show']),
})
