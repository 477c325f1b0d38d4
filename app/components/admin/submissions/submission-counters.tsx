import { Box, Paper, SimpleGrid, Text } from '@mantine/core';
import type { Breakdown, Counters } from '#app/lib/dashboard-view.ts';
import { serviceBreakdown } from '#app/lib/lead-display.ts';

/** A long label ("Maintenance/Openers") may break after its slash to fit a phone's column. */
function breakable(label: string) {
  return label.split('/').flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, '/', part]));
}

function Counter({ label, value, id }: { label: string; value: number; id: string }) {
  return (
    <Paper withBorder px="xs" py={6} radius="md" data-testid={id} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} data-testid={`${id}-label`}>
        {breakable(label)}
      </Text>
      <Text size="lg" fw={700} lh={1.3} data-testid={`${id}-value`}>
        {value}
      </Text>
    </Paper>
  );
}

/** Spec counters (spam not counted) and the service breakdown. */
export function SubmissionCounters({
  counters,
  breakdown,
}: {
  counters: Counters;
  breakdown: Breakdown;
}) {
  return (
    <section aria-label="Lead counts">
      {/* Four across on a phone too, drawn compact: the first screen must reach a lead (issue 37).
          Each column is at least as wide as its longest word ("PROGRESS"), the rest shared. */}
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(4, minmax(min-content, 1fr))',
          gap: 6,
        }}
      >
        <Counter id="counter-total" label="Total" value={counters.total} />
        <Counter id="counter-new" label="New" value={counters.new} />
        <Counter id="counter-in-progress" label="In Progress" value={counters.inProgress} />
        <Counter id="counter-closed" label="Closed" value={counters.closed} />
      </Box>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing={6} mt={6}>
        {serviceBreakdown.map((item) => (
          <Counter
            key={item.key}
            id={`breakdown-${item.key}`}
            label={item.label}
            value={breakdown[item.key]}
          />
        ))}
      </SimpleGrid>
    </section>
  );
}
