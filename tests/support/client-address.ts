import { randomInt } from 'node:crypto'

/**
 * A made-up client address (198.18.0.0/15, reserved for tests) for X-Forwarded-For. The
 * server trusts that header from loopback, as it would from its own reverse proxy, so each
 * test counts against its own per-client rate limits instead of sharing 127.0.0.1's.
 */
export function uniqueClientAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`
}

export function asClient(address: string = uniqueClientAddress()): Record<string, string> {
  return { 'X-Forwarded-For': address }
}
