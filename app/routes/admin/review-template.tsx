import { type ShouldRevalidateFunctionArgs } from 'react-router';
import { TemplateEditor } from '#app/components/admin/dashboard/template-editor.tsx';
import { isFailedAdminAction, type AdminActionResult } from '#app/lib/admin-action.ts';
import { messages } from '#app/lib/messages.ts';
import type { RouteHandle } from '#app/lib/route-handle.ts';
import { getServices } from '#app/server/context.ts';
import { runAdmin } from '#app/server/dashboard/admin-guard.ts';
import { sampleValues, templateVariables } from '#app/server/dashboard/template-admin.ts';
import { previewReviewTemplate } from '#app/server/reviews/request.ts';
import { DEFAULT_REVIEW_TEMPLATE } from '#app/server/reviews/default-review-template.ts';
import { readReviewSettings, saveReviewTemplate } from '#app/server/reviews/settings.ts';
import { queueReviewTest } from '#app/server/reviews/template-admin.ts';
import type { Route } from './+types/review-template';

export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = () => [
  { title: `Review e-mail · ${messages.admin.title}` },
];

/** The confirmation's variables plus the review link. */
const variables = [...templateVariables, 'review_link'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  return runAdmin(
    request,
    context,
    async () => {
      const { template, link } = await readReviewSettings(services.db);
      return {
        template,
        previewHtml: previewReviewTemplate(template, sampleValues, link),
        variables,
        loadError: null,
      };
    },
    (error) => {
      services.log.error({ err: error }, 'loading the review template failed');
      return {
        template: null,
        previewHtml: '',
        variables,
        loadError: messages.admin.loadSettingsFailed,
      };
    },
  );
}

type TemplateResult = AdminActionResult & { template?: string };

/** The same editor and actions as the confirmation's: save, reset to default, test send. */
export async function action({ request, context }: Route.ActionArgs): Promise<TemplateResult> {
  const services = getServices(context);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? 'save');
  const template = String(form.get('template') ?? '');
  const failure =
    intent === 'test' ? messages.admin.testEmailFailed : messages.admin.templateSaveFailed;
  return runAdmin(
    request,
    context,
    async (): Promise<TemplateResult> => {
      switch (intent) {
        case 'reset':
          await saveReviewTemplate(services.db, '');
          return {
            intent,
            ok: true,
            message: messages.admin.templateReset,
            template: DEFAULT_REVIEW_TEMPLATE,
          };
        case 'test': {
          const to = await queueReviewTest(services.db, services.config, template);
          return { intent, ok: true, message: messages.admin.testEmailQueued(to) };
        }
        default:
          await saveReviewTemplate(services.db, template);
          return { intent: 'save', ok: true, message: messages.admin.templateSaved };
      }
    },
    (error) => {
      services.log.error({ err: error, intent }, 'review template action failed');
      return { intent, ok: false, message: failure };
    },
  );
}

export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (isFailedAdminAction(actionResult)) return false;
  return actionResult ? false : defaultShouldRevalidate;
}

export default function ReviewTemplate({ loaderData }: Route.ComponentProps) {
  return (
    <TemplateEditor
      template={loaderData.template}
      variables={loaderData.variables}
      previewHtml={loaderData.previewHtml}
      previewOf={null}
      previewUrl="/admin/email-templates/review/preview"
      loadError={loaderData.loadError}
      label={messages.reviews.templateLabel}
      description={messages.reviews.templateHelp}
    />
  );
}
