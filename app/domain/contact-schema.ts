// Kept apart from contact.ts so that the contact form on the home page can fetch zod only
// when someone sends a message, not with the page.
import { CONTACT_LIMITS, type ContactInput } from './contact'
import { z } from './zod'

/** The Get In Touch form (docs/product.md §Contact): all four fields required. */
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

// The schema's output is the ContactInput every other module uses.
export type _ContactShape = z.infer<typeof contactSchema> extends ContactInput ? (ContactInput extends z.infer<typeof contactSchema> ? true : never) : never
const _shapeCheck: _ContactShape = true
void _shapeCheck
