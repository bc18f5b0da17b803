// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Headers = Record<string, string>
  export type Request = {
    method?: string
    path?: string
    headers?: Headers
    body?: string | Buffer
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void
  }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    amount?: number
    overallRate?: number
    timeout?: number
    headers?: Headers
    method?: string
    body?: string
    requests?: Request[]
    idReplacement?: boolean
    excludeErrorStats?: boolean
  }
  export type Histogram = {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p97_5: number
    p99: number
    p99_9?: number
    totalCount?: number
    sent?: number
  }
  export type Result = {
    duration: number
    start: Date
    finish: Date
    errors: number
    timeouts: number
    mismatches: number
    non2xx: number
    resets: number
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
    statusCodeStats: Record<string, { count: number }>
    latency: Histogram
    requests: Histogram
    throughput: Histogram
  }
  type Instance = Promise<Result> & {
    stop?: () => void
    /** Every response, with the time from sending the request to its answer. */
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, responseTime: number) => void): Instance
  }
  function autocannon(options: Options): Instance
  export default autocannon
}
