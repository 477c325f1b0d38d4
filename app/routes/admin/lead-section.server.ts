import type { RouterContextProvider } from 'react-router';
import type { AppServices } from '#app/server/services.ts';
import { runAdminLogged } from './admin-guard.server.ts';
import { adminHeaders } from './styles.ts';

interface LeadSectionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}

/**
 * A lead card's section as JSON, loaded when the owner opens it: `view` of the lead the URL
 * names. Signed out: the session check's redirect; a lead that is gone: 404; the database
 * down: 503 (logged as `log`). The card's sections answer alike, so they share this.
 */
export async function leadSectionJson<T>(
  { request, context, params }: LeadSectionArgs,
  view: (services: AppServices, leadId: number) => Promise<T | null | undefined>,
  log: string,
): Promise<Response> {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) return Response.json(null, { status: 404 });
  return runAdminLogged(
    request,
    context,
    async (services) => {
      const found = await view(services, id);
      return Response.json(found ?? null, { status: found ? 200 : 404, headers: adminHeaders });
    },
    { log, answer: () => Response.json(null, { status: 503, headers: adminHeaders }) },
  );
}
