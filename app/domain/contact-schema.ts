// Kept apart from contact.ts so that the contact form on the home page can fetch zod only
// when someone sends a message, not with the page.
import { CONTACT_LIMITS, type ContactInput } from './contact'
import { msg } from '~/i18n/message'
import { z } from './zod'

// The messages travel in English (msg) and are translated where a field shows them. The
// length limits are written into their texts, as docs/product.md words them; contact.ts has the numbers.
const NAME_TOO_LONG = msg('Name can be at most 100 characters.')
const MESSAGE_TOO_LONG = msg('Message can be at most 2000 characters.')

/** The Get In Touch form (docs/product.md §Contact): all four fields required. */
export const contactSchema = z.object({
  name: z
    .string({ message: msg('Please enter your name.') })
    .check(z.trim(), z.minLength(1, msg('Please enter your name.')), z.maxLength(CONTACT_LIMITS.name, NAME_TOO_LONG)),
  email: z.pipe(
    z.string({ message: msg('Enter a valid email address.') }).check(z.trim(), z.maxLength(CONTACT_LIMITS.email, msg('Enter a valid email address.'))),
    z.email(msg('Enter a valid email address.')),
  ),
  phone: z.string({ message: msg('Enter a valid phone number.') }).check(
    z.trim(),
    z.maxLength(CONTACT_LIMITS.phone, msg('Enter a valid phone number.')),
    // Indian and international formats: digits with optional +, spaces, dashes, brackets.
    z.regex(/^\+?[\d\s\-()]+$/, msg('Enter a valid phone number.')),
    z.refine((v) => {
      const digits = v.replace(/\D/g, '').length
      return digits >= 7 && digits <= 15
    }, msg('Enter a valid phone number.')),
  ),
  message: z
    .string({ message: msg('Please write your message.') })
    .check(z.trim(), z.minLength(1, msg('Please write your message.')), z.maxLength(CONTACT_LIMITS.message, MESSAGE_TOO_LONG)),
})

// The schema's output is the ContactInput every other module uses.
export type _ContactShape = z.infer<typeof contactSchema> extends ContactInput ? (ContactInput extends z.infer<typeof contactSchema> ? true : never) : never
const _shapeCheck: _ContactShape = true
void _shapeCheck
