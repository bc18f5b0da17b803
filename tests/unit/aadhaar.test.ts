import { describe, expect, it } from 'vitest'
import { isValidAadhaar, maskAadhaar, withVerhoeffDigit } from '~/domain/aadhaar'

describe('Aadhaar format check', () => {
  it('accepts a number with a valid Verhoeff check digit', () => {
    // A published test number with a valid check digit.
    expect(isValidAadhaar('234123412346')).toBe(true)
    expect(isValidAadhaar(withVerhoeffDigit('98765432101'))).toBe(true)
  })
  it('rejects a wrong check digit, a leading 0 or 1, and wrong lengths', () => {
    expect(isValidAadhaar('234123412347')).toBe(false)
    expect(isValidAadhaar(withVerhoeffDigit('12345678901'))).toBe(false)
    expect(isValidAadhaar('23412341234')).toBe(false)
    expect(isValidAadhaar('2341234123466')).toBe(false)
    expect(isValidAadhaar('2341 2341 2346')).toBe(false)
  })
  it('masks all but the last four digits', () => {
    expect(maskAadhaar('2346')).toBe('XXXX XXXX 2346')
  })
})
