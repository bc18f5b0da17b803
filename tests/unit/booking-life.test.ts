import { describe, expect, it } from 'vitest'
import {
  BOOKING_STATUSES,
  BOOKING_STATUS_LABELS,
  canMove,
  newReference,
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
  type BookingStatus,
} from '~/domain/booking-life'

describe('the moves of a booking', () => {
  const allowed: Array<[BookingStatus, BookingStatus]> = [
    ['requested', 'confirmed'],
    ['requested', 'assigned'],
    ['requested', 'cancelled'],
    ['confirmed', 'assigned'],
    ['confirmed', 'cancelled'],
    ['assigned', 'assigned'],
    ['assigned', 'completed'],
    ['assigned', 'cancelled'],
  ]

  it('allows exactly the moves of the booking life, and nothing out of completed or cancelled', () => {
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        const expected = allowed.some(([a, b]) => a === from && b === to)
        expect(canMove(from, to), `${from} → ${to}`).toBe(expected)
      }
    }
  })

  it('labels every status as the owner and traveller read it', () => {
    expect(BOOKING_STATUSES.map((s) => BOOKING_STATUS_LABELS[s])).toEqual(['Requested', 'Confirmed', 'Driver assigned', 'Completed', 'Cancelled'])
  })
})

describe('booking references', () => {
  it('are YT- and six characters that cannot be misread over the phone', () => {
    for (let i = 0; i < 2000; i++) {
      const ref = newReference()
      expect(ref).toMatch(REFERENCE_PATTERN)
      expect(ref.slice(3)).not.toMatch(/[01ILO]/)
    }
    expect(REFERENCE_PATTERN.test('YT-7KQ2MD')).toBe(true)
    expect(REFERENCE_PATTERN.test('YT-7KQ2M0')).toBe(false)
    expect(REFERENCE_PATTERN.test('yt-7kq2md')).toBe(false)
  })

  it('use every character of the alphabet and rarely repeat', () => {
    const seen = new Set<string>()
    const refs = new Set<string>()
    for (let i = 0; i < 5000; i++) {
      const ref = newReference()
      refs.add(ref)
      for (const c of ref.slice(3)) seen.add(c)
    }
    expect([...seen].sort().join('')).toBe([...REFERENCE_ALPHABET].sort().join(''))
    // 31^6 is about 887 million: 5,000 draws collide with a chance of about 1.4%.
    expect(refs.size).toBeGreaterThanOrEqual(4998)
  })
})
