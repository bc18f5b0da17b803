import { describe, expect, it } from 'vitest'
import { withVerhoeffDigit } from '~/domain/aadhaar'
import { bookingSchema, type BookingFormValues } from '~/domain/booking'
import { fieldErrors } from '~/domain/form'
import { emptyTrip, endDateOf, heldDays, holdsDay, TRIP_MESSAGES, tripSummary, usualLength } from '~/domain/trip'
import { cars } from '~/catalog/cars'
import { services } from '~/catalog/services'
import { translate } from '~/i18n/message'

const valid: BookingFormValues = {
  ...emptyTrip(),
  name: 'Asha Patil',
  bookingFor: 'self',
  mobileNumber: '',
  aadharCardNumber: withVerhoeffDigit('23456789012'),
  pickupLocation: 'Pune Station',
  dropoffLocation: 'Lonavala',
  carType: 'Toyota Innova',
  pickupDate: '2026-11-25',
  pickupTime: '09:30',
}
const TODAY = '2026-11-21'

function parse(values: Partial<Record<keyof BookingFormValues, unknown>>) {
  return bookingSchema({ today: TODAY }).safeParse({ ...valid, ...values })
}
/** A message as an English page shows it: messages with values carry them (app/i18n/message.ts). */
const english = (message: string | undefined) => message && translate('en', {}, message)

function errorsFor(values: Partial<Record<keyof BookingFormValues, unknown>>) {
  const result = parse(values)
  return result.success ? {} : fieldErrors(result.error)
}

describe('days a booking holds', () => {
  it('is the pickup day alone without a return date', () => {
    expect(heldDays({ pickupDate: '2026-12-05' })).toEqual(['2026-12-05'])
    expect(heldDays({ pickupDate: '2026-12-05', returnDate: null })).toEqual(['2026-12-05'])
    expect(endDateOf({ pickupDate: '2026-12-05', returnDate: null })).toBe('2026-12-05')
  })

  it('runs from pickup to return, both included, across a month end', () => {
    expect(heldDays({ pickupDate: '2026-11-29', returnDate: '2026-12-02' })).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'])
    expect(endDateOf({ pickupDate: '2026-11-29', returnDate: '2026-12-02' })).toBe('2026-12-02')
  })

  it('shares the day one tour ends and the next begins', () => {
    const first = { pickupDate: '2026-12-01', returnDate: '2026-12-03' }
    const second = { pickupDate: '2026-12-03', returnDate: '2026-12-05' }
    const shared = heldDays(first).filter((d) => heldDays(second).includes(d))
    expect(shared).toEqual(['2026-12-03'])
    expect(holdsDay(first, '2026-12-03') && holdsDay(second, '2026-12-03')).toBe(true)
    expect(holdsDay(first, '2026-12-04')).toBe(false)
  })

  it('holds a driver on a 10-day tour on day 6 and not the day after it ends', () => {
    const tour = { pickupDate: '2026-12-10', returnDate: '2026-12-19' }
    const days = heldDays(tour)
    expect(days).toHaveLength(10)
    expect(days[5]).toBe('2026-12-15')
    expect(holdsDay(tour, '2026-12-15')).toBe(true)
    expect(holdsDay(tour, '2026-12-20')).toBe(false)
    expect(holdsDay(tour, '2026-12-09')).toBe(false)
  })

  it('counts days correctly across the end of a leap February', () => {
    expect(heldDays({ pickupDate: '2028-02-28', returnDate: '2028-03-01' })).toEqual(['2028-02-28', '2028-02-29', '2028-03-01'])
  })
})

