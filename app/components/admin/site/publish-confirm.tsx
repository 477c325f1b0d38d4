import { Anchor, Button, Group, List, Radio, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { visitLabel } from '#app/lib/booking-labels.ts';
import type { ClosedVisit, VisitChoice, VisitChoices } from '#app/lib/publish-review.ts';
import { siteEditorMessages as copy } from '#app/lib/site-editor-messages.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { LazyModal as Modal } from '../lazy/modal.tsx';
import type { SectionChanges } from './publish-summary.ts';
import { SimilarTownsAlert } from './sections/similar-towns-alert.tsx';
import { townsOf, townWarnings } from './sections/town-list.ts';

/** Fields listed per section before "and N more": a phone screen, not a report. */
const FIELDS_SHOWN = 8;

/**
 * The publish step's confirmation (issue 37 items 3 and 8): what goes live, section by section
 * (the document on screen against the live version), and the booked visits the new hours close,
 * each needing the owner's choice (cancel, mailing the customer, or keep and move it later)
 * before "Publish now" is enabled; and town pages that read too much like another (issue 40), a
 * warning the owner may publish over (a page is the owner's call, not the check's).
 */
export function PublishConfirm({
  opened,
  sections,
  cities,
  visits,
  publishing,
  onClose,
  onPublish,
}: {
  opened: boolean;
  sections: readonly SectionChanges[];
  /** The document's town pages, checked for pages that read alike. */
  cities: unknown;
  visits: readonly ClosedVisit[];
  publishing: boolean;
  onClose: () => void;
  onPublish: (choices: VisitChoices) => void;
}) {
  const [choices, setChoices] = useState<VisitChoices>({});
  const alike = useMemo(() => townWarnings(townsOf(cities)), [cities]);
  const undecided = visits.some((visit) => !Object.hasOwn(choices, String(visit.leadId)));
  const choose = (leadId: number, choice: VisitChoice) =>
    setChoices((current) => ({ ...current, [String(leadId)]: choice }));
  return (
    <Modal opened={opened} onClose={onClose} title={copy.confirmTitle} centered size="lg">
      <Stack gap="md" data-testid="publish-confirm">
        <Stack gap={4}>
          <Text size="sm" fw={700}>
            {copy.confirmSections}
          </Text>
          <List size="sm" spacing={4} data-testid="publish-sections">
            {sections.map((section) => (
              <List.Item key={section.id}>
                <Text size="sm" fw={600} component="span">
                  {section.label}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {section.fields.slice(0, FIELDS_SHOWN).join('; ')}
                  {section.fields.length > FIELDS_SHOWN
                    ? ` and ${section.fields.length - FIELDS_SHOWN} more`
                    : ''}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
        {alike.length > 0 ? (
          <SimilarTownsAlert pairs={alike} data-testid="publish-similar" />
        ) : null}
        {visits.length > 0 ? (
          <Stack gap="xs" data-testid="publish-visits">
            <Text size="sm" fw={700}>
              {copy.confirmVisits}
            </Text>
            <Text size="sm">{copy.confirmVisitsHelp}</Text>
            {visits.map((visit) => (
              <Radio.Group
                key={visit.leadId}
                label={`${visit.name}: ${visitLabel(visit)}`}
                description={[visit.service, visit.town].filter(Boolean).join(', ')}
                value={choices[String(visit.leadId)] ?? null}
                onChange={(value) => choose(visit.leadId, value === 'cancel' ? 'cancel' : 'keep')}
              >
                <Stack gap={6} mt={6}>
                  <Radio value="cancel" label={copy.visitCancel} />
                  <Radio value="keep" label={copy.visitKeep} />
                </Stack>
              </Radio.Group>
            ))}
            <Anchor href={adminRoutes.schedule} target="_blank" rel="noopener" size="sm">
              {copy.openSchedule}
            </Anchor>
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {copy.confirmBack}
          </Button>
          <Button onClick={() => onPublish(choices)} loading={publishing} disabled={undecided}>
            {copy.confirmPublish}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
