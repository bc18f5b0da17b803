import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { useLocation } from 'react-router'
import type { Car } from '~/catalog/cars'
import { LoadingScreen } from '~/components/loading-screen'
import { useToast } from '~/components/toaster'
import { isValidAadhaar } from '~/domain/aadhaar'
import { BOOKING_ALERTS, bookingSchema, emptyBooking, newIdempotencyKey, type BookingField, type BookingFormValues } from '~/domain/booking'
import { fieldErrors } from '~/domain/form'
import { useRootData } from '~/root'
import '~/styles/booking.css'
import { BookingDetailsDialog, type AccountMobile, type DetailsNotice } from './booking-details-dialog'
import { BookingFormDialog, FIELD_ORDER, fieldId, type BookingErrors } from './booking-form-dialog'
import { clearPendingBooking, savePendingBooking, type PendingBooking } from './pending-booking'

// SPEC.md §9: the processing pause between a valid form and the details dialog.
const PROCESSING_MS = 2000

type Step = 'closed' | 'form' | 'processing' | 'details'

/** Each press of the booking button, or a booking waiting from before a login. */
export type Launch = { id: number; resume: PendingBooking | null }

/**
 * The whole booking flow behind one booking button: the form, the processing pause,
 * "Booking Details", saving, and a booking picked up again after a login (DECISIONS.md
 * item 15). Loaded only when a booking button is about to be used, so pages with booking
 * buttons do not pay for the dialogs and the form rules up front.
 */
