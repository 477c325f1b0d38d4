import { LazyBarChart as BarChart } from '../lazy/bar-chart.tsx';
import { Box, Table, Text, Title } from '@mantine/core';
import { ScrollRegion } from '../scroll-region.tsx';
import { chartSeries, type WeekRow } from '#app/lib/dashboard-view.ts';

/** Leads per week by service, last 12 weeks; the numbers are also there as a table. */
export function LeadsChart({ weeks }: { weeks: WeekRow[] }) {
  return (
    <Box component="section" aria-labelledby="leads-chart-title">
      <Title order={2} size="h4" id="leads-chart-title" mb="xs">
        Leads per week (last {weeks.length} weeks)
      </Title>
      <Box
        role="img"
        aria-label="Bar chart of leads per week by service; the numbers are in the table below."
      >
        <BarChart
          h={200}
          data={weeks}
          dataKey="week"
          type="stacked"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          series={chartSeries.map((s) => ({ name: s.key, label: s.label, color: s.color }))}
          tickLine="none"
          gridAxis="y"
          barChartProps={{ accessibilityLayer: false }}
        />
      </Box>
      <details>
        <summary>
          <Text span size="sm">
            Show as a table
          </Text>
        </summary>
        <ScrollRegion label="Leads per week table">
          <Table miw={420} striped data-testid="chart-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Week of</Table.Th>
                {chartSeries.map((s) => (
                  <Table.Th scope="col" key={s.key}>
                    {s.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {weeks.map((w) => (
                <Table.Tr key={w.weekStart}>
                  <Table.Th scope="row">{w.week}</Table.Th>
                  {chartSeries.map((s) => (
                    <Table.Td key={s.key}>{w[s.key]}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </details>
    </Box>
  );
}
