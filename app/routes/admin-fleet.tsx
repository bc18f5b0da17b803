import { data, Form, useNavigation } from 'react-router'
import { carTypeNames, findCarByLongName } from '~/catalog/cars'
import { AdminHeader } from '~/components/admin/admin-nav'
import { PageShell } from '~/components/page-shell'
import { useForm } from '~/components/ui/use-form'
import { fieldErrors, formToObject } from '~/domain/form'
import { fleetFormSchema } from '~/domain/operations'
import { pageMeta } from '~/domain/seo'
import { langOf, pageMessages, serverTranslator } from '~/i18n/catalogues.server'
import { metaTranslator, useT } from '~/i18n/use-t'
import { getFleet, setFleet } from '~/models/fleet.server'
import { assertSameOrigin } from '~/services/csrf.server'
import { readFormData } from '~/services/form.server'
import { requireAdmin } from '~/services/session.server'
import '~/styles/admin.css'
import '~/styles/admin-operations.css'
import type { Route } from './+types/admin-fleet'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Fleet'),
    description: t('How many vehicles of each car type the business runs.'),
    path: t.path('/admin-panel/fleet'),
    noindex: true,
    matches,
  })
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request)
  return data({ fleet: await getFleet(), ...pageMessages({ params, context }, 'admin') }, { headers: { 'Cache-Control': 'private, no-store' } })
}

/** `message` is in the owner's language already; `errors` are messages, translated where shown. */
export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request)
  await requireAdmin(request)
  const t = serverTranslator(langOf(params))
  const submitted = formToObject(await readFormData(request))
  // Every car type is on the form; all must be valid before any is saved.
  const parsed = fleetFormSchema.safeParse(submitted)
  if (!parsed.success) {
    const values = Object.fromEntries(carTypeNames.map((carType) => [carType, submitted[carType] ?? '']))
    return data({ ok: false, message: t('Please correct the counts marked below.'), errors: fieldErrors(parsed.error), values }, { status: 400 })
  }
  await setFleet({ counts: carTypeNames.map((carType) => ({ carType, vehicles: parsed.data[carType]! })) })
  return { ok: true, message: t('Fleet saved.'), errors: undefined, values: undefined }
}

export default function AdminFleet({ loaderData, actionData }: Route.ComponentProps) {
  const { fleet } = loaderData
  const t = useT()
  const result = actionData
  const busy = useNavigation().state === 'submitting'
  const form = useForm({ serverErrors: result?.errors })
  return (
    <PageShell>
      <div className="admin">
        <AdminHeader
          current="Fleet"
          title={t('Fleet')}
          lead={t('How many vehicles of each car type you run. The calendar warns when a day’s bookings of a type fill them.')}
        />
        <div className="container admin__body">
          {result?.message ? (
            <p role={result.ok ? 'status' : 'alert'} className={`admin-notice ${result.ok ? 'admin-notice--success' : 'admin-notice--error'}`}>
              {result.message}
            </p>
          ) : null}
          <section className="admin-card admin-form" aria-labelledby="fleet-title">
            <h2 id="fleet-title" className="admin-card__title">
              {t('Vehicles per car type')}
            </h2>
            <Form
              ref={form.formRef}
              method="post"
              className="admin-fleet"
              noValidate
              key={result?.ok ? 'saved' : 'editing'}
              onSubmit={(event) => form.check(event, fleetFormSchema)}
            >
              {fleet.map(({ carType, vehicles }, i) => {
                const error = form.errors[carType]
                const id = `fleet-${i}`
                return (
                  <div className="admin-fleet__row" key={carType}>
                    <label htmlFor={id}>
                      {carType}
                      <span className="admin-fleet__seats">{t('{count} seats', { count: findCarByLongName(carType)?.seats ?? '' })}</span>
                    </label>
                    <div className="field">
                      <input
                        id={id}
                        className="field__input"
                        name={carType}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={99}
                        step={1}
                        required
                        defaultValue={result?.values?.[carType] ?? vehicles}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        onChange={() => form.clear(carType)}
                      />
                      {error ? (
                        <p id={`${id}-error`} className="field__error">
                          {t(error)}
                        </p>
                      ) : null}
                    </div>
                  </div>
                )
              })}
              <div>
                <button type="submit" className="btn btn--primary" disabled={busy}>
                  {t('Save fleet')}
                </button>
              </div>
            </Form>
          </section>
        </div>
      </div>
    </PageShell>
  )
}
