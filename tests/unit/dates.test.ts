import { describe, expect, it } from 'vitest'
import { classifyDay, formatIndianDate, isValidIsoDate, todayIn } from '~/domain/dates'

describe('today in the business time zone', () => {
  it('is already tomorrow in India at 18:31 UTC', () => {
    // 18:31 UTC is 00:01 IST the next day.
    expect(todayIn('Asia/Kolkata', new Date('2026-11-21T18:31:00Z'))).toBe('2026-11-22')
  })
  it('is still today in India at 18:29 UTC', () => {
    // 18:29 UTC is 23:59 IST.
    expect(todayIn('Asia/Kolkata', new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21')
  })
  it('classifies days around today', () => {
    expect(classifyDay('2026-11-20', '2026-11-21')).toBe('past')
    expect(classifyDay('2026-11-21', '2026-11-21')).toBe('today')
    expect(classifyDay('2026-11-22', '2026-11-21')).toBe('upcoming')
  })
  it('rejects impossible dates', () => {
    expect(isValidIsoDate('2026-02-30')).toBe(false)
    expect(isValidIsoDate('2026-13-01')).toBe(false)
    expect(isValidIsoDate('21/11/2026')).toBe(false)
    expect(isValidIsoDate('2028-02-29')).toBe(true)
  })
  it('formats dates the way Indian readers expect', () => {
    expect(formatIndianDate('2026-11-21')).toBe('21 Nov 2026')
    expect(formatIndianDate('not a date')).toBe('not a date')
  })
})
