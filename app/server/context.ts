import { createContext, type RouterContextProvider } from 'react-router';
import type { ContentSnapshot } from '../content/live.ts';
import type { AppServices, RequestInfo } from './services.ts';

/**
 * The router context keys. The host reads them from the built entry module
 * (`build.entry.module`) so both sides use the same key objects.
 */
export const servicesContext = createContext<AppServices>();
export const requestInfoContext = createContext<RequestInfo>();
/**
 * The content this request renders (decision 0015): the published snapshot, or a preview's
 * (server/site-preview.ts). Set by the host's `renderPage` for every request.
 */
export const contentContext = createContext<ContentSnapshot>();

type ContextReader = Pick<Readonly<RouterContextProvider>, 'get'>;

export function getServices(context: ContextReader): AppServices {
  return context.get(servicesContext);
}

export function getRequestInfo(context: ContextReader): RequestInfo {
  return context.get(requestInfoContext);
}

/** The content snapshot of this request. */
export function getContent(context: ContextReader): ContentSnapshot {
  return context.get(contentContext);
}
