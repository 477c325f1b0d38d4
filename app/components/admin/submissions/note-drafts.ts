import {
  clearDeviceDraft,
  deviceDraftKeys,
  readDeviceDraft,
  useDeviceDraft,
  writeDeviceDraft,
} from '../device-drafts.ts';

/**
 * Notes typed on a lead card and not yet added (issue 37), kept on this device by lead
 * (device-drafts.ts, the store the Site editor's unsent edits use): a session that ended, a
 * save that failed offline, closing Notes or reloading loses nothing. An entry goes once the
 * note is added or discarded, and every entry on sign-out.
 */

export interface NoteDraft {
  body: string;
  /** The lead's name, so the inbox can say whose note is waiting. */
  name: string;
  savedAt: number;
  /**
   * The note form's key for this text: sent again after a lost answer (even after a reload), the
   * note is stored once.
   */
  key?: string;
}

/**
 * A fresh note form key. `getRandomValues`, not `randomUUID`: the admin may be opened over
 * plain HTTP on the shop's network, where `randomUUID` does not exist.
 */
export function newNoteKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type NoteDrafts = Record<string, NoteDraft>;

function isNoteDraft(value: unknown): value is NoteDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<NoteDraft>;
  return typeof draft.body === 'string' && typeof draft.name === 'string';
}

function isNoteDrafts(value: unknown): value is NoteDrafts {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(isNoteDraft)
  );
}

function readAll(): NoteDrafts {
  return readDeviceDraft(deviceDraftKeys.leadNotes, isNoteDrafts) ?? {};
}

function writeAll(drafts: NoteDrafts): void {
  if (Object.keys(drafts).length === 0) clearDeviceDraft(deviceDraftKeys.leadNotes);
  else writeDeviceDraft(deviceDraftKeys.leadNotes, drafts);
}

export function readNoteDraft(leadId: number): NoteDraft | null {
  return readAll()[String(leadId)] ?? null;
}

/** Keeps what is in the box; an empty box keeps nothing. */
export function writeNoteDraft(leadId: number, name: string, body: string, key?: string): void {
  const drafts = readAll();
  if (body === '') delete drafts[String(leadId)];
  else drafts[String(leadId)] = { body, name, savedAt: Date.now(), ...(key ? { key } : {}) };
  writeAll(drafts);
}

export function clearNoteDraft(leadId: number): void {
  writeNoteDraft(leadId, '', '');
}

/** Every lead with a note waiting on this device, the newest first. */
export function listNoteDrafts(): Array<NoteDraft & { leadId: number }> {
  return Object.entries(readAll())
    .map(([id, draft]) => ({ ...draft, leadId: Number(id) }))
    .filter((draft) => Number.isSafeInteger(draft.leadId) && draft.leadId > 0)
    .sort((a, b) => b.savedAt - a.savedAt);
}

/** Whether a note for this lead waits on this device (false until hydrated). */
export function useNoteDraftKept(leadId: number): boolean {
  return useDeviceDraft(() => readNoteDraft(leadId) !== null, false);
}

/** The leads with a note waiting, as "id id ..." (a primitive snapshot; "" until hydrated). */
export function useNoteDraftLeads(): string {
  return useDeviceDraft(
    () =>
      listNoteDrafts()
        .map((draft) => draft.leadId)
        .join(' '),
    '',
  );
}
