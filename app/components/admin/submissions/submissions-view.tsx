import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Form, Link, useFetcher, useLocation, useNavigation, useSubmit } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import type { SubmissionQuery, SubmissionsPage, WeekRow } from '#app/lib/dashboard-view.ts';
import type { WaitingEstimateView } from '#app/lib/estimate-admin-view.ts';
import { WaitingEstimates } from '../estimates/waiting-estimates.tsx';
import { filterLabels, submissionFilters } from '#app/lib/lead-display.ts';
import { limits } from '#app/lib/limits.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { useState } from 'react';
import { MantineChevron } from '../mantine-chevron.tsx';
import { PlainNativeSelect, PlainTextInput } from '../plain-input.tsx';
import { KeptNotes } from './kept-notes.tsx';
import { LeadCard, leadFetcherKeys } from './lead-card.tsx';
import { MoreLeads } from './more-leads.tsx';
import { LeadsChart } from './leads-chart.tsx';
import { SubmissionCounters } from './submission-counters.tsx';
import { useLoadErrorToast, useResultToast } from '../use-result-toast.ts';
import { ScreenFrame } from '../screen-frame.tsx';

export interface SubmissionsViewProps {
  query: SubmissionQuery;
  data: (SubmissionsPage & { chart: WeekRow[]; waiting?: WaitingEstimateView[] }) | null;
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

/**
 * The Submissions tab: counters, breakdown, chart, filter and search (in the URL), the first
 * page of cards from the server and the next ones on "Show more".
 */
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
  // Pages added below the server's one by "Show more": forgotten when the filter, search or
  // page changes.
  const listKey = `${query.filter}|${query.search}|${query.lead ?? ''}|${data?.page ?? 0}`;
  const [shown, setShown] = useState({ key: listKey, pages: 0 });
  const currentPages = (state: typeof shown) => (state.key === listKey ? state.pages : 0);
  const firstPage = data?.page ?? 1;
  const morePages = Array.from({ length: currentPages(shown) }, (_, i) => firstPage + i + 1);
  const nextPage = firstPage + morePages.length + 1;
  const shownIds = new Set(data?.cards.map((lead) => lead.id) ?? []);
  return (
    <ScreenFrame title="Submissions" loadError={loadError} busy={reloading}>
      {data ? <SubmissionCounters counters={data.counters} breakdown={data.breakdown} /> : null}
      {data?.waiting?.length ? <WaitingEstimates estimates={data.waiting} /> : null}
      <Form method="get" role="search" aria-label="Find submissions">
        <Group align="flex-end" gap="xs" wrap="wrap">
          {/* Plain fields drawn as Mantine's (plain-input.tsx): with the cards' selects and
              job values, the inbox loads none of Mantine's field code (issue 28). */}
          <PlainNativeSelect
            name="filter"
            label="Filter"
            defaultValue={query.filter}
            key={query.filter}
            options={submissionFilters.map((f) => ({
              value: f,
              label:
                f === 'spam' && data
                  ? `${filterLabels[f]} (${data.counters.spam})`
                  : filterLabels[f],
            }))}
            onChange={(event) => submit(event.currentTarget.form)}
            chevron={<MantineChevron />}
            style={{ minWidth: 140 }}
          />
          <PlainTextInput
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
          {reloading ? <Loader size="sm" aria-label="Loading submissions" /> : null}
        </Group>
      </Form>
      {query.lead !== null ? (
        <Alert color="blue" data-testid="single-lead">
          Showing one lead only. <Link to={adminRoutes.submissions}>Show all submissions</Link>
        </Alert>
      ) : null}
      <KeptNotes shownIds={shownIds} />
      {data ? (
        <>
          {/* The export sits on the count's line, not in the search form: on a phone the form's
              third row pushed the first lead below the first screen (issue 37). */}
          <Group justify="space-between" align="center" gap="xs">
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="matching">
              {data.matching} {data.matching === 1 ? 'lead' : 'leads'}
              {data.page > 1 ? ` · from page ${data.page} of ${data.pageCount}` : ''}
            </Text>
            <Button
              component="a"
              href={adminRoutes.submissionsCsv(exportParams)}
              variant="subtle"
              size="compact-sm"
              download
            >
              Export CSV
            </Button>
          </Group>
          {data.cards.length === 0 ? (
            <Text data-testid="empty">
              {query.filter === 'spam' ? adminMessages.noSpam : adminMessages.noSubmissions}
            </Text>
          ) : (
            <Stack gap="sm">
              {data.cards.map((lead) => (
                <LeadCard key={lead.id} lead={lead} />
              ))}
              {morePages.map((page) => (
                <MoreLeads
                  key={page}
                  url={`${adminRoutes.submissions}${queryString(query, page)}`}
                  shownIds={shownIds}
                />
              ))}
            </Stack>
          )}
          {data.page > 1 || nextPage <= data.pageCount ? (
            <Group component="nav" aria-label="Pages" gap="sm">
              {data.page > 1 ? (
                <Button component={Link} to={queryString(query, 1) || '?'} variant="default">
                  Newest
                </Button>
              ) : null}
              {nextPage <= data.pageCount ? (
                // Without JavaScript a link to the next page; with it, the next page is added below.
                <Button
                  component={Link}
                  to={queryString(query, nextPage)}
                  variant="default"
                  data-testid="show-more"
                  onClick={(event) => {
                    event.preventDefault();
                    setShown((now) => ({ key: listKey, pages: currentPages(now) + 1 }));
                  }}
                >
                  {adminMessages.showMore}
                </Button>
              ) : null}
            </Group>
          ) : null}
          <LeadsChart weeks={data.chart} />
        </>
      ) : null}
    </ScreenFrame>
  );
}
