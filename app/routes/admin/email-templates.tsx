import { TemplateEditor } from '#app/components/admin/dashboard/template-editor.tsx';
import { guardAction, guardLoader } from '#app/components/admin/network-guard.ts';
import { keepEditorAfterAction } from '#app/lib/admin-action.ts';
import { noAnswer, templateScreen } from '#app/lib/admin-intents.ts';
import { messages } from '#app/lib/messages.ts';
import type { RouteHandle } from '#app/lib/route-handle.ts';
import {
  confirmationTemplate,
  templateEditorAction,
  templateEditorLoader,
} from '#app/server/dashboard/template-editor.ts';
import type { Route } from './+types/email-templates';

export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = () => [
  { title: `Email Templates · ${messages.admin.title}` },
];

export const loader = templateEditorLoader(confirmationTemplate);

export const action = templateEditorAction(confirmationTemplate);

/** No answer from the server: the editor keeps the text, the toast says it was not saved. */
export async function clientAction(args: Route.ClientActionArgs) {
  return guardAction(args, noAnswer(templateScreen));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return guardLoader(args, {
    route: 'email-templates',
    message: messages.admin.loadSettingsFailed,
    fallback: () => ({
      template: null,
      previewHtml: '',
      previewOf: null,
      // Not the server's list: this code runs in the browser, which must not load mail code.
      variables: [],
      loadError: messages.admin.loadSettingsFailed,
    }),
  });
}
clientLoader.hydrate = true as const;

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';

export const shouldRevalidate = keepEditorAfterAction;

export default function EmailTemplates({ loaderData }: Route.ComponentProps) {
  return <TemplateEditor {...loaderData} previewUrl="/admin/email-templates/preview" />;
}
