import type { Car } from '~/catalog/cars'
import { services } from '~/catalog/services'
import { Field } from '~/components/ui/field'
import type { FormErrors } from '~/components/ui/use-form'
import { msg } from '~/i18n/message'
import { useT } from '~/i18n/use-t'
import type { BookingField, BookingFormValues } from '~/domain/booking'
import { LOCAL_HOURS, needsReturnDate, usualLength, STOPS_MAX, TRAVEL_NUMBER_MAX, TRIP_TYPE_LABELS, TRIP_TYPES } from '~/domain/trip'

type Props = {
  values: BookingFormValues
  errors: FormErrors<BookingField>
  id: (field: BookingField) => string
  onChange: (field: BookingField, value: string) => void
}

/** A select with its label, hint and error, wired like Field. */
function SelectField({
  field,
  label,
  value,
  options,
  hint,
  props: { id, errors, onChange },
}: {
  field: BookingField
  label: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
  hint?: string | undefined
  props: Props
}) {
  const t = useT()
  const error = errors[field]
  const errorId = `${id(field)}-error`
  const hintId = `${id(field)}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label className="field__label" htmlFor={id(field)}>
        {label}
      </label>
      <select
        id={id(field)}
        name={field}
        className="field__input booking-form__select"
        value={value}
        onChange={(e) => onChange(field, e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {t(o.label)}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {t(error)}
        </p>
      ) : null}
    </div>
  )
}

const TRIP_OPTIONS = TRIP_TYPES.map((type) => ({ value: type, label: TRIP_TYPE_LABELS[type] }))
// Option labels are messages, translated as the select draws them.
const TOUR_OPTIONS = [{ value: '', label: msg('Select a tour') }, ...services.map((s) => ({ value: s.slug, label: s.title }))]
const HOUR_OPTIONS = LOCAL_HOURS.map((h) => ({ value: String(h), label: msg('{hours} hours', { hours: h }) }))

/** "Trip type" and the fields of the chosen type, right after Drop-off Location. */
export function TripTypeFields(props: Props) {
  const { values, errors, id, onChange } = props
  const t = useT()
  const tripType = values.tripType
  return (
    <div className="form__row booking-form__trip">
      <SelectField field="tripType" label={t('Trip type')} value={tripType} options={TRIP_OPTIONS} props={props} />
      {tripType === 'tour' ? (
        <SelectField field="tourSlug" label={t('Tour')} value={values.tourSlug} options={TOUR_OPTIONS} hint={usualLength(values.tourSlug, t)} props={props} />
      ) : null}
      {tripType === 'local' ? <SelectField field="hours" label={t('Hours')} value={values.hours || '8'} options={HOUR_OPTIONS} props={props} /> : null}
      {tripType === 'transfer' ? (
        <Field
          id={id('travelNumber')}
          name="travelNumber"
          label={t('Flight or train number')}
          autoComplete="off"
          maxLength={TRAVEL_NUMBER_MAX}
          value={values.travelNumber}
          onChange={(e) => onChange('travelNumber', e.target.value)}
          error={errors.travelNumber}
          hint={t('Optional.')}
        />
      ) : null}
    </div>
  )
}

/** "Return date", beside the pickup's date and time, for a round trip or a tour. */
export function ReturnDateField({ values, errors, id, onChange, today }: Props & { today: string }) {
  const t = useT()
  if (!needsReturnDate(values.tripType)) return null
  return (
    <div className="form__row">
      <Field
        id={id('returnDate')}
        name="returnDate"
        label={t('Return date')}
        type="date"
        required
        min={values.pickupDate || today}
        value={values.returnDate}
        onChange={(e) => onChange('returnDate', e.target.value)}
        error={errors.returnDate}
      />
    </div>
  )
}

/** "Passengers" and "Stops on the way", both optional, for every trip type. */
export function TripExtrasFields({ values, errors, id, onChange, car }: Props & { car: Car | undefined }) {
  const t = useT()
  return (
    <div className="form__row">
      <Field
        id={id('passengers')}
        name="passengers"
        label={t('Passengers')}
        type="number"
        inputMode="numeric"
        min={1}
        max={car?.seats}
        value={values.passengers}
        onChange={(e) => onChange('passengers', e.target.value)}
        error={errors.passengers}
        hint={car ? t('Optional. Up to {seats}.', { seats: car.seats }) : t('Optional.')}
      />
      <Field
        id={id('stops')}
        name="stops"
        label={t('Stops on the way')}
        autoComplete="off"
        maxLength={STOPS_MAX}
        value={values.stops}
        onChange={(e) => onChange('stops', e.target.value)}
        error={errors.stops}
        hint={t('Optional.')}
      />
    </div>
  )
}
