declare module 'react-router' {
  interface AppLoadContext {
    cspNonce: string
    requestId: string
    /** The client's IP address, for per-client rate limits. */
    clientAddress: string
  }
}

export {}
