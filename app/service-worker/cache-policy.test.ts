import { describe, expect, it } from 'vitest';
import {
  forbidsStorage,
  isDataRequest,
  isPrivatePath,
  isStorableResponse,
} from './cache-policy.ts';

describe('what the service worker may cache', () => {
  it('treats the admin, the setup page and the API as private, and nothing else', () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/submissions',
      '/admin.data',
      '/init-admin',
      '/api',
      '/api/leads',
      '/api/uploads/list',
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
    }
    for (const path of ['/', '/administrator-tips', '/apiary', '/services/admin', '/contact']) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });

  it("recognises React Router's data requests", () => {
    expect(isDataRequest('/admin/submissions.data')).toBe(true);
    expect(isDataRequest('/_root.data')).toBe(true);
    expect(isDataRequest('/contact')).toBe(false);
  });

  it('refuses responses marked no-store or private', () => {
    expect(forbidsStorage('no-store')).toBe(true);
    expect(forbidsStorage('private, max-age=0')).toBe(true);
    expect(forbidsStorage('max-age=0, no-store')).toBe(true);
    expect(forbidsStorage('no-cache')).toBe(false);
    expect(forbidsStorage('public, max-age=3600')).toBe(false);
    expect(forbidsStorage(null)).toBe(false);
  });

  it('keeps only complete 200 responses within the size cap', () => {
    const ok = (headers: Record<string, string>, status = 200) =>
      new Response('x', { status, headers });
    expect(isStorableResponse(ok({ 'Cache-Control': 'no-cache' }))).toBe(true);
    expect(isStorableResponse(ok({ 'Cache-Control': 'no-store' }))).toBe(false);
    expect(isStorableResponse(ok({}, 404))).toBe(false);
    expect(isStorableResponse(ok({ Vary: 'Cookie' }))).toBe(false);
    expect(isStorableResponse(ok({ 'Content-Length': '2000' }), 1000)).toBe(false);
    expect(isStorableResponse(ok({ 'Content-Length': '500' }), 1000)).toBe(true);
  });
});
