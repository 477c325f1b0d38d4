import type { Context } from 'hono';
import { readBodyCapped } from '#app/server/leads/request-body.ts';
import type { HostEnv } from '../host-env.ts';

export type ApiBody = { ok: true; text: string } | { ok: false; response: Response };

/**
 * An API route's request body, read up to `maxBytes`; when it cannot be read, the answer to
 * send: 413 `{error: tooLarge}` or 400 `{error: unreadable}`. The rest of such a body is never
 * read here: the host discards it after the answer (server/http/unread-body.ts).
 */
export async function readApiBody(
  c: Context<HostEnv>,
  maxBytes: number,
  errors: { tooLarge: string; unreadable: string },
): Promise<ApiBody> {
  const body = await readBodyCapped(c.req.raw, maxBytes);
  if (body.ok) return body;
  return {
    ok: false,
    response:
      body.reason === 'too-large'
        ? c.json({ error: errors.tooLarge }, 413)
        : c.json({ error: errors.unreadable }, 400),
  };
}

export type ApiJson = { ok: true; value: unknown } | { ok: false; response: Response };

/** The answers of an API without product copy of its own for a body it cannot take. */
export const plainBodyErrors = {
  tooLarge: 'Request body too large',
  unreadable: 'Request body could not be read',
  invalidJson: 'Body must be JSON',
} as const;

/**
 * An API route's JSON body: 415 unless it says `application/json`, then `readApiBody`'s 413 or
 * 400 (`unreadable`, else `invalidJson`), then 400 `{error: invalidJson, fieldErrors: {}}` when
 * it does not parse.
 */
export async function readApiJson(
  c: Context<HostEnv>,
  maxBytes: number,
  errors: { tooLarge: string; unreadable?: string; invalidJson: string },
): Promise<ApiJson> {
  if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) {
    return { ok: false, response: c.json({ error: 'Content-Type must be application/json' }, 415) };
  }
  const body = await readApiBody(c, maxBytes, {
    tooLarge: errors.tooLarge,
    unreadable: errors.unreadable ?? errors.invalidJson,
  });
  if (!body.ok) return body;
  try {
    return { ok: true, value: JSON.parse(body.text) as unknown };
  } catch {
    return { ok: false, response: c.json({ error: errors.invalidJson, fieldErrors: {} }, 400) };
  }
}
