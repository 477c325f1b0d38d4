import type { Change } from './doc-path.ts';
import { describePath, siteSections } from './labels.ts';

/** One section of the publish confirmation: what of it differs from the live version. */
export interface SectionChanges {
  id: string;
  label: string;
  /** The changed fields in words, within the section ("Weekly hours › Saturday"). */
  fields: string[];
}

/**
 * The owner's changes grouped by the editor's sections, in the sections' order (issue 37 item
 * 8): what a publish makes live, so an edit from an earlier session cannot go out unseen.
 * `changes` compare the document on screen with the published version it is based on.
 */
export function changesBySection(changes: readonly Change[], doc?: unknown): SectionChanges[] {
  const bySection = new Map<string, string[]>();
  for (const change of changes) {
    const words = describePath(change.path, doc).split(' › ');
    const id = change.path.split('.')[0] ?? '';
    const fields = bySection.get(id) ?? [];
    fields.push(words.slice(1).join(' › ') || words[0] || change.path);
    bySection.set(id, fields);
  }
  const order = siteSections.map((section) => section.id as string);
  return [...bySection.entries()]
    .sort(([a], [b]) => rank(order, a) - rank(order, b))
    .map(([id, fields]) => ({
      id,
      label: siteSections.find((section) => section.id === id)?.label ?? id,
      fields,
    }));
}

function rank(order: readonly string[], id: string): number {
  const i = order.indexOf(id);
  return i === -1 ? order.length : i;
}
