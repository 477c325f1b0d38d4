import { createContext, type RouterContextProvider } from 'react-router';
import type { ContentSnapshot } from '#app/content/live.ts';
import { requestMeta, type RequestMeta } from '#app/server/auth/request-meta.ts';
import type { AppServices, RequestInfo } from '#app/server/services.ts';

/**
 * The router context keys, set by the host for every request (server/host-app.ts) and read by
 * loaders and actions: the one module both sides import (decision 0014: one module graph, so
 * one set of key objects). Framework glue lives here and in the `*.server.ts` modules beside the
 * routes, so that app/server knows nothing of React Router.
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

/** Who is asking (address, browser) for the sessions and the audit log. */
export function routeRequestMeta(request: Request, context: ContextReader): RequestMeta {
  return requestMeta(request, getRequestInfo(context).clientIp);
}
