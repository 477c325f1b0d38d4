import { business } from '#app/content/business.ts';
import { messages } from '#app/lib/messages.ts';
import type { Route } from './+types/offline';

/**
 * The page the service worker precaches and shows for any page it cannot fetch offline
 * (the admin included). The enhancement module fills in the queue state and picks the text.
 */
export const meta: Route.MetaFunction = () => [
  { title: messages.offline.title },
  { name: 'robots', content: 'noindex' },
];

export default function OfflinePage() {
  const phone = business.phones.main;
  return (
    <main className="mx-auto max-w-2xl px-4 py-16" data-offline-page="">
      <h1 className="text-3xl font-bold">{messages.offline.title}</h1>
      <p className="mt-4 text-lg text-ink-700" data-offline-public="">
        {messages.offline.text}
      </p>
      <p className="mt-4 text-lg text-ink-700" data-offline-admin="" hidden>
        {messages.offline.adminText}
      </p>
      <p className="mt-6 text-lg">
        {messages.offline.callPrompt}{' '}
        <a className="font-bold text-brand-700 underline" href={phone.href}>
          {phone.display}
        </a>
      </p>
      <div className="mt-6" data-lead-queue-indicator="" hidden />
      <button
        type="button"
        className="mt-6 rounded bg-brand-700 px-5 py-3 font-semibold text-white"
        data-offline-retry=""
        hidden
      >
        {messages.offline.retry}
      </button>
    </main>
  );
}
