import { exportUserData, reserveDataExport } from '~/models/account-recovery.server'
import { AUTH_MESSAGES } from '~/domain/auth'
import { serverTranslator } from '~/i18n/catalogues.server'
import { localePath } from '~/i18n/languages'
import { assertSameOrigin } from '~/services/csrf.server'
import { requireUser } from '~/services/session.server'
import { redirectWithToast } from '~/services/toast.server'
import { todayIn } from '~/domain/dates'
import { errorToast } from '~/domain/toast'
import { getRuntime } from '~/services/runtime.server'
import type { Route } from './+types/personal-info-data'

/** Only the form's POST: a link that downloads personal data could be triggered from another site. */
export function loader() {
  throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}

/** "Download my data" (docs/product.md §Recovery): the traveller's own data as a JSON file. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request)
  const user = await requireUser(request)
  const refused = await reserveDataExport({ userId: user.id })
  // The form is a plain one (its answer is a file), so a refusal goes back to the account page
  // with the reason as a toast, not to a bare message page.
  if (refused) {
    return redirectWithToast(localePath(user.language, '/personal-info'), errorToast(refused.message), {
      status: 303,
      headers: { 'Cache-Control': 'no-store' },
    })
  }
  const exported = await exportUserData({ userId: user.id })
  if (!exported) {
    return Response.json({ message: serverTranslator(user.language)(AUTH_MESSAGES.noUserData) }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  }
  const day = todayIn(getRuntime().config.timeZone)
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="yatri-my-data-${day}.json"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
