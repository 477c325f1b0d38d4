import { getServices } from '#app/server/context.ts';
import { runAdmin } from '#app/server/dashboard/admin-guard.ts';
import { leadValues, sampleValues } from '#app/server/dashboard/template-admin.ts';
import { previewReviewTemplate } from '#app/server/reviews/request.ts';
import { readReviewSettings } from '#app/server/reviews/settings.ts';
import type { Route } from './+types/review-template-preview';

/** Only POST renders; a signed-out GET goes to the gate like every admin address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return runAdmin(
    request,
    context,
    async () => new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } }),
    () => new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } }),
  );
}

/** The review editor's live preview, rendered by the code that renders the real e-mail. */
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
      const { link } = await readReviewSettings(services.db);
      const html = previewReviewTemplate(
        String(form.get('template') ?? ''),
        values ?? sampleValues,
        link,
      );
      return Response.json({ html }, { headers: { 'Cache-Control': 'no-store' } });
    },
    (error) => {
      services.log.error({ err: error }, 'review template preview failed');
      return Response.json({ html: null }, { status: 503 });
    },
  );
}
