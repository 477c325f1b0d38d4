import { describe, expect, it } from 'vitest';
import { addFreshItem, noFreshItems, touchFreshItems, visibleErrors } from './fresh-items.ts';

const errors = {
  'business.specialHours.1.date': 'Enter a date.',
  'business.specialHours.1.label': 'This field is required.',
  'business.phone': 'Enter a phone number.',
};

describe('fresh list items', () => {
  it('hides a just-added item’s errors, not the others', () => {
    const fresh = addFreshItem(noFreshItems, 'business.specialHours.1');
    expect(visibleErrors(errors, fresh)).toEqual({ 'business.phone': 'Enter a phone number.' });
    expect(visibleErrors(errors, noFreshItems)).toBe(errors);
  });

  it('shows a field’s error once the owner typed in it', () => {
    let fresh = addFreshItem(noFreshItems, 'business.specialHours.1');
    fresh = touchFreshItems(fresh, 'business.specialHours.1.date');
    expect(Object.keys(visibleErrors(errors, fresh))).toEqual([
      'business.specialHours.1.date',
      'business.phone',
    ]);
    // An edit elsewhere changes nothing.
    expect(touchFreshItems(fresh, 'business.phone')).toEqual(fresh);
  });

  it('forgets fresh items when their list changes (an item removed shifts the places)', () => {
    const fresh = addFreshItem(noFreshItems, 'business.specialHours.1');
    const after = touchFreshItems(fresh, 'business.specialHours');
    expect(after.size).toBe(0);
    expect(visibleErrors(errors, after)).toEqual(errors);
  });
});
