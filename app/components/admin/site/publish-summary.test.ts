import { describe, expect, it } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import { diffDocs } from './doc-path.ts';
import { changesBySection } from './publish-summary.ts';

describe('the publish confirmation’s list of changes', () => {
  it('lists each section that differs from the live version, in the editor’s order', () => {
    const live = defaultSiteDocument;
    const draft = structuredClone(live);
    // An edit from an earlier session and today's, in two sections.
    draft.banner.long = 'Closed for the storm';
    draft.business.hours[5]!.closed = !draft.business.hours[5]!.closed;
    draft.business.specialHours = [{ date: '2027-03-17', closed: true, label: 'Holiday' }];
    const sections = changesBySection(diffDocs(live, draft), draft);
    expect(sections.map((s) => s.label)).toEqual(['Business profile', 'Banner']);
    expect(sections[0]!.fields).toEqual([
      'Weekly hours › Saturday › Closed',
      'Special hours and closures',
    ]);
    expect(sections[1]!.fields).toEqual(['Long text']);
  });

  it('is empty when nothing differs', () => {
    expect(changesBySection(diffDocs(defaultSiteDocument, defaultSiteDocument))).toEqual([]);
  });
});
