import { randomUUID } from 'node:crypto';

// A random start, so a restarted test process does not reuse the addresses of the last one.
let counter = Math.floor(Math.random() * 2 ** 23);

/** A valid lead for `POST /api/leads`, different every call. */
export function leadPayload(tag = 'load'): Record<string, string> {
  const n = ++counter;
  return {
    name: `Test Visitor ${n}`,
    email: `visitor-${tag}-${n}-${randomUUID().slice(0, 8)}@example.com`,
    phone: `(704) 555-${String(n % 10_000).padStart(4, '0')}`,
    service: 'repair',
    address: `${n} Main St, Concord, NC`,
    location: 'Concord, NC',
    message: `Spring broke, door stuck half open (${tag} ${n}).`,
  };
}

/**
 * A distinct client address per request, for servers started with TRUST_PROXY=1: load tests
 * stand for many visitors, each under the per-browser and per-IP lead limits.
 */
export function visitorAddress(): string {
  const n = ++counter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Headers of one visitor's lead submission. */
export function leadHeaders(): Record<string, string> {
  return {
    'content-type': 'application/json',
    'idempotency-key': randomUUID(),
    'x-forwarded-for': visitorAddress(),
    'user-agent': `cfgd-load-test/${randomUUID().slice(0, 8)}`,
  };
}

/**
 * The quote form posted as a browser without JavaScript does: the lead's fields and its photos
 * in one multipart body to /contact, from `from` (servers with TRUST_PROXY=1). Status 0 when
 * the connection failed.
 */
export async function postQuoteForm(
  origin: string,
  photos: readonly Blob[],
  from: string,
  fields: Record<string, string> = leadPayload('form'),
): Promise<{ status: number; html: string }> {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('started_at', String(Date.now() - 10_000));
  photos.forEach((photo, i) => form.append('photos', photo, `door-${i + 1}.jpg`));
  try {
    const res = await fetch(`${origin}/contact`, {
      method: 'POST',
      body: form,
      headers: { Origin: origin, 'x-forwarded-for': from },
      redirect: 'manual',
    });
    return { status: res.status, html: await res.text() };
  } catch (error) {
    return { status: 0, html: String(error) };
  }
}
