import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import { easternDateTime } from '#app/lib/lead-display.ts';
import { siteContentLimits } from '#app/lib/limits.ts';
import { siteContentMessages } from '#app/lib/messages/site-content.ts';
import { siteEditorMessages } from '#app/lib/site-editor-messages.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { ConfirmButton } from '../../confirm-button.tsx';
import { diffDocs, type Change } from '../doc-path.ts';
import {
  loadPublished,
  loadVersion,
  loadVersions,
  type Version,
  type VersionRow,
} from '../site-api.ts';
import { ChangeList } from '../site-frame.tsx';
import { toast, useSiteEditor, type SiteDoc } from '../site-editor.tsx';

/** The site as shipped: not a stored row, but restorable (versions/0 answers the defaults). */
const DEFAULTS_ROW: VersionRow = {
  version: 0,
  publishedAt: null,
  publishedBy: null,
  summary: siteContentMessages.defaultsSummary,
};

function when(value: string | number | null): string {
  if (value === null) return '';
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(ms) ? String(value) : easternDateTime(ms);
}

// Memo: React Router draws the section's route again on every fetcher state (site.tsx).
/**
 * Every published version, newest first, with who, when and what changed; any one compared
 * with the live site (a readable list of fields) and restored in one step, after a question.
 */
export const HistorySection = memo(function HistorySection() {
  const editor = useSiteEditor();
  const live = editor.base;
  const [rows, setRows] = useState<VersionRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [compared, setCompared] = useState<{ version: Version; changes: Change[] } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const liveVersion = live ? String(live.version) : null;
  useEffect(() => {
    let cancelled = false;
    void loadVersions().then((outcome) => {
      if (cancelled) return;
      if (outcome.kind === 'ok') {
        // The whole history fits the list: its start, the defaults, can be restored too.
        const complete = outcome.data.length < siteContentLimits.versionsListMax;
        setRows(complete ? [...outcome.data, DEFAULTS_ROW] : outcome.data);
        setFailed(false);
      } else {
        setFailed(true);
        toast(siteEditorMessages.historyLoadFailed, false);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [liveVersion]);

  const compare = async (version: Version) => {
    if (!live) return;
    setBusy(`compare-${String(version)}`);
    const outcome = await loadVersion<SiteDoc>(version);
    setBusy(null);
    if (outcome.kind !== 'ok') {
      toast(siteEditorMessages.compareFailed, false);
      return;
    }
    setCompared({ version, changes: diffDocs(live.content, outcome.data) });
  };

  const restore = async (version: Version) => {
    setBusy(`restore-${String(version)}`);
    const outcome = await editor.writes.restore(version);
    if (outcome.kind !== 'ok') {
      setBusy(null);
      toast(
        outcome.kind === 'signed-out'
          ? siteEditorMessages.signedOut
          : outcome.kind === 'visits'
            ? outcome.error
            : siteEditorMessages.restoreFailed,
        false,
      );
      return;
    }
    const now = await loadPublished<SiteDoc>();
    setBusy(null);
    setCompared(null);
    if (now.kind === 'ok') editor.adoptPublished(now.data);
    toast(siteEditorMessages.restored(String(version), String(outcome.data.version)), true);
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        Every publish is kept. Compare a version with the live site, or restore it: restoring
        publishes it again as a new version, so it can be undone the same way.
      </Text>
      {failed ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{siteEditorMessages.historyLoadFailed}</Text>
          </Stack>
        </Alert>
      ) : null}
      {rows === null && !failed ? <Text size="sm">{siteEditorMessages.loading}</Text> : null}
      {rows?.map((row) => {
        const isLive = String(row.version) === liveVersion;
        const isCompared = compared !== null && String(compared.version) === String(row.version);
        return (
          <Paper
            key={String(row.version)}
            withBorder
            p="sm"
            radius="md"
            component="article"
            aria-label={`Version ${String(row.version)}`}
            data-testid="site-version"
          >
            <Stack gap={6}>
              <Group gap="xs" justify="space-between">
                <Title order={3} size="h5">
                  {`Version ${String(row.version)}`}
                </Title>
                {isLive ? <Badge>Live</Badge> : null}
              </Group>
              {row.publishedAt === null ? null : (
                <Text size="sm">
                  {when(row.publishedAt)}
                  {row.publishedBy ? ` · ${row.publishedBy}` : ''}
                </Text>
              )}
              <Text size="sm">{row.summary}</Text>
              {isLive ? null : (
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={busy === `compare-${String(row.version)}`}
                    onClick={() => void compare(row.version)}
                  >
                    Compare with live
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    component="a"
                    href={`${adminRoutes.sitePreview('/')}?version=${String(row.version)}`}
                    target="_blank"
                    rel="noopener"
                    aria-label={`${siteEditorMessages.previewVersion} (version ${String(row.version)}, opens in a new tab)`}
                  >
                    Preview
                  </Button>
                  <ConfirmButton
                    size="compact-sm"
                    variant="light"
                    title="Restore this version"
                    question={siteEditorMessages.confirmRestore(String(row.version))}
                    aria-label={`Restore version ${String(row.version)}`}
                    loading={busy === `restore-${String(row.version)}`}
                    onConfirm={() => void restore(row.version)}
                  >
                    Restore
                  </ConfirmButton>
                </Group>
              )}
              {isCompared ? (
                <ChangeList
                  title={`Version ${String(row.version)} compared with the live site`}
                  changes={compared.changes}
                  beforeWord="Live"
                  afterWord={`Version ${String(row.version)}`}
                  empty={
                    row.source === 'images'
                      ? siteEditorMessages.noTextDifferences
                      : siteEditorMessages.noDifferences
                  }
                />
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
});
