import { Alert, Anchor, Box, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { lazy, memo, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { adminMessages } from '#app/lib/messages/admin.ts';
import type { ClosedVisit, VisitChoices } from '#app/lib/publish-review.ts';
import { siteEditorMessages } from '#app/lib/site-editor-messages.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { useHydrated } from '../use-hydrated.ts';
import { displayValue, errorsUnder, whoChanged } from './doc-path.ts';
import type { DocPart } from './first-screen.ts';
import { describePath, sectionHref, siteSections } from './labels.ts';
import { changesBySection } from './publish-summary.ts';
import { useSiteEditor, useWholeDocument, type DraftState } from './site-editor.tsx';

/**
 * The publish step's confirmation, fetched when the owner first publishes: it is not part of the
 * editor's first screen (Mantine's Radio and the section list cost the Site screens their
 * 180 KB budget). The admin's service worker holds its chunk for an offline publish.
 */
const PublishConfirm = lazy(() =>
  import('./publish-confirm.tsx').then((module) => ({ default: module.PublishConfirm })),
);

/**
 * The Site area around its sections: the sections' links, what is unsaved or unpublished, the
 * conflict and error notices, and the bar with Save draft, Preview and Publish, kept at the
 * bottom of a phone's screen.
 */
export function SiteFrame({
  previewPath,
  part,
  children,
}: {
  /** The public page "Preview" opens for the section on screen. */
  previewPath: string;
  /** The part of the document the section on screen edits (null: the whole). */
  part: DocPart | null;
  children: ReactNode;
}) {
  const editor = useSiteEditor();
  const hydrated = useHydrated();
  const whole = useWholeDocument();
  const covered = editor.covers(part);
  const { showWhole } = editor;
  // Moved to another section after a page load of one: its part is in the whole document.
  useEffect(() => {
    if (!covered && whole) showWhole();
  }, [covered, whole, showWhole]);
  return (
    // "Hydrated" once the whole document is here too: every button then does what it says.
    <Stack gap="md" data-hydrated={hydrated && whole} pb={96}>
      <Title order={2} size="h3">
        Site
      </Title>
      <SectionLinks errors={editor.errors} />
      {editor.status === 'loading' || !covered ? (
        <Text role="status">{siteEditorMessages.loading}</Text>
      ) : editor.status === 'load-failed' || editor.status === 'signed-out' ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {editor.status === 'signed-out'
                ? siteEditorMessages.signedOut
                : siteEditorMessages.loadFailed}
            </Text>
            {editor.status === 'signed-out' ? (
              <Anchor href={adminRoutes.home}>Sign in</Anchor>
            ) : (
              <Button size="xs" variant="default" onClick={editor.reload}>
                {adminMessages.retry}
              </Button>
            )}
          </Stack>
        </Alert>
      ) : (
        <>
          <ConflictNotice />
          <ErrorSummary />
          {children}
        </>
      )}
      {editor.status === 'ready' ? <PublishBar previewPath={previewPath} /> : null}
    </Stack>
  );
}

/**
 * The sections' links with their "to fix" counts. Memoised: the frame is drawn again when the
 * whole document arrives after a page load of one section, and these ten buttons are most of it.
 */
const SectionLinks = memo(function SectionLinks({ errors }: { errors: Record<string, string> }) {
  return (
    <Group component="nav" aria-label="Site sections" gap={4} wrap="wrap">
      {siteSections.map((section) => {
        const count = errorsUnder(errors, section.id).length;
        return (
          <NavLink
            key={section.id}
            to={adminRoutes.siteSection(section.id)}
            style={{ textDecoration: 'none' }}
          >
            {({ isActive }) => (
              <Button component="span" size="compact-sm" variant={isActive ? 'filled' : 'light'}>
                {section.label}
                {count > 0 ? ` (${count} to fix)` : ''}
              </Button>
            )}
          </NavLink>
        );
      })}
    </Group>
  );
});

const DRAFT_WORDS: Record<DraftState, string> = {
  saved: siteEditorMessages.draftSaved,
  pending: siteEditorMessages.unsaved,
  saving: siteEditorMessages.draftSaving,
  failed: siteEditorMessages.keptOnDevice,
  invalid: siteEditorMessages.keptOnDevice,
};

function PublishBar({ previewPath }: { previewPath: string }) {
  const editor = useSiteEditor();
  const whole = useWholeDocument();
  const count = editor.changes.length;
  // The confirmation: open with the booked visits the server found (maybe none).
  const [review, setReview] = useState<{ visits: ClosedVisit[]; key: number } | null>(null);
  const askFirst = async () => {
    const visits = await editor.reviewPublish();
    if (visits) setReview({ visits, key: Date.now() });
  };
  const publish = async (choices: VisitChoices) => {
    const newer = await editor.publishNow(choices);
    // Visits booked since the list was shown: the list again, the choices made kept.
    setReview(newer ? { visits: newer, key: review?.key ?? Date.now() } : null);
  };
  return (
    <>
      {review ? (
        <Suspense fallback={null}>
          <PublishConfirm
            key={review.key}
            opened
            sections={changesBySection(editor.changes, editor.doc)}
            cities={editor.doc?.cities}
            visits={review.visits}
            publishing={editor.publishing}
            onClose={() => setReview(null)}
            onPublish={(choices) => void publish(choices)}
          />
        </Suspense>
      ) : null}
      <PublishBarView previewPath={previewPath} count={count} whole={whole} onPublish={askFirst} />
    </>
  );
}

function PublishBarView({
  previewPath,
  count,
  whole,
  onPublish,
}: {
  previewPath: string;
  count: number;
  whole: boolean;
  onPublish: () => Promise<void>;
}) {
  const editor = useSiteEditor();
  return (
    <Box
      component="section"
      aria-label="Draft and publishing"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      px="md"
      py="xs"
      bg="white"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 100 }}
    >
      <Group justify="space-between" gap="xs" maw={1200} mx="auto" wrap="wrap">
        <Text size="sm" role="status" data-testid="site-status">
          {count === 0 ? siteEditorMessages.noChanges : siteEditorMessages.unpublished(count)}
          {' · '}
          {DRAFT_WORDS[editor.draft]}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => void editor.saveDraftNow()}
            loading={editor.draft === 'saving'}
            disabled={!whole}
          >
            Save draft
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            component="a"
            href={adminRoutes.sitePreview(previewPath)}
            target="_blank"
            rel="noopener"
            onClick={(event) => {
              event.preventDefault();
              if (whole) void editor.openPreview(previewPath);
            }}
            disabled={!whole}
          >
            Preview
          </Button>
          <Button
            size="compact-sm"
            onClick={() => void onPublish()}
            loading={editor.publishing}
            disabled={!whole || (count === 0 && editor.conflict === null)}
          >
            Publish
          </Button>
        </Group>
      </Group>
    </Box>
  );
}

