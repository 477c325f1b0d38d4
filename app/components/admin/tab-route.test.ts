import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardedScreen, loadFailure } from './tab-route.ts';

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

describe('guardedScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const noAnswer = (path: string) => ({
    request: new Request(`http://x${path}`),
    serverLoader: () => Promise.reject(new TypeError('Failed to fetch')),
  });

  it('keeps what its component handed over for its own client loader only', async () => {
    vi.stubGlobal('window', { location: { pathname: '/admin/guarded' } });
    const screen = guardedScreen('guarded', (_: ReturnType<typeof noAnswer>) => ({
      message: null,
      fallback: () => ({ shown: 'fallback' }),
    }));
    const other = guardedScreen('guarded-other', (_: ReturnType<typeof noAnswer>) => ({
      message: null,
      fallback: () => ({ shown: 'fallback' }),
    }));
    screen.keepShown({ shown: 'first load' });
    // A failed reload of the screen on display keeps its first data...
    await expect(screen.clientLoader(noAnswer('/admin/guarded'))).resolves.toEqual({
      shown: 'first load',
    });
    // ...and another route on the same path does not get it.
    await expect(other.clientLoader(noAnswer('/admin/guarded'))).resolves.toEqual({
      shown: 'fallback',
    });
  });
});
