import type { RouterContextProvider } from 'react-router';
import type { AppServices } from '#app/server/services.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';

/** A short plain-text answer (a refused or failed download); never cached. */
export function plainTextAnswer(message: string, status: number): Response {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** A CSV file to save: never cached (it holds leads or statistics), never sniffed as HTML. */
export function csvAttachment(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * A dashboard download (the CSV exports): for a signed-in admin only; anything that fails is
 * logged and answered 503 with the screen's own load-failure message, in plain text.
 */
export function adminDownload(
  request: Request,
  context: Readonly<RouterContextProvider>,
  failure: { log: string; message: string },
  make: (services: AppServices) => Promise<Response>,
): Promise<Response> {
  return runAdminLogged(request, context, make, {
    log: failure.log,
    answer: () => plainTextAnswer(failure.message, 503),
  });
}
