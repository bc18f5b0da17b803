import { z } from 'zod'

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, message: 2000 } as const

export const CONTACT_MESSAGES = {
  success: 'Thank you for reaching out! We will get back to you soon.',
  failed: 'Failed to send message. Please try again later.',
  tooMany: 'You have sent several messages in a short time. Please wait 10 minutes and try again, or call us.',
} as const

export const CONTACT_SOURCES = ['home', 'contact', 'contactNav'] as const
export type ContactSource = (typeof CONTACT_SOURCES)[number]

/** The Get In Touch form (SPEC.md §2 Contact): all four fields required. */
export const contactSchema = z.object({
  name: z
    .string({ message: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(CONTACT_LIMITS.name, `Name can be at most ${CONTACT_LIMITS.name} characters.`),
  email: z
    .string({ message: 'Enter a valid email address.' })
    .trim()
    .max(CONTACT_LIMITS.email, 'Enter a valid email address.')
    .pipe(z.email('Enter a valid email address.')),
  phone: z
    .string({ message: 'Enter a valid phone number.' })
    .trim()
    .max(CONTACT_LIMITS.phone, 'Enter a valid phone number.')
    // Indian and international formats: digits with optional +, spaces, dashes, brackets.
    .regex(/^\+?[\d\s\-()]+$/, 'Enter a valid phone number.')
    .refine((v) => {
      const digits = v.replace(/\D/g, '').length
      return digits >= 7 && digits <= 15
    }, 'Enter a valid phone number.'),
  message: z
    .string({ message: 'Please write your message.' })
    .trim()
    .min(1, 'Please write your message.')
    .max(CONTACT_LIMITS.message, `Message can be at most ${CONTACT_LIMITS.message} characters.`),
})

export type ContactInput = z.infer<typeof contactSchema>

/** The hidden field a person never fills in; bots that fill every field give themselves away. */
export const HONEYPOT_FIELD = 'website'
