import { msg } from '~/i18n/message'

// What the reviews section needs on every page that shows it, apart from the feedback form's
// rules (feedback.ts), so showing reviews does not bring the form's validation library along.

/** A user's feedback as the reviews section shows it. */
export type LiveReview = { id: number; name: string; feedback: string; timestamp: string }

/** A review as the owner's Reviews page lists it. */
export type ModeratedReview = LiveReview & { hidden: boolean }

/** The name of a reviewer without one, translated where a review is shown. */
export const ANONYMOUS = msg('Anonymous')

/** Even if a notification were lost, each instance's open review feeds catch up within this time. */
export const REVIEW_SAFETY_POLL_MS = 15_000

/** The name shown above a live review; docs/product.md §Reviews falls back to "Anonymous". */
export function reviewerName(name: string | null | undefined): string {
  const trimmed = name?.trim()
  return trimmed ? trimmed : ANONYMOUS
}
