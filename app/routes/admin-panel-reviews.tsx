import { useEffect, useRef } from 'react'
import { data, Link, useFetcher, useRevalidator } from 'react-router'
import { PageShell } from '~/components/page-shell'
import type { ModeratedReview } from '~/domain/reviews'
import { REVIEW_MODERATION_MESSAGES, reviewModerationSchema } from '~/domain/review-moderation'
import { pageMeta } from '~/domain/seo'
import { langOf, pageMessages } from '~/i18n/catalogues.server'
import { metaTranslator, useT } from '~/i18n/use-t'
import { formatInstant } from '~/models/admin.server'
import { listReviewsForModeration, setReviewHidden } from '~/models/feedback.server'
import { assertSameOrigin } from '~/services/csrf.server'
import { readFormData } from '~/services/form.server'
import { getRuntime } from '~/services/runtime.server'
import { requireAdmin } from '~/services/session.server'
import '~/styles/admin.css'
import '~/styles/admin-reviews.css'
import type { Route } from './+types/admin-panel-reviews'

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches)
  return pageMeta({
    title: t('Reviews'),
    description: t("The owner's list of travellers' reviews, to hide or show."),
    path: t.path('/admin-panel/reviews'),
    noindex: true,
    matches,
  })
}

// Reviews carry travellers' names: not for shared or back-button caches.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request)
  const { db, config } = getRuntime()
  const lang = langOf(params)
  const reviews = (await listReviewsForModeration({ db })).map((review) => ({ ...review, posted: formatInstant(review.timestamp, config.timeZone, lang) }))
  return data({ reviews, ...pageMessages({ params, context }, 'admin') }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request)
  assertSameOrigin(request)
  const form = await readFormData(request)
  const parsed = reviewModerationSchema.safeParse({ id: form.get('id'), intent: form.get('intent') })
  if (!parsed.success) return data({ ok: false as const, id: null, message: REVIEW_MODERATION_MESSAGES.invalid }, { status: 400 })
  const { id, intent } = parsed.data
  const { db, events, log } = getRuntime()
  const found = await setReviewHidden({ db, events, log, id, hidden: intent === 'hide' })
  if (!found) return data({ ok: false as const, id, message: REVIEW_MODERATION_MESSAGES.missing }, { status: 404 })
  return data({ ok: true as const, id, message: intent === 'hide' ? REVIEW_MODERATION_MESSAGES.hidden : REVIEW_MODERATION_MESSAGES.shown })
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews } = loaderData
  const t = useT()
  useLiveReviewList()
  const shownCount = reviews.filter((r) => !r.hidden).length
  return (
    <PageShell>
      <div className="admin">
        <header className="admin__intro">
          <div className="container">
            <p className="section__eyebrow">
              <Link to={t.path('/admin-panel')}>{t('Admin panel')}</Link>
            </p>
            <h1 className="admin__title">{t('Reviews')}</h1>
            <p className="admin__lead">
              {t('Every review travellers have posted, newest first. A hidden review leaves the site at once, on every open page too; Show brings it back.')}
            </p>
          </div>
        </header>
        <div className="container admin__body">
          {actionData && !actionData.ok ? (
            <p role="alert" className="admin-reviews__error">
              {t(actionData.message)}
            </p>
          ) : null}
          <section className="admin-view" aria-labelledby="admin-reviews-title">
            <div className="admin-view__head">
              <div>
                <h2 id="admin-reviews-title" className="admin-view__title">
                  {t('Live reviews')}
                </h2>
                <p className="admin-view__count">
                  {reviews.length === 0 ? t('No reviews yet') : t('{shown} shown, {hidden} hidden', { shown: shownCount, hidden: reviews.length - shownCount })}
                </p>
              </div>
            </div>
            {reviews.length === 0 ? (
              <div className="admin-table admin-table--empty">
                <p className="empty-state">{t('No traveller has posted a review yet.')}</p>
              </div>
            ) : (
              <ul className="admin-reviews">
                {reviews.map((review) => (
                  <ReviewRow key={review.id} review={review} />
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </PageShell>
  )
}

function ReviewRow({ review }: { review: ModeratedReview & { posted: string } }) {
  const t = useT()
  const fetcher = useFetcher<typeof action>()
  // Shown as pressed at once; the list reloads with what the server stored.
  const pending = fetcher.formData?.get('intent')
  const hidden = pending ? pending === 'hide' : review.hidden
  const nameId = `review-${review.id}-name`
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null
  return (
    <li className={`admin-reviews__item${hidden ? ' admin-reviews__item--hidden' : ''}`} aria-labelledby={nameId} data-review-id={review.id}>
      <div className="admin-reviews__meta">
        <p id={nameId} className="admin-reviews__name">
          {review.name}
        </p>
        <p className="admin-reviews__date">{review.posted}</p>
        <span className={`admin-status ${hidden ? 'admin-status--failed' : 'admin-status--sent'}`}>{hidden ? t('Hidden') : t('Shown')}</span>
      </div>
      {/* Rendered as text: whatever a traveller typed, markup included, is shown, never run. */}
      <p className="admin-reviews__text">{review.feedback}</p>
      <fetcher.Form method="post" className="admin-reviews__action">
        <input type="hidden" name="id" value={review.id} />
        <button
          type="submit"
          name="intent"
          value={hidden ? 'show' : 'hide'}
          className={`btn ${hidden ? 'btn--primary' : 'btn--ghost'}`}
          aria-describedby={nameId}
        >
          {hidden ? t('Show') : t('Hide')}
        </button>
      </fetcher.Form>
      {failed ? (
        <p role="alert" className="admin-reviews__error">
          {t(failed)}
        </p>
      ) : null}
    </li>
  )
}

/** New reviews, and reviews hidden or shown in another tab, reload the list through its guarded loader. */
function useLiveReviewList() {
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  useEffect(() => {
    const source = new EventSource('/admin-panel/events')
    let timer: number | undefined
    const refresh = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => void revalidate.current(), 150)
    }
    source.addEventListener('review', refresh)
    source.addEventListener('review-visibility', refresh)
    return () => {
      source.close()
      window.clearTimeout(timer)
    }
  }, [])
}
