import { data } from 'react-router'
import { getMobile } from '~/models/account.server'
import { getOptionalUser } from '~/services/session.server'
import type { Route } from './+types/api-me'

/** The signed-in traveller's stored mobile number, for a booking made for oneself. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request)
  if (!user) return data({ error: 'Please log in.' }, { status: 401, headers: { 'Cache-Control': 'no-store' } })
  const mobile = await getMobile({ userId: user.id })
  if (mobile === null) return data({ error: 'Please log in.' }, { status: 401, headers: { 'Cache-Control': 'no-store' } })
  return data({ mobile }, { headers: { 'Cache-Control': 'no-store' } })
}
