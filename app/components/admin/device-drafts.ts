import { useSyncExternalStore } from 'react';

/**
 * What the owner typed and the server does not hold yet, kept in this browser's localStorage: a
 * dropped connection, a session that ended, a closed tab or a dead battery between a keystroke
 * and the save loses nothing. One entry per kind of draft (the Site editor's unsent edits, the
 * lead notes not yet added); each is removed as soon as the server holds it or the owner
 * discards it, and all of them on sign-out (a note names a customer: it must not outlive the
 * owner's session on a shared device; docs/pwa.md).
 */

/**
 * The kinds of drafts, one localStorage entry each. The Site editor's name is the one it had
 * before the store was shared: a deploy must not lose edits waiting on an owner's phone.
 */
export const deviceDraftKeys = {
  siteEdits: 'cfgd-site-editor-unsent',
  leadNotes: 'cfgd-lead-notes-unsent',
} as const;

type DraftKey = (typeof deviceDraftKeys)[keyof typeof deviceDraftKeys];

/** Screens that show what the device keeps (useDeviceDraft) hear of every change. */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the admin changed it.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function changed(): void {
  for (const listener of listeners) listener();
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled (private mode on some browsers): the server is all there is.
    return null;
  }
}

/**
 * The entry, if it is still what `isValid` expects; a broken or foreign one is worth nothing and
 * is dropped.
 */
export function readDeviceDraft<T>(
  key: DraftKey,
  isValid: (value: unknown) => value is T,
): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isValid(parsed)) return parsed;
  } catch {
    // Unreadable: dropped below.
  }
  storage()?.removeItem(key);
  return null;
}

export function writeDeviceDraft(key: DraftKey, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or disabled storage: the save to the server still runs.
  }
  changed();
}

export function clearDeviceDraft(key: DraftKey): void {
  storage()?.removeItem(key);
  changed();
}

/**
 * `select(read)` of what the device keeps, kept current; `fallback` in the server's HTML and
 * during hydration (the server cannot know it). `select` must return a primitive or the same
 * object for the same entry, as any `useSyncExternalStore` snapshot.
 */
export function useDeviceDraft<T>(select: () => T, fallback: T): T {
  return useSyncExternalStore(subscribe, select, () => fallback);
}

/** Signed out (here, or everywhere): nothing the owner typed stays on this device. */
export function clearAllDeviceDrafts(): void {
  for (const key of Object.values(deviceDraftKeys)) clearDeviceDraft(key);
}
