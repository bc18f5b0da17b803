import { CONTACT_MESSAGES, CONTACT_SOURCES, HONEYPOT_FIELD, type ContactSource } from '~/domain/contact'
import { contactSchema } from '~/domain/contact-schema'
import { fieldErrors, formToObject } from '~/domain/form'
import { msg } from '~/i18n/message'
import { saveContactMessage } from '~/models/contact.server'
import { assertSameOrigin } from '~/services/csrf.server'
import { LIMITS, reserveAttempt } from '~/services/rate-limit.server'
import { getRuntime } from '~/services/runtime.server'
import { redirectWithToast } from '~/services/toast.server'
import type { Route } from './+types/api-contact'

const MAX_BODY_BYTES = 32 * 1024

// Messages travel in English (msg) and are translated where they are shown: the form's fields
// and toasts, or the page a no-script visitor is sent back to.
export type ContactReply = { ok: boolean; message: string; errors?: Record<string, string> }

export async function loader(_: Route.LoaderArgs) {
  return Response.json({ ok: false, message: msg('Send the form with POST.') }, { status: 405, headers: { Allow: 'POST' } })
}

/**
 * The Get In Touch form posts here, from every page that shows it. The browser's script
 * asks for JSON; a browser without JavaScript posts a plain form and is sent back to the
 * page it came from with the same notice.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { config, db, events, log } = getRuntime()
  if (request.method !== 'POST') return Response.json({ ok: false, message: msg('Send the form with POST.') }, { status: 405, headers: { Allow: 'POST' } })
  assertSameOrigin(request)

  const fromPage = isPageNavigation(request)
  const back = backTo(request, config.publicUrl)
  const reply = async (status: number, body: ContactReply, headers: Record<string, string> = {}) => {
    if (!fromPage) return Response.json(body, { status, headers })
    return redirectWithToast(back, { type: body.ok ? 'success' : 'error', message: body.ok ? body.message : firstMessage(body) }, { headers })
  }

  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) {
    return reply(413, { ok: false, message: msg('Your message is too long. Please shorten it and try again.') })
  }
  const input = await readInput(request)
  if (!input) return reply(400, { ok: false, message: msg('The form could not be read. Please try again.') })

  try {
    const decision = await reserveAttempt(db, { limit: LIMITS.contactPerClient, subject: context.clientAddress })
    if (!decision.allowed) {
      log.warn({ client: context.clientAddress }, 'contact form rate limit reached')
      return reply(429, { ok: false, message: CONTACT_MESSAGES.tooMany }, { 'Retry-After': String(Math.ceil(decision.retryAfterMs / 1000)) })
    }
  } catch (error) {
    // Without its counter store the limiter cannot decide; the save below will tell.
    log.warn({ err: error }, 'contact rate limiter unavailable')
  }

  if (input[HONEYPOT_FIELD]) {
    // A bot filled the field people cannot see. Thank it like anyone else so it learns nothing.
    log.info({ client: context.clientAddress }, 'contact form honeypot filled; message dropped')
    return reply(200, { ok: true, message: CONTACT_MESSAGES.success })
  }

  const parsed = contactSchema.safeParse(input)
  if (!parsed.success) {
    return reply(400, { ok: false, message: msg('Please correct the highlighted fields.'), errors: fieldErrors(parsed.error) })
  }
  const source: ContactSource = CONTACT_SOURCES.find((s) => s === input.source) ?? 'contact'

  try {
    await saveContactMessage({ db, events, log, config, message: parsed.data, source })
  } catch (error) {
    log.error({ err: error }, 'could not store a contact message')
    return reply(500, { ok: false, message: CONTACT_MESSAGES.failed })
  }
  return reply(200, { ok: true, message: CONTACT_MESSAGES.success })
}

async function readInput(request: Request): Promise<Record<string, string> | null> {
  try {
    if ((request.headers.get('Content-Type') ?? '').includes('application/json')) {
      const body: unknown = await request.json()
      if (!body || typeof body !== 'object' || Array.isArray(body)) return null
      return Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'))
    }
    return formToObject(await request.formData())
  } catch {
    return null
  }
}

function isPageNavigation(request: Request): boolean {
  if (request.headers.get('Sec-Fetch-Mode') === 'navigate') return true
  const accept = request.headers.get('Accept') ?? ''
  return accept.includes('text/html') && !accept.includes('application/json')
}

/** The page the form was on (same site only), so a no-script visitor lands where they were. */
function backTo(request: Request, publicUrl: string): string {
  const referer = request.headers.get('Referer')
  if (referer && URL.canParse(referer)) {
    const url = new URL(referer)
    if (url.origin === new URL(publicUrl).origin || url.origin === new URL(request.url).origin) return `${url.pathname}${url.search}`
  }
  return '/contact'
}

function firstMessage(body: ContactReply): string {
  const first = body.errors ? Object.values(body.errors)[0] : undefined
  return first ?? body.message
}
