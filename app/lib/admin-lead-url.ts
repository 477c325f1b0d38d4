/**
 * The admin's one-lead view. A leaf module (like service-worker-url.ts): the service worker
 * opens it from a push alert and must not pull in urls.ts (the content schema and zod).
 */
export const adminSubmissionsPath = '/admin/submissions';

export function adminLeadPath(id: number): string {
  return `${adminSubmissionsPath}?lead=${id}`;
}
