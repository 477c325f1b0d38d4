import type { Context } from 'hono';
import { readBodyCapped } from '#app/server/leads/request-body.ts';
import type { HostEnv } from '../host-env.ts';

export type ApiBody = { ok: true; text: string } | { ok: false; response: Response };

/**
 * An API route's request body, read up to `maxBytes`; when it cannot be read, the answer to
 * send: 413 `{error: tooLarge}` or 400 `{error: unreadable}`. The rest of such a body is never
 * read, so that connection cannot carry another request: it is closed.
 */
export async function readApiBody(
  c: Context<HostEnv>,
  maxBytes: number,
  errors: { tooLarge: string; unreadable: string },
): Promise<ApiBody> {
  const body = await readBodyCapped(c.req.raw, maxBytes);
  if (body.ok) return body;
  c.header('Connection', 'close');
  return {
    ok: false,
    response:
      body.reason === 'too-large'
        ? c.json({ error: errors.tooLarge }, 413)
        : c.json({ error: errors.unreadable }, 400),
  };
}
