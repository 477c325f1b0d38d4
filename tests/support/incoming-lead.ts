import { randomUUID } from 'node:crypto';
import type { IncomingLead } from '#app/server/leads/create-lead.ts';

let visitor = 0;

/**
 * A valid quote request as `createLead` receives it from the form or `POST /api/leads`, from a
 * new visitor each call (its own name, e-mail, browser and address); any field overridable.
 */
export function incomingLead(overrides: Partial<IncomingLead> = {}): IncomingLead {
  visitor += 1;
  return {
    input: {
      name: `Visitor ${visitor}`,
      email: `visitor${visitor}@example.com`,
      phone: '(704) 555-0100',
      service: 'repair',
      message: 'The door is noisy.',
    },
    honeypot: null,
    startedAt: null,
    idempotencyKey: randomUUID(),
    browserId: randomUUID(),
    clientIp: `10.9.${(visitor >> 8) & 255}.${visitor & 255}`,
    userAgent: 'vitest',
    attribution: {
      landing_page: null,
      conversion_page: null,
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      gclid: null,
    },
    channel: 'api',
    ...overrides,
  };
}