describe('the trip fields of the booking schema', () => {
  it('makes a booking that never touched them a one-way trip, as before', () => {
    const { tripType, returnDate, hours, travelNumber, tourSlug, passengers, stops, ...rest } = valid
    const result = bookingSchema({ today: TODAY }).parse(rest)
    expect(result).toMatchObject({ tripType: 'one-way', returnDate: null, hours: null, travelNumber: null, tourSlug: null, passengers: null, stops: '' })
  })

  it('accepts the Ashtavinayak tour for 6 in an Innova and keeps only the fields of its type', () => {
    const result = parse({ tripType: 'tour', tourSlug: 'ashtavinayak', returnDate: '2026-11-27', passengers: '6', hours: '4', travelNumber: 'AI 101' })
    expect(result.success && result.data).toMatchObject({
      tripType: 'tour',
      tourSlug: 'ashtavinayak',
      returnDate: '2026-11-27',
      passengers: 6,
      hours: null,
      travelNumber: null,
    })
    expect(tripSummary(result.success ? result.data : (undefined as never))).toBe('Tour: Ashtavinayak')
  })

  it('refuses 13 passengers in a Dzire, and more than any car seats', () => {
    expect(english(errorsFor({ carType: 'Maruti Suzuki Swift Dzire', passengers: '13' }).passengers)).toBe('A Swift Dzire seats up to 5 passengers.')
    expect(english(errorsFor({ carType: 'Maruti Suzuki Swift Dzire', passengers: '6' }).passengers)).toBe('A Swift Dzire seats up to 5 passengers.')
    expect(errorsFor({ carType: 'Maruti Suzuki Swift Dzire', passengers: '5' })).toEqual({})
    expect(errorsFor({ carType: 'Tempo Travel', passengers: '12' })).toEqual({})
    expect(english(errorsFor({ carType: 'Tempo Travel', passengers: '13' }).passengers)).toBe('A Tempo Traveller seats up to 12 passengers.')
    for (const bad of ['0', '-1', '2.5', 'six']) expect(errorsFor({ passengers: bad }).passengers).toBe(TRIP_MESSAGES.passengers)
  })

  it('knows the seats of the six cars', () => {
    expect(cars.map((c) => [c.name, c.seats])).toEqual([
      ['Toyota Innova', 7],
      ['Innova Crysta', 7],
      ['Swift Dzire', 5],
      ['Maruti Ertiga', 7],
      ['GM Tavera', 9],
      ['Tempo Traveller', 12],
    ])
  })

  it('refuses a return before the pickup, and asks for one on a round trip or tour', () => {
    expect(errorsFor({ tripType: 'round-trip', returnDate: '2026-11-24' }).returnDate).toBe('Return date cannot be before the pickup date.')
    expect(errorsFor({ tripType: 'tour', tourSlug: 'char-dham', returnDate: '2026-11-24' }).returnDate).toBe('Return date cannot be before the pickup date.')
    expect(errorsFor({ tripType: 'round-trip', returnDate: '' }).returnDate).toBe(TRIP_MESSAGES.returnDateMissing)
    expect(errorsFor({ tripType: 'round-trip', returnDate: '2026-02-30' }).returnDate).toBe(TRIP_MESSAGES.returnDateMissing)
    // Back the same day is a round trip of one day.
    expect(errorsFor({ tripType: 'round-trip', returnDate: '2026-11-25' })).toEqual({})
    // A one-way trip ignores a return date left in the form.
    const oneWay = parse({ tripType: 'one-way', returnDate: '2026-11-20' })
    expect(oneWay.success && oneWay.data.returnDate).toBe(null)
  })

  it('refuses a tour that does not exist', () => {
    expect(errorsFor({ tripType: 'tour', tourSlug: 'goa-beaches', returnDate: '2026-11-26' }).tourSlug).toBe(TRIP_MESSAGES.tour)
    expect(errorsFor({ tripType: 'tour', tourSlug: '', returnDate: '2026-11-26' }).tourSlug).toBe(TRIP_MESSAGES.tour)
    expect(errorsFor({ tripType: 'cruise' }).tripType).toBe(TRIP_MESSAGES.tripType)
  })

  it('takes 4, 8 or 12 hours for a local trip, 8 when not chosen', () => {
    for (const bad of ['5', '0', '24', 'eight', '8.5']) expect(errorsFor({ tripType: 'local', hours: bad }).hours).toBe('Choose 4, 8 or 12 hours.')
    for (const good of ['4', '8', '12', 12]) {
      const result = parse({ tripType: 'local', hours: good })
      expect(result.success && result.data.hours).toBe(Number(good))
    }
    const unchosen = parse({ tripType: 'local', hours: '' })
    expect(unchosen.success && unchosen.data.hours).toBe(8)
  })

  it('keeps stops under 200 characters and free of markup', () => {
    expect(errorsFor({ stops: 'Lonavala, Khandala' })).toEqual({})
    expect(errorsFor({ stops: 'a'.repeat(201) }).stops).toBe(TRIP_MESSAGES.stopsTooLong)
    expect(errorsFor({ stops: '<script>' }).stops).toBe(TRIP_MESSAGES.stopsChars)
  })

  it('takes an optional flight or train number on a transfer', () => {
    const result = parse({ tripType: 'transfer', travelNumber: ' 6e 2341 ' })
    expect(result.success && result.data.travelNumber).toBe('6E 2341')
    const none = parse({ tripType: 'transfer', travelNumber: '' })
    expect(none.success && none.data.travelNumber).toBe(null)
    expect(errorsFor({ tripType: 'transfer', travelNumber: '<b>' }).travelNumber).toBe(TRIP_MESSAGES.travelNumber)
  })
})

describe('tours', () => {
  it('each say how long they usually take', () => {
    expect(services.map((s) => [s.slug, usualLength(s.slug)])).toEqual([
      ['char-dham', 'Usually 10–12 days'],
      ['jyotirlinga', 'Usually 4–5 days'],
      ['ashtavinayak', 'Usually 2–3 days'],
      ['dev-darshan', 'Usually 1–5 days'],
      ['saputara', 'Usually 2–3 days'],
      ['mahabaleshwar', 'Usually 1–3 days'],
      ['lonavala', 'Usually 1–2 days'],
      ['matheran', 'Usually 1–2 days'],
      ['satara', 'Usually 1–2 days'],
    ])
  })
})
