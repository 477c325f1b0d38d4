import { messages } from '#app/lib/messages.ts';
import { getContent } from '#app/routes/_context/context.server.ts';
import type { Route } from './+types/offline';
import {
  LEAD_QUEUE_INDICATOR,
  OFFLINE_ADMIN,
  OFFLINE_PAGE,
  OFFLINE_PUBLIC,
  OFFLINE_RETRY,
  hook,
} from '#app/lib/dom-hooks.ts';

/**
 * The page the service worker precaches and shows for any page it cannot fetch offline
 * (the admin included). The enhancement module fills in the queue state and picks the text.
 * It sits in the public layout's `<main>`, so its own frame is a plain block.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { phone: getContent(context).content.business.phones.main };
}

export const meta: Route.MetaFunction = () => [
  { title: messages.offline.title },
  { name: 'robots', content: 'noindex' },
];

export default function OfflinePage({ loaderData }: Route.ComponentProps) {
  const { phone } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16" {...hook(OFFLINE_PAGE)}>
      <h1 className="text-3xl font-bold">{messages.offline.title}</h1>
      <p className="mt-4 text-lg text-ink-700" {...hook(OFFLINE_PUBLIC)}>
        {messages.offline.text}
      </p>
      <p className="mt-4 text-lg text-ink-700" {...hook(OFFLINE_ADMIN)} hidden>
        {messages.offline.adminText}
      </p>
      <p className="mt-6 text-lg">
        {messages.offline.callPrompt}{' '}
        <a className="font-bold text-brand-700 underline" href={phone.href}>
          {phone.display}
        </a>
      </p>
      <div className="mt-6" {...hook(LEAD_QUEUE_INDICATOR)} hidden />
      <button
        type="button"
        className="mt-6 rounded bg-brand-700 px-5 py-3 font-semibold text-white"
        {...hook(OFFLINE_RETRY)}
        hidden
      >
        {messages.offline.retry}
      </button>
    </div>
  );
}
