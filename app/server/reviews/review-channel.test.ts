import { describe, expect, it } from 'vitest';
import { originWarning } from './review-channel.ts';

describe('the start-up warning about PUBLIC_ORIGIN (RFC 8058 section 3.1)', () => {
  it('is given in production on http only', () => {
    expect(originWarning({ isProduction: true, isHttps: false })).toContain('not https');
    expect(originWarning({ isProduction: true, isHttps: true })).toBeNull();
    expect(originWarning({ isProduction: false, isHttps: false })).toBeNull();
  });
});
