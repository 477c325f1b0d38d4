import { csvLine } from '#app/lib/csv.ts';
import { easternDateTime, serviceText, type SubmissionFilter } from '#app/lib/lead-display.ts';
import { leadColumnNames, leadColumns } from '#app/lib/lead-fields.ts';
import type { AppServices } from '../services.ts';
import { filterCondition } from './submissions.ts';

const HEADER = [
  'id',
  'received (America/New_York)',
  'status',
  'priority',
  ...leadColumnNames.map((column) => leadColumns[column].csv),
  // Issue 18: the photos themselves stay in the admin (private); the export says how many.
  'photos',
];

/** Every lead of the current filter and search (no paging), newest first, as CSV text. */
export async function exportLeadsCsv(
  services: Pick<AppServices, 'db'>,
  filter: SubmissionFilter,
  search: string,
): Promise<string> {
  const rows = await services.db
    .selectFrom('contact_submissions')
    .selectAll('contact_submissions')
    .select((eb) =>
      eb
        .selectFrom('lead_photos')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('lead_photos.lead_id', '=', 'contact_submissions.id')
        .as('photo_count'),
    )
    .where((eb) => filterCondition(eb, filter, search))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const lines = [csvLine(HEADER)];
  for (const r of rows) {
    lines.push(
      csvLine([
        Number(r.id),
        easternDateTime(Number(r.created_at)),
        r.status,
        r.priority,
        ...leadColumnNames.map((column) =>
          column === 'service' ? serviceText(r.service) : r[column],
        ),
        Number(r.photo_count ?? 0),
      ]),
    );
  }
  // A byte-order mark so Excel reads the file as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
