import { describe, expect, it } from 'vitest';
import { limits } from '../../lib/limits.ts';
import { messages } from '../../lib/messages.ts';
import { indicatorView } from './indicator.ts';

describe('the queue indicator', () => {
  it('counts waiting requests, then says sent for a while, then hides', () => {
    expect(indicatorView({ waiting: 2, sentAt: null, rejected: [], leftOut: [] }, 0)).toMatchObject(
      {
        kind: 'waiting',
        text: '2 request(s) waiting to send',
      },
    );
    const sent = { waiting: 0, sentAt: 1_000, rejected: [], leftOut: [] };
    expect(indicatorView(sent, 1_500)).toMatchObject({ kind: 'sent' });
    expect(indicatorView(sent, 1_000 + limits.leadQueue.sentNoticeMs)).toEqual({
      kind: 'hidden',
    });
  });

  it('keeps showing why a saved request was refused', () => {
    const view = indicatorView(
      { waiting: 0, sentAt: null, rejected: ['Bad email'], leftOut: [] },
      0,
    );
    expect(view).toMatchObject({ kind: 'rejected' });
    expect(view.kind !== 'hidden' && view.rejected[0]).toContain('Bad email');
  });

  it('says which photos a sent request went without, after "sent" and once it has gone', () => {
    const line = messages.leadQueue.photoLeftOut('IMG_1.HEIC', messages.leadPhotos.formats);
    const state = { waiting: 0, sentAt: 1_000, rejected: [], leftOut: [line] };
    expect(indicatorView(state, 1_500)).toEqual({
      kind: 'sent',
      text: messages.leadQueue.sent,
      rejected: [line],
    });
    expect(indicatorView(state, 1_000 + limits.leadQueue.sentNoticeMs)).toMatchObject({
      kind: 'rejected',
      rejected: [line],
    });
  });
});
