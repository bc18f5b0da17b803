import type { APIRequestContext, APIResponse } from '@playwright/test'
import { validAadhaar } from './aadhaar'

/**
 * A booking for oneself through POST /api/bookings, as the booking dialog sends it, from a
 * signed-in request context; `fields` replace the defaults (an Innova from Pune station to
 * Lonavala in a week's time).
 */
export function bookOverApi(request: APIRequestContext, baseURL: string, fields: Record<string, string> = {}): Promise<APIResponse> {
  return request.post(`${baseURL}/api/bookings`, {
    headers: { Origin: baseURL },
    data: {
      name: 'Priya Sharma',
      bookingFor: 'self',
      mobileNumber: '',
      aadharCardNumber: validAadhaar(),
      pickupLocation: 'Pune Railway Station',
      dropoffLocation: 'Lonavala',
      carType: 'Toyota Innova',
      pickupDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      pickupTime: '09:30',
      idempotencyKey: crypto.randomUUID(),
      ...fields,
    },
  })
}
