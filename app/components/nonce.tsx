import { createContext, useContext } from 'react'

// The CSP nonce is known only on the server; in the browser it is hidden from the DOM.
const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
