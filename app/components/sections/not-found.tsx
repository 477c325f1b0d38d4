import { messages } from '#app/lib/messages.ts';
import { buttonClass } from '../ui/link-button.tsx';
import { NOT_FOUND_PATH, hook } from '#app/lib/dom-hooks.ts';

/**
 * The 404 page body. `data-not-found-path` lets app/enhance/not-found.ts log the attempted
 * path with the spec's console message.
 */
export function NotFound({ path }: { path: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center" {...hook(NOT_FOUND_PATH, path)}>
      <h1 className="text-6xl font-bold">{messages.notFound.heading}</h1>
      <p className="mt-4 text-xl text-ink-700">{messages.notFound.text}</p>
      <a className={buttonClass('primary', 'mt-8')} href="/">
        {messages.notFound.returnHome}
      </a>
    </div>
  );
}
