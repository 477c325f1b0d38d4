import { Paper, Stack, Text, Title } from '@mantine/core';
import {
  formatDollars,
  insightFunnel,
  shareOf,
  shareText,
  type InsightsReport,
} from '#app/lib/insights.ts';
import { insightsMessages } from '#app/lib/messages/insights.ts';

const t = insightsMessages;

const STEP_LABEL = {
  views: t.views,
  formStarts: t.formStarts,
  requests: t.quotes,
  booked: t.booked,
  estimatesSent: t.estimatesSent,
  estimatesViewed: t.estimatesViewed,
  estimatesAccepted: t.estimatesAccepted,
  won: t.won,
} as const;

/**
 * Insights' funnel (issues 30 and 39): visits → form starts → quote requests → visits booked →
 * estimates sent → viewed → accepted (with the accepted amount) → jobs won,
 * each with its share of the step before and the period before. Bars are plain elements sized
 * against the first step (no chart code: the tab stays light on a phone).
 */
export function Funnel(props: {
  totals: InsightsReport['totals'];
  previous: InsightsReport['previous'];
  days: number;
}) {
  const steps = insightFunnel(props.totals);
  const before = insightFunnel(props.previous);
  const widest = Math.max(1, ...steps.map((s) => s.count));
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="insights-funnel-title">
      <Stack gap={6}>
        <Title order={3} size="h5" id="insights-funnel-title">
          {t.funnel}
        </Title>
        <ol data-testid="insights-funnel" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {steps.map((step, i) => {
            const prior = i === 0 ? null : steps[i - 1]!.count;
            const rate = prior === null ? null : shareOf(step.count, prior);
            const share = rate === null ? null : shareText(rate);
            return (
              <li key={step.step} data-step={step.step} style={{ marginBottom: 6 }}>
                <Text size="sm">
                  <strong data-testid={`funnel-${step.step}`}>{step.count}</strong>{' '}
                  {STEP_LABEL[step.step]}
                  {share ? ` · ${share}` : ''}
                  {step.step === 'estimatesAccepted' ? (
                    <span data-testid="funnel-accepted-value">
                      {` · ${formatDollars(props.totals.acceptedCents)}`}
                    </span>
                  ) : null}
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({before[i]!.count} {t.versusPrevious(props.days)})
                  </Text>
                </Text>
                <div
                  aria-hidden="true"
                  style={{
                    height: 8,
                    borderRadius: 4,
                    background: 'var(--mantine-color-green-7)',
                    width: `${Math.max(1, (step.count / widest) * 100)}%`,
                  }}
                />
              </li>
            );
          })}
        </ol>
      </Stack>
    </Paper>
  );
}
