import {
  clearDeviceDraft,
  deviceDraftKeys,
  readDeviceDraft,
  writeDeviceDraft,
} from '../device-drafts.ts';
import type { Version } from './site-api.ts';

/**
 * Edits not yet in the server's draft, kept on this device (device-drafts.ts): a dropped
 * connection, a closed tab or a dead battery between a keystroke and the next autosave loses
 * nothing. Removed as soon as the server holds the same edits (a saved draft, a publish) or the
 * owner discards them, and on sign-out.
 */

export interface LocalEdits<D> {
  baseVersion: Version;
  content: D;
  savedAt: number;
}

function isLocalEdits(value: unknown): value is LocalEdits<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<LocalEdits<unknown>>;
  return (
    (typeof entry.baseVersion === 'string' || typeof entry.baseVersion === 'number') &&
    typeof entry.content === 'object' &&
    entry.content !== null
  );
}

export function readLocalEdits<D>(): LocalEdits<D> | null {
  const entry = readDeviceDraft(deviceDraftKeys.siteEdits, isLocalEdits);
  if (!entry) return null;
  return {
    baseVersion: entry.baseVersion,
    content: entry.content as D,
    savedAt: Number(entry.savedAt) || 0,
  };
}

export function writeLocalEdits<D>(baseVersion: Version, content: D): void {
  writeDeviceDraft(deviceDraftKeys.siteEdits, { baseVersion, content, savedAt: Date.now() });
}

export function clearLocalEdits(): void {
  clearDeviceDraft(deviceDraftKeys.siteEdits);
}
