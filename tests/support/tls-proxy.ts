import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface TlsProxy {
  /** One loopback port answering both TLS and plain HTTP (see `startTlsProxy`). */
  port: number;
  /** The self-signed certificate (PEM) file, for a client's NODE_EXTRA_CA_CERTS. */
  certFile: string;
  /** Where requests go; set once the upstream server is up (it needs the proxy's port first). */
  setUpstream(port: number, host?: string): void;
  close(): Promise<void>;
}

/**
 * A self-signed certificate for `localhost` and 127.0.0.1, made by the machine's openssl (Node
 * cannot issue certificates). Valid for a day: it lives only as long as one test run.
 */
export function selfSignedCertificate(dir: string): {
  key: string;
  cert: string;
  certFile: string;
} {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'pipe' },
  );
  return {
    key: fs.readFileSync(keyFile, 'utf8'),
    cert: fs.readFileSync(certFile, 'utf8'),
    certFile,
  };
}

/**
 * A TLS-terminating reverse proxy on loopback, standing in for the production one: it adds
 * `X-Forwarded-Proto` and appends the client to `X-Forwarded-For`, so the server runs with
 * TRUST_PROXY=1. Like a production front that listens on 443 and 80, it also accepts plain HTTP
 * (on the same port: the first byte of a TLS handshake is 0x16), forwarded as
 * `X-Forwarded-Proto: http`, so the host's http→https redirect can be exercised.
 */
export async function startTlsProxy(): Promise<TlsProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-tls-'));
  const { key, cert, certFile } = selfSignedCertificate(dir);
  let upstream: { host: string; port: number } | undefined;
  const sockets = new Set<net.Socket>();

  const forward =
    (proto: 'https' | 'http') => (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!upstream) {
        res.writeHead(502).end('no upstream');
        return;
      }
      const client = req.socket.remoteAddress ?? 'unknown';
      const prior = req.headers['x-forwarded-for'];
      const headers = {
        ...req.headers,
        'x-forwarded-proto': proto,
        'x-forwarded-for': prior ? `${String(prior)}, ${client}` : client,
      };
      const outgoing = http.request(
        { host: upstream.host, port: upstream.port, method: req.method, path: req.url, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(res);
        },
      );
      outgoing.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(outgoing);
    };

  const tlsServer = https.createServer({ key, cert }, forward('https'));
  const plainServer = http.createServer(forward('http'));
  const tlsPort = await listen(tlsServer);
  const plainPort = await listen(plainServer);
  // The TLS server reads a socket's handle directly, so bytes already peeked in JavaScript cannot
  // be handed back to it: the front relays each connection to the right inner server instead.
  const front = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.once('data', (first: Buffer) => {
      socket.pause();
      const inner = net.connect(first[0] === 0x16 ? tlsPort : plainPort, '127.0.0.1');
      sockets.add(inner);
      inner.on('close', () => {
        sockets.delete(inner);
        socket.destroy();
      });
      inner.on('error', () => inner.destroy());
      socket.on('close', () => inner.destroy());
      inner.write(first);
      socket.pipe(inner);
      inner.pipe(socket);
      socket.resume();
    });
  });
  const port = await listen(front);

  return {
    port,
    certFile,
    setUpstream(port, host = '127.0.0.1') {
      upstream = { host, port };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        tlsServer.close();
        plainServer.close();
        front.close(() => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('TLS proxy has no port');
  return address.port;
}
