/**
 * List items the owner just added ("Add a date") and has not filled in yet. A blank item
 * breaks the rules at once (a date and a label are required), but saying so before anything is
 * typed reads as a mistake the owner made (issue 27). Its errors wait until the owner types in
 * that field, or publishes; everything else is checked as before.
 *
 * Item path (dotted, "business.specialHours.2") → the paths typed in since it was added.
 */
export type FreshItems = ReadonlyMap<string, ReadonlySet<string>>;

export const noFreshItems: FreshItems = new Map();

function under(key: string, prefix: string): boolean {
  return key === prefix || key.startsWith(`${prefix}.`);
}

export function addFreshItem(fresh: FreshItems, item: string): FreshItems {
  return new Map(fresh).set(item, new Set());
}

/**
 * After an edit at `key`: a field inside a fresh item counts as typed in; an edit of the list
 * itself or above (an item removed, a list replaced) forgets the fresh items under it, whose
 * places in the list may have changed.
 */
export function touchFreshItems(fresh: FreshItems, key: string): FreshItems {
  if (fresh.size === 0) return fresh;
  const next = new Map(fresh);
  for (const [item, typed] of fresh) {
    if (under(item, key)) next.delete(item);
    else if (under(key, item)) next.set(item, new Set(typed).add(key));
  }
  return next;
}

/** The errors to show: all but those of fresh items' fields not typed in yet. */
export function visibleErrors(
  errors: Record<string, string>,
  fresh: FreshItems,
): Record<string, string> {
  if (fresh.size === 0) return errors;
  const waiting = (key: string) =>
    [...fresh].some(
      ([item, typed]) => under(key, item) && ![...typed].some((field) => under(key, field)),
    );
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !waiting(key)));
}
