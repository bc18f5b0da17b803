import { msg } from '~/i18n/message'

// Links and facts derived from the configured business details (docs/product.md §Catalogue: name,
// phone, e-mail, address, WhatsApp and social links are configuration, not code).

/** The business details from configuration, as every page and mail shows them. */
export type Business = {
  name: string
  tagline: string
  phone: string
  email: string
  address: string
  whatsapp: string
  instagram: string
  facebook: string
  youtube: string
}

/** docs/product.md §Catalogue, About: exactly and in this order (messages, translated where shown). */
export const PAYMENT_METHODS = [msg('UPI'), msg('Credit/Debit Cards'), msg('Net Banking'), msg('Cash on Pickup')] as const

/** "+91 98220 12345" → "tel:+919822012345". */
export function telHref(phone: string): string {
  const compact = phone.replace(/[^\d+]/g, '')
  return `tel:${compact}`
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`
}

function whatsappDigits(number: string): string {
  return number.replace(/\D/g, '')
}

/** Click-to-chat link; wa.me wants the number with country code and no "+". */
export function whatsappHref(number: string): string {
  return `https://wa.me/${whatsappDigits(number)}`
}

/** "919822012345" → "+91 98220 12345"; other shapes keep their digits after a "+". */
export function formatWhatsappNumber(number: string): string {
  const digits = whatsappDigits(number)
  const indian = /^91(\d{5})(\d{5})$/.exec(digits)
  if (indian) return `+91 ${indian[1]} ${indian[2]}`
  return `+${digits}`
}

export function mapsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}

/** A six-digit Indian PIN code inside a one-line address, if there is one. */
export function postalCodeOf(address: string): string | undefined {
  return /\b(\d{6})\b/.exec(address)?.[1]
}
