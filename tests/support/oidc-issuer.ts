import type { Server } from 'node:http'
import Provider from 'oidc-provider'

export type IssuerAccount = { email: string; name: string; emailVerified?: boolean }

/**
 * A real OpenID Connect issuer (oidc-provider) on 127.0.0.1, standing in for Google. Its
 * built-in development login page accepts any login name; `accounts` says which e-mail and
 * name each login name gets (unknown names get <name>@gmail.test). PKCE is required, as
 * Google requires it for this kind of client.
 */
export async function startOidcIssuer({
  port,
  clientId,
  clientSecret,
  redirectUri,
  accounts = {},
}: {
  port: number
  clientId: string
  clientSecret: string
  redirectUri: string
  accounts?: Record<string, IssuerAccount>
}): Promise<{ issuer: string; discoveryUrl: string; close: () => Promise<void> }> {
  const issuer = `http://127.0.0.1:${port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['yatri-test-issuer-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      const known = accounts[sub]
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: known?.email ?? `${sub}@gmail.test`,
            email_verified: known?.emailVerified ?? true,
            name: known?.name ?? sub,
          }
        },
      }
    },
  })
  // The development interactions warn on every start; they are what this stand-in is for.
  provider.on('server_error', (_ctx, error) => console.error('oidc issuer error', error))
  const server: Server = await new Promise((resolve, reject) => {
    const s = provider.listen(port, '127.0.0.1')
    s.once('listening', () => resolve(s))
    s.once('error', reject)
  })
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Walks the issuer's login and consent pages over plain HTTP, the way a browser would, and
 * returns the redirect back to the app (…/api/auth/callback/google?code=…&state=…) instead
 * of following it, so a test can tamper with it.
 */
export async function authorizeAtIssuer({ authorizationUrl, login, appOrigin }: { authorizationUrl: string; login: string; appOrigin: string }): Promise<URL> {
  const jar = new Map<string, string>()
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1))
    }
  }
  let url = new URL(authorizationUrl)
  let form: { action: string; fields: Record<string, string> } | null = null
  for (let step = 0; step < 20; step++) {
    const res: Response = form
      ? await fetch(url, {
          method: 'POST',
          redirect: 'manual',
          headers: { Cookie: cookieHeader(), 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form.fields),
        })
      : await fetch(url, { redirect: 'manual', headers: { Cookie: cookieHeader() } })
    keep(res)
    form = null
    const location = res.headers.get('location')
    if (location) {
      url = new URL(location, url)
      if (url.origin === appOrigin) return url
      continue
    }
    const html: string = await res.text()
    const action: string | undefined = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
    if (!action) throw new Error(`the issuer answered ${res.status} without a form:\n${html.slice(0, 500)}`)
    const fields: Record<string, string> = {}
    for (const match of html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields[match[1]!] = match[2]!
    if (/name="login"/.test(html)) Object.assign(fields, { login, password: 'issuer-password' })
    form = { action, fields }
    url = new URL(action.replace(/&amp;/g, '&'), url)
  }
  throw new Error('the issuer never redirected back to the app')
}
