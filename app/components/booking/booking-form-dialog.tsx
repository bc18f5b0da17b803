import { useId, type FormEvent, type RefObject } from 'react'
import { carTypeNames, type Car } from '~/catalog/cars'
import { Field } from '~/components/ui/field'
import { Modal } from '~/components/ui/modal'
import { useT } from '~/i18n/use-t'
import type { FormErrors } from '~/components/ui/use-form'
import { BOOKING_FOR, BOOKING_FOR_LABELS, carForType, LOCATION_MAX, NAME_MAX, type BookingField, type BookingFormValues } from '~/domain/booking'
import { CarSummary } from './car-summary'
import { ReturnDateField, TripExtrasFields, TripTypeFields } from './trip-fields'

/** The form's fields: only these of a server's answer are shown under a field. */
export const FORM_FIELDS: readonly BookingField[] = [
  'carType',
  'name',
  'bookingFor',
  'mobileNumber',
  'aadharCardNumber',
  'pickupLocation',
  'dropoffLocation',
  'tripType',
  'tourSlug',
  'hours',
  'travelNumber',
  'pickupDate',
  'pickupTime',
  'returnDate',
  'passengers',
  'stops',
]

/** "Book a Car" from the home button, "Book {car name}" from a car card (docs/product.md §Booking). */
export function BookingFormDialog({
  open,
  onOpenChange,
  car,
  values,
  formRef,
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
  formRef: RefObject<HTMLFormElement | null>
  errors: FormErrors<BookingField>
  today: string
  idPrefix: string
  onChange: (field: BookingField, value: string) => void
  onSubmit: () => void
}) {
  const id = (field: BookingField) => `${idPrefix}-${field}`
  const carTypeErrorId = `${id('carType')}-error`
  const chosen = car ?? carForType(values.carType)
  const bookingForHint = useId()
  const t = useT()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSubmit()
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={car ? t('Book {car}', { car: car.name }) : t('Book a Car')}
      description={t('All fields are required.')}
      closeLabel={t('Close')}
      className="booking-dialog"
    >
      {/* The browser's own bubbles are off so that every rule shows its product message under its field. */}
      <form ref={formRef} id={`${idPrefix}-form`} className="form booking-form" noValidate onSubmit={submit} aria-label={t('Booking details')}>
        {car ? (
          <CarSummary car={car} />
        ) : (
          <div className="field">
            <label className="field__label" htmlFor={id('carType')}>
              {t('Car Type')}
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
              <option value="">{t('Select a car type')}</option>
              {carTypeNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            {errors.carType ? (
              <p id={carTypeErrorId} className="field__error">
                {t(errors.carType)}
              </p>
            ) : chosen ? (
              <p className="field__hint">{t(chosen.info)}</p>
            ) : null}
          </div>
        )}

        <div className="form__row">
          <Field
            id={id('name')}
            name="name"
            label={t('Your Name')}
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
            label={t('Aadhar Card Number')}
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={12}
            value={values.aadharCardNumber}
            onChange={(e) => onChange('aadharCardNumber', e.target.value)}
            error={errors.aadharCardNumber}
            hint={t('Only the last four digits are shown again.')}
          />
        </div>

        <div className="form__row">
          <fieldset className="choice-group booking-form__for" aria-describedby={values.bookingFor === 'self' ? bookingForHint : undefined}>
            <legend>{t('Booking For')}</legend>
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
                {t(BOOKING_FOR_LABELS[option])}
              </label>
            ))}
            {values.bookingFor === 'self' ? (
              <p id={bookingForHint} className="field__hint booking-form__for-hint">
                {t('We use the mobile number in your account.')}
              </p>
            ) : null}
          </fieldset>
          {values.bookingFor === 'someone' ? (
            <Field
              id={id('mobileNumber')}
              name="mobileNumber"
              label={t('Mobile Number')}
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
            label={t('Pickup Location')}
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
            label={t('Drop-off Location')}
            autoComplete="off"
            required
            maxLength={LOCATION_MAX}
            value={values.dropoffLocation}
            onChange={(e) => onChange('dropoffLocation', e.target.value)}
            error={errors.dropoffLocation}
          />
        </div>

        <TripTypeFields values={values} errors={errors} id={id} onChange={onChange} />

        <div className="form__row booking-form__when">
          <Field
            id={id('pickupDate')}
            name="pickupDate"
            label={t('Pickup Date')}
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
            label={t('Pickup Time')}
            type="time"
            required
            value={values.pickupTime}
            onChange={(e) => onChange('pickupTime', e.target.value)}
            error={errors.pickupTime}
          />
        </div>

        <ReturnDateField values={values} errors={errors} id={id} onChange={onChange} today={today} />
        <TripExtrasFields values={values} errors={errors} id={id} onChange={onChange} car={chosen} />

        <button type="submit" className="btn btn--primary btn--block booking-form__submit">
          {t('Book Now')}
        </button>
      </form>
    </Modal>
  )
}
