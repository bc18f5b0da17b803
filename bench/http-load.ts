import autocannon from 'autocannon'
import type { BenchServer } from './lib/server'

export type HttpLoad = {
  path: string
  connections: number
  durationS: number
  /** Successful (2xx) responses per second over the whole run. */
  okPerSecond: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  /** Server CPU time per successful response: steadier than req/s on a shared machine. */
  cpuMsPerRequest: number
  non2xx: number
  errors: number
  timeouts: number
}

/** Server-rendered pages under load, asked for the way a phone's browser asks. */
export async function httpLoad({
  server,
  path,
  connections,
  durationS,
}: {
  server: BenchServer
  path: string
  connections: number
  durationS: number
}): Promise<HttpLoad> {
  const cpuBefore = server.cpuMs()
  const result = await autocannon({
    url: `${server.baseURL}${path}`,
    connections,
    duration: durationS,
    timeout: 10,
    headers: {
      Accept: 'text/html,application/xhtml+xml',
      'Accept-Encoding': 'gzip, deflate, br',
      'Accept-Language': 'en-IN,en;q=0.9',
      'User-Agent': 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    },
  })
  const cpuMs = server.cpuMs() - cpuBefore
  return {
    path,
    cpuMsPerRequest: cpuMs / Math.max(1, result['2xx']),
    connections,
    durationS: result.duration,
    okPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}
