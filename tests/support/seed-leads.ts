import { randomUUID } from 'node:crypto';
import {
  attributionColumns,
  leadColumnNames,
  leadColumns,
  leadFormColumns,
  type AttributionView,
  type LeadColumnValues,
} from '#app/lib/lead-fields.ts';
import type { TestServer } from './server.ts';

/** A lead to seed: its form fields, optional attribution (dashboard view keys) and state. */
export type SeedLead = Pick<LeadColumnValues, 'name' | 'email' | 'phone' | 'service'> &
  Partial<Pick<LeadColumnValues, 'address' | 'message' | 'location'>> &
  Partial<AttributionView> & {
    status?: 'new' | 'contacted' | 'quoted' | 'closed' | 'spam';
    priority?: 'normal' | 'urgent';
    spamReason?: string | null;
    createdAt?: number;
  };

const COLUMNS = [
  ...leadColumnNames,
  'status',
  'priority',
  'spam_reason',
  'channel',
  'request_fingerprint',
  'created_at',
  'updated_at',
];

/** Writes leads straight into the server's database (fast: 10,000 in a few batches). */
export async function seedLeads(server: TestServer, leads: SeedLead[]): Promise<number[]> {
  const ids: number[] = [];
  const batch = 400;
  for (let i = 0; i < leads.length; i += batch) {
    const slice = leads.slice(i, i + batch);
    const params: unknown[] = [];
    const rows = slice.map((lead) => {
      const at = lead.createdAt ?? Date.now();
      params.push(
        ...leadFormColumns.map((column) => lead[column] ?? null),
        ...attributionColumns.map((column) => lead[leadColumns[column].view] ?? null),
        lead.status ?? 'new',
        lead.priority ?? 'normal',
        lead.spamReason ?? null,
        'api',
        randomUUID(),
        at,
        at,
      );
      return `(${COLUMNS.map(() => '?').join(', ')})`;
    });
    const inserted = await server.query<{ id: number }>(
      `insert into contact_submissions (${COLUMNS.join(', ')}) values ${rows.join(', ')} returning id`,
      params,
    );
    ids.push(...inserted.map((r) => Number(r.id)));
  }
  return ids;
}

export const XSS = '<img src=x onerror=alert(1)>';

const HOUR = 3_600_000;
/** A set whose counts are known: 9 leads + 2 spam. */
export function countedSet(now: number): SeedLead[] {
  const at = (hours: number) => now - hours * HOUR;
  return [
    {
      name: 'Ann New',
      email: 'ann@example.com',
      phone: '(704) 555-0101',
      service: 'installation',
      status: 'new',
      createdAt: at(1),
    },
    {
      name: 'Bob New',
      email: 'bob@example.com',
      phone: '704-555-0102',
      service: 'repair',
      status: 'new',
      createdAt: at(30),
    },
    {
      name: 'Cat Urgent',
      email: 'cat@example.com',
      phone: '7045550103',
      service: 'emergency',
      status: 'new',
      priority: 'urgent',
      createdAt: at(50),
    },
    {
      name: 'Dan Contacted',
      email: 'dan@example.com',
      phone: '704 555 0104',
      service: 'maintenance',
      status: 'contacted',
      createdAt: at(3),
    },
    {
      name: 'Eve Quoted',
      email: 'eve@example.com',
      phone: '704-555-0105',
      service: 'openers',
      status: 'quoted',
      createdAt: at(4),
    },
    {
      name: 'Fay Quoted',
      email: 'fay@example.com',
      phone: '704-555-0106',
      service: 'garage_door_installation',
      status: 'quoted',
      createdAt: at(5),
    },
    {
      name: 'Gus Closed',
      email: 'gus@example.com',
      phone: '704-555-0107',
      service: 'emergency_repair',
      status: 'closed',
      createdAt: at(6),
    },
    {
      name: 'Hal Closed',
      email: 'hal@example.com',
      phone: '704-555-0108',
      service: 'parts',
      status: 'closed',
      createdAt: at(7),
    },
    {
      name: 'Ivy Other',
      email: 'ivy@example.com',
      phone: '704-555-0109',
      service: 'other',
      status: 'new',
      createdAt: at(8),
    },
    {
      name: 'Spam One',
      email: 'spam1@example.com',
      phone: '704-555-0110',
      service: 'repair',
      status: 'spam',
      spamReason: 'honeypot field filled',
      createdAt: at(2),
    },
    {
      name: 'Spam Two',
      email: 'spam2@example.com',
      phone: '704-555-0111',
      service: 'installation',
      status: 'spam',
      spamReason: 'honeypot field filled',
      createdAt: at(9),
    },
  ];
}

/**
 * An inbox of `count` leads (the benchmarks' and the first-screen test's): the counted set
 * first, then plain leads a few hours apart, each older than the one before. Spam is not in the
 * inbox, so the counted set's two spam leads come on top of `count`: at 20 the first page is
 * full, and a 20-lead inbox shows the same cards as a 1,000-lead one.
 */
export function inboxLeads(count: number, now: number): SeedLead[] {
  const leads: SeedLead[] = [];
  let inInbox = 0;
  for (const lead of countedSet(now)) {
    if (lead.status === 'spam') leads.push(lead);
    else if (inInbox < count) {
      leads.push(lead);
      inInbox += 1;
    }
  }
  const services = ['repair', 'installation', 'maintenance', 'emergency'];
  for (let i = leads.length; inInbox < count; i++, inInbox++) {
    leads.push({
      name: `Seeded Lead ${i}`,
      email: `lead${i}@example.com`,
      phone: `704555${String(i % 10000).padStart(4, '0')}`,
      service: services[i % services.length] ?? 'repair',
      address: `${100 + i} Main St, Concord, NC`,
      message: 'The door stopped halfway and makes a grinding noise when it moves.',
      status: i % 5 === 0 ? 'contacted' : 'new',
      createdAt: now - i * 3 * HOUR,
    });
  }
  return leads;
}

/** Counts the seeded set must show: spam not counted; breakdown by "service contains". */
export const expectedCounts = {
  total: 9,
  new: 4,
  inProgress: 3,
  closed: 2,
  installations: 2, // installation, garage_door_installation
  repairs: 2, // repair, emergency_repair
  emergency: 2, // emergency, emergency_repair
  maintenanceOpeners: 2, // maintenance, openers
};

/** A lead whose every field is markup: it must show as text everywhere. */
export function xssLead(): SeedLead {
  return {
    name: XSS,
    email: XSS,
    phone: XSS,
    service: XSS,
    address: XSS,
    message: XSS,
    location: XSS,
    landingPage: XSS,
    conversionPage: XSS,
    referrer: XSS,
    utmSource: XSS,
    utmMedium: XSS,
    utmCampaign: XSS,
    utmTerm: XSS,
    utmContent: XSS,
    gclid: XSS,
  };
}
