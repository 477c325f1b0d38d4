import type { Version } from './site-api.ts';

/**
 * Edits not yet in the server's draft, kept in this browser's localStorage: a dropped
 * connection, a closed tab or a dead battery between a keystroke and the next autosave loses
 * nothing. Removed as soon as the server holds the same edits (a saved draft, a publish) or the
 * owner discards them. It is the site's own (public-bound) text, never leads or account data.
 */

const KEY = 'cfgd-site-editor-unsent';

export interface LocalEdits<D> {
  baseVersion: Version;
  content: D;
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled (private mode on some browsers): the server draft is all there is.
    return null;
  }
}

export function readLocalEdits<D>(): LocalEdits<D> | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LocalEdits<D>>;
    if (
      (typeof parsed.baseVersion === 'string' || typeof parsed.baseVersion === 'number') &&
      typeof parsed.content === 'object' &&
      parsed.content !== null
    ) {
      return {
        baseVersion: parsed.baseVersion,
        content: parsed.content,
        savedAt: Number(parsed.savedAt) || 0,
      };
    }
  } catch {
    // A broken entry is worth nothing: dropped below.
  }
  storage()?.removeItem(KEY);
  return null;
}

export function writeLocalEdits<D>(baseVersion: Version, content: D): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ baseVersion, content, savedAt: Date.now() }));
  } catch {
    // Quota or disabled storage: the autosave to the server still runs.
  }
}

export function clearLocalEdits(): void {
  storage()?.removeItem(KEY);
}
