import { siteContentApi } from '#app/lib/urls.ts';

/**
 * The Site editor's calls to the content API (issue 15 interface contract), each answered as
 * one of a few outcomes the screen can say something true about. Nothing here throws: a
 * dropped connection or a proxy's error page is `failed`, never an exception that would take
 * the screen down.
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

/** A write on top of a version: If-Match names it, so a write over a newer one is refused. */
function writeOn(method: 'PUT' | 'POST', version: Version, body: unknown): RequestInit {
  return {
    method,
    headers: { ...JSON_HEADERS, 'If-Match': `"${String(version)}"` },
    body: JSON.stringify(body),
  };
}

function parsePublished<D>(body: unknown): Published<D> | undefined {
  if (!isRecord(body) || !isVersion(body.version) || !isRecord(body.content)) return undefined;
  return { version: body.version, content: body.content as D };
}

function parseNewVersion(body: unknown): { version: Version } | undefined {
  return isRecord(body) && isVersion(body.version) ? { version: body.version } : undefined;
}

export function loadPublished<D>(): Promise<ApiOutcome<Published<D>>> {
  return call(siteContentApi.current, { headers: JSON_HEADERS }, parsePublished<D>);
}

export function publish<D>(
  baseVersion: Version,
  content: D,
): Promise<ApiOutcome<{ version: Version }>> {
  return call(siteContentApi.current, writeOn('PUT', baseVersion, content), parseNewVersion);
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

/** Stored only when valid (else `invalid` with the fields); If-Match names its base version. */
export function saveDraft<D>(baseVersion: Version, content: D): Promise<ApiOutcome<true>> {
  return call(siteContentApi.draft, writeOn('PUT', baseVersion, content), () => true as const);
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

/** A new publish of an earlier version, on top of whatever is live (no If-Match: one step). */
export function restoreVersion(version: Version): Promise<ApiOutcome<{ version: Version }>> {
  return call(
    siteContentApi.restore(version),
    { method: 'POST', headers: JSON_HEADERS },
    parseNewVersion,
  );
}

export function importContent(
  baseVersion: Version,
  file: unknown,
): Promise<ApiOutcome<{ version: Version }>> {
  return call(siteContentApi.import, writeOn('POST', baseVersion, file), parseNewVersion);
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
