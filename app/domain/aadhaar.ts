// Verhoeff check digit tables (the scheme UIDAI uses for Aadhaar numbers).
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
]
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
]
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]

function verhoeffChecksum(digits: string): number {
  let c = 0
  const reversed = digits.split('').reverse()
  reversed.forEach((ch, i) => {
    c = D[c]![P[i % 8]![Number(ch)]!]!
  })
  return c
}

/** Twelve digits, first digit 2–9, valid Verhoeff check digit (docs/product.md §Aadhaar). */
export function isValidAadhaar(value: string): boolean {
  return /^[2-9]\d{11}$/.test(value) && verhoeffChecksum(value) === 0
}

/** Appends the check digit to eleven digits; used to make valid test numbers. */
export function withVerhoeffDigit(elevenDigits: string): string {
  let c = 0
  const reversed = elevenDigits.split('').reverse()
  reversed.forEach((ch, i) => {
    c = D[c]![P[(i + 1) % 8]![Number(ch)]!]!
  })
  return `${elevenDigits}${INV[c]}`
}

/** Only the last four digits are ever shown again: XXXX XXXX 1234. */
export function maskAadhaar(last4: string): string {
  return last4 ? `XXXX XXXX ${last4}` : ''
}
