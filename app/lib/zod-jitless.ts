/**
 * Zod compiles a fast parser for each object schema with `new Function`, and probes whether it
 * may (`new Function("")`) when the schema is built. Our CSP forbids eval, so in the browser
 * that probe was refused and reported as a `script-src 'unsafe-eval'` violation on every admin
 * page load (issue 19). `jitless` skips both the probe and the compiled parser there. The
 * server keeps the faster compiled parsers: no CSP applies to it.
 *
 * Import this module before any module that builds zod schemas (app/content/schema.ts,
 * app/lib/lead-schema.ts): imports are evaluated in order, before the importer's own code.
 */
import { config } from 'zod/mini';

const runtime = globalThis as { process?: { versions?: { node?: string } } };
// Anything but Node: pages and the service worker.
if (typeof runtime.process?.versions?.node !== 'string') config({ jitless: true });
