import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which erasable TypeScript cannot reference by name.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Raise them here; old hashes upgrade at sign-in. */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/**
 * Verified when the e-mail matches no account, so an unknown address costs the same time as a
 * wrong password. The password behind it was random and thrown away.
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$oAZ3yGuouEh+DbnljqHOUA$ShNgZtswIPqrwWbHe1xkVuO3yEW//pISP+5ONUaNbUA';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export interface PasswordCheck {
  ok: boolean;
  /** The hash was made with weaker or different parameters: store a fresh one. */
  needsRehash: boolean;
}

export async function verifyPassword(storedHash: string, password: string): Promise<PasswordCheck> {
  let ok = false;
  try {
    ok = await verify(storedHash, password);
  } catch {
    return { ok: false, needsRehash: false };
  }
  return { ok, needsRehash: ok && needsRehash(storedHash) };
}

export function needsRehash(storedHash: string): boolean {
  try {
    const used = parseOptions(storedHash);
    return (
      used.algorithm !== ARGON2_OPTIONS.algorithm ||
      used.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      used.timeCost !== ARGON2_OPTIONS.timeCost ||
      used.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}
