import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { BOOKING_MESSAGES, bookingSchema, idempotencyKeySchema, newIdempotencyKey, type BookingFormValues } from '~/domain/booking'
import { withVerhoeffDigit } from '~/domain/aadhaar'
import { emptyTrip } from '~/domain/trip'
import { todayIn } from '~/domain/dates'
import { fieldErrors } from '~/domain/form'

const AADHAAR = withVerhoeffDigit('23456789012')

const valid: BookingFormValues = {
  ...emptyTrip(),
  name: 'Asha Patil',
  bookingFor: 'self',
  mobileNumber: '',
  aadharCardNumber: AADHAAR,
  pickupLocation: 'Pune Station',
  dropoffLocation: 'Lonavala',
  carType: 'Toyota Innova',
  pickupDate: '2026-11-25',
  pickupTime: '09:30',
}

function errorsFor(values: Partial<Record<keyof BookingFormValues, unknown>>, today = '2026-11-21') {
  const result = bookingSchema({ today }).safeParse({ ...valid, ...values })
  return result.success ? {} : fieldErrors(result.error)
}

describe('booking schema (docs/product.md §Booking)', () => {
  it('accepts a complete booking and normalises it', () => {
    const result = bookingSchema({ today: '2026-11-21' }).parse({ ...valid, name: '  Asha   Patil ', carType: 'Swift Dzire', mobileNumber: '9876543210' })
    expect(result.name).toBe('Asha Patil')
    // A card's short name is stored under the car-type list's long name.
    expect(result.carType).toBe('Maruti Suzuki Swift Dzire')
    // A self booking never keeps a typed mobile: the server uses the account's.
    expect(result.mobileNumber).toBe('')
  })

  it('gives the product message for every rule', () => {
    expect(errorsFor({ name: 'Asha123' }).name).toBe(BOOKING_MESSAGES.name)
    expect(errorsFor({ name: '   ' }).name).toBe('Name should contain only alphabets and spaces.')
    expect(errorsFor({ name: '<script>' }).name).toBe(BOOKING_MESSAGES.name)
    expect(errorsFor({ bookingFor: 'someone', mobileNumber: '98765' }).mobileNumber).toBe('Enter a valid 10-digit mobile number.')
    expect(errorsFor({ bookingFor: 'someone', mobileNumber: '98765abcde' }).mobileNumber).toBe('Enter a valid 10-digit mobile number.')
    expect(errorsFor({ aadharCardNumber: '12345' }).aadharCardNumber).toBe('Aadhar number must be exactly 12 digits.')
    expect(errorsFor({ aadharCardNumber: `${AADHAAR}1` }).aadharCardNumber).toBe('Aadhar number must be exactly 12 digits.')
    expect(errorsFor({ pickupLocation: '  ' }).pickupLocation).toBe('Pickup location is required.')
    expect(errorsFor({ dropoffLocation: '' }).dropoffLocation).toBe('Drop-off location is required.')
    expect(errorsFor({ carType: '' }).carType).toBe('Please select a car type.')
    expect(errorsFor({ carType: 'Lamborghini' }).carType).toBe('Please select a car type.')
    expect(errorsFor({ pickupDate: '2026-11-20' }).pickupDate).toBe('Pickup date cannot be in the past.')
    expect(errorsFor({ pickupTime: '' }).pickupTime).toBe('Pickup time is required.')
    expect(errorsFor({ pickupTime: '25:00' }).pickupTime).toBe('Pickup time is required.')
  })

  it('asks for a mobile number only when booking for someone else', () => {
    expect(errorsFor({ bookingFor: 'self', mobileNumber: '' })).toEqual({})
    expect(errorsFor({ bookingFor: 'someone', mobileNumber: '9876543210' })).toEqual({})
    expect(errorsFor({ bookingFor: 'someone', mobileNumber: '' }).mobileNumber).toBe(BOOKING_MESSAGES.mobileNumber)
  })

  it('rejects twelve digits that are not an Aadhaar number (docs/product.md §Aadhaar)', () => {
    // First digit 0 or 1, and a wrong check digit, are both rejected with the product message.
    expect(errorsFor({ aadharCardNumber: withVerhoeffDigit('12345678901') }).aadharCardNumber).toBe(BOOKING_MESSAGES.aadharCardNumber)
    const wrongCheck = AADHAAR.slice(0, 11) + String((Number(AADHAAR[11]) + 1) % 10)
    expect(errorsFor({ aadharCardNumber: wrongCheck }).aadharCardNumber).toBe(BOOKING_MESSAGES.aadharCardNumber)
  })

  it('reports every failing field at once, including the mobile number', () => {
    const errors = errorsFor({
      name: '1',
      bookingFor: 'someone',
      mobileNumber: '1',
      aadharCardNumber: '',
      pickupLocation: '',
      dropoffLocation: '',
      carType: '',
      pickupDate: '',
      pickupTime: '',
    })
    expect(Object.keys(errors).sort()).toEqual(
      ['aadharCardNumber', 'carType', 'dropoffLocation', 'mobileNumber', 'name', 'pickupDate', 'pickupLocation', 'pickupTime'].sort(),
    )
    expect(errors.pickupDate).toBe(BOOKING_MESSAGES.pickupDateMissing)
  })

  it('turns wrong types and missing fields from other clients into field messages', () => {
    const result = bookingSchema({ today: '2026-11-21' }).safeParse({ name: 42, bookingFor: 'everyone', aadharCardNumber: 123456789012 })
    expect(result.success).toBe(false)
    const errors = fieldErrors(result.error!)
    expect(errors.name).toBe(BOOKING_MESSAGES.name)
    expect(errors.bookingFor).toBe(BOOKING_MESSAGES.bookingFor)
    expect(errors.aadharCardNumber).toBe(BOOKING_MESSAGES.aadharCardNumber)
    expect(errors.pickupLocation).toBe(BOOKING_MESSAGES.pickupLocation)
    expect(errors.pickupTime).toBe(BOOKING_MESSAGES.pickupTime)
  })

  it('rejects impossible dates and over-long text', () => {
    expect(errorsFor({ pickupDate: '2026-02-30' }).pickupDate).toBe(BOOKING_MESSAGES.pickupDateMissing)
    expect(errorsFor({ pickupDate: '25/11/2026' }).pickupDate).toBe(BOOKING_MESSAGES.pickupDateMissing)
    expect(errorsFor({ pickupLocation: 'x'.repeat(201) }).pickupLocation).toBe(BOOKING_MESSAGES.locationTooLong)
    expect(errorsFor({ name: 'a'.repeat(81) }).name).toBe(BOOKING_MESSAGES.nameTooLong)
  })

  it('keeps markup and SQL out of the locations but accepts real addresses', () => {
    expect(errorsFor({ pickupLocation: '<img src=x onerror=alert(1)>' }).pickupLocation).toBe(BOOKING_MESSAGES.locationChars)
    expect(errorsFor({ dropoffLocation: "'; DROP TABLE booking; --" }).dropoffLocation).toBe(BOOKING_MESSAGES.locationChars)
    expect(errorsFor({ pickupLocation: "x' OR '1'='1" }).pickupLocation).toBe(BOOKING_MESSAGES.locationChars)
    expect(errorsFor({ pickupLocation: "Flat 4/B, St. Mary's Road (near Gate #2), Pune-411001", dropoffLocation: 'पुणे रेल्वे स्टेशन' })).toEqual({})
  })

  it('makes v4 UUID confirmation keys', () => {
    const a = newIdempotencyKey()
    expect(idempotencyKeySchema.safeParse(a).success).toBe(true)
    expect(a).not.toBe(newIdempotencyKey())
    expect(idempotencyKeySchema.safeParse('not-a-key').success).toBe(false)
  })
})

