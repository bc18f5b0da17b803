import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { Modal } from '~/components/ui/modal'
import { maskAadhaar } from '~/domain/aadhaar'
import { BOOKING_ALERTS, BOOKING_FOR_LABELS, carForType, carInfoFor, type BookingFormValues } from '~/domain/booking'
import { formatIndianDate, formatTime } from '~/domain/dates'
import { needsReturnDate, tripSummary } from '~/domain/trip'
import { useT, type Translator } from '~/i18n/use-t'

/** What the Mobile Number row shows for a self booking while and after asking the server. */
export type AccountMobile = { state: 'loading' } | { state: 'known'; mobile: string } | { state: 'logged-out' }

/**
 * Shown inside the dialog as well as in a toast: while a modal is open the rest of the
 * page, toasts included, is hidden from screen readers.
 */
export type DetailsNotice = { kind: 'login'; href: string } | { kind: 'error'; message: string }

/** The trip's rows, each only when it says something. */
function tripRows(values: BookingFormValues, t: Translator): Array<[string, string]> {
  const tripType = values.tripType
  const rows: Array<[string, string]> = []
  if (tripType !== 'one-way')
    rows.push([t('Trip type'), tripSummary({ tripType, hours: values.hours ? Number(values.hours) : null, tourSlug: values.tourSlug }, t)])
  if (needsReturnDate(tripType)) rows.push([t('Return date'), formatIndianDate(values.returnDate, t.lang)])
  if (tripType === 'transfer' && values.travelNumber.trim()) rows.push([t('Flight or train number'), values.travelNumber.trim().toUpperCase()])
  if (values.passengers.trim()) rows.push([t('Passengers'), values.passengers.trim()])
  if (values.stops.trim()) rows.push([t('Stops on the way'), values.stops.trim()])
  return rows
}

/** "Booking Details": the entered details to check before confirming (docs/product.md §Booking). */
export function BookingDetailsDialog({
  open,
  onOpenChange,
  values,
  accountMobile,
  saving,
  notice,
  onCancel,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  values: BookingFormValues
  accountMobile: AccountMobile
  saving: boolean
  notice: DetailsNotice | null
  onCancel: () => void
  onConfirm: () => void
}) {
  const t = useT()
  const car = carForType(values.carType)
  // On a phone the notice appears below the fold, under the table.
  const noticeRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  }, [notice])
  const mobile =
    values.bookingFor === 'someone'
      ? values.mobileNumber
      : accountMobile.state === 'loading'
        ? t('Fetching...')
        : accountMobile.state === 'known'
          ? accountMobile.mobile || t('Not Available')
          : t('From your account, after you log in')

  const rows: Array<[string, React.ReactNode]> = [
    [t('Name'), values.name.trim()],
    [t('Booking For'), t(BOOKING_FOR_LABELS[values.bookingFor])],
    [t('Mobile Number'), mobile],
    [t('Aadhar Card Number'), maskAadhaar(values.aadharCardNumber.trim().slice(-4))],
    [
      t('Car'),
      <>
        <span className="booking-details__car-name">{car?.longName ?? values.carType}</span>
        <span className="booking-details__car-info">{t(carInfoFor(values.carType))}</span>
      </>,
    ],
    [t('Pickup Location'), values.pickupLocation.trim()],
    [t('Drop-off Location'), values.dropoffLocation.trim()],
    [t('Pickup Date'), formatIndianDate(values.pickupDate, t.lang)],
    [t('Pickup Time'), formatTime(values.pickupTime, t.lang)],
    // A one-way trip with nothing more to it shows the original rows alone, as before trips existed.
    ...tripRows(values, t),
  ]

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('Booking Details')}
      description={t('Check your trip, then confirm it.')}
      closeLabel={t('Close')}
      className="booking-dialog booking-details"
    >
      <div className="booking-details__frame">
        <table className="booking-details__table">
          <caption className="visually-hidden">{t('Your booking')}</caption>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {notice?.kind === 'login' ? (
        <div ref={noticeRef} className="booking-details__notice" role="alert">
          <p className="booking-details__notice-title">{t(BOOKING_ALERTS.loggedOut)}</p>
          <p className="booking-details__notice-hint">{t('Your booking is kept: log in and it opens here again, ready to confirm.')}</p>
          <Link to={t.path(notice.href)} className="btn btn--accent">
            {t('Log in to confirm')}
          </Link>
        </div>
      ) : notice?.kind === 'error' ? (
        <div ref={noticeRef} className="booking-details__notice booking-details__notice--error" role="alert">
          <p className="booking-details__notice-title">{t(notice.message)}</p>
        </div>
      ) : null}

      <div className="dialog__actions booking-details__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={saving}>
          {t('Cancel')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={saving} aria-busy={saving || undefined}>
          {saving ? t('Uploading...') : t('Confirm Booking')}
        </button>
      </div>
    </Modal>
  )
}
