import { data, Form, useNavigation } from 'react-router'
import { AdminHeader } from '~/components/admin/admin-nav'
import { PageShell } from '~/components/page-shell'
import { Field } from '~/components/ui/field'
import { useForm } from '~/components/ui/use-form'
import { fieldErrors, formToObject } from '~/domain/form'
import { driverSchema } from '~/domain/operations'
import { pageMeta } from '~/domain/seo'
import { langOf, pageMessages, serverTranslator } from '~/i18n/catalogues.server'
import { metaTranslator, useT } from '~/i18n/use-t'
import { addDriver, listDrivers, setDriverActive } from '~/models/drivers.server'
import { assertSameOrigin } from '~/services/csrf.server'
import { readFormData } from '~/services/form.server'
import { requireAdmin } from '~/services/session.server'
import '~/styles/admin.css'
import '~/styles/admin-operations.css'
import type { Route } from './+types/admin-drivers'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Drivers'),
    description: t('The drivers the owner assigns to bookings.'),
    path: t.path('/admin-panel/drivers'),
    noindex: true,
    matches,
  })
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request)
  return data({ drivers: await listDrivers(), ...pageMessages({ params, context }, 'admin') }, { headers: { 'Cache-Control': 'private, no-store' } })
}

/** `message` is in the owner's language already; `errors` are messages, translated where shown. */
export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request)
  await requireAdmin(request)
  const t = serverTranslator(langOf(params))
  const form = await readFormData(request)
  const values = formToObject(form)
  const intent = values.intent ?? ''
  if (intent === 'add') {
    const parsed = driverSchema.safeParse({ name: values.name ?? '', mobile: values.mobile ?? '' })
    if (!parsed.success)
      return data(
        { intent, ok: false, message: undefined, errors: fieldErrors(parsed.error), values: { name: values.name ?? '', mobile: values.mobile ?? '' } },
        { status: 400 },
      )
    const driver = await addDriver({ driver: parsed.data })
    return { intent, ok: true, message: t('{name} added.', { name: driver.name }), errors: undefined, values: undefined }
  }
  if (intent === 'activate' || intent === 'deactivate') {
    const id = values.driverId ?? ''
    const changed = /^[\w-]{1,64}$/.test(id) && (await setDriverActive({ id, active: intent === 'activate' }))
    if (!changed) return data({ intent, ok: false, message: t('That driver is not on the list.'), errors: undefined, values: undefined }, { status: 404 })
    return {
      intent,
      ok: true,
      message: intent === 'activate' ? t('Driver marked active.') : t('Driver marked inactive.'),
      errors: undefined,
      values: undefined,
    }
  }
  return data({ intent, ok: false, message: t('Choose what to do.'), errors: undefined, values: undefined }, { status: 400 })
}

export default function AdminDrivers({ loaderData, actionData }: Route.ComponentProps) {
  const { drivers } = loaderData
  const t = useT()
  const result = actionData
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const addErrors = result?.intent === 'add' ? result.errors : undefined
  const form = useForm<'name' | 'mobile'>({ serverErrors: addErrors })
  return (
    <PageShell>
      <div className="admin">
        <AdminHeader
          current="Drivers"
          title={t('Drivers')}
          lead={t('The chauffeurs you assign to bookings. Only active drivers can be picked for a booking.')}
        />
        <div className="container admin__body">
          {result?.message ? (
            <p role={result.ok ? 'status' : 'alert'} className={`admin-notice ${result.ok ? 'admin-notice--success' : 'admin-notice--error'}`}>
              {result.message}
            </p>
          ) : null}
          <div className="admin-split">
            <section className="admin-card" aria-labelledby="drivers-title">
              <h2 id="drivers-title" className="admin-card__title">
                {t('Your drivers')}
              </h2>
              {drivers.length === 0 ? (
                <p className="empty-state">{t('No drivers yet. Add your first driver.')}</p>
              ) : (
                <div className="admin-table">
                  <div className="table-wrap">
                    <table className="data-table data-table--stack" aria-labelledby="drivers-title">
                      <thead>
                        <tr>
                          <th scope="col">{t('Name')}</th>
                          <th scope="col">{t('Mobile')}</th>
                          <th scope="col">{t('Status')}</th>
                          <th scope="col">
                            <span className="visually-hidden">{t('Change')}</span>
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {drivers.map((d) => (
                          <tr key={d.id}>
                            <td data-label={t('Name')} className="admin-cell--strong">
                              {d.name}
                            </td>
                            <td data-label={t('Mobile')} className="admin-cell--nowrap">
                              <a href={`tel:+91${d.mobile}`}>
                                +91 {d.mobile.slice(0, 5)} {d.mobile.slice(5)}
                              </a>
                            </td>
                            <td data-label={t('Status')}>
                              <span className={`booking-status ${d.active ? 'booking-status--completed' : ''}`}>{d.active ? t('Active') : t('Inactive')}</span>
                            </td>
                            <td data-label={t('Change')}>
                              <Form method="post" className="admin-inline-form">
                                <input type="hidden" name="intent" value={d.active ? 'deactivate' : 'activate'} />
                                <input type="hidden" name="driverId" value={d.id} />
                                <button
                                  type="submit"
                                  className="btn btn--ghost"
                                  disabled={busy}
                                  aria-label={d.active ? t('Deactivate {name}', { name: d.name }) : t('Activate {name}', { name: d.name })}
                                >
                                  {d.active ? t('Deactivate') : t('Activate')}
                                </button>
                              </Form>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </div>
              )}
            </section>
            <section className="admin-card" aria-labelledby="add-driver-title">
              <h2 id="add-driver-title" className="admin-card__title">
                {t('Add a driver')}
              </h2>
              <Form
                ref={form.formRef}
                method="post"
                className="form"
                noValidate
                key={result?.intent === 'add' && result.ok ? 'added' : 'adding'}
                onSubmit={(event) => form.check(event, driverSchema)}
              >
                <input type="hidden" name="intent" value="add" />
                <Field
                  label={t('Name')}
                  name="name"
                  autoComplete="off"
                  maxLength={80}
                  required
                  defaultValue={addErrors ? result?.values?.name : ''}
                  error={form.errors.name}
                  onChange={() => form.clear('name')}
                />
                <Field
                  label={t('Mobile')}
                  name="mobile"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={16}
                  required
                  hint={t('10 digits')}
                  defaultValue={addErrors ? result?.values?.mobile : ''}
                  error={form.errors.mobile}
                  onChange={() => form.clear('mobile')}
                />
                <button type="submit" className="btn btn--primary" disabled={busy}>
                  {t('Add driver')}
                </button>
              </Form>
            </section>
          </div>
        </div>
      </div>
    </PageShell>
  )
}
