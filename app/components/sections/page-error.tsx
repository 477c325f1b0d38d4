import { isRouteErrorResponse, useLocation, useRouteLoaderData } from 'react-router';
import type { Phone } from '#app/content/schema.ts';
import { messages } from '#app/lib/messages.ts';
import { routes } from '#app/lib/urls.ts';
import { CallLine } from '../ui/call-line.tsx';
import { buttonClass } from '../ui/link-button.tsx';
import { NotFound } from './not-found.tsx';

const m = messages.pageError;

/** The HTTP status an error stands for: a thrown response's, else a failure of ours. */
const statusOf = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500);

/**
 * A public page that cannot be shown, inside the site's header and footer: an unknown address
 * (the site's 404), a form posted to a page that takes none (405), the database not answering
 * (503), or another failure on our side.
 * What the visitor reads says which, never the error's own text, and always how to reach us.
 */
export function PageError({
  error,
  path,
  phone,
}: {
  error: unknown;
  path: string;
  /** The main phone, when the layout's content was read. */
  phone: Pick<Phone, 'display' | 'href'> | undefined;
}) {
  const status = statusOf(error);
  if (status === 404) return <NotFound path={path} />;
  const noForm = status === 405;
  const { heading, text } = pageErrorCopy(status);
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">{heading}</h1>
      <p className="mt-4 text-xl text-ink-700">{text}</p>
      {phone ? <CallLine className="mt-4 text-lg" text={m.callLine} phone={phone} /> : null}
      <a className={buttonClass('primary', 'mt-8')} href={noForm ? routes.freeEstimate : '/'}>
        {noForm ? m.noFormLink : m.returnHome}
      </a>
    </div>
  );
}

/** What `PageError` says for a status other than 404. */
function pageErrorCopy(status: number): { heading: string; text: string } {
  if (status === 405) return { heading: m.noFormHeading, text: m.noFormText };
  // A loader's 503: the database did not answer; the page will open again.
  if (status === 503) return { heading: m.unavailableHeading, text: m.unavailableText };
  return { heading: m.failedHeading, text: m.failedText };
}

/** The page's title for the error `PageError` shows; never indexed. */
export function pageErrorTitle(error: unknown): string {
  const status = statusOf(error);
  return status === 404 ? messages.notFound.title : pageErrorCopy(status).heading;
}

/** The public layout's loader data, as far as an error page needs it. */
interface LayoutData {
  business: { phones: { main: Pick<Phone, 'display' | 'href'> } };
}
/** The public layout's route id (its file), whose loader runs above any page's error. */
const PUBLIC_LAYOUT_ID = 'routes/_marketing/layout';

/** A public route's ErrorBoundary body: the page's path and the main phone read here. */
export function PublicPageError({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const layout = useRouteLoaderData<() => LayoutData>(PUBLIC_LAYOUT_ID);
  return <PageError error={error} path={pathname} phone={layout?.business.phones.main} />;
}
