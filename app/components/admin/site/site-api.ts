import { isAdminActionResult, type AdminActionResult } from '#app/lib/admin-action.ts';
import { siteScreen } from '#app/components/admin/site/site-intents.ts';
import type { ClosedVisit, VisitChoices } from '#app/lib/publish-review.ts';
import { siteContentApi } from '#app/lib/urls.ts';
import type { SiteAnswer, SiteSubmit } from './site-submit.ts';

/**
 * The Site editor's calls, each answered as one of a few outcomes the screen can say something
 * true about: reads from the content API (issue 15 interface contract), writes (the draft,
 * publish, restore, import) through the Site route's action (`siteWrites`, issue 29). Nothing
 * here throws: a dropped connection or a proxy's error page is `failed`, never an exception
 * that would take the screen down.
 */

export type Version = string | number;

export type ApiOutcome<T> =
  | { kind: 'ok'; data: T }
  /** The edits were based on an older version (409). */
  | { kind: 'conflict'; error: string; currentVersion: Version | null }
  /** The server refused the content: field paths and their messages (400). */
  | { kind: 'invalid'; error: string; fieldErrors: Record<string, string> }
  /** The session ended (401). */
  | { kind: 'signed-out' }
  /** No answer, or not one of ours. */
  | { kind: 'failed'; status: number | null };

export interface Published<D> {
  version: Version;
  content: D;
}

export interface DraftData<D> {
  content: D;
  baseVersion: Version | null;
}

export interface VersionRow {
  version: Version;
  /** Null for the defaults (version 0, never published as a row). */
  publishedAt: string | number | null;
  publishedBy: string | null;
  summary: string;
  /** publish, restore, import, or images (an image-mapping change with its snapshot). */
  source?: string;
}

export interface UploadedImage {
  name: string;
  path: string;
  width: number;
  height: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isVersion(value: unknown): value is Version {
  return typeof value === 'string' || typeof value === 'number';
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  return response.json().catch(() => undefined);
}

function stringRecord(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRecord(value)) return out;
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') out[key] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') out[key] = message[0];
  }
  return out;
}

async function call<T>(
  url: string,
  init: RequestInit,
  parse: (body: unknown) => T | undefined,
): Promise<ApiOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', ...init });
  } catch {
    return { kind: 'failed', status: null };
  }
  const body = await readJson(response);
  if (response.status === 401) return { kind: 'signed-out' };
  if (response.status === 409 && isRecord(body)) {
    const current = body.currentVersion ?? body.version ?? null;
    return {
      kind: 'conflict',
      error: typeof body.error === 'string' ? body.error : '',
      currentVersion: isVersion(current) ? current : null,
    };
  }
  if (response.status === 400 && isRecord(body)) {
    return {
      kind: 'invalid',
      error: typeof body.error === 'string' ? body.error : '',
      fieldErrors: stringRecord(body.fieldErrors),
    };
  }
  if (!response.ok) return { kind: 'failed', status: response.status };
  const data = parse(body);
  return data === undefined ? { kind: 'failed', status: response.status } : { kind: 'ok', data };
}

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };

function parsePublished<D>(body: unknown): Published<D> | undefined {
  if (!isRecord(body) || !isVersion(body.version) || !isRecord(body.content)) return undefined;
  return { version: body.version, content: body.content as D };
}

export function loadPublished<D>(): Promise<ApiOutcome<Published<D>>> {
  return call(siteContentApi.current, { headers: JSON_HEADERS }, parsePublished<D>);
}

/** The saved draft (`{content, baseVersion}`), or null when there is none (`{content: null}`). */
export function loadDraft<D>(): Promise<ApiOutcome<DraftData<D> | null>> {
  return call(siteContentApi.draft, { headers: JSON_HEADERS }, (body) => {
    if (body === null || (isRecord(body) && body.draft === null)) return null;
    const draft = isRecord(body) && isRecord(body.draft) ? body.draft : body;
    if (!isRecord(draft) || !isRecord(draft.content)) return null;
    const base = draft.baseVersion ?? draft.version ?? null;
    return { content: draft.content as D, baseVersion: isVersion(base) ? base : null };
  });
}

export function loadVersions(): Promise<ApiOutcome<VersionRow[]>> {
  return call(siteContentApi.versions, { headers: JSON_HEADERS }, (body) => {
    const list = Array.isArray(body) ? body : isRecord(body) ? body.versions : undefined;
    if (!Array.isArray(list)) return undefined;
    return list.filter((row): row is VersionRow => isRecord(row) && isVersion(row.version));
  });
}

export function loadVersion<D>(version: Version): Promise<ApiOutcome<D>> {
  return call(siteContentApi.version(version), { headers: JSON_HEADERS }, (body) => {
    if (!isRecord(body)) return undefined;
    return (isRecord(body.content) ? body.content : body) as D;
  });
}

export function loadUploads(): Promise<ApiOutcome<UploadedImage[]>> {
  return call(siteContentApi.uploads, { headers: JSON_HEADERS }, (body) => {
    if (!isRecord(body) || !Array.isArray(body.images)) return undefined;
    return body.images.filter(
      (image): image is UploadedImage =>
        isRecord(image) && typeof image.name === 'string' && typeof image.path === 'string',
    );
  });
}

