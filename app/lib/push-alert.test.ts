import { describe, expect, it } from 'vitest';
import { alertDisplay, parseAlertPayload } from './push-alert.ts';
import { pushAlertsMessages } from './messages/push-alerts.ts';

describe('push alert of a booked visit (issue 30)', () => {
  const lead = { leadId: 7, service: 'repair', town: 'Concord, NC', priority: 'normal' as const };

  it('says the visit in the body, and only what the alert shows', () => {
    const when = 'Mon, Mar 15, 8:00 AM - 10:00 AM';
    expect(alertDisplay({ ...lead, visit: when }).body).toBe(pushAlertsMessages.visitBooked(when));
    expect(alertDisplay(lead).body).toBe(pushAlertsMessages.openLead);
  });

  it('reads the visit back from a payload, capped, and ignores one that is not text', () => {
    expect(parseAlertPayload({ ...lead, visit: 'x'.repeat(200) })).toEqual({
      ...lead,
      visit: 'x'.repeat(80),
    });
    expect(parseAlertPayload({ ...lead, visit: 42 })).toEqual(lead);
  });
});

describe('push alert of an accepted estimate (issue 39)', () => {
  const payload = { leadId: 9, estimateAccepted: { number: 'E-0042', total: '$1,234.56' } };

  it('names the estimate and its total, opens the lead, one notification per lead', () => {
    expect(alertDisplay(payload)).toEqual({
      title: pushAlertsMessages.estimateAccepted('E-0042', '$1,234.56'),
      body: pushAlertsMessages.openLead,
      tag: 'estimate-9',
      url: '/admin/submissions?lead=9',
      urgent: false,
    });
  });

  it('reads it back from a payload, capped, and refuses one without its figures', () => {
    expect(parseAlertPayload(payload)).toEqual(payload);
    expect(
      parseAlertPayload({ leadId: 9, estimateAccepted: { number: 'x'.repeat(50), total: '$1' } }),
    ).toEqual({ leadId: 9, estimateAccepted: { number: 'x'.repeat(20), total: '$1' } });
    expect(parseAlertPayload({ leadId: 9, estimateAccepted: { number: 1 } })).toBeNull();
  });
});
