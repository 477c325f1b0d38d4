import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

export interface Nginx {
  url: string;
  /** The generated configuration (for failure messages). */
  config: string;
  stop(): Promise<void>;
}

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** Debian's nginx: found, or installed with apt-get when running as root; else undefined. */
export function findNginx(log: (line: string) => void): string | undefined {
  const found = () => CANDIDATES.find((p) => fs.existsSync(p));
  if (found()) return found();
  if (process.getuid?.() !== 0) {
    log('nginx is not installed and this is not root: the nginx reference runs are skipped');
    return undefined;
  }
  log('installing nginx (apt-get install -y nginx)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'ignore', env });
  return found();
}

/**
 * nginx in the foreground as a child process, with a generated configuration (`server`
 * blocks for the `http` context, given a free loopback port) in a temporary
 * folder. Stopped with SIGQUIT (graceful), the folder removed.
 */
export async function runNginx(
  binary: string,
  serverBlock: (port: number) => string,
  probe: (url: string) => Promise<unknown> = (url) => fetch(`${url}/healthz`),
): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-nginx-'));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const config = `
worker_processes auto;
daemon off;
master_process on;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  types { text/html html; text/css css; application/javascript js; image/svg+xml svg; }
  default_type application/octet-stream;
${serverBlock(port)}
}
`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config);
  const child: ChildProcess = spawn(binary, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const up = await probe(url).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 200) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    config,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Serves `root` as it is (the benchmark's physical reference): gzip_static on, so a client
 * that takes gzip gets the same precompressed bytes the app sends, with the app's own headers
 * added so both answers weigh the same.
 */
export function startNginxStatic(
  binary: string,
  root: string,
  addHeaders: Record<string, string>,
): Promise<Nginx> {
  const headers = Object.entries(addHeaders)
    .map(([name, value]) => `      add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n');
  return runNginx(
    binary,
    (port) => `
  charset utf-8;
  charset_types text/css application/javascript;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    location / {
${headers}
    }
  }`,
  );
}

/**
 * A round-robin reverse proxy in front of app instances, as in the README's scale-out recipe:
 * forwards the client address and scheme, and names the instance that answered in
 * `X-Upstream` (for tests).
 */
export function startNginxProxy(binary: string, upstreams: string[]): Promise<Nginx> {
  const servers = upstreams.map((u) => `    server ${new URL(u).host};`).join('\n');
  return runNginx(
    binary,
    (port) => `
  upstream app {
${servers}
    keepalive 32;
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 64m;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }`,
  );
}
