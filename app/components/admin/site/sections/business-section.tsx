import { Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { siteContentLimits } from '#app/lib/limits.ts';
import { ListError, NumberField, SwitchField, TextAreaField, TextField } from '../fields.tsx';
import { useSiteEditor } from '../site-editor.tsx';

const caps = siteContentLimits;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

interface SpecialHoursEntry {
  date: string;
  closed: boolean;
  opens?: string;
  closes?: string;
  label: string;
}

/** Business profile: phone lines, e-mails, weekly and special hours, the facts the pages quote. */
export function BusinessSection() {
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Name, phone lines and e-mail
          </Title>
          <TextField path={['business', 'name']} label="Business name" max={caps.short} />
          <TextField
            path={['business', 'phone']}
            label="Main phone line"
            description="Shown in the header, the footer, every call button and the structured data."
            type="tel"
            max={20}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField
              path={['business', 'phoneNC']}
              label="NC local line"
              description="Shown on the North Carolina city pages."
              type="tel"
              max={20}
            />
            <TextField
              path={['business', 'phoneSC']}
              label="SC local line"
              description="Shown on the South Carolina city pages."
              type="tel"
              max={20}
            />
            <TextField
              path={['business', 'emailInfo']}
              label="Info e-mail"
              type="email"
              max={caps.email}
            />
            <TextField
              path={['business', 'emailService']}
              label="Service e-mail"
              type="email"
              max={caps.email}
            />
          </SimpleGrid>
        </Stack>
      </Paper>
      <WeeklyHours />
      <SpecialHours />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Emergency service and service area
          </Title>
          <TextAreaField
            path={['business', 'emergencyNote']}
            label="Emergency service note"
            max={caps.line}
            rows={2}
          />
          <TextField
            path={['business', 'serviceArea']}
            label="Service area"
            description='For example "Concord, NC to Rock Hill, SC".'
            max={caps.short}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Facts the pages quote
          </Title>
          <SimpleGrid cols={2} spacing="sm">
            <NumberField path={['business', 'foundedYear']} label="Founded (year)" />
            <TextField
              path={['business', 'customers']}
              label="Customers served"
              description='As shown, e.g. "5000+".'
              max={20}
            />
            <NumberField path={['business', 'rating']} label="Rating (1 to 5)" decimal />
            <NumberField path={['business', 'reviewCount']} label="Review count" />
          </SimpleGrid>
        </Stack>
      </Paper>
    </Stack>
  );
}

function WeeklyHours() {
  const { get } = useSiteEditor();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Weekly hours
        </Title>
        <ListError path={['business', 'hours']} />
        {WEEKDAYS.map((day, i) => {
          const closed = get(['business', 'hours', i, 'closed']) === true;
          return (
            <Fieldset key={day} legend={day} variant="filled" p="sm">
              <Stack gap="xs">
                <SwitchField path={['business', 'hours', i, 'closed']} label={`Closed on ${day}`} />
                {closed ? null : (
                  <SimpleGrid cols={2} spacing="sm">
                    <TextField
                      path={['business', 'hours', i, 'opens']}
                      label={`${day} opens`}
                      type="time"
                      max={5}
                    />
                    <TextField
                      path={['business', 'hours', i, 'closes']}
                      label={`${day} closes`}
                      type="time"
                      max={5}
                    />
                  </SimpleGrid>
                )}
              </Stack>
            </Fieldset>
          );
        })}
      </Stack>
    </Paper>
  );
}

function SpecialHours() {
  const { get, set } = useSiteEditor();
  const value = get(['business', 'specialHours']);
  const entries = Array.isArray(value) ? (value as SpecialHoursEntry[]) : [];
  const full = entries.length >= caps.specialHoursMax;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Special hours and closures
        </Title>
        <Text size="sm">
          Holidays, storm days and short days. They show in the footer in the 30 days before, and
          search engines get them with the opening hours.
        </Text>
        <ListError path={['business', 'specialHours']} />
        {entries.length === 0 ? <Text size="sm">No special hours or closures.</Text> : null}
        {entries.map((entry, i) => {
          const legend = entry.label || entry.date || `Entry ${i + 1}`;
          return (
            <Fieldset key={i} legend={legend} variant="filled" p="sm" data-testid="special-hours">
              <Stack gap="xs">
                <SimpleGrid cols={2} spacing="sm">
                  <TextField
                    path={['business', 'specialHours', i, 'date']}
                    label="Date"
                    type="date"
                    max={10}
                  />
                  <TextField
                    path={['business', 'specialHours', i, 'label']}
                    label="What it is"
                    placeholder="Christmas Day"
                    max={caps.short}
                  />
                </SimpleGrid>
                <SwitchField
                  path={['business', 'specialHours', i, 'closed']}
                  label="Closed all day"
                />
                {entry.closed ? null : (
                  <SimpleGrid cols={2} spacing="sm">
                    <TextField
                      path={['business', 'specialHours', i, 'opens']}
                      label="Opens"
                      type="time"
                      max={5}
                    />
                    <TextField
                      path={['business', 'specialHours', i, 'closes']}
                      label="Closes"
                      type="time"
                      max={5}
                    />
                  </SimpleGrid>
                )}
                <Group justify="flex-end">
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={`Remove ${legend}`}
                    onClick={() =>
                      set(
                        ['business', 'specialHours'],
                        entries.filter((_, j) => j !== i),
                      )
                    }
                  >
                    Remove
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          );
        })}
        <Group>
          <Button
            size="compact-sm"
            variant="light"
            disabled={full}
            onClick={() =>
              set(
                ['business', 'specialHours'],
                [...entries, { date: '', closed: true, label: '' } satisfies SpecialHoursEntry],
              )
            }
          >
            Add a date
          </Button>
          {full ? <Text size="sm">{`At most ${caps.specialHoursMax} entries.`}</Text> : null}
        </Group>
      </Stack>
    </Paper>
  );
}
