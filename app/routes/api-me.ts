import type { Route } from './+types/api-me'

export async function loader(_: Route.LoaderArgs) {
  return new Response('Not Found', { status: 404 })
}
