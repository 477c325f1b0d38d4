import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadColumnNames, leadColumns } from '#app/lib/lead-fields.ts';
import { dialects } from '../support/dialects.ts';
import { startServer, type TestServer } from '../support/server.ts';

/** Columns of contact_submissions the lead pipeline owns (not typed by a visitor or their visit). */
const PIPELINE_COLUMNS = [
  'id',
  'status',
  // When the lead was last marked closed (review requests, issue 17).
  'closed_at',
  // What the job earned, recorded when closing (booking and revenue, issue 30).
  'job_value_cents',
  // Won, lost (with its reason) or open: set by estimates and the owner (issue 39).
  'outcome',
  'lost_reason',
  'spam_reason',
  'priority',
  'user_agent',
  'channel',
  'idempotency_key',
  'request_fingerprint',
  'created_at',
  'updated_at',
];

interface ColumnInfo {
  name: string;
  type: string;
  nullable: boolean;
}

async function tableColumns(server: TestServer): Promise<ColumnInfo[]> {
  if (server.dialect === 'postgres') {
    const rows = await server.query<{ name: string; type: string; is_nullable: string }>(
      `select column_name as name, data_type as type, is_nullable from information_schema.columns
       where table_schema = ? and table_name = 'contact_submissions'`,
      [server.schema],
    );
    return rows.map((r) => ({ name: r.name, type: r.type, nullable: r.is_nullable === 'YES' }));
  }
  const rows = await server.query<{ name: string; type: string; not_null: number }>(
    `select name, type, "notnull" as not_null from pragma_table_info('contact_submissions')`,
  );
  return rows.map((r) => ({ name: r.name, type: r.type, nullable: Number(r.not_null) === 0 }));
}

describe.each(await dialects())(
  'lead-field registry against the migrated schema on %s',
  (dialect) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startServer({ dialect });
    });
    afterAll(() => server?.dispose());

    it('declares every form and attribution column as the table has it', async () => {
      const columns = await tableColumns(server);
      const byName = new Map(columns.map((c) => [c.name, c]));
      for (const name of leadColumnNames) {
        const column = byName.get(name);
        expect(column, name).toBeDefined();
        expect(column?.type.toLowerCase(), name).toBe('text');
        expect(column?.nullable, name).toBe(leadColumns[name].nullable);
      }
      // A new column is either declared in the registry or owned by the pipeline.
      expect(columns.map((c) => c.name).sort()).toEqual(
        [...leadColumnNames, ...PIPELINE_COLUMNS].sort(),
      );
    });
  },
);
