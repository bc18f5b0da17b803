import { describe, expect, it } from 'vitest'
import { writeMailPayload } from '~/domain/mail'
import { renderQueuedMail } from '~/emails/render-mail'

const business = { name: 'Yatri Tours & Travels', phone: '+91 98220 12345', email: 'bookings@yatri.example', address: 'Pune', whatsapp: '+91 98220 12345' }

describe('account mails (docs/product.md §Recovery)', () => {
  for (const [kind, heading] of [
    ['password-reset', 'Reset your password'],
    ['email-verification', 'Please verify your e-mail address'],
  ] as const) {
    it(`${kind}: HTML and text both carry the whole link and how long it works`, () => {
      const url = 'https://yatri.example/reset-password?token=abc_DEF-123'
      const { html, text } = renderQueuedMail({
        kind,
        html: null,
        text: null,
        payload: writeMailPayload<typeof kind>({ name: 'Sunita <Kulkarni>', url, validMinutes: 60, business }),
      })
      expect(html).toContain(`href="${url}"`)
      expect(html).toContain(heading)
      expect(html).toContain('Sunita &lt;Kulkarni&gt;')
      expect(text).toContain(url)
      expect(text).toContain('1 hour')
      expect(text).toContain('Hello Sunita <Kulkarni>,')
    })
  }
})
