import { messages } from '../lib/messages.ts';
import { NOT_FOUND_PATH } from '../lib/dom-hooks.ts';

/** The spec asks for the attempted path in the console on the not-found page. */
export function logNotFound(doc: Document): void {
  const path = doc.querySelector<HTMLElement>(`[${NOT_FOUND_PATH}]`)?.getAttribute(NOT_FOUND_PATH);
  if (path !== undefined) {
    console.error(`${messages.notFound.consoleMessage}:`, path);
  }
}
