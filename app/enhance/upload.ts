import { limits } from '../lib/limits.ts';
import { uploadMessages } from '../lib/messages/upload.ts';
import type { HookSelector } from './hooks.ts';

/**
 * The /upload form with JavaScript: the spec's checks before sending, then each photo on its
 * own request with a real progress bar (XMLHttpRequest upload events; fetch has none), up to
 * three attempts with 400 ms x attempt between them, and the public addresses copied to the
 * clipboard one per line. Without JavaScript the same form posts one photo to the route.
 */
export function initUpload(doc: Document): void {
  const form = doc.querySelector<HTMLFormElement>('form[data-upload-form]' satisfies HookSelector);
  const input = form?.querySelector<HTMLInputElement>('input[type="file"]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const list = form?.querySelector<HTMLElement>('[data-upload-files]' satisfies HookSelector);
  const status = form?.querySelector<HTMLElement>('[data-upload-status]' satisfies HookSelector);
  const result = form?.querySelector<HTMLElement>('[data-upload-result]' satisfies HookSelector);
  const urlList = form?.querySelector<HTMLElement>('[data-upload-urls]' satisfies HookSelector);
  const copied = form?.querySelector<HTMLElement>('[data-upload-copied]' satisfies HookSelector);
  if (!form || !input || !button || !list || !status || !result || !urlList || !copied) return;
  // Our messages instead of the browser's bubble for an empty picker.
  form.noValidate = true;

  const say = (text: string, ok: boolean) => {
    status.textContent = text;
    status.classList.toggle('text-brand-700', !ok);
    status.classList.toggle('text-green-800', ok);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (button.disabled) return;
    const files = Array.from(input.files ?? []);
    const problem = checkFiles(files);
    if (problem) {
      say(problem, false);
      return;
    }
    void run(files);
  });

  async function run(files: File[]): Promise<void> {
    button!.disabled = true;
    button!.textContent = uploadMessages.submitting;
    say('', true);
    result!.hidden = true;
    copied!.hidden = true;
    urlList!.replaceChildren();
    const rows = files.map((file) => progressRow(doc, file));
    list!.replaceChildren(...rows.map((r) => r.item));

    const urls: string[] = [];
    const failures: string[] = [];
    for (const [i, file] of files.entries()) {
      const row = rows[i]!;
      try {
        const path = await uploadWithRetries(file, (fraction) => row.progress(fraction));
        urls.push(new URL(path, location.origin).href);
        row.done();
      } catch (error) {
        const reason = error instanceof UploadError ? error.message : uploadMessages.failed;
        failures.push(reason);
        row.failed(reason);
      }
    }

    input!.value = '';
    button!.disabled = false;
    button!.textContent = uploadMessages.submit;
    say(
      failures.length === 0 ? uploadMessages.success(urls.length) : uploadMessages.failed,
      failures.length === 0,
    );
    if (urls.length === 0) return;
    urlList!.replaceChildren(...urls.map((url) => linkItem(doc, url)));
    result!.hidden = false;
    try {
      await navigator.clipboard.writeText(urls.join('\n'));
      copied!.hidden = false;
    } catch {
      // Clipboard refused (permissions, no focus): the addresses are on the page.
    }
  }
}

/** The spec's three checks, in its order. */
export function checkFiles(files: readonly Pick<File, 'type' | 'size'>[]): string | undefined {
  if (files.length === 0) return uploadMessages.noFiles;
  if (files.some((f) => !f.type.startsWith('image/'))) return uploadMessages.notImage;
  if (files.some((f) => f.size > limits.upload.maxFileBytes)) return uploadMessages.tooLarge;
  return undefined;
}

class UploadError extends Error {
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.retryable = retryable;
  }
}

async function uploadWithRetries(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await uploadOnce(file, onProgress);
    } catch (error) {
      const retryable = !(error instanceof UploadError) || error.retryable;
      if (!retryable || attempt >= limits.upload.attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, limits.upload.backoffMs * attempt));
      onProgress(0);
    }
  }
}

function uploadOnce(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.responseType = 'json';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = (xhr.response ?? {}) as { path?: unknown; error?: unknown };
      if (xhr.status < 300 && typeof body.path === 'string') resolve(body.path);
      // A refusal (type, size, rate limit) will not change on a retry; a server error may.
      else
        reject(
          new UploadError(
            typeof body.error === 'string' ? body.error : uploadMessages.failed,
            xhr.status >= 500,
          ),
        );
    });
    xhr.addEventListener('error', () => reject(new UploadError(uploadMessages.failed, true)));
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

function progressRow(doc: Document, file: File) {
  const item = doc.createElement('li');
  const label = doc.createElement('div');
  label.className = 'flex justify-between gap-3 text-sm';
  const name = doc.createElement('span');
  name.className = 'truncate';
  name.textContent = file.name;
  const state = doc.createElement('span');
  state.textContent = '0%';
  label.append(name, state);
  const bar = doc.createElement('progress');
  bar.max = 100;
  bar.value = 0;
  bar.className = 'mt-1 h-2 w-full accent-brand-700';
  bar.setAttribute('aria-label', file.name);
  item.append(label, bar);
  return {
    item,
    progress(fraction: number) {
      bar.value = Math.round(fraction * 100);
      state.textContent = `${bar.value}%`;
    },
    done() {
      bar.value = 100;
      state.textContent = '100%';
      item.dataset.state = 'done';
    },
    failed(reason: string) {
      state.textContent = reason;
      item.dataset.state = 'failed';
    },
  };
}

function linkItem(doc: Document, url: string): HTMLLIElement {
  const item = doc.createElement('li');
  const link = doc.createElement('a');
  link.href = url;
  link.className = 'text-brand-700 underline';
  link.textContent = url;
  item.append(link);
  return item;
}
