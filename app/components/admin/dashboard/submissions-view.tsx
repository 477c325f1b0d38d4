import { Alert, Button, Group, Loader, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { Form, Link, useFetcher, useLocation, useNavigation, useSubmit } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import type { SubmissionQuery, SubmissionsPage, WeekRow } from '#app/lib/dashboard-view.ts';
import { filterLabels, submissionFilters } from '#app/lib/lead-display.ts';
import { limits } from '#app/lib/limits.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { LeadCard, leadFetcherKeys } from './lead-card.tsx';
import { LeadsChart } from './leads-chart.tsx';
import { SubmissionCounters } from './submission-counters.tsx';
import { useLoadErrorToast, useResultToast } from './use-result-toast.ts';
import { ScreenFrame } from './screen-frame.tsx';

export interface SubmissionsViewProps {
  query: SubmissionQuery;
  data: (SubmissionsPage & { chart: WeekRow[] }) | null;
  loadError: string | null;
}

function queryString(query: SubmissionQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.filter !== 'all') params.set('filter', query.filter);
  if (query.search) params.set('q', query.search);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The Submissions tab: counters, breakdown, chart, filter and search (in the URL), cards. */
export function SubmissionsView({ query, data, loadError }: SubmissionsViewProps) {
  useLoadErrorToast(loadError);
  useResultToast(useFetcher<AdminActionResult>({ key: leadFetcherKeys.status }).data);
  useResultToast(useFetcher<AdminActionResult>({ key: leadFetcherKeys.delete }).data);
  useResultToast(useFetcher<AdminActionResult>({ key: leadFetcherKeys.restore }).data);
  const submit = useSubmit();
  const exportParams = new URLSearchParams({ filter: query.filter, q: query.search });
  // A filter, search or page loads in place (the cards stay until the answer, or stay if none
  // comes): a small spinner says it is on its way.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const reloading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  return (
    <ScreenFrame title="Submissions" loadError={loadError} busy={reloading}>
      {data ? <SubmissionCounters counters={data.counters} breakdown={data.breakdown} /> : null}
      <Form method="get" role="search" aria-label="Find submissions">
        <Group align="flex-end" gap="xs" wrap="wrap">
          <NativeSelect
            name="filter"
            label="Filter"
            defaultValue={query.filter}
            key={query.filter}
            data={submissionFilters.map((f) => ({
              value: f,
              label:
                f === 'spam' && data
                  ? `${filterLabels[f]} (${data.counters.spam})`
                  : filterLabels[f],
            }))}
            onChange={(event) => submit(event.currentTarget.form)}
            style={{ minWidth: 140 }}
          />
          <TextInput
            name="q"
            type="search"
            label="Search name, e-mail or phone"
            defaultValue={query.search}
            key={query.search}
            maxLength={limits.admin.searchMax}
            style={{ flex: '1 1 200px' }}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
          <Button
            component="a"
            href={adminRoutes.submissionsCsv(exportParams)}
            variant="default"
            download
          >
            Export CSV
          </Button>
          {reloading ? <Loader size="sm" aria-label="Loading submissions" /> : null}
        </Group>
      </Form>
      {query.lead !== null ? (
        <Alert color="blue" data-testid="single-lead">
          Showing one lead only. <Link to={adminRoutes.submissions}>Show all submissions</Link>
        </Alert>
      ) : null}
      {data ? (
        <>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="matching">
            {data.matching} {data.matching === 1 ? 'lead' : 'leads'}
            {data.pageCount > 1 ? ` · page ${data.page} of ${data.pageCount}` : ''}
          </Text>
          {data.cards.length === 0 ? (
            <Text data-testid="empty">
              {query.filter === 'spam' ? adminMessages.noSpam : adminMessages.noSubmissions}
            </Text>
          ) : (
            <Stack gap="sm">
              {data.cards.map((lead) => (
                <LeadCard key={lead.id} lead={lead} />
              ))}
            </Stack>
          )}
          {data.pageCount > 1 ? (
            <Group component="nav" aria-label="Pages" justify="space-between">
              <Button
                component={Link}
                to={queryString(query, data.page - 1) || '?'}
                variant="default"
                disabled={data.page <= 1}
                aria-disabled={data.page <= 1}
                style={data.page <= 1 ? { pointerEvents: 'none' } : {}}
              >
                Newer
              </Button>
              <Text size="sm">
                Page {data.page} of {data.pageCount}
              </Text>
              <Button
                component={Link}
                to={queryString(query, data.page + 1)}
                variant="default"
                disabled={data.page >= data.pageCount}
                aria-disabled={data.page >= data.pageCount}
                style={data.page >= data.pageCount ? { pointerEvents: 'none' } : {}}
              >
                Older
              </Button>
            </Group>
          ) : null}
          <LeadsChart weeks={data.chart} />
        </>
      ) : null}
    </ScreenFrame>
  );
}
