import { msg } from '~/i18n/message'
import { z } from './zod'

/** Long enough for a real review, short enough to keep the reviews grid readable. */
export const FEEDBACK_MAX_LENGTH = 2000

export const FEEDBACK_MESSAGES = {
  empty: msg('Feedback cannot be empty!'),
  tooLong: msg('Feedback can be at most {max} characters.', { max: FEEDBACK_MAX_LENGTH }),
  signedOut: msg('You must be logged in to submit feedback.'),
  success: msg('Feedback submitted successfully!'),
  failed: msg('Failed to submit feedback. Try again!'),
  tooMany: msg('You have sent a lot of feedback in a short time. Please try again in a few minutes.'),
} as const

export const feedbackSchema = z.object({
  feedback: z
    .string({ message: FEEDBACK_MESSAGES.empty })
    .check(z.trim(), z.minLength(1, FEEDBACK_MESSAGES.empty), z.maxLength(FEEDBACK_MAX_LENGTH, FEEDBACK_MESSAGES.tooLong)),
})
