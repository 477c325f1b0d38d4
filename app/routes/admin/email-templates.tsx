import { TemplateEditor } from '#app/components/admin/email-templates/template-editor.tsx';
import { adminTab, loadFailure, tabMeta } from '#app/components/admin/tab-route.ts';
import { keepEditorAfterAction } from '#app/lib/admin-action.ts';
import { templateScreen } from '#app/components/admin/email-templates/email-templates-intents.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { reviewsMessages } from '#app/lib/messages/reviews.ts';
import {
  templateEditorAction,
  templateEditorLoader,
} from '#app/routes/admin/template-editor.server.ts';
import type { Route } from './+types/email-templates';

/**
 * /admin/email-templates (the customer confirmation) and /admin/email-templates/review (the
 * review request): one editor over a template kind, chosen by the address.
 */
function isReview(pathname: string): boolean {
  return /\/review\/?$/.test(pathname);
}

export const meta: Route.MetaFunction = ({ location }) =>
  tabMeta(isReview(location.pathname) ? 'Review e-mail' : 'Email Templates');

export const loader = templateEditorLoader;

export const action = templateEditorAction;

/** No answer from the server: the editor keeps the text, the toast says it was not saved. */
const tab = adminTab<Route.ClientLoaderArgs, Route.ClientActionArgs>({
  screen: templateScreen,
  title: 'Email Templates',
  route: 'email-templates',
  ...loadFailure(adminMessages.loadSettingsFailed, ({ request }: Route.ClientLoaderArgs) => ({
    kind: isReview(new URL(request.url).pathname) ? ('review' as const) : ('confirmation' as const),
    template: null,
    previewHtml: '',
    previewOf: null,
    // Not the server's list: this code runs in the browser, which must not load mail code.
    tokens: [],
  })),
});
export const { handle, clientLoader, ErrorBoundary, clientAction } = tab;

export const shouldRevalidate = keepEditorAfterAction;

export default function EmailTemplates({ loaderData }: Route.ComponentProps) {
  tab.keepShown(loaderData);
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
