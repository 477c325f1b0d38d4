import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyInsightCounts, insightFunnel, type InsightsReport } from '#app/lib/insights.ts';
import { postIntent } from '../support/admin-intent.ts';
import { ownerFetch, startBookingApp, stopBookingApp } from '../support/booking-app.ts';
import { dialects } from '../support/dialects.ts';
import type { TestSmtp } from '../support/smtp.ts';
import { postLead, uniqueIp, uniquePhone, validLead } from '../support/leads.ts';
import { type TestServer } from '../support/server.ts';

/**
 * Issue 30's Insights: the funnel views → form starts → requests → booked → won, and revenue
 * next to the counts by page, source, device and city, in the API and the CSV, checked
 * against a seeded set whose every figure is known.
 */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const google = `cfgd_ft=${encodeURIComponent(
  JSON.stringify({ l: '/contact?utm_source=google&utm_medium=cpc', r: '' }),
)}`;

describe.each(await dialects())('booking insights on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;

  let smtp: TestSmtp;

  beforeAll(async () => {
    ({ server, smtp, cookie } = await startBookingApp(dialect));
  });
  afterAll(() => stopBookingApp({ server, smtp }));

  const admin = (path: string, init: RequestInit = {}) =>
    ownerFetch(server, cookie, path, {
      ...init,
      headers: {
        'Content-Type': 'application/json',
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  const event = (type: string, path: string) =>
    fetch(`${server.url}/api/events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': PHONE_UA,
        'x-forwarded-for': uniqueIp(),
        cookie: google,
      },
      body: JSON.stringify({ type, path }),
    });
  const seedLead = async (
    page: string,
    fields: { email: string; location: string; start?: string; source?: 'google' },
  ) => {
    const res = await postLead(
      server,
      {
        ...validLead,
        email: fields.email,
        // Its own phone: one phone holds only a few open visits (issue 37).
        phone: uniquePhone(),
        location: fields.location,
        page,
        ...(fields.start ? { appointment: { start: fields.start } } : {}),
      },
      {
        headers: { 'user-agent': PHONE_UA, ...(fields.source ? { cookie: google } : {}) },
      },
    );
    expect(res.status).toBe(201);
    return res.body.id!;
  };
  const close = async (id: number, jobValueCents?: number) => {
    const res = await admin(`/api/admin/leads/${id}`, {
      method: 'PATCH',
      body: JSON.stringify({
        status: 'closed',
        ...(jobValueCents === undefined ? {} : { jobValueCents }),
      }),
    });
    expect(res.status).toBe(200);
  };

  it('reports the funnel and revenue by page, source, device and city, and in the CSVs', async () => {
    for (let i = 0; i < 10; i++) expect((await event('view', '/contact')).status).toBe(204);
    for (let i = 0; i < 4; i++) expect((await event('form_start', '/contact')).status).toBe(204);

    // /contact from Google Ads: booked and won ($1,250.00), booked only, won without a visit ($300.50).
    const a = await seedLead('/contact', {
      email: 'a@example.com',
      location: 'Concord, NC',
      start: '2027-03-15T08:00:00-04:00',
      source: 'google',
    });
    await seedLead('/contact', {
      email: 'b@example.com',
      location: 'concord, nc',
      start: '2027-03-15T10:00:00-04:00',
      source: 'google',
    });
    const c = await seedLead('/contact', {
      email: 'c@example.com',
      location: 'Charlotte, NC',
      source: 'google',
    });
    // /free-estimate, direct: booked then cancelled (not booked), closed with no amount told:
    // not a job won (issue 39: only won leads, or leads closed with a job value, count).
    const d = await seedLead('/free-estimate', {
      email: 'd@example.com',
      location: 'Charlotte, NC',
      start: '2027-03-16T08:00:00-04:00',
    });
    const cancelled = await postIntent(server, cookie, '/admin/schedule', {
      intent: 'cancel',
      leadId: String(d),
    });
    expect(cancelled.result).toMatchObject({ intent: 'cancel', ok: true });
    await close(a, 125_000);
    await close(c, 30_050);
    await close(d);
    // Spam (the honeypot) counts nowhere, and books nothing.
    const spam = await postLead(server, {
      ...validLead,
      email: 'bot@example.com',
      company_site: 'http://spam.example',
      appointment: { start: '2027-03-17T08:00:00-04:00' },
    });
    expect(spam.status).toBe(201);
    expect(spam.body).not.toHaveProperty('appointment');

    const res = await admin('/api/admin/insights?days=7');
    expect(res.status).toBe(200);
    const report = (await res.json()) as InsightsReport;
    expect(report.totals).toEqual({
      views: 10,
      calls: 0,
      quotes: 4,
      formStarts: 4,
      booked: 2,
      estimatesSent: 0,
      estimatesViewed: 0,
      estimatesAccepted: 0,
      acceptedCents: 0,
      won: 2,
      revenueCents: 155_050,
    });
    expect(report.previous).toEqual({ ...emptyInsightCounts(), formStarts: 0 });
    expect(insightFunnel(report.totals).map((s) => [s.step, s.count])).toEqual([
      ['views', 10],
      ['formStarts', 4],
      ['requests', 4],
      ['booked', 2],
      ['estimatesSent', 0],
      ['estimatesViewed', 0],
      ['estimatesAccepted', 0],
      ['won', 2],
    ]);
    const figures = (row: object | undefined) => {
      const { quotes, booked, won, revenueCents } = row as InsightsReport['totals'];
      return { quotes, booked, won, revenueCents };
    };
    expect(figures(report.pages.find((p) => p.path === '/contact'))).toEqual({
      quotes: 3,
      booked: 2,
      won: 2,
      revenueCents: 155_050,
    });
    expect(figures(report.pages.find((p) => p.path === '/free-estimate'))).toEqual({
      quotes: 1,
      booked: 0,
      won: 0,
      revenueCents: 0,
    });
    expect(figures(report.sources.find((s) => s.source === 'google'))).toEqual({
      quotes: 3,
      booked: 2,
      won: 2,
      revenueCents: 155_050,
    });
    expect(figures(report.devices.find((d) => d.device === 'phone'))).toEqual({
      quotes: 4,
      booked: 2,
      won: 2,
      revenueCents: 155_050,
    });
    expect(report.cities.map((row) => [row.city, figures(row)])).toEqual([
      ['Concord, NC', { quotes: 2, booked: 2, won: 1, revenueCents: 125_000 }],
      ['Charlotte, NC', { quotes: 2, booked: 0, won: 1, revenueCents: 30_050 }],
    ]);
    expect(figures(report.daily.at(-1))).toEqual({
      quotes: 4,
      booked: 2,
      won: 2,
      revenueCents: 155_050,
    });

    const csv = async (table: string) => {
      const answer = await fetch(`${server.url}/admin/insights/export.csv?table=${table}&days=7`, {
        headers: { cookie },
      });
      expect(answer.status).toBe(200);
      return (await answer.text()).split('\r\n');
    };
    const pages = await csv('pages');
    expect(pages[0]).toBe(
      'page,visits,call taps,quote requests,quote rate (%),visits booked,estimates sent,estimates opened,estimates accepted,accepted ($),jobs won,revenue ($)',
    );
    expect(pages).toContain('/contact,10,0,3,30,2,0,0,0,0.00,2,1550.50');
    expect(pages).toContain('/free-estimate,0,0,1,,0,0,0,0,0.00,0,0.00');
    expect(await csv('cities')).toContain('"Charlotte, NC",0,0,2,,0,0,0,0,0.00,1,300.50');
  });
});
