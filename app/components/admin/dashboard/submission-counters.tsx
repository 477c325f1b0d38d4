import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { Breakdown, Counters } from '#app/lib/dashboard-view.ts';
import { serviceBreakdown } from '#app/lib/lead-display.ts';

/** A long label ("Maintenance/Openers") may break after its slash to fit a phone's column. */
function breakable(label: string) {
  return label.split('/').flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, '/', part]));
}

function Counter({ label, value, id }: { label: string; value: number; id: string }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={id} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} data-testid={`${id}-label`}>
        {breakable(label)}
      </Text>
      <Text size="xl" fw={700} data-testid={`${id}-value`}>
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
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        <Counter id="counter-total" label="Total" value={counters.total} />
        <Counter id="counter-new" label="New" value={counters.new} />
        <Counter id="counter-in-progress" label="In Progress" value={counters.inProgress} />
        <Counter id="counter-closed" label="Closed" value={counters.closed} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
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
