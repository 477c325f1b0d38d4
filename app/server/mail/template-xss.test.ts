import { defaultBusiness } from '#app/content/business.ts';
import { describe, expect, it } from 'vitest';
import type { Lead } from '#app/lib/lead-schema.ts';
import {
  htmlShape,
  isScriptUrl,
  xssPayloads,
  type HtmlShape,
} from '#tests/support/xss-payloads.ts';
import { defaultReviewTemplate } from '../reviews/default-review-template.ts';
import { renderReviewHtml } from '../reviews/request.ts';
import { parseReviewLink } from '../reviews/review-settings.ts';
import { defaultCustomerTemplate } from './default-template.ts';
import {
  customerConfirmation,
  greetingName,
  ownerNotification,
  type LeadMailContext,
} from './lead-messages.ts';
import { businessTokenValues, fillTemplate, type TokenValues } from './template-tokens.ts';

/**
 * The 200 XSS payloads (tests/support/xss-payloads.ts) through every e-mail the app writes
 * from a lead: the confirmation (shipped template and an owner's template that puts the
 * variables in text, attribute and link contexts), the owner's notification and the review
 * request. Each rendered HTML part must have exactly the elements and attributes the same
 * e-mail has with plain values: a payload adds no tag, no handler, no script URL, and reads
 * back as the text it was.
 */

/** An owner's template using every lead token in each context escapeHtml is meant for. */
const OWNER_TEMPLATE = `<html><head><title>{{lead.name}}</title></head><body>
<h1 title="{{lead.name}}">Hello {{lead.name}}</h1>
<p data-x='{{lead.message}}'>{{lead.message}}</p>
<p>{{lead.service}} / {{lead.email}} / {{lead.phone}} / {{lead.address}}</p>
<a href="https://example.com/follow-up?email={{lead.email}}&amp;phone={{lead.phone}}">Follow up</a>
<p>{{business.name}} {{business.phone}}</p>
</body></html>`;

const PLAIN = 'Plain value';

function lead(value: string): Lead {
  return {
    name: value,
    email: value,
    phone: value,
    service: 'repair',
    address: value,
    message: value,
    location: value,
  };
}

function context(value: string, customerTemplate = defaultCustomerTemplate): LeadMailContext {
  return {
    leadId: 7,
    lead: lead(value),
    priority: 'urgent',
    businessName: 'Carolina Family Garage Doors',
    businessEmail: 'office@example.com',
    business: businessTokenValues(defaultBusiness),
    fromAddress: 'web@example.com',
    customerTemplate,
    publicOrigin: 'https://example.com',
    photoCount: 2,
  };
}

function values(value: string): Omit<TokenValues, 'review'> {
  return {
    lead: {
      name: value,
      service: value,
      email: value,
      phone: value,
      address: value,
      message: value,
    },
    business: businessTokenValues(defaultBusiness),
  };
}

/** The payload page may have only what the plain page has, and no script URL. */
function expectSameShape(html: string, baseline: HtmlShape, payload: string): void {
  const shape = htmlShape(html);
  const extra = [...shape.shapes].filter((s) => !baseline.shapes.has(s));
  expect(extra, JSON.stringify(payload)).toEqual([]);
  expect(shape.scripts, JSON.stringify(payload)).toBe(baseline.scripts);
  expect(shape.urls.filter(isScriptUrl), JSON.stringify(payload)).toEqual([]);
  expect(html).not.toMatch(/<script/i);
}

describe('the 200 XSS payloads in the e-mails', () => {
  it('confirmation, shipped template: every payload is text', () => {
    const baseline = htmlShape(customerConfirmation(context(PLAIN)).html!);
    for (const payload of xssPayloads) {
      const html = customerConfirmation(context(payload)).html!;
      expectSameShape(html, baseline, payload);
      expect(htmlShape(html).text).toContain(payload);
    }
  });

  it('confirmation, an owner template with text, attribute and link contexts', () => {
    const baseline = htmlShape(fillTemplate(OWNER_TEMPLATE, values(PLAIN)));
    for (const payload of xssPayloads) {
      const html = customerConfirmation(context(payload, OWNER_TEMPLATE)).html!;
      expectSameShape(html, baseline, payload);
      const shape = htmlShape(html);
      // A name with a link or domain is left out of the greeting (issue 27); the rest is text.
      expect(shape.text).toContain(`Hello ${greetingName(payload)}`);
      // The link keeps its own scheme and host whatever the value.
      expect(shape.urls.every((u) => u.startsWith('https://example.com/follow-up?email='))).toBe(
        true,
      );
    }
  });

  it("owner's notification: every field is text", () => {
    const baseline = htmlShape(ownerNotification(context(PLAIN)).html!);
    for (const payload of xssPayloads) {
      const html = ownerNotification(context(payload)).html!;
      expectSameShape(html, baseline, payload);
      // white-space:pre-wrap cells: the text reads back whole (line breaks included).
      expect(htmlShape(html).text).toContain(payload);
    }
  });

  it('review request: payloads as lead values and inside the review link', () => {
    const link = 'https://g.page/r/example/review';
    const baseline = htmlShape(renderReviewHtml(defaultReviewTemplate, values(PLAIN), link));
    const ownerBaseline = htmlShape(renderReviewHtml(OWNER_TEMPLATE, values(PLAIN), link));
    for (const payload of xssPayloads) {
      const html = renderReviewHtml(defaultReviewTemplate, values(payload), link);
      expectSameShape(html, baseline, payload);
      expect(htmlShape(html).text).toContain(`Thank you, ${payload}!`);
      expectSameShape(
        renderReviewHtml(OWNER_TEMPLATE, values(payload), link),
        ownerBaseline,
        payload,
      );
      // The owner's review link as Settings stores it (http(s) only), payload in its query.
      const stored = parseReviewLink(`${link}?ref=${payload}`);
      if (typeof stored === 'string') {
        const linked = renderReviewHtml(defaultReviewTemplate, values(PLAIN), stored);
        expectSameShape(linked, baseline, payload);
        expect(htmlShape(linked).urls).toContain(stored);
      }
    }
  });

  it('a value that looks like a variable is never filled in again', () => {
    for (const payload of xssPayloads.filter((p) => p.includes('{{'))) {
      const html = renderReviewHtml(
        '<p>{{lead.name}}</p><p>{{review.link}}</p>',
        values(payload),
        'https://x.example/',
      );
      expect(htmlShape(html).text).toBe(`${payload}https://x.example/`);
    }
  });
});

describe('a name carrying a link or a domain (issue 27)', () => {
  it('is neither greeted nor the display name of the confirmation', () => {
    for (const name of [
      'Buy cheap pills at evil.example',
      'see https://evil.example/x',
      'www.evil.example',
      'me@evil.example',
    ]) {
      const plainContext = context(PLAIN);
      const mail = customerConfirmation({ ...plainContext, lead: { ...plainContext.lead, name } });
      expect(mail.to).not.toContain('evil');
      expect(mail.text).not.toContain('evil');
      expect(mail.html).not.toContain('evil');
    }
    const base = context(PLAIN);
    const plain = customerConfirmation({
      ...base,
      lead: { ...base.lead, name: "Mary-Ann O'Neil Jr." },
    });
    expect(plain.text).toContain("Hello Mary-Ann O'Neil Jr.,");
    expect(plain.to).toContain("Mary-Ann O'Neil Jr.");
  });
});
