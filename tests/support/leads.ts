import type { TestServer } from './server.ts';
import type { LeadColumnValues } from '#app/lib/lead-fields.ts';

export interface LeadRequestOptions {
  idempotencyKey?: string;
  /** X-Forwarded-For (the server must run with TRUST_PROXY=1). */
  ip?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export interface LeadResponse {
  status: number;
  body: { id?: number; error?: string; fieldErrors?: Record<string, string> };
  headers: Headers;
  /** The `cfgd_bid=...` pair the server set, if any. */
  browserCookie: string | undefined;
}

export const validLead = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '(704) 555-0100',
  service: 'repair',
  address: '12 Main St, Concord, NC',
  message: 'The door is noisy.',
  location: 'Concord, NC',
};

let ipCounter = 0;
/** A distinct client address per call, so tests do not trip each other's per-IP limit. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let phoneCounter = 0;
/**
 * A distinct phone number per call: one phone may hold only a few open visits (issue 37), so
 * tests that book many windows give each booking its own.
 */
export function uniquePhone(): string {
  phoneCounter += 1;
  const n = String(phoneCounter % 10_000).padStart(4, '0');
  return `(${700 + (Math.floor(phoneCounter / 10_000) % 100)}) 555-${n}`;
}

/** POST /api/leads with a JSON body (or a raw string). */
export async function postLead(
  server: Pick<TestServer, 'url'>,
  body: unknown,
  options: LeadRequestOptions = {},
): Promise<LeadResponse> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Forwarded-For': options.ip ?? uniqueIp(),
    ...options.headers,
  };
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.cookie) headers.Cookie = options.cookie;
  const res = await fetch(`${server.url}/api/leads`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: LeadResponse['body'] = {};
  try {
    parsed = JSON.parse(text) as LeadResponse['body'];
  } catch {
    parsed = { error: text };
  }
  const setCookie = res.headers.get('set-cookie') ?? '';
  return {
    status: res.status,
    body: parsed,
    headers: res.headers,
    browserCookie: /cfgd_bid=[^;]+/.exec(setCookie)?.[0],
  };
}

/** A row of contact_submissions as the driver returns it (form and attribution columns from the registry). */
export interface StoredLead extends LeadColumnValues {
  id: number;
  status: string;
  spam_reason: string | null;
  priority: string;
  user_agent: string | null;
  channel: string;
  idempotency_key: string | null;
}

export async function storedLead(server: TestServer, id: number): Promise<StoredLead | undefined> {
  const rows = await server.query<StoredLead>('select * from contact_submissions where id = ?', [
    id,
  ]);
  const row = rows[0];
  return row ? { ...row, id: Number(row.id) } : undefined;
}
