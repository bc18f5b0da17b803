import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { useLocation } from 'react-router'
import type { Car } from '~/catalog/cars'
import type { TourService } from '~/catalog/services'
import { LoadingScreen } from '~/components/loading-screen'
import { useToast } from '~/components/toaster'
import { useForm } from '~/components/ui/use-form'
import { isValidAadhaar } from '~/domain/aadhaar'
import { BOOKING_ALERTS, bookingSchema, emptyBooking, newIdempotencyKey, type BookingField, type BookingFormValues } from '~/domain/booking'
import { useRootData } from '~/components/root-data'
import { useT } from '~/i18n/use-t'
import { BookingDetailsDialog, type AccountMobile, type DetailsNotice } from './booking-details-dialog'
import { BookingFormDialog, FORM_FIELDS } from './booking-form-dialog'
import { bookingSource, clearPendingBooking, savePendingBooking, type PendingBooking } from './pending-booking'

// docs/product.md §Loaders: the processing pause between a valid form and the details dialog.
const PROCESSING_MS = 2000

type Step = 'closed' | 'form' | 'processing' | 'details'

/** Each press of the booking button, or a booking waiting from before a login. */
export type Launch = { id: number; resume: PendingBooking | null }

/**
 * The whole booking flow behind one booking button: the form, the processing pause,
 * "Booking Details", saving, and a booking picked up again after a login (docs/product.md
 * §Booking). Loaded only when a booking button is about to be used, so pages with booking
 * buttons do not pay for the dialogs and the form rules up front.
 */
export default function BookingFlow({
  car,
  tour,
  launch,
  buttonRef,
}: {
  car: Car | undefined
  /** A tour's "Book this tour": the trip type is Tour with this tour chosen. */
  tour?: TourService | undefined
  launch: Launch
  buttonRef: RefObject<HTMLButtonElement | null>
}) {
  const { today, loaders, user } = useRootData()
  const userId = user?.id ?? null
  const notify = useToast()
  const t = useT()
  const location = useLocation()
  const idPrefix = `booking${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const source = bookingSource(car, tour)

  const [step, setStep] = useState<Step>('closed')
  const [values, setValues] = useState<BookingFormValues>(() => emptyBooking(car, tour?.slug))
  const form = useForm<BookingField>()
  const [idempotencyKey, setIdempotencyKey] = useState('')
  const [saving, setSaving] = useState(false)
  const savingRef = useRef(false)
  const [notice, setNotice] = useState<DetailsNotice | null>(null)
  const [accountMobile, setAccountMobile] = useState<AccountMobile>({ state: 'loading' })

  useEffect(() => {
    if (launch.resume) {
      // Saved before trips existed, it is a one-way trip.
      setValues({ ...emptyBooking(car), ...launch.resume.values })
      setIdempotencyKey(launch.resume.idempotencyKey)
      form.reset()
      setNotice(null)
      setStep('details')
    } else {
      setStep('form')
    }
    // Only a new launch starts the dialog afresh; the car and the form are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [launch])

  // Radix returns focus only to its own trigger element; this button is not one.
  const previousStep = useRef<Step>('closed')
  useEffect(() => {
    const wasOpen = previousStep.current !== 'closed'
    previousStep.current = step
    if (step !== 'closed' || !wasOpen) return
    const frame = window.requestAnimationFrame(() => buttonRef.current?.focus())
    return () => window.cancelAnimationFrame(frame)
  }, [step, buttonRef])

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
        // A failed read is not an error for the traveller, just an empty value.
        if (!controller.signal.aborted) setAccountMobile({ state: 'known', mobile: '' })
      })
    return () => controller.abort()
  }, [step, values.bookingFor, userId])

  const change = (field: BookingField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    // The mobile number's rule depends on who the booking is for; the return date's on the
    // pickup date and trip type; the passengers' on the car.
    if (field === 'bookingFor') form.clear(field, 'mobileNumber')
    else if (field === 'pickupDate' || field === 'tripType') form.clear(field, 'returnDate')
    else if (field === 'carType') form.clear(field, 'passengers')
    else form.clear(field)
  }

  const submit = () => {
    if (!form.validate(bookingSchema({ today }), values)) return
    setNotice(null)
    // One key per confirmation: retries of this one are recognised, a new one is a new booking.
    setIdempotencyKey(newIdempotencyKey())
    setStep(loaders ? 'processing' : 'details')
  }

  const offerLogin = () => {
    const here = location.pathname + location.search
    setNotice({ kind: 'login', href: t.path(`/login?redirectTo=${encodeURIComponent(here)}`) })
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
        // The server's messages come back for this page's catalogue to translate (server/bookings.ts).
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': t.locale },
        body: JSON.stringify({ ...values, idempotencyKey }),
      })
      if (res.status === 401) return offerLogin()
      if (res.ok) {
        clearPendingBooking()
        notify({ type: 'success', message: BOOKING_ALERTS.saved })
        notify({ type: 'success', message: BOOKING_ALERTS.booked })
        setStep('closed')
        setValues(emptyBooking(car, tour?.slug))
        setNotice(null)
        return
      }
      fail(BOOKING_ALERTS.saveFailed)
      // The server's rules are the same as the form's; if one still fails (a day has
      // passed since the form was filled), the form shows it under its field.
      const body = (await res.json().catch(() => null)) as { errors?: Record<string, string> } | null
      const formErrors = Object.fromEntries(Object.entries(body?.errors ?? {}).filter(([k]) => (FORM_FIELDS as readonly string[]).includes(k)))
      if (Object.keys(formErrors).length > 0) {
        setStep('form')
        form.show(formErrors)
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
        formRef={form.formRef}
        errors={form.errors}
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