describe('pickup date at the IST day boundary, on a server clock in UTC', () => {
  beforeAll(() => {
    process.env.TZ = 'UTC'
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const validateAt = (isoInstant: string, pickupDate: string) => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date(isoInstant))
    const today = todayIn('Asia/Kolkata')
    return { today, errors: errorsFor({ pickupDate }, today) }
  }

  it('at 23:59 IST (18:29 UTC) today is still bookable and yesterday is not', () => {
    expect(new Date().getTimezoneOffset()).toBe(0)
    const same = validateAt('2026-11-21T18:29:00Z', '2026-11-21')
    expect(same.today).toBe('2026-11-21')
    expect(same.errors.pickupDate).toBeUndefined()
    expect(validateAt('2026-11-21T18:29:00Z', '2026-11-20').errors.pickupDate).toBe(BOOKING_MESSAGES.pickupDatePast)
  })

  it('at 00:01 IST (18:31 UTC, still the 21st in UTC) the 21st is already past', () => {
    const next = validateAt('2026-11-21T18:31:00Z', '2026-11-21')
    expect(next.today).toBe('2026-11-22')
    expect(next.errors.pickupDate).toBe(BOOKING_MESSAGES.pickupDatePast)
    expect(validateAt('2026-11-21T18:31:00Z', '2026-11-22').errors.pickupDate).toBeUndefined()
  })

  it('follows BUSINESS_TIMEZONE, not India, when the business is elsewhere', () => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-11-21T18:31:00Z'))
    expect(todayIn('Europe/London')).toBe('2026-11-21')
  })
})
