import { TemplateEditor } from '#app/components/admin/dashboard/template-editor.tsx';
import { keepEditorAfterAction } from '#app/lib/admin-action.ts';
import { messages } from '#app/lib/messages.ts';
import type { RouteHandle } from '#app/lib/route-handle.ts';
import {
  reviewTemplate,
  templateEditorAction,
  templateEditorLoader,
} from '#app/server/dashboard/template-editor.ts';
import type { Route } from './+types/review-template';

export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = () => [
  { title: `Review e-mail · ${messages.admin.title}` },
];

export const loader = templateEditorLoader(reviewTemplate);

/** The same editor and actions as the confirmation's: save, reset to default, test send. */
export const action = templateEditorAction(reviewTemplate);

export const shouldRevalidate = keepEditorAfterAction;

export default function ReviewTemplate({ loaderData }: Route.ComponentProps) {
  return (
    <TemplateEditor
      {...loaderData}
      previewUrl="/admin/email-templates/review/preview"
      label={messages.reviews.templateLabel}
      description={messages.reviews.templateHelp}
    />
  );
}
