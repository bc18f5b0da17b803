import { data, Form, useNavigation } from 'react-router'
import { carTypeNames, findCarByLongName } from '~/catalog/cars'
import { AdminHeader } from '~/components/admin/admin-nav'
import { PageShell } from '~/components/page-shell'
import { fleetCountSchema } from '~/domain/operations'
import { pageMeta } from '~/domain/seo'
import { getFleet, setFleet } from '~/models/fleet.server'
import { assertSameOrigin } from '~/services/csrf.server'
import { readFormData } from '~/services/form.server'
import { requireAdmin } from '~/services/session.server'
import '~/styles/admin.css'
import '~/styles/admin-operations.css'
import type { Route } from './+types/admin-fleet'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Fleet', description: 'How many vehicles of each car type the business runs.', path: '/admin-panel/fleet', noindex: true, matches })

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return data({ fleet: await getFleet() }, { headers: { 'Cache-Control': 'private, no-store' } })
}

type ActionData = { ok?: boolean; message: string; errors?: Record<string, string>; values?: Record<string, string> }

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request)
  await requireAdmin(request)
  const form = await readFormData(request)
  const errors: Record<string, string> = {}
  const values: Record<string, string> = {}
  const counts: Array<{ carType: string; vehicles: number }> = []
  // Every car type is on the form; all must be valid before any is saved.
  for (const carType of carTypeNames) {
    const raw = form.get(carType)
    values[carType] = typeof raw === 'string' ? raw : ''
    const parsed = fleetCountSchema.safeParse(values[carType])
    if (parsed.success) counts.push({ carType, vehicles: parsed.data })
    else errors[carType] = parsed.error.issues[0]!.message
  }
  if (Object.keys(errors).length > 0) return data<ActionData>({ message: 'Please correct the counts marked below.', errors, values }, { status: 400 })
  await setFleet({ counts })
  return data<ActionData>({ ok: true, message: 'Fleet saved.' })
}

export default function AdminFleet({ loaderData, actionData }: Route.ComponentProps) {
  const { fleet } = loaderData
  const result = actionData
  const busy = useNavigation().state === 'submitting'
  return (
    <PageShell>
      <div className="admin">
        <AdminHeader
          current="Fleet"
          title="Fleet"
          lead="How many vehicles of each car type you run. The calendar warns when a day’s bookings of a type fill them."
        />
        <div className="container admin__body">
          {result?.message ? (
            <p role={result.ok ? 'status' : 'alert'} className={`admin-notice ${result.ok ? 'admin-notice--success' : 'admin-notice--error'}`}>
              {result.message}
            </p>
          ) : null}
          <section className="admin-card admin-form" aria-labelledby="fleet-title">
            <h2 id="fleet-title" className="admin-card__title">
              Vehicles per car type
            </h2>
            <Form method="post" className="admin-fleet" key={result?.ok ? 'saved' : 'editing'}>
              {fleet.map(({ carType, vehicles }, i) => {
                const error = result?.errors?.[carType]
                const id = `fleet-${i}`
                return (
                  <div className="admin-fleet__row" key={carType}>
                    <label htmlFor={id}>
                      {carType}
                      <span className="admin-fleet__seats">{findCarByLongName(carType)?.seats ?? ''} seats</span>
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
                      />
                      {error ? (
                        <p id={`${id}-error`} className="field__error">
                          {error}
                        </p>
                      ) : null}
                    </div>
                  </div>
                )
              })}
              <div>
                <button type="submit" className="btn btn--primary" disabled={busy}>
                  Save fleet
                </button>
              </div>
            </Form>
          </section>
        </div>
      </div>
    </PageShell>
  )
}
