import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import {
  conversionRate,
  shareText,
  formatDollars,
  type InsightCounts,
  type InsightsReport,
} from '#app/lib/insights.ts';
import { limits } from '#app/lib/limits.ts';
import { insightsMessages } from '#app/lib/messages/insights.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { ScrollRegion } from '../scroll-region.tsx';
import { DailyBars } from './daily-bars.tsx';
import { Funnel } from './funnel.tsx';

const t = insightsMessages;

function change(now: number, before: number): string {
  const diff = now - before;
  return diff === 0 ? '±0' : diff > 0 ? `+${diff}` : String(diff);
}

/** The three counts, in the order of the totals' cards. */
const COUNTED = ['calls', 'quotes', 'views'] as const satisfies readonly (keyof InsightCounts)[];

/** The totals told as money or a share; each shows the period before in the same form. */
const FIGURES: readonly {
  label: 'revenue' | 'acceptedValue' | 'conversion';
  testId: string;
  text: (totals: InsightsReport['totals']) => string;
}[] = [
  { label: 'revenue', testId: 'total-revenue', text: (n) => formatDollars(n.revenueCents) },
  { label: 'acceptedValue', testId: 'total-accepted', text: (n) => formatDollars(n.acceptedCents) },
  { label: 'conversion', testId: 'total-rate', text: (n) => shareText(conversionRate(n)) },
];

/**
 * The count tables' columns after the name, in their order on screen: the counts, then what
 * came of the requests (issue 30: booked, won, and the revenue the owner recorded).
 */
const COLUMNS = [
  'views',
  'calls',
  'quotes',
  'booked',
  'won',
  'revenueCents',
] as const satisfies readonly (keyof InsightCounts)[];

/** A column's heading, and its cell as the owner reads it. */
const columnLabel = (key: (typeof COLUMNS)[number]) =>
  key === 'revenueCents' ? t.revenue : t[key];
const cell = (key: (typeof COLUMNS)[number], value: number) =>
  key === 'revenueCents' ? formatDollars(value) : value;

/** Each count's colour in the daily bars. */
const SERIES_COLOR: Record<(typeof COUNTED)[number], string> = {
  calls: 'var(--mantine-color-blue-7)',
  quotes: 'var(--mantine-color-green-8)',
  views: 'var(--mantine-color-gray-6)',
};

/** One count per day, as a series of the daily bars. */
function dailySeries(daily: InsightsReport['daily'], key: (typeof COUNTED)[number]) {
  return { label: t[key], color: SERIES_COLOR[key], values: daily.map((d) => d[key]) };
}

function Total({
  label,
  value,
  previous,
  days,
  testId,
}: {
  label: string;
  value: string;
  previous: string;
  days: number;
  testId: string;
}) {
  return (
    <Paper withBorder p="sm" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={`${testId}-value`}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {previous} {t.versusPrevious(days)}
      </Text>
    </Paper>
  );
}

/** The report's count tables, in their order on screen. */
const COUNT_TABLES = ['pages', 'sources', 'devices', 'cities'] as const;
type CountTable = (typeof COUNT_TABLES)[number];

/** Each count table's caption, its first column's heading and where a row's name is. */
const COUNT_TABLE_SPEC: {
  [T in CountTable]: {
    caption: string;
    label: string;
    name: (row: InsightsReport[T][number]) => string;
    /** Paths have no spaces and may break anywhere; a town or source breaks only between words. */
    breakAnywhere: boolean;
  };
} = {
  pages: { caption: t.byPage, label: 'Page', name: (r) => r.path, breakAnywhere: true },
  sources: { caption: t.bySource, label: 'Source', name: (r) => r.source, breakAnywhere: false },
  devices: { caption: t.byDevice, label: 'Device', name: (r) => r.device, breakAnywhere: false },
  cities: { caption: t.byCity, label: 'Town', name: (r) => r.city, breakAnywhere: false },
};

/**
 * The name column stays in view while the counts scroll sideways on a phone (issue 37: columns
 * past the screen edge left the owner reading numbers without their row's name).
 */
const stickyName = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
} as const;

