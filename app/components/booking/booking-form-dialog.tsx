import { useId, type FormEvent } from 'react'
import { carTypeNames, type Car } from '~/catalog/cars'
import { Field } from '~/components/ui/field'
import { Modal } from '~/components/ui/modal'
import { BOOKING_FOR, BOOKING_FOR_LABELS, carForType, LOCATION_MAX, NAME_MAX, type BookingField, type BookingFormValues } from '~/domain/booking'
import { CarSummary } from './car-summary'

export type BookingErrors = Partial<Record<BookingField, string>>

/** Field ids in form order, so the first error can take the focus. */
export const FIELD_ORDER: readonly BookingField[] = [
  'carType',
  'name',
  'bookingFor',
  'mobileNumber',
  'aadharCardNumber',
  'pickupLocation',
  'dropoffLocation',
  'pickupDate',
  'pickupTime',
]

export function fieldId(prefix: string, field: BookingField) {
  return `${prefix}-${field}`
}

/** "Book a Car" from the home button, "Book {car name}" from a car card (SPEC.md §2). */
export function BookingFormDialog({
  open,
  onOpenChange,
  car,
  values,
  errors,
  today,
  idPrefix,
  onChange,
  onSubmit,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  car: Car | undefined
  values: BookingFormValues
  errors: BookingErrors
  today: string
  idPrefix: string
  onChange: (field: BookingField, value: string) => void
  onSubmit: () => void
}) {
  const id = (field: BookingField) => fieldId(idPrefix, field)
  const carTypeErrorId = `${id('carType')}-error`
  const chosen = car ?? carForType(values.carType)
  const bookingForHint = useId()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSubmit()
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={car ? `Book ${car.name}` : 'Book a Car'}
      description="All fields are required."
      className="booking-dialog"
    >
      {/* The browser's own bubbles are off so that every rule shows its SPEC.md message under its field. */}
      <form id={`${idPrefix}-form`} className="form booking-form" noValidate onSubmit={submit} aria-label="Booking details">
        {car ? (
          <CarSummary car={car} />
        ) : (
          <div className="field">
            <label className="field__label" htmlFor={id('carType')}>
              Car Type
            </label>
            <select
              id={id('carType')}
              name="carType"
              className="field__input booking-form__select"
              required
              value={values.carType}
              onChange={(e) => onChange('carType', e.target.value)}
              aria-invalid={errors.carType ? true : undefined}
              aria-describedby={errors.carType ? carTypeErrorId : undefined}
            >
              <option value="">Select a car type</option>
              {carTypeNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            {errors.carType ? (
              <p id={carTypeErrorId} className="field__error">
                {errors.carType}
              </p>
            ) : chosen ? (
              <p className="field__hint">{chosen.info}</p>
            ) : null}
          </div>
        )}

        <div className="form__row">
          <Field
            id={id('name')}
            name="name"
            label="Your Name"
            autoComplete="name"
            required
            maxLength={NAME_MAX}
            value={values.name}
            onChange={(e) => onChange('name', e.target.value)}
            error={errors.name}
          />
          <Field
            id={id('aadharCardNumber')}
            name="aadharCardNumber"
            label="Aadhar Card Number"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={12}
            value={values.aadharCardNumber}
            onChange={(e) => onChange('aadharCardNumber', e.target.value)}
            error={errors.aadharCardNumber}
            hint="Only the last four digits are shown again."
          />
        </div>

        <div className="form__row">
          <fieldset className="choice-group booking-form__for" aria-describedby={values.bookingFor === 'self' ? bookingForHint : undefined}>
            <legend>Booking For</legend>
            {BOOKING_FOR.map((option) => (
              <label key={option} className="choice">
                <input
                  type="radio"
                  name="bookingFor"
                  value={option}
                  required
                  checked={values.bookingFor === option}
                  onChange={() => onChange('bookingFor', option)}
                />
                {BOOKING_FOR_LABELS[option]}
              </label>
            ))}
            {values.bookingFor === 'self' ? (
              <p id={bookingForHint} className="field__hint booking-form__for-hint">
                We use the mobile number in your account.
              </p>
            ) : null}
          </fieldset>
          {values.bookingFor === 'someone' ? (
            <Field
              id={id('mobileNumber')}
              name="mobileNumber"
              label="Mobile Number"
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              required
              maxLength={10}
              value={values.mobileNumber}
              onChange={(e) => onChange('mobileNumber', e.target.value)}
              error={errors.mobileNumber}
            />
          ) : null}
        </div>

        <div className="form__row">
          <Field
            id={id('pickupLocation')}
            name="pickupLocation"
            label="Pickup Location"
            autoComplete="off"
            required
            maxLength={LOCATION_MAX}
            value={values.pickupLocation}
            onChange={(e) => onChange('pickupLocation', e.target.value)}
            error={errors.pickupLocation}
          />
          <Field
            id={id('dropoffLocation')}
            name="dropoffLocation"
            label="Drop-off Location"
            autoComplete="off"
            required
            maxLength={LOCATION_MAX}
            value={values.dropoffLocation}
            onChange={(e) => onChange('dropoffLocation', e.target.value)}
            error={errors.dropoffLocation}
          />
        </div>

        <div className="form__row booking-form__when">
          <Field
            id={id('pickupDate')}
            name="pickupDate"
            label="Pickup Date"
            type="date"
            required
            min={today}
            value={values.pickupDate}
            onChange={(e) => onChange('pickupDate', e.target.value)}
            error={errors.pickupDate}
          />
          <Field
            id={id('pickupTime')}
            name="pickupTime"
            label="Pickup Time"
            type="time"
            required
            value={values.pickupTime}
            onChange={(e) => onChange('pickupTime', e.target.value)}
            error={errors.pickupTime}
          />
        </div>

        <button type="submit" className="btn btn--primary btn--block booking-form__submit">
          Book Now
        </button>
      </form>
    </Modal>
  )
}
