import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { brokenInternalLinks } from './link-check.ts';

// Pages and town pages are known without a query: a database that answers nothing will do.
const noDatabase = {} as Kysely<Database>;

describe('a post body’s internal links', () => {
  it('leads to a town page the owner added, and not to one that is not served', async () => {
    const publishing = { id: 1, slug: 'new-door', towns: ['concord-nc', 'mint-hill-nc'] };
    expect(
      await brokenInternalLinks(
        noDatabase,
        ['/locations/mint-hill-nc', '/locations/concord-nc', '/contact'],
        publishing,
      ),
    ).toEqual([]);
    expect(await brokenInternalLinks(noDatabase, ['/locations/nowhere-nc'], publishing)).toEqual([
      '/locations/nowhere-nc',
    ]);
  });
});
