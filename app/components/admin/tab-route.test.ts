import { describe, expect, it } from 'vitest';
import { loadFailure } from './tab-route.ts';

describe('loadFailure', () => {
  it('answers the empty state with the message, which is also the reload toast', () => {
    const failure = loadFailure('Failed to load posts', () => ({ posts: [] }));
    expect(failure.loadFailed).toBe('Failed to load posts');
    // The key order of the old hand-written answers: loadError last.
    expect(JSON.stringify(failure.fallback())).toBe(
      '{"posts":[],"loadError":"Failed to load posts"}',
    );
  });

  it("passes the client loader's arguments to the empty state", () => {
    const failure = loadFailure('Failed', ({ request }: { request: Request }) => ({
      path: new URL(request.url).pathname,
    }));
    expect(failure.fallback({ request: new Request('http://x/admin/submissions') })).toEqual({
      path: '/admin/submissions',
      loadError: 'Failed',
    });
  });
});
