// oidc-provider ships no type declarations; the test issuer uses a small part of it.
declare module 'oidc-provider' {
  import type { Server } from 'node:http'
  type Claims = Record<string, unknown>
  type Account = { accountId: string; claims: () => Promise<Claims> }
  type Configuration = {
    clients: Array<Record<string, unknown>>
    pkce?: { required: () => boolean }
    claims?: Record<string, string[]>
    cookies?: { keys: string[] }
    features?: Record<string, { enabled: boolean }>
    findAccount: (ctx: unknown, sub: string) => Promise<Account>
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration)
    listen(port: number, host: string): Server
    on(event: string, listener: (...args: any[]) => void): this
  }
}
