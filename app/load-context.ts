declare module 'react-router' {
  interface AppLoadContext {
    cspNonce: string
    requestId: string
    /** The client's IP address, for per-client rate limits. */
    clientAddress: string
    /** Runs `task` once the answer has gone out (or the client has gone), never before. */
    afterResponse: (task: () => void) => void
    /** React Router's request for route data (`….data`) from a page already open, not a document. */
    dataRequest: boolean
  }
}

export {}
