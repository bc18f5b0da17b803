import { z } from './zod'

export const REVIEW_MODERATION_MESSAGES = {
  invalid: 'That request could not be understood. Please reload the page and try again.',
  missing: 'That review no longer exists.',
  hidden: 'Review hidden. It no longer shows on the site.',
  shown: 'Review shown on the site again.',
} as const

/** One Hide or Show press on the owner's Reviews page. */
export const reviewModerationSchema = z.object({
  // Ids are PostgreSQL `integer`s: a larger number would be a database error, not a miss.
  id: z.coerce.number().int().positive().max(2_147_483_647),
  intent: z.enum(['hide', 'show']),
})
