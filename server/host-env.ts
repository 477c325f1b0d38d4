import type { ContentSnapshot } from '#app/content/live.ts';
import type { AdminIdentity } from '#app/server/auth/sessions.ts';
import type { RequestInfo } from '#app/server/services.ts';

/** Variables the host's middleware sets on every request. */
export interface HostEnv {
  Variables: {
    requestInfo: RequestInfo;
    /**
     * The published content this request sees, read once when it arrives (decision 0015): API
     * handlers pass it down as the pages' loaders do, so a publish mid-request changes nothing.
     */
    content: ContentSnapshot;
    /** The signed-in owner, set by `requireAdminApi` on admin API routes only. */
    admin: AdminIdentity;
    /** Set by a handler that chose the response's content coding itself (static files). */
    codingChosen: boolean;
  };
}
