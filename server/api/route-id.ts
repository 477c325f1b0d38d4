import type { Context } from 'hono';
import type { HostEnv } from '../host-env.ts';

/**
 * A row id from the URL parameter `name`: 1 to 15 digits (inside the safe integers), else null,
 * which the route answers 404 (no row has such an id).
 */
export function idParam(c: Context<HostEnv>, name = 'id'): number | null {
  const value = c.req.param(name) ?? '';
  return /^\d{1,15}$/.test(value) ? Number(value) : null;
}