function ConflictNotice() {
  const editor = useSiteEditor();
  const [busy, setBusy] = useState(false);
  const conflict = editor.conflict;
  if (!conflict) return null;
  const newer = conflict.newer;
  const differences =
    newer && editor.doc && editor.base
      ? whoChanged(editor.base.content, newer.content, editor.doc)
      : null;
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    void work().finally(() => setBusy(false));
  };
  return (
    <Alert color="red" role="alert" title="Not published" data-testid="site-conflict">
      <Stack gap="xs">
        <Text size="sm">{siteEditorMessages.conflict}</Text>
        <Group gap="xs">
          <Button
            size="xs"
            className="cfgd-wrap-button"
            loading={busy}
            onClick={() => run(editor.reapplyOnNewer)}
          >
            {siteEditorMessages.conflictReapply}
          </Button>
          <Button
            size="xs"
            variant="default"
            className="cfgd-wrap-button"
            onClick={() => run(editor.showNewer)}
          >
            {siteEditorMessages.conflictDiff}
          </Button>
        </Group>
        {differences && newer ? (
          <Stack gap="sm" data-testid="change-list">
            {(
              [
                [
                  'conflict-yours',
                  siteEditorMessages.conflictYours,
                  differences.yours,
                  'Published',
                  'Yours',
                ],
                [
                  'conflict-theirs',
                  siteEditorMessages.conflictTheirs,
                  differences.theirs,
                  'Before',
                  'Published',
                ],
              ] as const
            ).map(([testId, title, changes, beforeWord, afterWord]) =>
              // The other device's list only when it changed something the owner did not.
              testId === 'conflict-theirs' && changes.length === 0 ? null : (
                <ChangeList
                  key={testId}
                  title={title(String(newer.version))}
                  changes={changes}
                  beforeWord={beforeWord}
                  afterWord={afterWord}
                  testId={testId}
                />
              ),
            )}
          </Stack>
        ) : null}
      </Stack>
    </Alert>
  );
}

function ErrorSummary() {
  const { errors, doc } = useSiteEditor();
  const paths = Object.keys(errors);
  if (paths.length === 0) return null;
  return (
    <Alert color="red" title={siteEditorMessages.invalid(paths.length)} data-testid="site-errors">
      <List size="sm" spacing={2}>
        {paths.slice(0, 20).map((path) => (
          <List.Item key={path}>
            <Anchor component={Link} to={sectionHref(path)} size="sm" c="dark.9" underline="always">
              {describePath(path, doc)}
            </Anchor>
            : {errors[path]}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** A readable list of changed fields: where, before, after. */
export function ChangeList({
  title,
  changes,
  beforeWord,
  afterWord,
  empty,
  testId = 'change-list',
}: {
  title: string;
  changes: Array<{ path: string; before: unknown; after: unknown }>;
  beforeWord: string;
  afterWord: string;
  empty?: string;
  testId?: string;
}) {
  const { doc } = useSiteEditor();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {title}
      </Text>
      {changes.length === 0 ? (
        <Text size="sm">{empty ?? siteEditorMessages.noChanges}</Text>
      ) : (
        <List size="sm" spacing={6} data-testid={testId}>
          {changes.map((change) => (
            // A long address or link breaks inside the notice instead of pushing it wider.
            <List.Item key={change.path} style={{ overflowWrap: 'anywhere' }}>
              <Text size="sm" fw={600} component="span">
                {describePath(change.path, doc)}
              </Text>
              <Text size="sm" c="dimmed">
                {beforeWord}: {displayValue(change.before)}
              </Text>
              <Text size="sm">
                {afterWord}: {displayValue(change.after)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
