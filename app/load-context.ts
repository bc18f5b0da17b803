declare module 'react-router' {
  interface AppLoadContext {
    cspNonce: string
    requestId: string
  }
}

export {}
