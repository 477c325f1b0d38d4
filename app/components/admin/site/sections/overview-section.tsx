import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { siteEditorMessages } from '#app/lib/site-editor-messages.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { ConfirmButton } from '../../confirm-button.tsx';
import { siteSections } from '../labels.ts';
import { ChangeList } from '../site-frame.tsx';
import { SectionCard, useSiteEditor } from '../site-editor.tsx';

const HINTS: Record<string, string> = {
  business: 'Phone lines, e-mails, hours, holiday closures, facts',
  banner: 'The emergency strip above every page',
  services: 'Each service page: text, 8 benefits, 4 FAQs',
  cities: 'Each of the 14 city pages',
  faqs: 'The FAQ page, 4 questions per tab',
  testimonials: 'What customers said',
  gallery: 'The 10 gallery items and their images',
  about: 'The family story and values',
  history: 'Every publish; compare and restore',
  transfer: 'Download or load the whole content',
};

// Memo: React Router draws the section's route again on every fetcher state (site.tsx).
/** /admin/site: where each part of the site is edited, and what is not published yet. */
export const OverviewSection = memo(function OverviewSection() {
  const editor = useSiteEditor();
  return (
    <Stack gap="md">
      <Text size="sm">
        {`Edits are saved as a draft as you type. Preview shows a page with them; Publish makes them live. The live site is version ${String(editor.base?.version ?? '')}.`}
      </Text>
      <Stack gap="xs">
        {siteSections.map((section) => (
          <Paper key={section.id} withBorder p="sm" radius="md">
            <Anchor component={Link} to={adminRoutes.siteSection(section.id)} fw={600}>
              {section.label}
            </Anchor>
            <Text size="sm">{HINTS[section.id]}</Text>
          </Paper>
        ))}
      </Stack>
      <SectionCard title="Not published yet" align="flex-start">
        <ChangeList
          title={siteEditorMessages.unpublished(editor.changes.length)}
          changes={editor.changes}
          beforeWord="Live"
          afterWord="Draft"
          empty={siteEditorMessages.noChanges}
        />
        {editor.changes.length > 0 ? (
          <ConfirmButton
            size="compact-sm"
            variant="default"
            title={siteEditorMessages.discard}
            question={siteEditorMessages.confirmDiscard}
            confirmLabel="Discard"
            onConfirm={() => void editor.discard()}
          >
            {siteEditorMessages.discard}
          </ConfirmButton>
        ) : null}
      </SectionCard>
    </Stack>
  );
});
