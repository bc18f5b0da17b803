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
import { langOf, pageMessages, serverTranslator } from '~/i18n/catalogues.server'
import { metaTranslator, useT } from '~/i18n/use-t'
import { LOCAL_HOURS, TRIP_TYPE_LABELS, TRIP_TYPES, type TripType } from '~/domain/trip'
import { createBooking } from '~/models/bookings.server'
import { assertSameOrigin } from '~/services/csrf.server'
import { readFormData } from '~/services/form.server'
import { getRuntime } from '~/services/runtime.server'
import { requireAdmin } from '~/services/session.server'
import '~/styles/admin.css'
import '~/styles/admin-operations.css'
import type { Route } from './+types/admin-new-booking'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('New booking'),
    description: t('Enter a phone or walk-in booking.'),
    path: t.path('/admin-panel/new-booking'),
    noindex: true,
    matches,
  })
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request)
  // The booking form's own checks (app/domain/booking.ts) speak from the cars namespace.
  return data(
    { today: todayIn(getRuntime().config.timeZone), key: crypto.randomUUID(), ...pageMessages({ params, context }, 'admin', 'cars') },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** `message` is in the owner's language already; `errors` are messages, translated where shown. */
export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request)
  const owner = await requireAdmin(request)
  const t = serverTranslator(langOf(params))
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
        message: t('Please correct the fields marked below.'),
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
    message: t('Booking {reference} saved. It is marked “Booked by the owner”.', { reference: booking.reference ?? '' }),
    errors: undefined,
    values: undefined,
  }
}

export default function AdminNewBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { today, key } = loaderData
  const t = useT()
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
          title={t('New booking')}
          lead={t('A booking taken on the phone or at the counter. It is marked “Booked by the owner” and then handled like any other booking.')}
        />
        <div className="container admin__body">
          {result?.ok ? (
            <p role="status" className="admin-notice admin-notice--success">
              {result.message}{' '}
              <Link to={t.path(`/admin-panel/bookings/${result.reference}`)}>{t('Open booking {reference}', { reference: result.reference ?? '' })}</Link>
            </p>
          ) : result?.message ? (
            <p role="alert" className="admin-notice admin-notice--error">
              {result.message}
            </p>
          ) : null}
          <section className="admin-card" aria-labelledby="new-booking-title">
            <h2 id="new-booking-title" className="admin-card__title">
              {t('Booking details')}
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
                <legend>{t('Customer')}</legend>
                <div className="form__row">
                  <Field label={t('Customer name')} autoComplete="off" maxLength={80} required {...field('name')} />
                  <Field
                    label={t('Mobile number')}
                    type="tel"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={10}
                    required
                    hint={t('10 digits')}
                    {...field('mobileNumber')}
                  />
                </div>
                <div className="form__row">
                  <Field label={t('E-mail (optional)')} type="email" autoComplete="off" maxLength={254} {...field('customerEmail')} />
                  <Field
                    label={t('Aadhaar number (optional)')}
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
                <legend>{t('Trip')}</legend>
                <div className="form__row">
                  <div className="field">
                    <label className="field__label" htmlFor="new-car">
                      {t('Car type')}
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
                      <option value="">{t('Select a car type')}</option>
                      {carTypeNames.map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </select>
                    {errors.carType ? (
                      <p id="new-car-error" className="field__error">
                        {t(errors.carType)}
                      </p>
                    ) : null}
                  </div>
                  <div className="field">
                    <label className="field__label" htmlFor="new-trip-type">
                      {t('Trip type')}
                    </label>
                    <select
                      id="new-trip-type"
                      name="tripType"
                      className="field__input admin-select"
                      value={tripType}
                      onChange={(e) => setTripType(e.target.value as TripType)}
                    >
                      {TRIP_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(TRIP_TYPE_LABELS[type])}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                <div className="form__row">
                  <Field label={t('Pickup Location')} autoComplete="off" maxLength={200} required {...field('pickupLocation')} />
                  <Field label={t('Drop-off Location')} autoComplete="off" maxLength={200} required {...field('dropoffLocation')} />
                </div>
                <div className="form__row">
                  <Field label={t('Pickup Date')} type="date" min={today} required {...field('pickupDate')} />
                  <Field label={t('Pickup Time')} type="time" required {...field('pickupTime')} />
                </div>
                {tripType === 'round-trip' || tripType === 'tour' ? (
                  <div className="form__row">
                    <Field label={t('Return date')} type="date" min={today} required {...field('returnDate')} />
                    {tripType === 'tour' ? (
                      <div className="field">
                        <label className="field__label" htmlFor="new-tour">
                          {t('Tour')}
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
                          <option value="">{t('Select a tour')}</option>
                          {services.map((s) => (
                            <option key={s.slug} value={s.slug}>
                              {t(s.title)}
                            </option>
                          ))}
                        </select>
                        {errors.tourSlug ? (
                          <p id="new-tour-error" className="field__error">
                            {t(errors.tourSlug)}
                          </p>
                        ) : null}
                      </div>
                    ) : null}
                  </div>
                ) : null}
                {tripType === 'local' ? (
                  <div className="field">
                    <label className="field__label" htmlFor="new-hours">
                      {t('Hours')}
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
                {tripType === 'transfer' ? <Field label={t('Flight or train number')} autoComplete="off" maxLength={20} {...field('travelNumber')} /> : null}
                <div className="form__row">
                  <Field label={t('Passengers')} type="number" inputMode="numeric" min={1} max={12} {...field('passengers')} />
                </div>
                <TextAreaField label={t('Stops on the way')} rows={2} maxLength={200} {...field('stops')} />
              </fieldset>
              <div>
                <button type="submit" className="btn btn--primary" disabled={busy}>
                  {t('Save booking')}
                </button>
              </div>
            </Form>
          </section>
        </div>
      </div>
    </PageShell>
  )
}
