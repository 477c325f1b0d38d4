import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger, stdoutLines } from './logger.ts';

function closedDescriptor(): number {
  const fd = fs.openSync(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'log-')), 'out'), 'w');
  fs.closeSync(fd);
  return fd;
}

describe('the log destination', () => {
  it('costs a line, not the caller, when a write fails', () => {
    // pino's own destination throws the write's error out of the log call.
    const bare = pino({}, pino.destination({ dest: closedDescriptor(), sync: true }));
    expect(() => bare.info('lead stored')).toThrow(/EBADF/);

    const log = createLogger('info', stdoutLines(closedDescriptor()));
    expect(() => log.info('lead stored')).not.toThrow();
    expect(() => log.error(new Error('mail failed'), 'again')).not.toThrow();
  });

  it('writes each line at once, whole', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'log-')), 'out');
    const fd = fs.openSync(file, 'w');
    try {
      const log = createLogger('info', stdoutLines(fd));
      log.info({ leadId: 7 }, 'lead stored');
      const [line] = fs.readFileSync(file, 'utf8').trim().split('\n');
      expect(JSON.parse(line!)).toMatchObject({ level: 30, leadId: 7, msg: 'lead stored' });
    } finally {
      fs.closeSync(fd);
    }
  });
});
