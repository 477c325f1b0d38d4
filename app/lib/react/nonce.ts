import { createContext, useContext } from 'react';

/** The CSP nonce of the response being rendered ('' on public pages and in the browser). */
export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
