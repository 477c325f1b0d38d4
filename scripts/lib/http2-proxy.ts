import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { selfSignedCertificate } from '../../tests/support/tls-proxy.ts';

/** Response headers HTTP/2 forbids (connection-specific). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

export interface Http2Proxy {
  /** https://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/**
 * An HTTP/2 TLS front for a local server, as nginx is in production (deploy/nginx-site.conf):
 * Lighthouse's simulation models the protocol it observed, and over HTTP/1.1 it gives each of a
 * page's ~35 requests a round trip on one of six connections, which a phone talking to the
 * production host does not pay. The certificate is self-signed (Chromium needs
 * `--ignore-certificate-errors`); the bytes are passed through as the server sent them
 * (precompressed, with their headers).
 */
export async function startHttp2Proxy(origin: string): Promise<Http2Proxy> {
  const target = new URL(origin);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h2-proxy-'));
  const { key, cert } = selfSignedCertificate(dir);
  const server = http2.createSecureServer({ key, cert });
  server.on('stream', (stream, headers) => {
    const forwarded: Record<string, string> = { host: target.host };
    for (const [name, value] of Object.entries(headers)) {
      if (!name.startsWith(':') && typeof value === 'string') forwarded[name] = value;
    }
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: String(headers[':path']),
        method: String(headers[':method']),
        headers: forwarded,
      },
      (response) => {
        const out: http2.OutgoingHttpHeaders = { ':status': response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
        }
        stream.respond(out);
        response.pipe(stream);
      },
    );
    request.on('error', (error) => stream.destroy(error));
    stream.pipe(request);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(dir, { recursive: true, force: true });
      }),
  };
}
