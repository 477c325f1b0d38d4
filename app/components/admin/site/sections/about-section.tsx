import { Stack } from '@mantine/core';
import { memo } from 'react';
import { siteContentLimits } from '#app/lib/limits.ts';
import { ItemList, TextAreaField, TextField, TextListField } from '../fields.tsx';
import { SectionCard } from '../site-editor.tsx';

const caps = siteContentLimits;

// Memo: React Router draws the section's route again on every fetcher state (site.tsx).
/** The About page: the family's story and the values list. */
export const AboutSection = memo(function AboutSection() {
  return (
    <Stack gap="md">
      <SectionCard title="Our story">
        <TextListField
          path={['about', 'story']}
          label="Story"
          itemWord="Paragraph"
          rows={10}
          max={caps.paragraph * caps.paragraphsMax}
        />
      </SectionCard>
      <SectionCard title="Values">
        <ItemList
          path={['about', 'values']}
          blank={() => ({ title: '', text: '' })}
          min={1}
          max={caps.valuesMax}
          legend={(_, i) => `Value ${i + 1}`}
          addText="Add a value"
          variant="filled"
        >
          {(i) => (
            <>
              <TextField
                path={['about', 'values', i, 'title']}
                label={`Value ${i + 1} title`}
                max={caps.short}
              />
              <TextAreaField
                path={['about', 'values', i, 'text']}
                label={`Value ${i + 1} text`}
                rows={3}
              />
            </>
          )}
        </ItemList>
      </SectionCard>
    </Stack>
  );
});
