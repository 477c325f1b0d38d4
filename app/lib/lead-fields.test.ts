import { describe, expect, it } from 'vitest';
import {
  attributionColumns,
  campaignColumns,
  leadColumnNames,
  leadColumns,
  leadFormColumns,
} from './lead-fields.ts';
import { leadFields, parseLead } from './lead-schema.ts';
import { limits } from './limits.ts';

describe('lead-field registry', () => {
  it('lists the quote form fields in the order the form (lead-schema) uses', () => {
    expect(leadFields).toEqual(leadFormColumns);
  });

  it('stores no form value longer than its column cap: text is cut, an over-long e-mail refused', () => {
    const valid = {
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '(704) 555-0101',
      service: 'repair',
    };
    const cut = ['name', 'phone', 'address', 'location', 'message'] as const;
    for (const column of cut) {
      const cap = leadColumns[column].cap ?? 0;
      const parsed = parseLead({
        ...valid,
        [column]: (column === 'phone' ? '1' : 'x').repeat(cap + 50),
      });
      expect(parsed.ok && parsed.lead[column]?.length, column).toBe(cap);
    }
    const emailCap = leadColumns.email.cap ?? 0;
    const longEmail = parseLead({ ...valid, email: `${'a'.repeat(emailCap)}@example.com` });
    expect(longEmail.ok ? 'stored' : Object.keys(longEmail.fieldErrors)).toEqual(['email']);
    for (const column of attributionColumns) {
      expect(leadColumns[column].cap).toBe(limits.lead.attributionCap);
    }
  });

  it('has one CSV header and one dashboard key per column', () => {
    const csv = leadColumnNames.map((c) => leadColumns[c].csv);
    const views = leadColumnNames.map((c) => leadColumns[c].view);
    expect(new Set(csv).size).toBe(csv.length);
    expect(new Set(views).size).toBe(views.length);
  });

  it('reads the six campaign parameters from the page query', () => {
    expect(campaignColumns).toEqual([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'gclid',
    ]);
  });
});
