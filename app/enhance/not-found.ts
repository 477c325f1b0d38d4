import { notFoundMessages } from '../lib/messages/not-found.ts';
import type { Hook, HookSelector } from './hooks.ts';

/** The spec asks for the attempted path in the console on the not-found page. */
export function logNotFound(doc: Document): void {
  const path = doc
    .querySelector<HTMLElement>('[data-not-found-path]' satisfies HookSelector)
    ?.getAttribute('data-not-found-path' satisfies Hook);
  if (path !== undefined) {
    console.error(`${notFoundMessages.consoleMessage}:`, path);
  }
}
