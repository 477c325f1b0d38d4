import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';
import { sameOrigin } from './admin.ts';
import type { TestServer } from './server.ts';

export interface IntentAnswer {
  status: number;
  /** The action's result as the router hands it to the page (undefined: no data answer). */
  result: Record<string, unknown> | undefined;
}

/**
 * A route intent posted the way an admin screen's script posts it (single fetch: `<path>.data`,
 * multipart), with the owner's `cookie`; `headers` replace the same-origin pair (a cross-site
 * post). Issue 38: the owner's writes that have no contract endpoint are tested through these.
 */
export async function postIntent(
  server: Pick<TestServer, 'url'>,
  cookie: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = sameOrigin(server),
): Promise<IntentAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const res = await fetch(`${server.url}${path}.data`, {
    method: 'POST',
    headers: { cookie, ...headers },
    body: form,
  });
  return { status: res.status, result: await decoded(res) };
}

async function decoded(res: Response): Promise<Record<string, unknown> | undefined> {
  if (!res.body || !res.headers.get('content-type')?.includes('text/x-script')) return undefined;
  const { value } = await decodeViaTurboStream(res.body, globalThis);
  // `{ data }` for the action's result (single fetch).
  const data = (value as { data?: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
}

/** The Images tab's `assign`: the slot `key` shows the upload `name` (the owner's own post). */
export function assignImage(
  server: Pick<TestServer, 'url'>,
  cookie: string,
  key: string,
  name: string,
  headers?: Record<string, string>,
): Promise<IntentAnswer> {
  return postIntent(
    server,
    cookie,
    '/admin/images',
    { intent: 'assign', key, objectPath: name },
    headers,
  );
}
