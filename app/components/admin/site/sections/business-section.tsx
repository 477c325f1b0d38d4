import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import type { SpecialHours } from '#app/content/site-document.ts';
import { siteContentLimits } from '#app/lib/limits.ts';
import { dayNames } from '#app/lib/week.ts';
import type { PathPart } from '../doc-path.ts';
import {
  ItemList,
  ListError,
  NumberField,
  SwitchField,
  TextAreaField,
  TextField,
  type TextFieldProps,
} from '../fields.tsx';
import { SectionCard, useDocFields } from '../site-editor.tsx';

const caps = siteContentLimits;

/** The two states' local lines and the two published addresses, two to a row. */
const LOCAL_CONTACTS: readonly (Omit<TextFieldProps, 'path'> & { key: string })[] = [
  {
    key: 'phoneNC',
    label: 'NC local line',
    description: 'Shown on the North Carolina city pages.',
    type: 'tel',
    max: 20,
  },
  {
    key: 'phoneSC',
    label: 'SC local line',
    description: 'Shown on the South Carolina city pages.',
    type: 'tel',
    max: 20,
  },
  { key: 'emailInfo', label: 'Info e-mail', type: 'email', max: caps.email },
  { key: 'emailService', label: 'Service e-mail', type: 'email', max: caps.email },
];

// Memo: React Router draws the section's route again on every fetcher state (site.tsx).
/** Business profile: phone lines, e-mails, weekly and special hours, the facts the pages quote. */
export const BusinessSection = memo(function BusinessSection() {
  return (
    <Stack gap="md">
      <SectionCard title="Name, phone lines and e-mail">
        <TextField path={['business', 'name']} label="Business name" max={caps.short} />
        <TextField
          path={['business', 'phone']}
          label="Main phone line"
          description="Shown in the header, the footer, every call button and the structured data."
          type="tel"
          max={20}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {LOCAL_CONTACTS.map(({ key, ...field }) => (
            <TextField key={key} path={['business', key]} {...field} />
          ))}
        </SimpleGrid>
      </SectionCard>
      <WeeklyHours />
      <SpecialHours />
      <SectionCard title="Emergency service and service area">
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
      </SectionCard>
      <SectionCard title="Facts the pages quote">
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
      </SectionCard>
    </Stack>
  );
});

/** Opening and closing times of a day that is not closed ("Monday opens", or just "Opens"). */
function OpenHours({ path, prefix = '' }: { path: readonly PathPart[]; prefix?: string }) {
  const label = (word: string) => (prefix ? `${prefix}${word.toLowerCase()}` : word);
  return (
    <SimpleGrid cols={2} spacing="sm">
      <TextField path={[...path, 'opens']} label={label('Opens')} type="time" max={5} />
      <TextField path={[...path, 'closes']} label={label('Closes')} type="time" max={5} />
    </SimpleGrid>
  );
}

function WeeklyHours() {
  const { get } = useDocFields();
  return (
    <SectionCard title="Weekly hours">
      <ListError path={['business', 'hours']} />
      {dayNames.map((day, i) => {
        const closed = get(['business', 'hours', i, 'closed']) === true;
        return (
          <Fieldset key={day} legend={day} variant="filled" p="sm">
            <Stack gap="xs">
              <SwitchField path={['business', 'hours', i, 'closed']} label={`Closed on ${day}`} />
              {closed ? null : <OpenHours path={['business', 'hours', i]} prefix={`${day} `} />}
            </Stack>
          </Fieldset>
        );
      })}
    </SectionCard>
  );
}

function SpecialHours() {
  return (
    <SectionCard title="Special hours and closures">
      <Text size="sm">
        Holidays, storm days and short days. They show in the footer in the 30 days before, and
        search engines get them with the opening hours.
      </Text>
      <ItemList
        path={['business', 'specialHours']}
        blank={(): SpecialHours => ({ date: '', closed: true, label: '' })}
        min={0}
        max={caps.specialHoursMax}
        legend={(entry: SpecialHours, i) => entry.label || entry.date || `Entry ${i + 1}`}
        removeText={() => 'Remove'}
        removeAriaLabel={(legend) => `Remove ${legend}`}
        addText="Add a date"
        emptyText="No special hours or closures."
        fullText={`At most ${caps.specialHoursMax} entries.`}
        variant="filled"
        testId="special-hours"
      >
        {(i, entry) => (
          <>
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
            <SwitchField path={['business', 'specialHours', i, 'closed']} label="Closed all day" />
            {entry.closed ? null : <OpenHours path={['business', 'specialHours', i]} />}
          </>
        )}
      </ItemList>
    </SectionCard>
  );
}
