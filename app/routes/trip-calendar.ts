import { data } from 'react-router'
import { travellerCalendar } from '~/models/trip.server'
import { getRuntime } from '~/services/runtime.server'
import { requireUser } from '~/services/session.server'
import type { Route } from './+types/trip-calendar'

/** "Add to calendar": the booking as an .ics file, for its traveller only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const { db, config } = getRuntime()
  const calendar = await travellerCalendar({ db, userId: user.id, reference: params.reference, settings: config })
  if (!calendar) throw data('Not Found', { status: 404 })
  return new Response(calendar.content, {
    headers: {
      'Content-Type': `text/calendar; charset=utf-8; method=${calendar.method}`,
      'Content-Disposition': `attachment; filename="${calendar.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
