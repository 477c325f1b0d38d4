import { Stack } from '@mantine/core';
import { slugLabel } from '../labels.ts';
import { SectionCard, useSiteEditor } from '../site-editor.tsx';
import { FaqFields } from './faq-fields.tsx';
import { ChoiceSelect, useChosen } from './services-section.tsx';

/** The FAQ page's tabs, 4 questions each, one tab at a time. */
export function FaqsSection() {
  const { doc } = useSiteEditor();
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
}
