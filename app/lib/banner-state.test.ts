import { describe, expect, it } from 'vitest';
import { BANNER_CLOSED_KEY, BANNER_STATE_SCRIPT } from './banner-state.ts';

describe('the banner state script', () => {
  it('cannot close an inline <script> early', () => {
    expect(BANNER_STATE_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });

  it('marks <html> closed only when the key says so, and survives blocked storage', () => {
    const run = (stored: string | null, blocked = false) => {
      const attributes = new Map<string, string>();
      const sessionStorage = {
        getItem: (key: string) => {
          if (blocked) throw new Error('SecurityError');
          return key === BANNER_CLOSED_KEY ? stored : null;
        },
      };
      const document = {
        documentElement: { setAttribute: (n: string, v: string) => attributes.set(n, v) },
      };
      new Function('sessionStorage', 'document', BANNER_STATE_SCRIPT)(sessionStorage, document);
      return attributes.get('data-banner');
    };
    expect(run('1')).toBe('closed');
    expect(run(null)).toBeUndefined();
    expect(run('0')).toBeUndefined();
    expect(run('1', true)).toBeUndefined();
  });
});
