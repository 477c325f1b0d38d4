import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { uploadPath } from '#app/lib/upload-urls.ts';
import { HOUR_MS } from '#app/lib/durations.ts';
import { hitRateLimit } from '../db/rate-limit.ts';
import type { AppServices } from '../services.ts';
import { processImage } from './process-image.ts';
import { receiveUpload, type ReceiveFailure } from './receive-upload.ts';
import { storeImage, type StoredImage } from './store-image.ts';
import { addressKey } from '../security/address-key.ts';

export interface UploadedFile extends StoredImage {
  /** `/uploads/<name>` */
  path: string;
  /** The public address, on PUBLIC_ORIGIN. */
  url: string;
}

export type UploadOutcome =
  | { ok: true; status: 200 | 201; file: UploadedFile }
  | { ok: false; status: number; error: string; retryAfterSeconds?: number };

const RECEIVE_ERRORS: Record<ReceiveFailure, { status: number; error: string }> = {
  'not-multipart': { status: 400, error: messages.upload.noFiles },
  'too-large': { status: 413, error: messages.upload.tooLarge },
  'too-many-files': { status: 400, error: messages.upload.oneAtATime },
  malformed: { status: 400, error: messages.upload.noFiles },
  aborted: { status: 400, error: messages.upload.interrupted },
};

/**
 * One photo upload from a visitor, start to finish: in-flight cap, rate limit, streamed body with the size
 * limit, decode check, re-encode, store. Used by `POST /api/uploads` and by the /upload page's
 * form when JavaScript is off. Only a complete, checked image is ever written.
 */
export async function handleUpload(
  services: AppServices,
  request: { headers: Headers; body: ReadableStream<Uint8Array> | null; clientIp: string },
): Promise<UploadOutcome> {
  // Before anything is read or counted: a waiting or refused upload costs no memory, no quota.
  const release = await services.uploads.enter(addressKey(request.clientIp));
  if (!release) {
    return {
      ok: false,
      status: 503,
      error: messages.upload.busy,
      retryAfterSeconds: limits.upload.busyRetryAfterSeconds,
    };
  }
  try {
    return await receiveAndStore(services, request);
  } finally {
    release();
  }
}

async function receiveAndStore(
  services: AppServices,
  request: { headers: Headers; body: ReadableStream<Uint8Array> | null; clientIp: string },
): Promise<UploadOutcome> {
  const { config, db, log } = services;
  const limit = await hitRateLimit(db, {
    key: `upload:ip:${addressKey(request.clientIp)}`,
    limit: config.UPLOAD_RATE_LIMIT_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!limit.allowed) {
    return {
      ok: false,
      status: 429,
      error: messages.upload.rateLimited,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }

  const received = await receiveUpload(request.headers, request.body, {
    maxFileBytes: limits.upload.maxFileBytes,
    maxFiles: 1,
  });
  if (!received.ok) {
    if (received.reason === 'aborted') log.info({ ip: request.clientIp }, 'upload interrupted');
    return { ok: false, ...RECEIVE_ERRORS[received.reason] };
  }
  const [file] = received.files;
  if (!file || file.bytes.length === 0) {
    return { ok: false, status: 400, error: messages.upload.noFiles };
  }

  const processed = await services.imageWork.run(() => processImage(file.bytes));
  if (!processed.ok) {
    log.info(
      { ip: request.clientIp, reason: processed.reason, declaredType: file.declaredType },
      'upload refused',
    );
    // A decompression bomb is "too large" in pixels, whatever its size in bytes.
    return processed.reason === 'too-many-pixels'
      ? { ok: false, status: 413, error: messages.upload.tooLarge }
      : { ok: false, status: 415, error: messages.upload.notImage };
  }

  const stored = await storeImage(db, processed.image, config.UPLOAD_QUOTA_MB * 1024 * 1024);
  if (!stored.ok) {
    log.warn({ quotaMb: config.UPLOAD_QUOTA_MB }, 'upload refused: storage quota reached');
    return { ok: false, status: 507, error: messages.upload.storageFull };
  }
  const path = uploadPath(stored.image.name);
  return {
    ok: true,
    status: stored.image.duplicate ? 200 : 201,
    file: { ...stored.image, path, url: `${config.publicOrigin}${path}` },
  };
}
