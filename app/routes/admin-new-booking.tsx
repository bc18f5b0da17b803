import { useState } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'
import { carTypeNames } from '~/catalog/cars'
import { services } from '~/catalog/services'
import { AdminHeader } from '~/components/admin/admin-nav'
import { PageShell } from '~/components/page-shell'
import { useForm } from '~/components/ui/use-form'
import { Field, TextAreaField } from '~/components/ui/field'
import { ownerBookingSchema } from '~/domain/booking'
import { todayIn } from '~/domain/dates'
import { fieldErrors, formToObject } from '~/domain/form'
import { pageMeta } from '~/domain/seo'
import { LOCAL_HOURS, TRIP_TYPE_LABELS, TRIP_TYPES, type TripType } from '~/domain/trip'
import { createBooking } from '~/models/bookings.server'
import { assertSameOrigin } from '~/services/csrf.server'
import { readFormData } from '~/services/form.server'
import { getRuntime } from '~/services/runtime.server'
import { requireAdmin } from '~/services/session.server'
import '~/styles/admin.css'
import '~/styles/admin-operations.css'
import type { Route } from './+types/admin-new-booking'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'New booking', description: 'Enter a phone or walk-in booking.', path: '/admin-panel/new-booking', noindex: true, matches })

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return data({ today: todayIn(getRuntime().config.timeZone), key: crypto.randomUUID() }, { headers: { 'Cache-Control': 'private, no-store' } })
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request)
  const owner = await requireAdmin(request)
  const { config, db, events } = getRuntime()
  const values = formToObject(await readFormData(request))
  // Aadhaar numbers never travel back to the page, not even the owner's own typing.
  const { aadharCardNumber: _aadhaar, ...shown } = values
  const parsed = ownerBookingSchema({ today: todayIn(config.timeZone) }).safeParse(values)
  if (!parsed.success)
    return data(
      {
        ok: false,
        reference: undefined,
        nextKey: undefined,
        message: 'Please correct the fields marked below.',
        errors: fieldErrors(parsed.error),
        values: shown,
      },
      { status: 400 },
    )
  // One booking per form: a second click or a resent form finds the one already saved.
  const idempotencyKey = UUID.test(values.idempotencyKey ?? '') ? values.idempotencyKey! : crypto.randomUUID()
  const { booking, created } = await createBooking({
    db,
    order: { source: 'owner', ownerId: owner.id, input: parsed.data, idempotencyKey },
    aadhaarKey: config.secrets.aadhaarKey,
    timeZone: config.timeZone,
  })
  if (created) await events.publish('booking', { id: booking.id }).catch(() => {})
  return {
    ok: true,
    reference: booking.reference,
    nextKey: crypto.randomUUID(),
    message: `Booking ${booking.reference} saved. It is marked “Booked by the owner”.`,
    errors: undefined,
    values: undefined,
  }
}

