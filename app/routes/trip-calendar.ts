import { data } from 'react-router'
import { isLang } from '~/i18n/languages'
import { travellerCalendar } from '~/models/trip.server'
import { rememberedLang } from '~/services/language.server'
import { getRuntime } from '~/services/runtime.server'
import { requireUser } from '~/services/session.server'
import type { Route } from './+types/trip-calendar'

/** "Add to calendar": the booking as an .ics file, for its traveller only, in the trip page's language (?lang=). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const { db, config } = getRuntime()
  const asked = new URL(request.url).searchParams.get('lang')
  const lang = isLang(asked) ? asked : (rememberedLang(request) ?? 'en')
  const calendar = await travellerCalendar({ db, userId: user.id, reference: params.reference, settings: config, lang })
  if (!calendar) throw data('Not Found', { status: 404 })
  return new Response(calendar.content, {
    headers: {
      'Content-Type': `text/calendar; charset=utf-8; method=${calendar.method}`,
      'Content-Disposition': `attachment; filename="${calendar.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
