import { describe, expect, it } from 'vitest';
import {
  attributionColumns,
  campaignColumns,
  leadColumnNames,
  leadColumns,
  leadFormColumns,
} from './lead-fields.ts';
import { leadFields } from './lead-schema.ts';
import { limits } from './limits.ts';

describe('lead-field registry', () => {
  it('lists the quote form fields in the order the form (lead-schema) uses', () => {
    expect(leadFields).toEqual(leadFormColumns);
  });

  it('caps every column with the numbers of limits.ts', () => {
    for (const column of leadFormColumns) {
      const cap = leadColumns[column].cap;
      if (column === 'service') expect(cap).toBeNull();
      else expect(cap).toBe(limits.lead.fieldCaps[column]);
    }
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
