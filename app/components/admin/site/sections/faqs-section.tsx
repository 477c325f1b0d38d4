import { Stack } from '@mantine/core';
import { memo } from 'react';
import { slugLabel } from '../labels.ts';
import { SectionCard, useDocFields } from '../site-editor.tsx';
import { FaqFields } from './faq-fields.tsx';
import { ChoiceSelect, useChosen } from './services-section.tsx';

// Memo: React Router draws the section's route again on every fetcher state (site.tsx).
/** The FAQ page's tabs, 4 questions each, one tab at a time. */
export const FaqsSection = memo(function FaqsSection() {
  const { doc } = useDocFields();
  const tabs = doc ? Object.keys(doc.faqs) : [];
  const tab = useChosen('tab', tabs);
  if (!tab) return null;
  return (
    <Stack gap="md">
      <ChoiceSelect param="tab" label="FAQ tab" list={tabs} name={slugLabel} />
      <SectionCard key={tab} title={`${slugLabel(tab)} (exactly 4 questions)`}>
        <FaqFields path={['faqs', tab]} />
      </SectionCard>
    </Stack>
  );
});
