import { describe, expect, it } from 'vitest';
import { sendFailure } from './mail-channel.ts';

const smtpError = (responseCode: number) =>
  Object.assign(new Error(`Can't send mail - all recipients were rejected: ${responseCode} no`), {
    responseCode,
  });

describe('an SMTP refusal (issue 27)', () => {
  it('is permanent for 5xx (RFC 5321 section 4.2.1), and says so', () => {
    for (const code of [550, 553, 554, 500]) {
      expect(sendFailure(smtpError(code))).toMatchObject({
        ok: false,
        permanent: true,
        error: expect.stringMatching(
          new RegExp(`^permanent failure \\(SMTP ${code}, not retried\\)`),
        ),
      });
    }
  });

  it('is retried for 4xx and for errors without a reply code', () => {
    for (const error of [smtpError(421), smtpError(450), new Error('connect ECONNREFUSED'), 'x']) {
      const outcome = sendFailure(error);
      expect(outcome.ok).toBe(false);
      expect(outcome).not.toHaveProperty('permanent');
    }
  });
});
