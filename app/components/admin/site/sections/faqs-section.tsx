import { Paper, Stack, Title } from '@mantine/core';
import { slugLabel } from '../labels.ts';
import { useSiteEditor } from '../site-editor.tsx';
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
      <Paper withBorder p="md" radius="md" key={tab}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {`${slugLabel(tab)} (exactly 4 questions)`}
          </Title>
          <FaqFields path={['faqs', tab]} />
        </Stack>
      </Paper>
    </Stack>
  );
}
