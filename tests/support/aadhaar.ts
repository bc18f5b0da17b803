import { createHash, randomUUID } from 'node:crypto'
import { withVerhoeffDigit } from '../../app/domain/aadhaar'

/**
 * A valid Aadhaar number (first digit 2–9, correct Verhoeff check digit) derived from a
 * seed: the same seed gives the same number, different seeds practically never collide.
 * Without a seed every call gives a fresh one.
 */
export function validAadhaar(seed: string | number = randomUUID()): string {
  const digits = BigInt(`0x${createHash('sha256').update(String(seed)).digest('hex').slice(0, 24)}`)
    .toString()
    .padStart(11, '0')
  const first = String(2 + (Number(digits.at(-1)) % 8))
  return withVerhoeffDigit(first + digits.slice(0, 10))
}
