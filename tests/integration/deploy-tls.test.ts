import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { freePort } from '../support/free-port.ts';
import { leadPayload } from '../support/lead-payloads.ts';
import { findNginx, runNginx, type Nginx } from '../support/nginx.ts';
import { startServer, type TestServer } from '../support/server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const nginxBinary = findNginx((line) => console.warn(line));

/** One POST over TLS (self-signed) with the Host and Origin of the site. */
function post(url: string, body: Buffer, headers: Record<string, string>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = https.request(
      url,
      {
        method: 'POST',
        rejectUnauthorized: false,
        headers: { ...headers, 'content-length': String(body.length) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const req = https.get(url, { rejectUnauthorized: false, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      });
      req.on('error', reject);
    },
  );
}

/**
 * deploy/nginx-site.conf as shipped, with only what differs on a test machine replaced: the
 * ports, the app's address and a self-signed certificate for the real one.
 */
describe.runIf(nginxBinary !== undefined)('the one-machine deployment: nginx with TLS', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-tls-'));
  let app: TestServer;
  let nginx: Nginx;
  let httpPort: number;

  beforeAll(async () => {
    const cert = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=garage.example.com',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ]);
    expect(cert.status, String(cert.stderr)).toBe(0);
    httpPort = await freePort();
    // What the unit file sets: behind one proxy, on https.
    app = await startServer({
      env: { TRUST_PROXY: '1', PUBLIC_ORIGIN: `https://garage.example.com` },
    });
    const site = fs.readFileSync(path.join(ROOT, 'deploy/nginx-site.conf'), 'utf8');
    nginx = await runNginx(
      nginxBinary!,
      (port) =>
        site
          .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${app.port};`)
          .replaceAll('listen 80;', `listen 127.0.0.1:${httpPort};`)
          .replaceAll('listen [::]:80;', '')
          .replaceAll('listen 443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`)
          .replaceAll('listen [::]:443 ssl http2;', '')
          .replace(/ssl_certificate .*;/, `ssl_certificate ${dir}/cert.pem;`)
          .replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${dir}/key.pem;`),
      (url) => get(`${url.replace('http:', 'https:')}/healthz`),
    );
  });
  afterAll(async () => {
    await nginx?.stop();
    await app?.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the site over TLS with HSTS, cached pages, and sends plain HTTP to https', async () => {
    const base = nginx.url.replace('http:', 'https:');
    const first = await get(`${base}/`, { host: 'garage.example.com' });
    expect(first.status).toBe(200);
    expect(first.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const second = await get(`${base}/`, { host: 'garage.example.com' });
    expect(second.headers['x-page-cache']).toBe('hit');
    const health = await get(`${base}/healthz`);
    expect(health.status).toBe(200);

    // fetch() will not send a Host header of our choosing; node:http will.
    const plain = await new Promise<{ status: number; location: string | undefined }>(
      (resolve, reject) => {
        http
          .get(
            `http://127.0.0.1:${httpPort}/about?x=1`,
            { headers: { host: 'garage.example.com' } },
            (res) => {
              res.resume();
              resolve({ status: res.statusCode ?? 0, location: res.headers.location });
            },
          )
          .on('error', reject);
      },
    );
    expect(plain.status).toBe(301);
    expect(plain.location).toBe('https://garage.example.com/about?x=1');
  });

  it('takes a quote form posted without JavaScript with photos over 12 MB in all: the app answers it, not nginx', async () => {
    // Two photos of 6.5 MB (each under the 10 MB limit): 13 MB in one body, as a phone sends
    // the quote form with photos when its JavaScript did not run. The bytes are no photo, so
    // the app leaves them out by name and stores the request (issue 27).
    const photo = new Blob([Buffer.alloc(6.5 * 1024 * 1024, 7)], { type: 'image/jpeg' });
    const fields = leadPayload('nginx');
    const form = new FormData();
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append('started_at', String(Date.now() - 10_000));
    form.append('photos', photo, 'door-1.jpg');
    form.append('photos', photo, 'door-2.jpg');
    const encoded = new Request('https://garage.example.com/contact', {
      method: 'POST',
      body: form,
    });
    const body = Buffer.from(await encoded.arrayBuffer());
    expect(body.length).toBeGreaterThan(12 * 1024 * 1024);
    expect(body.length).toBeLessThan(2 * limits.upload.maxFileBytes);

    const answer = await post(`${nginx.url.replace('http:', 'https:')}/contact`, body, {
      host: 'garage.example.com',
      origin: 'https://garage.example.com',
      'content-type': encoded.headers.get('content-type') ?? '',
    });
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    expect(answer.text).toContain(messages.contactForm.success.replace("'", '&#x27;'));
    const rows = await app.query('select id from contact_submissions where email = ?', [
      fields.email,
    ]);
    expect(rows).toHaveLength(1);
  });
});
