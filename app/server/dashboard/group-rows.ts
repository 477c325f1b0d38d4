/**
 * Rows of a child table (a lead's e-mails' attempts) as lists per parent id, in the order the
 * query returned them: the children of all the parents load in one `where ... in` query and
 * each parent takes its own list.
 */
export function groupRows<Row, View>(
  rows: readonly Row[],
  parentId: (row: Row) => number,
  view: (row: Row) => View,
): Map<number, View[]> {
  const groups = new Map<number, View[]>();
  for (const row of rows) {
    const id = parentId(row);
    const list = groups.get(id);
    if (list) list.push(view(row));
    else groups.set(id, [view(row)]);
  }
  return groups;
}
