import { useId, useLayoutEffect, useState, type FormEvent } from 'react'
import { Field, TextAreaField } from '~/components/ui/field'
import { useToast } from '~/components/toaster'
import { useForm, type FormErrors } from '~/components/ui/use-form'
import { useTypedValues } from '~/components/use-typed-values'
import { useT } from '~/i18n/use-t'
import { CONTACT_LIMITS, CONTACT_MESSAGES, HONEYPOT_FIELD, type ContactInput, type ContactSource } from '~/domain/contact'

type Values = Record<keyof ContactInput, string>
const EMPTY: Values = { name: '', email: '', phone: '', message: '' }
const FIELDS: Array<keyof ContactInput> = ['name', 'email', 'phone', 'message']

// The rules (and zod with them) arrive when someone starts filling in the form, not with the page.
const loadSchema = () => import('~/domain/contact-schema')
const prefetchSchema = () => {
  void loadSchema()
}

/**
 * The Get In Touch form (docs/product.md §Contact). The thank-you appears only once the server
 * has stored the message. Before the scripts have loaded it still
 * posts as a plain form, and the server sends the visitor back to this page.
 */
export function ContactForm({ source }: { source: ContactSource }) {
  const t = useT()
  const notify = useToast()
  const form = useForm<keyof ContactInput>()
  const formRef = form.formRef
  const honeypotId = useId()
  const [values, setValues] = useState<Values>(EMPTY)
  const [busy, setBusy] = useState(false)
  // Before hydration the browser's own required/type checks guard the plain form post; from
  // the commit that hydrates the form on, our checks (with their messages) take over. Set in
  // a layout effect, not through state: a tap on SEND while React hydrates makes React finish
  // hydrating at once, and a state update would land only after the browser had already run
  // its own checks and swallowed the submit.
  useLayoutEffect(() => {
    if (formRef.current) formRef.current.noValidate = true
  }, [formRef])
  useTypedValues(formRef, FIELDS, (typed) => setValues((v) => ({ ...v, ...typed })))

  const update = (name: keyof Values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value
    setValues((v) => ({ ...v, [name]: value }))
    form.clear(name)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const element = event.currentTarget
    const { contactSchema } = await loadSchema()
    if (!form.validate(contactSchema, values)) return
    setBusy(true)
    try {
      // A plain fetch rather than a router fetcher: a failed request must become the product
      // alert on this form, never the page's error screen, and no page data needs reloading.
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: new FormData(element),
      })
      const reply = (await response.json().catch(() => null)) as { ok?: boolean; message?: string; errors?: FormErrors<keyof ContactInput> } | null
      if (response.ok && reply?.ok) {
        notify({ type: 'success', message: CONTACT_MESSAGES.success })
        setValues(EMPTY)
        form.reset()
      } else if (response.status === 400 && reply?.errors) {
        form.show(reply.errors)
      } else if (response.status === 429 && reply?.message) {
        notify({ type: 'error', message: reply.message })
      } else {
        notify({ type: 'error', message: CONTACT_MESSAGES.failed })
      }
    } catch {
      notify({ type: 'error', message: CONTACT_MESSAGES.failed })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      ref={formRef}
      className="form contact-form"
      method="post"
      action="/api/contact"
      // A plain post loses the text when the server says no: a SEND before hydration waits for it.
      data-hold-submit=""
      aria-label={t('Get In Touch')}
      onFocus={prefetchSchema}
      onPointerEnter={prefetchSchema}
      onSubmit={onSubmit}
      aria-busy={busy}
    >
      <input type="hidden" name="source" value={source} />
      <Field
        label={t('Name')}
        name="name"
        autoComplete="name"
        required
        maxLength={CONTACT_LIMITS.name}
        value={values.name}
        onChange={update('name')}
        error={form.errors.name}
      />
      <div className="form__row">
        <Field
          label={t('Email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          value={values.email}
          onChange={update('email')}
          error={form.errors.email}
        />
        <Field
          label={t('Phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={CONTACT_LIMITS.phone}
          value={values.phone}
          onChange={update('phone')}
          error={form.errors.phone}
        />
      </div>
      <TextAreaField
        label={t('Message')}
        name="message"
        required
        rows={5}
        maxLength={CONTACT_LIMITS.message}
        value={values.message}
        onChange={update('message')}
        error={form.errors.message}
      />
      {/* People never see or reach this field; bots that fill every input do. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={honeypotId}>{t('Leave this field empty')}</label>
        <input id={honeypotId} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="contact-form__actions">
        <button type="submit" className="btn btn--primary contact-form__submit" disabled={busy}>
          {busy ? t('Sending...') : t('SEND US')}
        </button>
      </div>
    </form>
  )
}
