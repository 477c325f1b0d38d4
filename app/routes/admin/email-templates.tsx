import { TemplateEditor } from '#app/components/admin/dashboard/template-editor.tsx';
import { guardAction, keepShown } from '#app/components/admin/network-guard.ts';
import { tabClientLoader, tabMeta } from '#app/components/admin/tab-route.ts';
import { keepEditorAfterAction } from '#app/lib/admin-action.ts';
import { noAnswer, templateScreen } from '#app/lib/admin-intents.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { reviewsMessages } from '#app/lib/messages/reviews.ts';
import type { RouteHandle } from '#app/lib/route-handle.ts';
import {
  templateEditorAction,
  templateEditorLoader,
} from '#app/routes/admin/template-editor.server.ts';
import type { Route } from './+types/email-templates';

/**
 * /admin/email-templates (the customer confirmation) and /admin/email-templates/review (the
 * review request): one editor over a template kind, chosen by the address.
 */
export const handle: RouteHandle = { hydrate: true };

function isReview(pathname: string): boolean {
  return /\/review\/?$/.test(pathname);
}

export const meta: Route.MetaFunction = ({ location }) =>
  tabMeta(isReview(location.pathname) ? 'Review e-mail' : 'Email Templates');

export const loader = templateEditorLoader;

export const action = templateEditorAction;

/** No answer from the server: the editor keeps the text, the toast says it was not saved. */
export async function clientAction(args: Route.ClientActionArgs) {
  return guardAction(args, noAnswer(templateScreen));
}

export const clientLoader = tabClientLoader((args: Route.ClientLoaderArgs) => {
  const review = isReview(new URL(args.request.url).pathname);
  return {
    route: 'email-templates',
    message: adminMessages.loadSettingsFailed,
    fallback: () => ({
      kind: review ? ('review' as const) : ('confirmation' as const),
      template: null,
      previewHtml: '',
      previewOf: null,
      // Not the server's list: this code runs in the browser, which must not load mail code.
      tokens: [],
      loadError: adminMessages.loadSettingsFailed,
    }),
  };
});

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';

export const shouldRevalidate = keepEditorAfterAction;

export default function EmailTemplates({ loaderData }: Route.ComponentProps) {
  keepShown('email-templates', loaderData);
  // Keyed by kind: moving between the two editors starts a fresh one (its text is its state).
  return loaderData.kind === 'review' ? (
    <TemplateEditor
      key="review"
      {...loaderData}
      previewUrl="/admin/email-templates/review/preview"
      label={reviewsMessages.templateLabel}
      description={reviewsMessages.templateHelp}
    />
  ) : (
    <TemplateEditor
      key="confirmation"
      {...loaderData}
      previewUrl="/admin/email-templates/preview"
    />
  );
}
