import { parseAdminQuery } from '~/domain/admin'
import { todayIn } from '~/domain/dates'
import { serverTranslator } from '~/i18n/catalogues.server'
import { isLang } from '~/i18n/languages'
import { exportAdminView, exportFileName } from '~/models/admin-export.server'
import { now as clockNow } from '~/services/clock.server'
import { getRuntime } from '~/services/runtime.server'
import { requireAdmin } from '~/services/session.server'
import type { Route } from './+types/admin-panel-export'

/**
 * The open admin view, with its search, as a CSV download (admin only, Aadhaar never included).
 * This resource route has one address for every language: the file speaks the language the
 * panel's link names (`lang=hi`), or else the owner's stored one.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request)
  const { config, log } = getRuntime()
  const params = new URL(request.url).searchParams
  const asked = params.get('lang')
  const lang = isLang(asked) ? asked : admin.language
  const { view, search } = parseAdminQuery(params)
  const t = serverTranslator(lang)
  if (!view)
    return new Response(t('Choose a view to export: view=customers, past, upcoming or messages.'), {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })

  const now = clockNow()
  const chunks = exportAdminView({ view, search, timeZone: config.timeZone, now, log, lang })
  // Read the first chunk before answering, so a database failure is a clean 500, not half a file.
  const first = await chunks.next()
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(encoder.encode(first.value))
    },
    async pull(controller) {
      try {
        const next = await chunks.next()
        if (next.done) controller.close()
        else controller.enqueue(encoder.encode(next.value))
      } catch (error) {
        log.error({ err: error, view }, 'admin export failed part-way')
        controller.error(error)
      }
    },
    async cancel() {
      await chunks.return(undefined)
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(view, todayIn(config.timeZone, now))}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
