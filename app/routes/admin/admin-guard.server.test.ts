import { redirect, RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { servicesContext } from '#app/routes/_context/context.server.ts';
import type { AppServices } from '#app/server/services.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';

const requireAdmin = vi.fn();
vi.mock('./require-admin.server.ts', () => ({
  requireAdmin: (...args: unknown[]) => requireAdmin(...args) as unknown,
}));

const logged: unknown[][] = [];
const services = {
  log: { error: (...args: unknown[]) => logged.push(args) },
} as unknown as AppServices;
const context = new RouterContextProvider();
context.set(servicesContext, services);
const request = new Request('http://localhost/admin/x');
const admin = { userId: 1, email: 'owner@example.com', sessionId: 's' };
const failure = { log: 'loading x failed', answer: () => ({ rows: [], loadError: 'No rows' }) };

describe('runAdminLogged', () => {
  beforeEach(() => {
    logged.length = 0;
    requireAdmin.mockReset();
  });

  it('gives the work the services and the signed-in admin', async () => {
    requireAdmin.mockResolvedValue(admin);
    const work = vi.fn(async () => ({ rows: [1], loadError: null }));
    expect(await runAdminLogged(request, context, work, failure)).toEqual({
      rows: [1],
      loadError: null,
    });
    expect(work).toHaveBeenCalledWith(services, admin);
    expect(logged).toEqual([]);
  });

  it('logs a failure under its name and answers the fallback', async () => {
    requireAdmin.mockResolvedValue(admin);
    const error = new Error('database down');
    const answer = await runAdminLogged(request, context, () => Promise.reject(error), failure);
    expect(answer).toEqual({ rows: [], loadError: 'No rows' });
    expect(logged).toEqual([[{ err: error }, 'loading x failed']]);
  });

  it('lets the sign-in redirect through', async () => {
    requireAdmin.mockRejectedValue(redirect('/admin'));
    await expect(runAdminLogged(request, context, vi.fn(), failure)).rejects.toBeInstanceOf(
      Response,
    );
    expect(logged).toEqual([]);
  });
});
