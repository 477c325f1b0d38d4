import { LEAD_PHOTOS_ENDPOINT } from '../lib/lead-photo-fields.ts';
import { limits } from '../lib/limits.ts';
import { messages } from '../lib/messages.ts';
import { newIdempotencyKey } from './lead-queue/key.ts';
import { isAcceptedPhoto } from './photo-format.ts';
import {
  photoForm,
  photoUploadOutcome,
  type PhotoUploadOutcome,
} from './lead-queue/upload-photo.ts';
import type { LeadPhoto } from './send-lead.ts';

const copy = messages.leadPhotos;

/**
 * The quote form's photo picker with JavaScript (issue 18): its own chunk, loaded when the
 * visitor first touches the file input. Each chosen photo shows as a thumbnail with a remove
 * button and a progress bar, and is sent ahead at once (`POST /api/lead-photos`, with
 * XMLHttpRequest for upload progress); the lead then lists the tokens. A photo too large or
 * not a JPEG, PNG or WebP (issue 27) is refused as it is chosen; one the server refuses shows
 * its message in place. Refused photos are left out. One that cannot go now (offline, a
 * server error) stays chosen: it is sent with the lead, or saved on the device with it.
 */
export interface PhotoPicker {
  /** True while a photo is still being sent ahead. */
  busy(): boolean;
  /** Waits for photos in flight; the photos to send with the lead (refused ones left out). */
  settle(): Promise<LeadPhoto[]>;
  /** Shows as sent the photos the sender obtained a token for. */
  sync(): void;
  /** The server no longer has the photos sent ahead: they go again on the next press. */
  forgetTokens(): void;
  /** The lead is received or saved on the device: an empty picker for the next one. */
  clear(): void;
}

type State = 'sending' | 'sent' | 'waiting' | 'refused';

interface Entry {
  photo: LeadPhoto;
  state: State;
  item: HTMLLIElement;
  bar: HTMLProgressElement;
  error: HTMLElement;
  url: string;
  xhr: XMLHttpRequest | null;
  done: Promise<void>;
}

