import { Table, Text } from '@mantine/core';
import { ScrollRegion } from '#app/components/admin/dashboard/scroll-region.tsx';
import { keepShown } from '#app/components/admin/network-guard.ts';
import { tabClientLoader, tabMeta } from '#app/components/admin/tab-route.ts';
import { useLoadErrorToast } from '#app/components/admin/dashboard/use-result-toast.ts';
import { easternDateTime } from '#app/lib/lead-display.ts';
import { limits } from '#app/lib/limits.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import type { RouteHandle } from '#app/lib/route-handle.ts';
import { recentAudit } from '#app/server/auth/audit.ts';
import { getServices } from '#app/server/context.ts';
import { runAdmin } from '#app/server/dashboard/admin-guard.ts';
import type { Route } from './+types/audit';
import { ScreenFrame } from '#app/components/admin/dashboard/screen-frame.tsx';

export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = () => tabMeta('Audit log');

/** AUTH's sign-in audit log, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  return runAdmin(
    request,
    context,
    async () => ({
      rows: (await recentAudit(services, limits.admin.auditPageSize)).map((r) => ({
        ...r,
        when: easternDateTime(r.at),
      })),
      loadError: null,
    }),
    (error) => {
      services.log.error({ err: error }, 'loading the audit log failed');
      return { rows: [], loadError: adminMessages.loadAuditFailed };
    },
  );
}

export const clientLoader = tabClientLoader((_: Route.ClientLoaderArgs) => ({
  route: 'audit',
  message: adminMessages.loadAuditFailed,
  fallback: () => ({ rows: [], loadError: adminMessages.loadAuditFailed }),
}));

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';

export default function Audit({ loaderData }: Route.ComponentProps) {
  keepShown('audit', loaderData);
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
      <ScrollRegion label="Audit log table">
        <Table miw={560} striped data-testid="audit-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">When</Table.Th>
              <Table.Th scope="col">Event</Table.Th>
              <Table.Th scope="col">E-mail</Table.Th>
              <Table.Th scope="col">IP</Table.Th>
              <Table.Th scope="col">Device</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loaderData.rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.when}</Table.Td>
                <Table.Td>
                  {r.event}
                  {r.detail ? ` (${r.detail})` : ''}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.email ?? ''}</Table.Td>
                <Table.Td>{r.ip}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.userAgent}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </ScreenFrame>
  );
}
