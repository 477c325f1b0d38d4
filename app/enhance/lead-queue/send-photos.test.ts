import { describe, expect, it } from 'vitest';
import { messages } from '../../lib/messages.ts';
import { photoTokens, sendPhotosAhead, sendQueuedLead } from './send.ts';
import type { QueuedLead } from './storage.ts';
import { photoUploadOutcome, type PhotoUploadOutcome } from './upload-photo.ts';

const photo = (id: string, token: string | null = null) => ({
  id,
  name: `${id}.jpg`,
  blob: new Blob([id], { type: 'image/jpeg' }),
  token,
});

const lead = (photos: QueuedLead['photos']): QueuedLead => ({
  key: 'key-1',
  payload: {
    name: 'Pat',
    email: 'pat@example.com',
    phone: '(704) 555-0123',
    service: 'repair',
    address: null,
    message: 'Spring snapped',
    location: 'Concord, NC',
  },
  queuedAt: 0,
  attempts: 1,
  nextAttemptAt: 0,
  photos,
});

/** An uploader answering from a script, recording what it was asked to send. */
function uploader(answers: PhotoUploadOutcome[]) {
  const sent: string[] = [];
  const upload = (_blob: Blob, name: string) => {
    sent.push(name);
    return Promise.resolve(answers.shift() ?? { kind: 'retry' as const, status: null });
  };
  return { upload, sent };
}

describe('the photos of a queued lead', () => {
  it('are sent ahead one by one, each token saved as it comes, skipping those already sent', async () => {
    const saved: QueuedLead[] = [];
    const { upload, sent } = uploader([
      { kind: 'token', token: 't-b' },
      { kind: 'token', token: 't-c' },
    ]);
    const result = await sendPhotosAhead(
      lead([photo('a', 't-a'), photo('b'), photo('c')]),
      (l) => {
        saved.push(l);
        return Promise.resolve();
      },
      upload,
    );
    expect(sent).toEqual(['b.jpg', 'c.jpg']);
    expect(result.retry).toBeNull();
    expect(photoTokens(result.lead)).toEqual(['t-a', 't-b', 't-c']);
    // Saved after each photo: a crash after the first keeps its token.
    expect(saved.map(photoTokens)).toEqual([null, ['t-a', 't-b', 't-c']]);
    expect(saved[0]?.photos?.map((p) => p.token)).toEqual(['t-a', 't-b', null]);
  });

  it('stop at the first that cannot go now, keeping the tokens obtained', async () => {
    const { upload, sent } = uploader([
      { kind: 'token', token: 't-a' },
      { kind: 'retry', status: 429, retryAfterMs: 30_000 },
    ]);
    const result = await sendPhotosAhead(
      lead([photo('a'), photo('b'), photo('c')]),
      () => Promise.resolve(),
      upload,
    );
    expect(sent).toEqual(['a.jpg', 'b.jpg']);
    expect(result.retry).toEqual({ kind: 'retry', retryAfterMs: 30_000 });
    expect(result.lead.photos?.map((p) => p.token)).toEqual(['t-a', null, null]);
  });

  it('drop a photo the server refuses: the request still goes, and keeps its name and why', async () => {
    const { upload } = uploader([
      { kind: 'refused', status: 415, message: messages.upload.notImage },
      { kind: 'token', token: 't-b' },
    ]);
    const saved: QueuedLead[] = [];
    const result = await sendPhotosAhead(
      lead([photo('a'), photo('b')]),
      (current) => {
        saved.push(current);
        return Promise.resolve();
      },
      upload,
    );
    expect(result.retry).toBeNull();
    expect(result.lead.photos?.map((p) => p.id)).toEqual(['b']);
    expect(photoTokens(result.lead)).toEqual(['t-b']);
    // Saved with the lead as soon as it is known: said when the lead is sent, even later.
    const leftOut = [{ name: 'a.jpg', reason: messages.upload.notImage }];
    expect(result.lead.leftOut).toEqual(leftOut);
    expect(saved[0]?.leftOut).toEqual(leftOut);
  });
});

describe('delivering a queued lead with photos', () => {
  function answer(status: number, body: unknown) {
    const seen: Request[] = [];
    const fetcher = (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(new URL(String(input), 'http://localhost'), init));
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    };
    return { fetcher: fetcher as typeof fetch, seen };
  }

  it('lists the tokens in the lead, under its key', async () => {
    const { fetcher, seen } = answer(201, { id: 9 });
    const queued = lead([photo('a', 't-a'), photo('b', 't-b')]);
    expect(await sendQueuedLead(queued, fetcher)).toEqual({ kind: 'sent' });
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(await seen[0]?.json()).toEqual({ ...queued.payload, photos: ['t-a', 't-b'] });
  });

  it('never sends the lead before all its photos are sent ahead', async () => {
    const { fetcher, seen } = answer(201, { id: 9 });
    expect(await sendQueuedLead(lead([photo('a', 't-a'), photo('b')]), fetcher)).toEqual({
      kind: 'retry',
    });
    expect(seen).toHaveLength(0);
  });

  it('sends the photos again when the server no longer has them', async () => {
    const { fetcher } = answer(400, { error: messages.leadPhotos.missing });
    expect(await sendQueuedLead(lead([photo('a', 't-a')]), fetcher)).toEqual({
      kind: 'photos-lost',
    });
  });
});

describe('an answer of POST /api/lead-photos', () => {
  it('gives the token, a refusal with the server message, or a retry', () => {
    expect(photoUploadOutcome(201, { id: 'abc' })).toEqual({ kind: 'token', token: 'abc' });
    expect(photoUploadOutcome(415, { error: messages.upload.notImage })).toEqual({
      kind: 'refused',
      status: 415,
      message: messages.upload.notImage,
    });
    expect(photoUploadOutcome(413, {})).toMatchObject({ kind: 'refused', status: 413 });
    expect(photoUploadOutcome(0, {})).toEqual({ kind: 'retry', status: null });
    expect(photoUploadOutcome(503, {}, '5')).toEqual({
      kind: 'retry',
      status: 503,
      retryAfterMs: 5000,
    });
    // A 201 without a token is no success.
    expect(photoUploadOutcome(201, {})).toMatchObject({ kind: 'refused' });
  });
});
