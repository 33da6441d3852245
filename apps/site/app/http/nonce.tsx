// The per-request CSP nonce, handed from the server entry to the document's inline scripts.
import { createContext, useContext } from 'react';

const NonceContext = createContext<string>('');

export const NonceProvider = NonceContext.Provider;

/** The nonce on the server; an empty string in the browser, which hides nonces from scripts anyway. */
export function useNonce(): string {
  return useContext(NonceContext);
}
