import { describe, expect, it } from 'vitest';
import { changedParts, summarizeChanges } from './site-document-diff.ts';
import { defaultSiteDocument } from './default-site-document.ts';
import type { SiteContentDocument } from './site-document.ts';

const copy = (): SiteContentDocument => structuredClone(defaultSiteDocument);

describe('site content change summary', () => {
  it('says so when nothing changed', () => {
    expect(summarizeChanges(defaultSiteDocument, copy())).toBe('No changes');
  });

  it('names each changed part in the editor order', () => {
    const after = copy();
    after.business.phone = '(704) 555-0199';
    after.business.specialHours = [
      { date: '2026-12-25', closed: true, label: 'Christmas Day' },
      {
        date: '2026-12-24',
        closed: false,
        opens: '08:00',
        closes: '12:00',
        label: 'Christmas Eve',
      },
    ];
    after.banner.enabled = false;
    after.services['garage-door-repair'].benefits[2] = 'New benefit';
    after.services['garage-door-openers'].faqs[0]!.answer = 'New answer';
    after.services['garage-door-openers'].faqs[3]!.answer = 'New answer';
    after.cities['concord-nc']!.testimonial!.text = 'New text';
    after.faqs.general[1]!.question = 'New question?';
    after.testimonials.push({ ...after.testimonials[0]!, name: 'New P.' });
    after.gallery[4]!.title = 'New title';
    after.about.story[0] = 'New story';
    expect(changedParts(defaultSiteDocument, after)).toEqual([
      'Main phone line',
      '1 special closure',
      '1 special hours day',
      'Banner off',
      'Repair: benefit 3',
      'Openers: FAQs 1, 4',
      'Concord: testimonial',
      'FAQs (General): question 2',
      '1 testimonial added',
      'Gallery item 5',
      'About: story',
    ]);
    expect(summarizeChanges(defaultSiteDocument, after)).toBe(
      'Main phone line, 1 special closure, 1 special hours day, Banner off, Repair: benefit 3, Openers: FAQs 1, 4, Concord: testimonial, FAQs (General): question 2 and 3 more',
    );
  });

  it('counts special days removed and changed', () => {
    const before = copy();
    before.business.specialHours = [
      { date: '2026-12-24', closed: true, label: 'Christmas Eve' },
      { date: '2026-12-25', closed: true, label: 'Christmas Day' },
    ];
    const after = copy();
    after.business.specialHours = [{ date: '2026-12-25', closed: true, label: 'Christmas' }];
    expect(changedParts(before, after)).toEqual(['1 special day changed', '1 special day removed']);
  });
});
