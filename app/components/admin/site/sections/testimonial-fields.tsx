import { SimpleGrid, Stack } from '@mantine/core';
import { serviceSlugs } from '#app/lib/slugs.ts';
import { siteContentLimits } from '#app/lib/limits.ts';
import type { PathPart } from '../doc-path.ts';
import { NumberField, SelectField, TextAreaField, TextField } from '../fields.tsx';
import { slugLabel } from '../labels.ts';

const caps = siteContentLimits;

/** One customer's words: name, town, text, stars, month, and the service it was about. */
export function TestimonialFields({
  path,
  prefix = '',
}: {
  path: readonly PathPart[];
  /** Labels of a list's item ("Testimonial 2 name") stay unique on the page. */
  prefix?: string;
}) {
  const label = (word: string) => (prefix ? `${prefix} ${word.toLowerCase()}` : word);
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField path={[...path, 'name']} label={label('Name')} max={caps.short} />
        <TextField
          path={[...path, 'location']}
          label={label('Town')}
          description='Town and state, e.g. "Concord, NC".'
          max={caps.short}
        />
      </SimpleGrid>
      <TextAreaField path={[...path, 'text']} label={label('Text')} rows={4} />
      <SimpleGrid cols={2} spacing="sm">
        <NumberField path={[...path, 'stars']} label={label('Stars (1 to 5)')} />
        <TextField
          path={[...path, 'date']}
          label={label('Month')}
          description='E.g. "March 2026".'
          max={20}
        />
      </SimpleGrid>
      <SelectField
        path={[...path, 'service']}
        label={label('Service')}
        data={[
          { value: '', label: '(none)' },
          ...serviceSlugs.map((slug) => ({ value: slug, label: slugLabel(slug) })),
        ]}
      />
    </Stack>
  );
}
