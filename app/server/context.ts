import { createContext, type RouterContextProvider } from 'react-router';
import type { AppServices, RequestInfo } from './services.ts';

/**
 * The router context keys. The host reads them from the built entry module
 * (`build.entry.module`) so both sides use the same key objects.
 */
export const servicesContext = createContext<AppServices>();
export const requestInfoContext = createContext<RequestInfo>();

type ContextReader = Pick<Readonly<RouterContextProvider>, 'get'>;

export function getServices(context: ContextReader): AppServices {
  return context.get(servicesContext);
}

export function getRequestInfo(context: ContextReader): RequestInfo {
  return context.get(requestInfoContext);
}
