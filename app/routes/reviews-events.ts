import type { Route } from './+types/reviews-events'

export async function loader(_: Route.LoaderArgs) {
  return new Response('Not Found', { status: 404 })
}
