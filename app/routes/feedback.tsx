import { useEffect, useRef, useState, type FormEvent } from 'react'
import { data, Link, useFetcher, useRevalidator } from 'react-router'
import { PageShell } from '~/components/page-shell'
import { useToast } from '~/components/toaster'
import { TextAreaField } from '~/components/ui/field'
import { useForm } from '~/components/ui/use-form'
import { useTypedValues } from '~/components/use-typed-values'
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MESSAGES, feedbackSchema } from '~/domain/feedback'
import { pageMeta } from '~/domain/seo'
import { pageMessages } from '~/i18n/catalogues.server'
import { metaTranslator, useT } from '~/i18n/use-t'
import { createFeedback } from '~/models/feedback.server'
import { useRootData } from '~/components/root-data'
import { assertSameOrigin } from '~/services/csrf.server'
import { readFormData } from '~/services/form.server'
import { LIMITS, reserveAttempt } from '~/services/rate-limit.server'
import { getRuntime } from '~/services/runtime.server'
import { getOptionalUser } from '~/services/session.server'
import type { Route } from './+types/feedback'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Feedback | Yatri'),
    description: t('Tell us how your journey with us went.'),
    path: t.path('/feedback'),
    noindex: true,
    matches,
  })
}

export function loader({ params, context }: Route.LoaderArgs) {
  return pageMessages({ params, context }, 'reviews')
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request)
  const { db, events, log } = getRuntime()
  const user = await getOptionalUser(request)
  if (!user) return data({ ok: false, message: FEEDBACK_MESSAGES.signedOut, signedOut: true }, { status: 401 })

  const decision = await reserveAttempt(db, { limit: LIMITS.feedbackPerAccount, subject: user.id }).catch((error: unknown) => {
    // Without its table the limiter cannot decide; the insert below will tell.
    log.warn({ err: error }, 'feedback rate limiter unavailable')
    return { allowed: true as const }
  })
  if (!decision.allowed) {
    return data({ ok: false, message: FEEDBACK_MESSAGES.tooMany }, { status: 429, headers: { 'Retry-After': String(Math.ceil(decision.retryAfterMs / 1000)) } })
  }

  const form = await readFormData(request)
  const parsed = feedbackSchema.safeParse({ feedback: form.get('feedback') ?? '' })
  if (!parsed.success) {
    return data({ ok: false, message: parsed.error.issues[0]?.message ?? FEEDBACK_MESSAGES.empty }, { status: 400 })
  }
  try {
    await createFeedback({ db, events, log, userId: user.id, feedback: parsed.data.feedback })
  } catch (error) {
    log.error({ err: error }, 'could not store feedback')
    // The database is down or busy; nothing was stored and the same text can be sent again.
    return data({ ok: false, message: FEEDBACK_MESSAGES.failed }, { status: 503 })
  }
  return data({ ok: true, message: FEEDBACK_MESSAGES.success })
}

// A lost connection or a refused request becomes the product alert, not the error page.
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction()
  } catch {
    return { ok: false, message: FEEDBACK_MESSAGES.failed }
  }
}

export default function FeedbackPage() {
  const { user } = useRootData()
  const t = useT()
  return (
    <PageShell>
      <div className="page-narrow feedback-page">
        <h1>{t('We Value Your Feedback :)')}</h1>
        {user ? (
          <FeedbackForm name={user.name} image={user.image} />
        ) : (
          <div className="panel feedback-page__signed-out">
            <p>{t('Please log in to submit feedback')}</p>
            <Link className="btn btn--primary" to={`${t.path('/login')}?redirectTo=${t.path('/feedback')}`}>
              {t('Log in')}
            </Link>
          </div>
        )}
      </div>
    </PageShell>
  )
}

function FeedbackForm({ name, image }: { name: string; image: string | null }) {
  const fetcher = useFetcher<typeof clientAction>()
  const t = useT()
  const notify = useToast()
  const revalidator = useRevalidator()
  const [text, setText] = useState('')
  const busy = fetcher.state !== 'idle'
  const form = useForm<'feedback'>()
  useTypedValues(form.formRef, ['feedback'], (typed) => setText(typed.feedback ?? ''))

  // Each reply is announced once; a success clears the text (docs/product.md §Feedback).
  const answered = useRef<typeof fetcher.data>(undefined)
  useEffect(() => {
    const reply = fetcher.data
    if (fetcher.state !== 'idle' || !reply || reply === answered.current) return
    answered.current = reply
    notify({ type: reply.ok ? 'success' : 'error', message: reply.message })
    if (reply.ok) setText('')
    // The session ended meanwhile: show the page as a signed-out visitor sees it.
    if ('signedOut' in reply) void revalidator.revalidate()
  }, [fetcher.state, fetcher.data, notify, revalidator])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // docs/product.md §Feedback: the message is an alert, not a line under the field.
    const valid = form.validate(feedbackSchema, { feedback: text }, (found) => notify({ type: 'error', message: found.feedback ?? FEEDBACK_MESSAGES.empty }))
    if (!valid) event.preventDefault()
  }

  return (
    <div className="panel feedback-card">
      <div className="feedback-card__who">
        {image ? (
          <img className="feedback-card__avatar" src={image} alt={t('Your profile picture')} width={64} height={64} referrerPolicy="no-referrer" />
        ) : null}
        <p className="feedback-card__intro">
          {t('Namaste {name}! Tell us how your journey went. Your words appear in Customer Reviews for other travellers to read.', { name })}
        </p>
      </div>
      {/* The fetcher's answer is the only confirmation, which a plain post never shows: a Submit before hydration waits for it. */}
      <fetcher.Form ref={form.formRef} method="post" className="form" onSubmit={onSubmit} aria-busy={busy} data-hold-submit="">
        <TextAreaField
          label={t('Your feedback')}
          name="feedback"
          rows={6}
          maxLength={FEEDBACK_MAX_LENGTH}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          hint={t('{count} / {max} characters', {
            // Counted in the language's own digits; English keeps "0 / 2000".
            count: t.lang === 'en' ? text.length : text.length.toLocaleString(t.locale),
            max: t.lang === 'en' ? FEEDBACK_MAX_LENGTH : FEEDBACK_MAX_LENGTH.toLocaleString(t.locale),
          })}
        />
        <div>
          <button type="submit" className="btn btn--primary feedback-card__submit" disabled={busy}>
            {t('Submit')}
          </button>
        </div>
      </fetcher.Form>
    </div>
  )
}
