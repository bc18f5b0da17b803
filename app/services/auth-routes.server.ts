import { toNodeHandler } from 'better-auth/node'
import type { Express } from 'express'
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, getAuth } from './auth.server'

/**
 * Mounts the auth library's HTTP endpoints (sign-in, sign-up, OAuth callbacks) under
 * /api/auth. It must come before any body parser: the handler reads the raw body itself.
 */
export function mountAuth(app: Express): void {
  // The client address for rate limits, as Express resolved it ("trust proxy"). A header a
  // client sent under the same name is replaced, so nobody can pick their own bucket.
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? 'unknown'
    next()
  })
  let handler: ReturnType<typeof toNodeHandler> | undefined
  app.all(`${AUTH_BASE_PATH}/{*rest}`, (req, res, next) => {
    handler ??= toNodeHandler(getAuth())
    handler(req, res).catch(next)
  })
}