/**
 * What the Site route's action answers (`app/routes/admin/site.tsx`): an admin action's result,
 * with the version now live after a publish, and the one live now when the edits were based on
 * an older one (the JSON API's 409).
 */
export interface SiteActionResult extends AdminActionResult {
  version?: number;
  currentVersion?: number;
  /** A review, or a publish refused for them: the booked visits the document closes. */
  closedVisits?: ClosedVisit[];
  /** After a publish: the visits cancelled as chosen, and those that could not be. */
  cancelled?: number;
  cancelFailed?: number;
}

/** A publish refused because it closes booked visits nobody has chosen for (issue 37). */
export interface VisitsOutcome {
  kind: 'visits';
  error: string;
  closedVisits: ClosedVisit[];
}

/** A publish done: the new version and what became of the visits chosen to be cancelled. */
export interface PublishDone {
  version: Version;
  cancelled: number;
  cancelFailed: number;
}

/** The action's answer as the editor reads it, like the API's statuses above. */
function outcomeOf(answer: SiteAnswer): ApiOutcome<SiteActionResult> | VisitsOutcome {
  if (answer.kind !== 'answer') return answer;
  const body = answer.data;
  // Not ours (a proxy's page the router could read): no success either.
  if (!isAdminActionResult(body)) return { kind: 'failed', status: null };
  if (body.ok) return { kind: 'ok', data: body };
  const { currentVersion, fieldErrors, closedVisits } = body as SiteActionResult;
  if (Array.isArray(closedVisits)) {
    return { kind: 'visits', error: body.message, closedVisits };
  }
  if (currentVersion !== undefined) {
    return { kind: 'conflict', error: body.message, currentVersion };
  }
  if (fieldErrors) {
    return { kind: 'invalid', error: body.message, fieldErrors: stringRecord(fieldErrors) };
  }
  // The server answered a failure of its own (its database): as the API's 500.
  return { kind: 'failed', status: 500 };
}

function newVersion(
  outcome: ApiOutcome<SiteActionResult> | VisitsOutcome,
): ApiOutcome<{ version: Version }> | VisitsOutcome {
  // A restore or an import that would close booked visits: refused, with the server's words.
  if (outcome.kind !== 'ok') return outcome;
  const { version } = outcome.data;
  return version === undefined
    ? { kind: 'failed', status: null }
    : { kind: 'ok', data: { version } };
}

function published(
  outcome: ApiOutcome<SiteActionResult> | VisitsOutcome,
): ApiOutcome<PublishDone> | VisitsOutcome {
  if (outcome.kind !== 'ok') return outcome;
  const { version, cancelled = 0, cancelFailed = 0 } = outcome.data;
  return version === undefined
    ? { kind: 'failed', status: null }
    : { kind: 'ok', data: { version, cancelled, cancelFailed } };
}

/** The editor's writes, each on top of the version its edits are based on (`ifMatch`). */
export interface SiteWrites {
  /** Stored only when valid (else `invalid` with the fields). */
  saveDraft: (baseVersion: Version, content: unknown) => Promise<ApiOutcome<true>>;
  /** What a publish of `content` would close: the booked visits outside its hours. */
  review: (baseVersion: Version, content: unknown) => Promise<ApiOutcome<ClosedVisit[]>>;
  /** `visits`: the owner's choice for each visit the review listed. */
  publish: (
    baseVersion: Version,
    content: unknown,
    visits?: VisitChoices,
  ) => Promise<ApiOutcome<PublishDone> | VisitsOutcome>;
  /**
   * A new publish of an earlier version, on top of whatever is live (one step); `visits` when
   * it would close booked visits (nothing published, the message names them).
   */
  restore: (version: Version) => Promise<ApiOutcome<{ version: Version }> | VisitsOutcome>;
  /** An exported file (or a bare document) as read, validated and published like a publish. */
  importFile: (
    baseVersion: Version,
    text: string,
  ) => Promise<ApiOutcome<{ version: Version }> | VisitsOutcome>;
}

export function siteWrites(submit: SiteSubmit): SiteWrites {
  const { intents } = siteScreen;
  const send = async (fields: Record<string, string>) => outcomeOf(await submit(fields));
  const onTopOf = (intent: string, baseVersion: Version, content: string) =>
    send({ intent, ifMatch: String(baseVersion), content });
  return {
    saveDraft: async (baseVersion, content) => {
      const outcome = await onTopOf(intents.draft, baseVersion, JSON.stringify(content));
      if (outcome.kind === 'visits') return { kind: 'failed', status: null };
      return outcome.kind === 'ok' ? { kind: 'ok', data: true } : outcome;
    },
    review: async (baseVersion, content) => {
      const outcome = await onTopOf(intents.review, baseVersion, JSON.stringify(content));
      if (outcome.kind === 'visits') return { kind: 'failed', status: null };
      if (outcome.kind !== 'ok') return outcome;
      return { kind: 'ok', data: outcome.data.closedVisits ?? [] };
    },
    publish: async (baseVersion, content, visits = {}) =>
      published(
        await send({
          intent: intents.publish,
          ifMatch: String(baseVersion),
          content: JSON.stringify(content),
          visits: JSON.stringify(visits),
        }),
      ),
    restore: async (version) =>
      newVersion(await send({ intent: intents.restore, version: String(version) })),
    importFile: async (baseVersion, text) =>
      newVersion(await onTopOf(intents.import, baseVersion, text)),
  };
}
