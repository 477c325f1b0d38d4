import { Text } from '@mantine/core';
import { AuditTable } from '#app/components/admin/audit/audit-table.tsx';
import { adminTab, loadFailure } from '#app/components/admin/tab-route.ts';
import { useLoadErrorToast } from '#app/components/admin/use-result-toast.ts';
import { easternDateTime } from '#app/lib/lead-display.ts';
import { limits } from '#app/lib/limits.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { recentAudit } from '#app/server/auth/audit.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import type { Route } from './+types/audit';
import { ScreenFrame } from '#app/components/admin/screen-frame.tsx';

/** AUTH's sign-in audit log, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return runAdminLogged(
    request,
    context,
    async (services) => ({
      rows: (await recentAudit(services, limits.admin.auditPageSize)).map((r) => ({
        ...r,
        when: easternDateTime(r.at),
      })),
      loadError: null,
    }),
    { log: 'loading the audit log failed', answer: failure.fallback },
  );
}

const failure = loadFailure(adminMessages.loadAuditFailed, () => ({ rows: [] }));

const tab = adminTab<Route.ClientLoaderArgs>({
  title: 'Audit log',
  route: 'audit',
  ...failure,
});
export const { handle, meta, clientLoader, ErrorBoundary } = tab;

export default function Audit({ loaderData }: Route.ComponentProps) {
  tab.keepShown(loaderData);
  useLoadErrorToast(loaderData.loadError);
  return (
    <ScreenFrame
      title="Audit log"
      loadError={loaderData.loadError}
      intro={
        <Text size="sm">
          Sign-ins, failed attempts, sign-outs and credential changes (last{' '}
          {limits.admin.auditPageSize}).
        </Text>
      }
    >
      <AuditTable rows={loaderData.rows} />
    </ScreenFrame>
  );
}
