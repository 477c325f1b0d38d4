import { getServices } from '#app/server/context.ts';
import { runAdmin } from '#app/server/dashboard/admin-guard.ts';
import { leadValues, previewTemplate, sampleValues } from '#app/server/dashboard/template-admin.ts';
import type { Route } from './+types/email-template-preview';

/** Only POST renders; a signed-out GET goes to the gate like every admin address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return runAdmin(
    request,
    context,
    async () => new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } }),
    () => new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } }),
  );
}

/** The editor's live preview: the template filled by the mail code itself, values escaped. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  return runAdmin(
    request,
    context,
    async () => {
      const form = await request.formData();
      const lead = Number(form.get('lead') ?? '');
      const values =
        Number.isSafeInteger(lead) && lead > 0 ? await leadValues(services, lead) : null;
      const html = previewTemplate(String(form.get('template') ?? ''), values ?? sampleValues);
      return Response.json({ html }, { headers: { 'Cache-Control': 'no-store' } });
    },
    (error) => {
      services.log.error({ err: error }, 'template preview failed');
      return Response.json({ html: null }, { status: 503 });
    },
  );
}
