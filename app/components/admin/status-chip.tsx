import { BOOKING_STATUS_LABELS, type BookingStatus } from '~/domain/booking-life'
import { useT } from '~/i18n/use-t'

export function StatusChip({ status }: { status: BookingStatus }) {
  const t = useT()
  const label = BOOKING_STATUS_LABELS[status]
  return <span className={`booking-status booking-status--${status}`}>{label ? t(label) : status}</span>
}
