import { Table } from '@mantine/core';
import { ScrollRegion } from '#app/components/admin/scroll-region.tsx';

/** One line of the sign-in audit log as the admin screens show it (`when` already formatted). */
export interface AuditView {
  id: number;
  when: string;
  event: string;
  email: string | null;
  ip: string;
  userAgent: string;
  detail: string | null;
}

/** The sign-in audit log's table: the Audit tab and the Security screen draw the same one. */
export function AuditTable({ rows }: { rows: readonly AuditView[] }) {
  return (
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
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.when}</Table.Td>
              <Table.Td>
                {r.event}
                {r.detail ? ` (${r.detail})` : ''}
              </Table.Td>
              {/* On one line: breakable anywhere, the column shrank to a few letters and the
                  address ran down the cell one letter group per line at 390 px (issue 27). The
                  table scrolls sideways in its region instead. */}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.email ?? ''}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.ip}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere', minWidth: '12rem' }}>
                {r.userAgent}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