export default function BookingFlow({ car, launch, buttonRef }: { car: Car | undefined; launch: Launch; buttonRef: RefObject<HTMLButtonElement | null> }) {
  const { today, loaders, user } = useRootData()
  const userId = user?.id ?? null
  const notify = useToast()
  const location = useLocation()
  const idPrefix = `booking${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const source = car?.slug ?? 'any'

  const [step, setStep] = useState<Step>('closed')
  const [values, setValues] = useState<BookingFormValues>(() => emptyBooking(car))
  const [errors, setErrors] = useState<BookingErrors>({})
  const [idempotencyKey, setIdempotencyKey] = useState('')
  const [saving, setSaving] = useState(false)
  const savingRef = useRef(false)
  const [notice, setNotice] = useState<DetailsNotice | null>(null)
  const [accountMobile, setAccountMobile] = useState<AccountMobile>({ state: 'loading' })

  useEffect(() => {
    if (launch.resume) {
      setValues(launch.resume.values)
      setIdempotencyKey(launch.resume.idempotencyKey)
      setErrors({})
      setNotice(null)
      setStep('details')
    } else {
      setStep('form')
    }
  }, [launch])

  // Radix returns focus only to its own trigger element; this button is not one.
  const previousStep = useRef<Step>('closed')
  useEffect(() => {
    const wasOpen = previousStep.current !== 'closed'
    previousStep.current = step
    if (step !== 'closed' || !wasOpen) return
    const frame = window.requestAnimationFrame(() => buttonRef.current?.focus())
    return () => window.cancelAnimationFrame(frame)
  }, [step])

  useEffect(() => {
    if (step !== 'processing') return
    const timer = window.setTimeout(() => setStep('details'), PROCESSING_MS)
    return () => window.clearTimeout(timer)
  }, [step])

  // A self booking shows the account's stored mobile, as the server will record it.
  useEffect(() => {
    if (step !== 'details' || values.bookingFor !== 'self') return
    if (!userId) {
      setAccountMobile({ state: 'logged-out' })
      return
    }
    const controller = new AbortController()
    setAccountMobile({ state: 'loading' })
    fetch('/api/me', { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (res) => {
        if (res.status === 401) return setAccountMobile({ state: 'logged-out' })
        const body = res.ok ? ((await res.json()) as { mobile?: unknown }) : {}
        setAccountMobile({ state: 'known', mobile: typeof body.mobile === 'string' ? body.mobile : '' })
      })
      .catch(() => {
        // SPEC.md §8: a failed read is not an error for the traveller, just an empty value.
        if (!controller.signal.aborted) setAccountMobile({ state: 'known', mobile: '' })
      })
    return () => controller.abort()
  }, [step, values.bookingFor, userId])

  const change = (field: BookingField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => {
      if (!(field in e) && !(field === 'bookingFor' && 'mobileNumber' in e)) return e
      const next = { ...e }
      delete next[field]
      if (field === 'bookingFor') delete next.mobileNumber
      return next
    })
  }

  const showErrors = (next: BookingErrors) => {
    setErrors(next)
    const first = FIELD_ORDER.find((f) => next[f])
    if (!first) return
    window.requestAnimationFrame(() => {
      const target =
        first === 'bookingFor'
          ? document.querySelector<HTMLInputElement>(`#${idPrefix}-form input[name="bookingFor"]`)
          : document.getElementById(fieldId(idPrefix, first))
      target?.focus()
    })
  }

  const submit = () => {
    const result = bookingSchema({ today }).safeParse(values)
    if (!result.success) return showErrors(fieldErrors(result.error) as BookingErrors)
    setErrors({})
    setNotice(null)
    // One key per confirmation: retries of this one are recognised, a new one is a new booking.
    setIdempotencyKey(newIdempotencyKey())
    setStep(loaders ? 'processing' : 'details')
  }

  const offerLogin = () => {
    const here = location.pathname + location.search
    setNotice({ kind: 'login', href: `/login?redirectTo=${encodeURIComponent(here)}` })
    savePendingBooking({ source, values, idempotencyKey })
    notify({ type: 'error', message: BOOKING_ALERTS.loggedOut })
  }

  const fail = (message: string) => {
    setNotice({ kind: 'error', message })
    notify({ type: 'error', message })
  }

  const confirm = async () => {
    if (savingRef.current) return
    if (!isValidAadhaar(values.aadharCardNumber.trim())) return fail(BOOKING_ALERTS.noAadhaar)
    if (!userId) return offerLogin()
    savingRef.current = true
    setSaving(true)
    setNotice(null)
    try {
      const res = await fetch('/api/bookings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...values, idempotencyKey }),
      })
      if (res.status === 401) return offerLogin()
      if (res.ok) {
        clearPendingBooking()
        notify({ type: 'success', message: BOOKING_ALERTS.saved })
        notify({ type: 'success', message: BOOKING_ALERTS.booked })
        setStep('closed')
        setValues(emptyBooking(car))
        setNotice(null)
        return
      }
      fail(BOOKING_ALERTS.saveFailed)
      // The server's rules are the same as the form's; if one still fails (a day has
      // passed since the form was filled), the form shows it under its field.
      const body = (await res.json().catch(() => null)) as { errors?: Record<string, string> } | null
      const formErrors = Object.fromEntries(Object.entries(body?.errors ?? {}).filter(([k]) => (FIELD_ORDER as readonly string[]).includes(k))) as BookingErrors
      if (Object.keys(formErrors).length > 0) {
        setStep('form')
        showErrors(formErrors)
      }
    } catch {
      fail(BOOKING_ALERTS.saveFailed)
    } finally {
      savingRef.current = false
      setSaving(false)
    }
  }

  return (
    <>
      <BookingFormDialog
        open={step === 'form'}
        onOpenChange={(open) => setStep(open ? 'form' : 'closed')}
        car={car}
        values={values}
        errors={errors}
        today={today}
        idPrefix={idPrefix}
        onChange={change}
        onSubmit={submit}
      />
      {step === 'processing' ? (
        <div className="booking-processing" data-testid="booking-processing">
          <LoadingScreen overlay />
        </div>
      ) : null}
      <BookingDetailsDialog
        open={step === 'details'}
        onOpenChange={(open) => setStep(open ? 'details' : 'closed')}
        values={values}
        accountMobile={accountMobile}
        saving={saving}
        notice={notice}
        onCancel={() => setStep('form')}
        onConfirm={() => void confirm()}
      />
    </>
  )
}
