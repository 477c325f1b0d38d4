import { type ShouldRevalidateFunctionArgs } from 'react-router';
import { TemplateEditor } from '#app/components/admin/dashboard/template-editor.tsx';
import { guardAction, guardLoader } from '#app/components/admin/network-guard.ts';
import { isFailedAdminAction, type AdminActionResult } from '#app/lib/admin-action.ts';
import { messages } from '#app/lib/messages.ts';
import type { RouteHandle } from '#app/lib/route-handle.ts';
import { getServices } from '#app/server/context.ts';
import { runAdmin } from '#app/server/dashboard/admin-guard.ts';
import {
  leadValues,
  previewTemplate,
  queueTestEmail,
  readTemplate,
  resetTemplate,
  sampleValues,
  saveTemplate,
  templateVariables,
} from '#app/server/dashboard/template-admin.ts';
import type { Route } from './+types/email-templates';

export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = () => [
  { title: `Email Templates · ${messages.admin.title}` },
];

function leadParam(value: string | null): number | null {
  const id = Number(value ?? '');
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const leadId = leadParam(new URL(request.url).searchParams.get('lead'));
  return runAdmin(
    request,
    context,
    async () => {
      const { template } = await readTemplate(services);
      const values = leadId ? await leadValues(services, leadId) : null;
      return {
        template,
        previewHtml: previewTemplate(template, values ?? sampleValues),
        previewOf: values && leadId ? { leadId, name: values.name ?? '' } : null,
        variables: templateVariables,
        loadError: null,
      };
    },
    (error) => {
      services.log.error({ err: error }, 'loading the e-mail template failed');
      return {
        template: null,
        previewHtml: '',
        previewOf: null,
        variables: templateVariables,
        loadError: messages.admin.loadSettingsFailed,
      };
    },
  );
}

type TemplateResult = AdminActionResult & { template?: string };

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
          return {
            intent,
            ok: true,
            message: messages.admin.templateReset,
            template: await resetTemplate(services),
          };
        case 'test': {
          const to = await queueTestEmail(services, template);
          return { intent, ok: true, message: messages.admin.testEmailQueued(to) };
        }
        default:
          await saveTemplate(services, template);
          return { intent: 'save', ok: true, message: messages.admin.templateSaved };
      }
    },
    (error) => {
      services.log.error({ err: error, intent }, 'e-mail template action failed');
      return { intent, ok: false, message: failure };
    },
  );
}

/** No answer from the server: the editor keeps the text, the toast says it was not saved. */
export async function clientAction(args: Route.ClientActionArgs): Promise<TemplateResult> {
  return guardAction(args, (form) => {
    const intent = String(form.get('intent') ?? 'save');
    return {
      intent,
      ok: false,
      message:
        intent === 'test' ? messages.admin.testEmailFailed : messages.admin.templateSaveFailed,
    };
  });
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

export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // The editor holds the text; reloading after a save would only reset the cursor.
  if (isFailedAdminAction(actionResult)) return false;
  return actionResult ? false : defaultShouldRevalidate;
}

export default function EmailTemplates({ loaderData }: Route.ComponentProps) {
  return (
    <TemplateEditor
      template={loaderData.template}
      variables={loaderData.variables}
      previewHtml={loaderData.previewHtml}
      previewOf={loaderData.previewOf}
      previewUrl="/admin/email-templates/preview"
      loadError={loaderData.loadError}
    />
  );
}
