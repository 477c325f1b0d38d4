import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../support/dialects.ts';
import { runObservatory } from '../support/observatory.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { startTlsProxy, type TlsProxy } from '../support/tls-proxy.ts';

/**
 * The Mozilla HTTP Observatory grades the home page as a visitor meets it in production: the
 * real built server behind a TLS-terminating proxy (TRUST_PROXY=1, PUBLIC_ORIGIN https). The
 * proxy also answers plain HTTP on the same port, so the scanner's http:// probe exercises the
 * host's redirect to https instead of finding nothing listening.
 */
describe.each(await dialects())('Mozilla HTTP Observatory on %s', (dialect) => {
  let proxy: TlsProxy;
  let server: TestServer;

  beforeAll(async () => {
    proxy = await startTlsProxy();
    server = await startServer({
      dialect,
      env: { PUBLIC_ORIGIN: `https://localhost:${proxy.port}`, TRUST_PROXY: '1' },
    });
    proxy.setUpstream(server.port);
  });
  afterAll(async () => {
    await server?.dispose();
    await proxy?.close();
  });

  it('grades the home page A+ over TLS', async () => {
    const started = performance.now();
    const report = await runObservatory(`localhost:${proxy.port}`, {
      extraCaFile: proxy.certFile,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const failed = Object.entries(report.tests).filter(([, test]) => !test.pass);
    console.log(
      `observatory (${dialect}): grade ${report.scan.grade}, score ${report.scan.score}, ` +
        `${report.scan.testsPassed}/${report.scan.testsPassed + report.scan.testsFailed} passed, ` +
        `scan ${seconds} s`,
    );
    for (const [name, test] of failed) {
      console.log(
        `  failed ${name}: ${test.result} (${test.scoreModifier}), wanted ${test.expectation}`,
      );
    }

    expect(report.scan.statusCode).toBe(200);
    // The certificate was trusted and every header was read from the https response.
    expect(report.tests['strict-transport-security']?.result).toBe(
      'hsts-implemented-max-age-at-least-six-months',
    );
    // http:// was answered, with a redirect to https on the same host.
    expect(report.tests['redirection']?.result).toBe('redirection-to-https');
    expect(failed.map(([name]) => name)).toEqual([]);
    expect(report.scan.grade).toBe('A+');
  });
});