export default function AdminNewBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { today, key } = loaderData
  const result = actionData
  const busy = useNavigation().state === 'submitting'
  const values = result?.ok ? {} : (result?.values ?? {})
  const form = useForm({ serverErrors: result?.ok ? undefined : result?.errors })
  const errors = form.errors
  const schema = ownerBookingSchema({ today })
  const [tripType, setTripType] = useState<TripType>(
    (TRIP_TYPES as readonly string[]).includes(values.tripType ?? '') ? (values.tripType as TripType) : 'one-way',
  )
  const field = (name: string) => ({ name, defaultValue: values[name] ?? '', error: errors[name], onChange: () => form.clear(name) })
  return (
    <PageShell>
      <div className="admin">
        <AdminHeader
          current="New booking"
          title="New booking"
          lead="A booking taken on the phone or at the counter. It is marked “Booked by the owner” and then handled like any other booking."
        />
        <div className="container admin__body">
          {result?.ok ? (
            <p role="status" className="admin-notice admin-notice--success">
              {result.message} <Link to={`/admin-panel/bookings/${result.reference}`}>Open booking {result.reference}</Link>
            </p>
          ) : result?.message ? (
            <p role="alert" className="admin-notice admin-notice--error">
              {result.message}
            </p>
          ) : null}
          <section className="admin-card" aria-labelledby="new-booking-title">
            <h2 id="new-booking-title" className="admin-card__title">
              Booking details
            </h2>
            {/* A new key after each save empties the form for the next caller. */}
            <Form
              ref={form.formRef}
              method="post"
              className="admin-form"
              key={result?.ok ? result.reference : key}
              noValidate
              onSubmit={(event) => form.check(event, schema)}
            >
              <input type="hidden" name="idempotencyKey" value={result?.ok ? result.nextKey : (result?.values?.idempotencyKey ?? key)} />
              <fieldset>
                <legend>Customer</legend>
                <div className="form__row">
                  <Field label="Customer name" autoComplete="off" maxLength={80} required {...field('name')} />
                  <Field
                    label="Mobile number"
                    type="tel"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={10}
                    required
                    hint="10 digits"
                    {...field('mobileNumber')}
                  />
                </div>
                <div className="form__row">
                  <Field label="E-mail (optional)" type="email" autoComplete="off" maxLength={254} {...field('customerEmail')} />
                  <Field
                    label="Aadhaar number (optional)"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={14}
                    name="aadharCardNumber"
                    defaultValue=""
                    error={errors.aadharCardNumber}
                    onChange={() => form.clear('aadharCardNumber')}
                  />
                </div>
              </fieldset>
              <fieldset>
                <legend>Trip</legend>
                <div className="form__row">
                  <div className="field">
                    <label className="field__label" htmlFor="new-car">
                      Car type
                    </label>
                    <select
                      id="new-car"
                      name="carType"
                      className="field__input admin-select"
                      defaultValue={values.carType ?? ''}
                      aria-invalid={errors.carType ? true : undefined}
                      aria-describedby={errors.carType ? 'new-car-error' : undefined}
                      onChange={() => form.clear('carType', 'passengers')}
                    >
                      <option value="">Select a car type</option>
                      {carTypeNames.map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </select>
                    {errors.carType ? (
                      <p id="new-car-error" className="field__error">
                        {errors.carType}
                      </p>
                    ) : null}
                  </div>
                  <div className="field">
                    <label className="field__label" htmlFor="new-trip-type">
                      Trip type
                    </label>
                    <select
                      id="new-trip-type"
                      name="tripType"
                      className="field__input admin-select"
                      value={tripType}
                      onChange={(e) => setTripType(e.target.value as TripType)}
                    >
                      {TRIP_TYPES.map((t) => (
                        <option key={t} value={t}>
                          {TRIP_TYPE_LABELS[t]}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                <div className="form__row">
                  <Field label="Pickup Location" autoComplete="off" maxLength={200} required {...field('pickupLocation')} />
                  <Field label="Drop-off Location" autoComplete="off" maxLength={200} required {...field('dropoffLocation')} />
                </div>
                <div className="form__row">
                  <Field label="Pickup Date" type="date" min={today} required {...field('pickupDate')} />
                  <Field label="Pickup Time" type="time" required {...field('pickupTime')} />
                </div>
                {tripType === 'round-trip' || tripType === 'tour' ? (
                  <div className="form__row">
                    <Field label="Return date" type="date" min={today} required {...field('returnDate')} />
                    {tripType === 'tour' ? (
                      <div className="field">
                        <label className="field__label" htmlFor="new-tour">
                          Tour
                        </label>
                        <select
                          id="new-tour"
                          name="tourSlug"
                          className="field__input admin-select"
                          defaultValue={values.tourSlug ?? ''}
                          aria-invalid={errors.tourSlug ? true : undefined}
                          aria-describedby={errors.tourSlug ? 'new-tour-error' : undefined}
                          onChange={() => form.clear('tourSlug')}
                        >
                          <option value="">Select a tour</option>
                          {services.map((s) => (
                            <option key={s.slug} value={s.slug}>
                              {s.title}
                            </option>
                          ))}
                        </select>
                        {errors.tourSlug ? (
                          <p id="new-tour-error" className="field__error">
                            {errors.tourSlug}
                          </p>
                        ) : null}
                      </div>
                    ) : null}
                  </div>
                ) : null}
                {tripType === 'local' ? (
                  <div className="field">
                    <label className="field__label" htmlFor="new-hours">
                      Hours
                    </label>
                    <select id="new-hours" name="hours" className="field__input admin-select" defaultValue={values.hours ?? '8'}>
                      {LOCAL_HOURS.map((h) => (
                        <option key={h} value={h}>
                          {h}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : null}
                {tripType === 'transfer' ? <Field label="Flight or train number" autoComplete="off" maxLength={20} {...field('travelNumber')} /> : null}
                <div className="form__row">
                  <Field label="Passengers" type="number" inputMode="numeric" min={1} max={12} {...field('passengers')} />
                </div>
                <TextAreaField label="Stops on the way" rows={2} maxLength={200} {...field('stops')} />
              </fieldset>
              <div>
                <button type="submit" className="btn btn--primary" disabled={busy}>
                  Save booking
                </button>
              </div>
            </Form>
          </section>
        </div>
      </div>
    </PageShell>
  )
}