/**
 * One of the report's count tables: its rows, its CSV download (`table` names it for the
 * export) and its test id (`insights-<table>`) all come from the table's name.
 */
function CountsTable<T extends CountTable>({
  table,
  report,
}: {
  table: T;
  report: InsightsReport;
}) {
  const { caption, label, name, breakAnywhere } = COUNT_TABLE_SPEC[table];
  const rows: ReadonlyArray<InsightsReport[T][number]> = report[table];
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h5">
          {caption}
        </Title>
        <Anchor href={adminRoutes.insightsCsv(table, report.days)} size="sm" download>
          {t.downloadCsv}
        </Anchor>
      </Group>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.empty}
        </Text>
      ) : (
        <ScrollRegion label={caption}>
          <Table striped data-testid={`insights-${table}`} miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" style={stickyName}>
                  {label}
                </Table.Th>
                {COLUMNS.map((key) => (
                  <Table.Th key={key} scope="col" ta="right">
                    {columnLabel(key)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={name(row)} data-row={name(row)}>
                  <Table.Th
                    scope="row"
                    fw="normal"
                    style={{
                      ...stickyName,
                      minWidth: '7.5em',
                      overflowWrap: breakAnywhere ? 'anywhere' : 'normal',
                    }}
                  >
                    {name(row)}
                  </Table.Th>
                  {COLUMNS.map((key) => (
                    <Table.Td key={key} ta="right" data-col={key}>
                      {cell(key, row[key])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Stack>
  );
}

/** The owner's Insights tab: what the site earned in calls, quotes and visits (issue 16). */
export function InsightsView({
  report,
  loadError,
}: {
  report: InsightsReport | null;
  loadError: string | null;
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          {t.title}
        </Title>
        <Group gap={4} role="group" aria-label="Period">
          {limits.insights.periods.map((days) => (
            <Button
              key={days}
              component={Link}
              to={adminRoutes.insightsPeriod(days)}
              size="xs"
              variant={report?.days === days ? 'filled' : 'default'}
              aria-current={report?.days === days ? 'page' : undefined}
              preventScrollReset
            >
              {t.period(days)}
            </Button>
          ))}
        </Group>
      </Group>
      <Text size="sm">{t.intro}</Text>
      {loadError || !report ? (
        <Alert color="red" role="alert">
          {loadError ?? t.loadFailed}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {report.from} – {report.to}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {COUNTED.map((key) => (
              <Total
                key={key}
                label={t[key]}
                value={String(report.totals[key])}
                previous={change(report.totals[key], report.previous[key])}
                days={report.days}
                testId={`total-${key}`}
              />
            ))}
            {FIGURES.map((figure) => (
              <Total
                key={figure.testId}
                label={t[figure.label]}
                value={figure.text(report.totals)}
                previous={figure.text(report.previous)}
                days={report.days}
                testId={figure.testId}
              />
            ))}
          </SimpleGrid>
          <Funnel totals={report.totals} previous={report.previous} days={report.days} />
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={3} size="h5">
                {t.daily}
              </Title>
              <Anchor href={adminRoutes.insightsCsv('daily', report.days)} size="sm" download>
                {t.downloadCsv}
              </Anchor>
            </Group>
            <DailyBars
              title={t.calls + ' & ' + t.quotes.toLowerCase()}
              dates={report.daily.map((d) => d.date)}
              series={[dailySeries(report.daily, 'calls'), dailySeries(report.daily, 'quotes')]}
            />
            <DailyBars
              title={t.views}
              dates={report.daily.map((d) => d.date)}
              series={[dailySeries(report.daily, 'views')]}
            />
          </Stack>
          {COUNT_TABLES.map((table) => (
            <CountsTable key={table} table={table} report={report} />
          ))}
          {report.places.length > 0 ? (
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t.byPlace}
              </Title>
              <Text size="sm" data-testid="insights-places">
                {report.places.map((p) => `${p.place}: ${p.calls}`).join(' · ')}
              </Text>
            </Stack>
          ) : null}
        </>
      )}
    </Stack>
  );
}
