import { describe, expect, it } from 'vitest'
import { CONTACT_LIMITS } from '~/domain/contact'
import { contactSchema } from '~/domain/contact-schema'
import { FEEDBACK_MAX_LENGTH, feedbackSchema } from '~/domain/feedback'
import { reviewerName } from '~/domain/reviews'
import { fieldErrors } from '~/domain/form'

const valid = { name: 'Priya Deshmukh', email: 'priya@example.in', phone: '+91 98765 43210', message: 'Innova for Saturday?' }

describe('contact form schema', () => {
  it('accepts a real message and trims it', () => {
    expect(contactSchema.parse({ ...valid, name: '  Priya Deshmukh ' }).name).toBe('Priya Deshmukh')
  })
  it('requires all four fields, with one message each', () => {
    const result = contactSchema.safeParse({ name: ' ', email: '', phone: '', message: '\n' })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Please enter your name.',
      email: 'Enter a valid email address.',
      phone: 'Enter a valid phone number.',
      message: 'Please write your message.',
    })
  })
  it('checks e-mail and phone formats', () => {
    expect(contactSchema.safeParse({ ...valid, email: 'priya@' }).success).toBe(false)
    expect(contactSchema.safeParse({ ...valid, phone: 'call me' }).success).toBe(false)
    expect(contactSchema.safeParse({ ...valid, phone: '12345' }).success).toBe(false)
    expect(contactSchema.safeParse({ ...valid, phone: '020-2553 1234' }).success).toBe(true)
    expect(contactSchema.safeParse({ ...valid, phone: '9876543210' }).success).toBe(true)
  })
  it('limits field lengths', () => {
    expect(contactSchema.safeParse({ ...valid, name: 'a'.repeat(CONTACT_LIMITS.name + 1) }).success).toBe(false)
    expect(contactSchema.safeParse({ ...valid, message: 'a'.repeat(CONTACT_LIMITS.message) }).success).toBe(true)
    expect(contactSchema.safeParse({ ...valid, message: 'a'.repeat(CONTACT_LIMITS.message + 1) }).success).toBe(false)
  })
  it('names the limits in its messages, which carry them written out for translation', () => {
    const result = contactSchema.safeParse({ ...valid, name: 'a'.repeat(CONTACT_LIMITS.name + 1), message: 'a'.repeat(CONTACT_LIMITS.message + 1) })
    expect(fieldErrors(result.error!)).toMatchObject({
      name: `Name can be at most ${CONTACT_LIMITS.name} characters.`,
      message: `Message can be at most ${CONTACT_LIMITS.message} characters.`,
    })
  })
})

describe('feedback schema', () => {
  it('rejects empty and whitespace-only text with the product message', () => {
    for (const feedback of ['', '   ', '\n\t ']) {
      expect(feedbackSchema.safeParse({ feedback }).error?.issues[0]?.message).toBe('Feedback cannot be empty!')
    }
  })
  it('limits the length', () => {
    expect(feedbackSchema.safeParse({ feedback: 'x'.repeat(FEEDBACK_MAX_LENGTH) }).success).toBe(true)
    expect(feedbackSchema.safeParse({ feedback: 'x'.repeat(FEEDBACK_MAX_LENGTH + 1) }).success).toBe(false)
  })
  it('names a reviewer without a name Anonymous', () => {
    expect(reviewerName('Ravi')).toBe('Ravi')
    expect(reviewerName('  ')).toBe('Anonymous')
    expect(reviewerName(null)).toBe('Anonymous')
  })
})
