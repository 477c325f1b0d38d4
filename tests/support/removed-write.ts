import { expect } from 'vitest';

/**
 * How the API answers a write it no longer has: 404 where nothing lives at the address, 405 with
 * an `Allow` that leaves the method out where the address still answers reads
 * (server/api/method-not-allowed.ts). Either way nothing is written.
 */
export async function expectRemovedWrite(res: Response, method: string, label: string) {
  const body: unknown = await res.json();
  if (res.status === 405) {
    expect(res.headers.get('allow')?.split(', '), label).not.toContain(method);
    expect(body, label).toEqual({ error: 'Method Not Allowed' });
  } else {
    expect(res.status, label).toBe(404);
    expect(body, label).toEqual({ error: 'Not found' });
  }
}
