/**
 * The Site editor works on one JSON document (the owner-editable site content). Fields are
 * addressed by dotted paths, the same ones the server's `fieldErrors` use
 * ("business.hours.2.opens", "services.garage-door-repair.benefits.3"), so an error from either
 * validator lands on the field it names.
 */

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export type PathPart = string | number;

export function pathKey(path: readonly PathPart[]): string {
  return path.map(String).join('.');
}

export function splitPath(key: string): string[] {
  return key === '' ? [] : key.split('.');
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function getAt(doc: unknown, path: readonly PathPart[]): unknown {
  let node: unknown = doc;
  for (const part of path) {
    if (Array.isArray(node)) node = node[Number(part)];
    else if (isObject(node)) node = node[String(part)];
    else return undefined;
  }
  return node;
}

/**
 * A copy of `doc` with `value` at `path`: only the objects and arrays along the path are
 * copied (React sees the change, the rest is shared).
 */
export function setAt<T>(doc: T, path: readonly PathPart[], value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  if (Array.isArray(doc)) {
    const copy: unknown[] = [...(doc as unknown[])];
    const index = Number(head);
    copy[index] = setAt(copy[index], rest, value);
    return copy as T;
  }
  const base: Record<string, unknown> = isObject(doc) ? { ...doc } : {};
  const key = String(head);
  // Undefined removes a key (a town page removed): the document never holds an undefined.
  if (value === undefined && rest.length === 0) delete base[key];
  else base[key] = setAt(base[key], rest, value);
  return base as T;
}

export interface Change {
  /** Dotted path of the changed field (or of a list whose length changed). */
  path: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields that differ between two documents, in document order. Lists of the same length
 * are compared item by item; a list that grew or shrank is one change (the whole list), which
 * is also what re-applying it on a newer version needs.
 */
export function diffDocs(before: unknown, after: unknown, path: PathPart[] = []): Change[] {
  if (Object.is(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return [{ path: pathKey(path), before, after }];
    return before.flatMap((item, i) => diffDocs(item, after[i], [...path, i]));
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...Object.keys(before)];
    for (const key of Object.keys(after)) if (!(key in before)) keys.push(key);
    return keys.flatMap((key) => diffDocs(before[key], after[key], [...path, key]));
  }
  return [{ path: pathKey(path), before, after }];
}

/**
 * The owner's changes (`diffDocs(base, mine)`) applied on top of another version: what "load
 * the newer version and re-apply my changes" does after a conflict. Where both changed the
 * same field, the owner's value wins (it is what they typed and still see).
 */
export function applyChanges<T>(target: T, changes: readonly Change[]): T {
  let result = target;
  for (const change of changes) result = setAt(result, splitPath(change.path), change.after);
  return result;
}

function overlaps(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`) || a === '' || b === '';
}

/**
 * After a conflict, the screen against the newer version, split by who changed what (issue 27:
 * one list called every difference "Yours", the other device's changes too):
 * `yours`, the fields the owner edited (the newer version's value, then the owner's);
 * `theirs`, the fields only the newer version changed (the value before, then the newer one),
 * which re-applying takes as published.
 */
export function whoChanged(
  base: unknown,
  newer: unknown,
  mine: unknown,
): { yours: Change[]; theirs: Change[] } {
  const edited = diffDocs(base, mine).map((c) => c.path);
  const isMine = (path: string) => edited.some((own) => overlaps(path, own));
  return {
    yours: diffDocs(newer, mine).filter((c) => isMine(c.path)),
    theirs: diffDocs(base, newer).filter((c) => !isMine(c.path)),
  };
}

/** Errors whose path is the given one or lies below it (a section's, a list's). */
export function errorsUnder(errors: Record<string, string>, prefix: string): string[] {
  return Object.keys(errors).filter(
    (key) => prefix === '' || key === prefix || key.startsWith(`${prefix}.`),
  );
}

/** Drops the errors of a path and everything below it (the owner just edited it). */
export function clearErrorsAt(
  errors: Record<string, string>,
  prefix: string,
): Record<string, string> {
  const stale = errorsUnder(errors, prefix);
  if (stale.length === 0) return errors;
  const next = { ...errors };
  for (const key of stale) delete next[key];
  return next;
}

/** A value for a list of changes: short, one line, text as typed. */
export function displayValue(value: unknown, max = 120): string {
  let text: string;
  if (value === undefined || value === null || value === '') text = '(empty)';
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'boolean') text = value ? 'yes' : 'no';
  else if (typeof value === 'number') text = String(value);
  else if (Array.isArray(value)) text = value.length === 1 ? '1 entry' : `${value.length} entries`;
  else text = JSON.stringify(value);
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
