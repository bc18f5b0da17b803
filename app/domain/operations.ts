import { carTypeNames } from '~/catalog/cars'
import { msg } from '~/i18n/message'
import { z } from './zod'

/**
 * The owner's operations (docs/product.md §Owner): drivers, fleet counts, and the inputs of a
 * booking move. Shared by the admin forms and their actions, so a rule reads the same in
 * the browser and on the server.
 */

export const OPERATION_MESSAGES = {
  driverName: msg('Enter the driver’s name (letters and spaces, up to 80).'),
  driverMobile: msg('Enter a valid 10-digit mobile number.'),
  driverMissing: msg('Choose an active driver from the list.'),
  vehicleNumber: msg('Enter a vehicle number such as MH 12 AB 1234.'),
  cancelReason: msg('Please give a reason for cancelling.'),
  reasonTooLong: msg('Keep the reason under 500 characters.'),
  noteTooLong: msg('Keep the note under 500 characters.'),
  fleetCount: msg('Enter a whole number from 0 to 99.'),
} as const

export const NOTE_MAX = 500

const NAME_PATTERN = /^[\p{L}\p{M}]+(?: +[\p{L}\p{M}]+)*$/u

export const driverSchema = z.object({
  name: z.string(OPERATION_MESSAGES.driverName).check(
    z.overwrite((v) => v.trim().replace(/\s+/g, ' ')),
    z.minLength(1, OPERATION_MESSAGES.driverName),
    z.maxLength(80, OPERATION_MESSAGES.driverName),
    z.regex(NAME_PATTERN, OPERATION_MESSAGES.driverName),
  ),
  mobile: z
    .string(OPERATION_MESSAGES.driverMobile)
    // People write "98220 12345" or "+91 98220-12345"; the ten digits are what we keep.
    .check(
      z.overwrite((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, '')),
      z.regex(/^[6-9]\d{9}$/, OPERATION_MESSAGES.driverMobile),
    ),
})

export type DriverInput = z.output<typeof driverSchema>

/**
 * An Indian registration as printed on the plate, normalised to "MH 12 AB 1234": state
 * code, district (1–2 digits), series (0–3 letters), number (1–4 digits). The Bharat
 * series reads "22 BH 1234 AA". Null when the text is not a registration.
 */
export function normaliseVehicleNumber(text: string): string | null {
  const compact = text.toUpperCase().replace(/[\s.-]/g, '')
  const bharat = /^(\d{2})BH(\d{4})([A-Z]{1,2})$/.exec(compact)
  if (bharat) return `${bharat[1]} BH ${bharat[2]} ${bharat[3]}`
  const state = /^([A-Z]{2})(\d{1,2})([A-Z]{0,3})(\d{1,4})$/.exec(compact)
  if (!state) return null
  const [, code, district, series, number] = state as unknown as [string, string, string, string, string]
  if (Number(number) === 0) return null
  return [code, district.padStart(2, '0'), series, number.padStart(4, '0')].filter(Boolean).join(' ')
}

const note = (message: string) => z._default(z.optional(z.string().check(z.trim(), z.maxLength(NOTE_MAX, message))), '')

export const confirmSchema = z.object({ note: note(OPERATION_MESSAGES.noteTooLong) })

export const assignSchema = z.object({
  driverId: z
    .string(OPERATION_MESSAGES.driverMissing)
    .check(z.trim(), z.minLength(1, OPERATION_MESSAGES.driverMissing), z.maxLength(64, OPERATION_MESSAGES.driverMissing)),
  vehicleNumber: z.pipe(
    z.string(OPERATION_MESSAGES.vehicleNumber).check(
      z.maxLength(20, OPERATION_MESSAGES.vehicleNumber),
      z.refine((v) => normaliseVehicleNumber(v) !== null, OPERATION_MESSAGES.vehicleNumber),
    ),
    z.transform((v) => normaliseVehicleNumber(v)!),
  ),
  note: note(OPERATION_MESSAGES.noteTooLong),
})

export const cancelSchema = z.object({
  reason: z
    .string(OPERATION_MESSAGES.cancelReason)
    .check(z.trim(), z.minLength(1, OPERATION_MESSAGES.cancelReason), z.maxLength(NOTE_MAX, OPERATION_MESSAGES.reasonTooLong)),
})

// Text, not z.coerce: an empty box must be refused, not read as 0.
export const fleetCountSchema = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()], OPERATION_MESSAGES.fleetCount),
    z.transform((v) => String(v).trim()),
  ),
  z.pipe(z.string().check(z.regex(/^\d{1,2}$/, OPERATION_MESSAGES.fleetCount)), z.transform(Number)),
)

/** The Fleet form: a count for every car type, all checked before any is saved. */
export const fleetFormSchema = z.object(Object.fromEntries(carTypeNames.map((name) => [name, fleetCountSchema])))

/** Digits of a 10-digit Indian mobile for tel: and wa.me links, or null when it is not one. */
export function indianMobile(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '')
  return /^\d{10}$/.test(digits) ? digits : null
}

export function telLink(mobile: string): string {
  return `tel:+91${mobile}`
}

export function whatsAppLink(mobile: string, text: string): string {
  return `https://wa.me/91${mobile}?text=${encodeURIComponent(text)}`
}
