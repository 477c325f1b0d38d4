import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { newPasswordProblem, setupPasswordProblem } from '#app/lib/credential-rules.ts';
import { messages } from '#app/lib/messages.ts';
import { defaultBusiness } from '#app/content/business.ts';
import { newPasswordError, setupPasswordError } from './admin-account.ts';
import { isCommonPassword } from './common-passwords.ts';
import { serializeCookie, sessionCookieName } from './cookies.ts';
import { deviceCookieName } from './device-cookie.ts';
import { ARGON2_OPTIONS, DUMMY_HASH, needsRehash } from './password-hash.ts';
import { isSameOriginRequest } from './same-origin.ts';
import {
  currentTotp,
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  newTotpSecret,
} from './totp.ts';

describe('password rules', () => {
  it('refuses common passwords whatever their case', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('Garage-Door-Owner-7')).toBe(false);
  });
  it('issue 19: one rule for first and new passwords, the spec message for a short first one', () => {
    const weak = 'Password must be at least 8 characters with uppercase, lowercase, and number';
    expect(setupPasswordProblem('short')).toBe('Password must be at least 8 characters long');
    expect(setupPasswordProblem('a'.repeat(129))).toBe('Password must be at most 128 characters');
    // The probe's first password, and others Settings already refused.
    for (const bad of ['aaaaaaaa', 'a'.repeat(128), 'alllower1', 'ALLUPPER1', 'NoDigitsHere']) {
      expect(setupPasswordProblem(bad), bad).toBe(weak);
      expect(setupPasswordError(bad), bad).toBe(weak);
      expect(newPasswordError(bad), bad).toBe(weak);
    }
    // Past the spec's rule: the common list, then zxcvbn's estimate, each saying what to do.
    for (const password of ['Password1', 'Qwerty123']) {
      expect(setupPasswordError(password), password).toBe(messages.auth.commonPassword);
      expect(newPasswordError(password), password).toBe(messages.auth.commonPassword);
    }
    // Not on the list, yet guessed fast: repeats, keyboard rows, dates, the account's own name
    // and the business's words.
    for (const password of [
      'Aaaaaaaa1',
      'Asdfghjk1',
      'Summer2024',
      'Jennifer1987',
      'Owner1234',
      'Carolinafamily1',
    ]) {
      // The callers pass the account's e-mail and the published business name.
      const related = ['owner@example.com', defaultBusiness.name];
      expect(setupPasswordError(password, related), password).toBe(messages.auth.guessablePassword);
      expect(newPasswordError(password, related), password).toBe(messages.auth.guessablePassword);
    }
    expect(messages.auth.guessablePassword).toMatch(/Make it longer/);
    // The project's own test passwords, and a few words with a digit, pass everywhere.
    for (const good of [
      'Garage-Door-Owner-7',
      'Opening-Door-Quietly-42',
      'Brand-New-Door-9',
      'Stronger-Door-Pass-9',
      'Another-Door-77',
      `Aa1-${'long-door-'.repeat(12)}`.padEnd(128, 'z'),
    ]) {
      expect(setupPasswordError(good), good).toBeUndefined();
      expect(newPasswordError(good), good).toBeUndefined();
    }
  });
  it('applies the spec rules: 8-128 with upper, lower and digit in settings', () => {
    const weak = 'Password must be at least 8 characters with uppercase, lowercase, and number';
    for (const bad of [
      'alllower1',
      'ALLUPPER1',
      'NoDigitsHere',
      'Sh0rt',
      `Aa1${'x'.repeat(126)}`,
    ]) {
      expect(newPasswordProblem(bad), bad).toBe(weak);
    }
    expect(newPasswordProblem('Good-Door-9')).toBeUndefined();
  });
});

describe('argon2id parameters', () => {
  it('keeps the dummy hash on the current parameters, so unknown e-mails cost the same', () => {
    const used = parseOptions(DUMMY_HASH);
    expect(used).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(needsRehash(DUMMY_HASH)).toBe(false);
    expect(ARGON2_OPTIONS.memoryCost).toBeGreaterThanOrEqual(19456);
    expect(needsRehash(DUMMY_HASH.replace('t=2', 't=1'))).toBe(true);
  });
});

describe('same-origin check', () => {
  const config = { publicOrigin: 'https://doors.example' };
  const post = (headers: Record<string, string>) =>
    new Request('http://internal:3000/admin', { method: 'POST', headers });
  it('trusts Sec-Fetch-Site when present', () => {
    expect(isSameOriginRequest(post({ 'Sec-Fetch-Site': 'same-origin' }), config, 'https:')).toBe(
      true,
    );
    expect(isSameOriginRequest(post({ 'Sec-Fetch-Site': 'same-site' }), config, 'https:')).toBe(
      false,
    );
    expect(
      isSameOriginRequest(
        post({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://doors.example' }),
        config,
        'https:',
      ),
    ).toBe(false);
  });
  it('falls back to Origin, and refuses a request with neither', () => {
    expect(isSameOriginRequest(post({ Origin: 'https://doors.example' }), config, 'https:')).toBe(
      true,
    );
    expect(isSameOriginRequest(post({ Origin: 'https://evil.example' }), config, 'https:')).toBe(
      false,
    );
    expect(isSameOriginRequest(post({ Origin: 'null' }), config, 'https:')).toBe(false);
    expect(isSameOriginRequest(post({}), config, 'https:')).toBe(false);
    expect(
      isSameOriginRequest(
        post({ Origin: 'http://internal:3000', Host: 'internal:3000' }),
        config,
        'http:',
      ),
    ).toBe(true);
  });
});

describe('cookies', () => {
  it('uses __Host- and Secure on https only', () => {
    expect(sessionCookieName({ isHttps: true })).toBe('__Host-cfgd_session');
    expect(serializeCookie({ isHttps: true }, '__Host-x', 'v', 60)).toBe(
      '__Host-x=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=60; Secure',
    );
    expect(serializeCookie({ isHttps: false }, 'x', 'v', 60)).not.toContain('Secure');
  });
  it('issue 27: the device cookie is Path=/ (the form posts to /admin.data), Strict, __Host- on https', () => {
    expect(deviceCookieName({ isHttps: true })).toBe('__Host-cfgd_device');
    expect(deviceCookieName({ isHttps: false })).toBe('cfgd_device');
    expect(
      serializeCookie({ isHttps: true }, '__Host-d', 'v', 60, {
        path: '/',
        sameSite: 'Strict',
      }),
    ).toBe('__Host-d=v; Path=/; HttpOnly; SameSite=Strict; Max-Age=60; Secure');
  });
});

describe('TOTP and recovery codes', () => {
  it('accepts the current code and one step of drift, not more', () => {
    const secret = newTotpSecret();
    const now = Date.now();
    expect(matchTotp(secret, currentTotp(secret, now), now)).toBe(Math.floor(now / 30_000));
    expect(matchTotp(secret, currentTotp(secret, now - 30_000), now)).not.toBeNull();
    expect(matchTotp(secret, currentTotp(secret, now - 90_000), now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
  });
  it('makes ten distinct 100-bit codes, hashed the same however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
    expect(hashRecoveryCode(codes[0]!.toLowerCase().replace(/-/g, ' '))).toBe(
      hashRecoveryCode(codes[0]!),
    );
  });
});