export function attachPhotoPicker(form: HTMLFormElement): PhotoPicker | null {
  const root = form.querySelector<HTMLElement>('[data-quote-photos]');
  const input = root?.querySelector<HTMLInputElement>('input[type="file"]');
  const list = root?.querySelector<HTMLUListElement>('[data-quote-photos-list]');
  if (!root || !input || !list) return null;
  const doc = form.ownerDocument;
  const entries: Entry[] = [];
  const note = doc.createElement('p');
  note.setAttribute('role', 'alert');
  note.className = 'mt-1 text-sm text-red-700 empty:hidden';
  list.after(note);
  const counted = () => entries.filter((entry) => entry.state !== 'refused').length;

  const setState = (entry: Entry, state: State, message = '') => {
    entry.state = state;
    entry.item.dataset.state = state;
    entry.error.textContent = message;
    entry.bar.hidden = state === 'refused' || state === 'waiting';
    if (state === 'sent') entry.bar.value = 100;
  };

  /** Sends one photo ahead; resolves when it is sent, refused or left waiting. */
  const send = (entry: Entry): Promise<void> => {
    if (navigator.onLine === false) {
      setState(entry, 'waiting');
      return Promise.resolve();
    }
    setState(entry, 'sending');
    entry.bar.value = 0;
    entry.done = new Promise((resolve) => {
      const xhr = new XMLHttpRequest();
      entry.xhr = xhr;
      const finish = (outcome: PhotoUploadOutcome) => {
        entry.xhr = null;
        if (outcome.kind === 'token') {
          entry.photo.token = outcome.token;
          setState(entry, 'sent');
        } else if (outcome.kind === 'refused') setState(entry, 'refused', outcome.message);
        else setState(entry, 'waiting');
        resolve();
      };
      xhr.open('POST', LEAD_PHOTOS_ENDPOINT);
      xhr.timeout = limits.leadPhotos.uploadTimeoutMs;
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) entry.bar.value = Math.round((event.loaded / event.total) * 99);
      });
      xhr.addEventListener('load', () => {
        let body: unknown = {};
        try {
          body = JSON.parse(xhr.responseText) as unknown;
        } catch {
          // A proxy's HTML error page: the status decides.
        }
        finish(photoUploadOutcome(xhr.status, body, xhr.getResponseHeader('Retry-After')));
      });
      const lost = () => finish({ kind: 'retry', status: null });
      xhr.addEventListener('error', lost);
      xhr.addEventListener('timeout', lost);
      xhr.addEventListener('abort', () => resolve());
      xhr.send(photoForm(entry.photo.blob, entry.photo.name));
    });
    return entry.done;
  };

  const remove = (entry: Entry) => {
    entry.xhr?.abort();
    URL.revokeObjectURL(entry.url);
    entry.item.remove();
    entries.splice(entries.indexOf(entry), 1);
    note.textContent = '';
    input.focus();
  };

  const add = (file: File) => {
    const entry: Entry = {
      photo: { id: newIdempotencyKey(), name: file.name || 'photo.jpg', blob: file, token: null },
      state: 'waiting',
      item: doc.createElement('li'),
      bar: doc.createElement('progress'),
      error: doc.createElement('p'),
      url: URL.createObjectURL(file),
      xhr: null,
      done: Promise.resolve(),
    };
    const { item, bar, error, photo } = entry;
    item.className = 'relative';
    const thumb = doc.createElement('img');
    thumb.src = entry.url;
    thumb.alt = copy.photo(photo.name);
    thumb.className = 'aspect-square w-full rounded border border-slate-200 object-cover';
    // A format this browser cannot show (HEIC): its name instead; the server may still read it.
    thumb.addEventListener('error', () => {
      const name = doc.createElement('span');
      name.className =
        'flex aspect-square w-full items-center justify-center break-all rounded border border-slate-200 p-1 text-xs';
      name.textContent = photo.name;
      name.setAttribute('role', 'img');
      name.setAttribute('aria-label', thumb.alt);
      thumb.replaceWith(name);
    });
    const button = doc.createElement('button');
    button.type = 'button';
    button.textContent = '×';
    button.setAttribute('aria-label', copy.remove(photo.name));
    button.className =
      'absolute right-0 top-0 flex h-11 w-11 items-center justify-center rounded-full bg-ink-900/80 text-2xl leading-none text-white';
    button.addEventListener('click', () => remove(entry));
    bar.max = 100;
    bar.value = 0;
    bar.className = 'mt-1 h-2 w-full accent-brand-700';
    bar.setAttribute('aria-label', copy.progress(photo.name));
    error.className = 'mt-1 text-xs text-red-700 empty:hidden';
    item.append(thumb, button, bar, error);
    list.append(item);
    entries.push(entry);
    if (file.size > limits.upload.maxFileBytes) {
      // The server would refuse it after a long upload on a phone's signal: said at once.
      setState(entry, 'refused', messages.upload.tooLarge);
      return;
    }
    // Another format (HEIC) or not a photo: said at once too, online or offline (offline it
    // would wait with the request and be left out when it is sent).
    entry.done = isAcceptedPhoto(file).then((accepted) => {
      if (!entries.includes(entry)) return undefined;
      if (accepted) return send(entry);
      setState(entry, 'refused', copy.formats);
      return undefined;
    });
  };

  const take = (files: readonly File[]) => {
    note.textContent = '';
    for (const file of files) {
      if (counted() >= limits.leadPhotos.maxPerLead) {
        note.textContent = copy.tooMany;
        break;
      }
      add(file);
    }
    // The chosen files live in the list now; the same photo can be chosen again after a remove.
    input.value = '';
  };

  input.addEventListener('change', () => take(input.files ? [...input.files] : []));
  // Chosen before this code arrived.
  if (input.files?.length) take([...input.files]);

  return {
    busy: () => entries.some((entry) => entry.state === 'sending'),
    async settle() {
      await Promise.all(entries.map((entry) => entry.done));
      return entries.filter((entry) => entry.state !== 'refused').map((entry) => entry.photo);
    },
    sync() {
      for (const entry of entries) {
        if (entry.photo.token && entry.state === 'waiting') setState(entry, 'sent');
      }
    },
    forgetTokens() {
      for (const entry of entries) {
        if (entry.state === 'refused') continue;
        entry.photo.token = null;
        setState(entry, 'waiting');
      }
    },
    clear() {
      for (const entry of [...entries]) {
        entry.xhr?.abort();
        URL.revokeObjectURL(entry.url);
        entry.item.remove();
      }
      entries.length = 0;
      note.textContent = '';
    },
  };
}
