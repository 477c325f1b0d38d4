/**
 * The customer's estimate page for the public budget checks (issue 39): its URL has a token, so
 * a fresh server gets one estimate made and sent through the owner's API first. The page may
 * load the signature pad on top of the public JavaScript budget; the pad's own gzip size (as its
 * package ships it minified) is that allowance.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { adminCookie } from '../../tests/support/admin-session.ts';
import { threeOptionEstimate } from '../../tests/support/estimates.ts';
import { postLead, uniquePhone, validLead } from '../../tests/support/leads.ts';
import type { TestServer } from '../../tests/support/server.ts';

const estimate = threeOptionEstimate;

/** Makes and sends an estimate on `server`; returns its page's path (`/estimate/<token>`). */
export async function sentEstimatePath(server: TestServer): Promise<string> {
  const cookie = await adminCookie(server);
  const admin = async (urlPath: string, body?: unknown) => {
    const res = await fetch(`${server.url}${urlPath}`, {
      method: 'POST',
      headers: { cookie, Origin: server.url, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${urlPath}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: number; url: string };
  };
  const lead = await postLead(server, { ...validLead, phone: uniquePhone() });
  if (lead.status !== 201 || !lead.body.id) throw new Error(`lead: ${lead.status}`);
  const { id } = await admin(`/api/admin/leads/${lead.body.id}/estimates`, estimate);
  const { url } = await admin(`/api/admin/estimates/${id}/send`);
  return new URL(url).pathname;
}

/** signature_pad's minified file, gzipped: the estimate page's allowance over the budget. */
export function signaturePadGzipBytes(): number {
  const main = createRequire(import.meta.url).resolve('signature_pad');
  return gzipSync(fs.readFileSync(path.join(path.dirname(main), 'signature_pad.min.js'))).length;
}
