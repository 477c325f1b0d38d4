import { DEFAULT_SITE_VERSION } from '#app/content/site-document.ts';
import { upgradeLegacyDocument } from '../db/migrations/0016-fact-tokens.ts';
import type { RequestMeta } from '../auth/request-meta.ts';
import type { AppServices } from '../services.ts';
import {
  publishDocument,
  readVersion,
  type PublishRequest,
  type PublishResult,
  type StoredVersion,
} from './site-content-store.ts';

/**
 * What the owner's two ways of changing the site content share: the JSON API for outside
 * callers (`server/api/site-content.ts`, If-Match headers, JSON answers) and the Site editor's
 * route action (`app/routes/admin/site.tsx`, form fields, the admin actions' answers). Each
 * reads its request and words its answer its own way; the versions, the If-Match rule, the
 * export file's shape and a failed publish are the same here for both.
 */

/**
 * The export file's format. `@2`: the document as stored, prose naming facts with `{{tokens}}`
 * only where they were written. `@1` files were exported by builds that turned the shipped
 * facts in prose into tokens on every read and save (issue 29 item 3, decision 0016).
 */
export const EXPORT_FORMAT = 'carolina-family-garage-doors/site-content@2';
const LEGACY_EXPORT_FORMAT = 'carolina-family-garage-doors/site-content@1';

/** A publish the database failed: the transaction rolled back, nothing was published. */
export type PublishAnswer = PublishResult | { ok: false; reason: 'failed' };

/** Who publishes (the audit entry and the version's author). */
export interface Publisher {
  admin: { userId: number; email: string };
  meta: RequestMeta;
}

/** The export file `{format, content}` or `{content}` carries the document under `content`. */
export function documentOf(value: unknown): unknown {
  if (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    'content' in value &&
    !('business' in value)
  ) {
    return (value as { content: unknown }).content;
  }
  return value;
}

/**
 * What an import publishes: `documentOf`, except that a file in the old format (`@1`, from
 * before the tokens or from the builds that tokenized on every save) gets the one legacy-format
 * conversion the stored documents got (migration 0016-fact-tokens): the shipped facts its prose
 * names literally become tokens, so it shows what it showed. Everything else is taken as typed.
 */
export function importedDocument(value: unknown): unknown {
  const legacy =
    value !== null &&
    typeof value === 'object' &&
    'format' in value &&
    (value as { format: unknown }).format === LEGACY_EXPORT_FORMAT;
  const document = documentOf(value);
  return legacy ? upgradeLegacyDocument(document) : document;
}

/** `"3"`, `W/"3"` or `3` -> 3; anything else (or missing) -> undefined. */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(header);
  if (!match?.[1]) return undefined;
  const version = Number(match[1]);
  return Number.isSafeInteger(version) && version >= DEFAULT_SITE_VERSION ? version : undefined;
}

/** A version named in a URL or a form: digits only, and stored (0: the defaults). */
export async function findVersion(
  db: AppServices['db'],
  value: string,
): Promise<{ version: number; stored: StoredVersion } | undefined> {
  if (!/^\d{1,15}$/.test(value)) return undefined;
  const version = Number(value);
  if (!Number.isSafeInteger(version)) return undefined;
  const stored = await readVersion(db, version);
  return stored ? { version, stored } : undefined;
}

/**
 * `publishDocument`, with a database failure reported (with `fields`, e.g. the request id) and
 * answered as `failed` instead of thrown: the caller says "nothing was published".
 */
export async function publishReported(
  services: AppServices,
  request: PublishRequest,
  fields: Record<string, unknown>,
): Promise<PublishAnswer> {
  try {
    return await publishDocument(services, request);
  } catch (error) {
    services.errors.report(error, fields, 'site content publish failed');
    return { ok: false, reason: 'failed' };
  }
}

/** A new publish of a stored version, its image mappings included, on top of `ifMatch`. */
export function restoreRequest(
  found: { version: number; stored: StoredVersion },
  ifMatch: number,
  by: Publisher,
): PublishRequest {
  return {
    input: found.stored.document,
    ifMatch,
    ...by,
    source: 'restore',
    restoredFrom: found.version,
    imageMappings: found.stored.imageMappings,
  };
}
