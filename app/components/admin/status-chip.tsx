import { BOOKING_STATUS_LABELS, type BookingStatus } from '~/domain/booking-life'

export function StatusChip({ status }: { status: BookingStatus }) {
  return <span className={`booking-status booking-status--${status}`}>{BOOKING_STATUS_LABELS[status] ?? status}</span>
}
