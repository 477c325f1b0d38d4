import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import { messages } from '#app/lib/messages.ts';
import { emailTemplateMessages } from '#app/lib/messages/email-templates.ts';
import { postForm } from '../support/admin.ts';
import { signedInAdmin } from '../support/dashboard-session.ts';
import { dialects } from '../support/dialects.ts';
import { postLead, validLead } from '../support/leads.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

/**
 * Issue 38's template tokens against the real server on both databases: the editor lists them
 * with their labels, refuses a template naming one it does not know, and a saved template's
 * {{business.*}} tokens follow a publish into the next customer's e-mail.
 */
describe.each(await dialects())('e-mail template tokens on %s', (dialect) => {
  let smtp: TestSmtp;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({ dialect, env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '100' } });
    cookie = (await signedInAdmin(server)).cookie;
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  const save = (template: string) =>
    postForm(
      server,
      '/admin/email-templates.data',
      { intent: 'save', template },
      { Cookie: cookie },
    );
  const saved = async () =>
    (
      await server.query<{ setting_value: string }>(
        "select setting_value from admin_settings where setting_key = 'customer_email_template'",
      )
    )[0]?.setting_value;

  it('lists the tokens with their labels', async () => {
    const res = await fetch(`${server.url}/admin/email-templates`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const [token, label] of [
      ['{{lead.phone}}', 'Customer&#x27;s phone'],
      ['{{business.phone}}', 'Business phone'],
      ['{{business.name}}', 'Business name'],
    ] as const) {
      expect(html).toContain(`aria-label="Insert ${token}: ${label}"`);
    }
    // The confirmation has no review link to fill.
    expect(html).not.toContain('{{review.link}}:');
  });

  it('refuses to save a template with a token it does not know, and says which', async () => {
    const res = await save('<p>Call {{phone}} or {{ lead.phone }}; {{review.link}}</p>');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(
      emailTemplateMessages.unknownTokens(['{{phone}}', '{{review.link}}']),
    );
    expect(await saved()).toBeUndefined();
  });

  it("a saved template's business tokens follow a publish into the next e-mail", async () => {
    const template =
      '<p>Hi {{lead.name}}: we call {{lead.phone}} from <a href="{{business.phoneHref}}">{{business.phone}}</a>. {{business.name}}</p>';
    const res = await save(template);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(messages.admin.templateSaved);
    expect(await saved()).toBe(template);

    const doc = structuredClone(defaultSiteDocument);
    doc.business.phone = '(704) 555-0199';
    const published = await fetch(`${server.url}/api/admin/site-content`, {
      method: 'PUT',
      headers: {
        Cookie: cookie,
        Origin: server.url,
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
        'If-Match': '"0"',
      },
      body: JSON.stringify(doc),
    });
    expect(published.status).toBe(200);

    const before = smtp.messages.length;
    const lead = await postLead(server, {
      ...validLead,
      email: 'tokens.lead@example.com',
      phone: '(980) 555-0123',
    });
    expect(lead.status).toBe(201);
    const mails = (await smtp.waitFor(before + 2, 20_000)).slice(before);
    const customer = mails.find((mail) => mail.envelopeTo.includes('tokens.lead@example.com'));
    expect(customer?.html).toContain(
      '<p>Hi Jane Doe: we call (980) 555-0123 from <a href="tel:+17045550199">(704) 555-0199</a>. Carolina Family Garage Doors</p>',
    );
  });
});
