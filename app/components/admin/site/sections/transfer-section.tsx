import { Alert, Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { siteEditorMessages } from '#app/lib/site-editor-messages.ts';
import { siteContentApi } from '#app/lib/urls.ts';
import { ConfirmButton } from '../../confirm-button.tsx';
import { diffDocs } from '../doc-path.ts';
import { describePath } from '../labels.ts';
import { loadPublished } from '../site-api.ts';
import {
  SectionCard,
  type SiteDoc,
  toast,
  toastNotPublished,
  useSiteEditor,
} from '../site-editor.tsx';
import { loadValidator } from '../validate.ts';

interface Checked {
  fileName: string;
  /** The file's text: an export (`{version, content}`) or a bare document. */
  text: string;
  content: unknown;
  errors: Record<string, string>;
}

function contentOf(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'content' in body) {
    return (body as { content: unknown }).content;
  }
  return body;
}

// Memo: React Router draws the section's route again on every fetcher state (site.tsx).
/** Export the whole site content as a JSON file; import one back, checked like a publish. */
export const TransferSection = memo(function TransferSection() {
  const editor = useSiteEditor();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState(false);

  const read = async (file: File | null) => {
    if (!file) return;
    const text = await file.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      setChecked({ fileName: file.name, text, content: null, errors: {} });
      return;
    }
    const content = contentOf(body);
    let errors: Record<string, string> = {};
    try {
      errors = (await loadValidator())(content);
    } catch {
      // The rules did not download: the server checks the import anyway.
    }
    setChecked({ fileName: file.name, text, content, errors });
  };

  const publishFile = async () => {
    if (!checked || !editor.base) return;
    setBusy(true);
    const outcome = await editor.writes.importFile(editor.base.version, checked.text);
    setBusy(false);
    switch (outcome.kind) {
      case 'ok': {
        const now = await loadPublished<SiteDoc>();
        if (now.kind === 'ok') editor.adoptPublished(now.data);
        setChecked(null);
        toast(siteEditorMessages.imported(String(outcome.data.version)), true);
        return;
      }
      case 'invalid':
        setChecked({ ...checked, errors: outcome.fieldErrors });
        toast(
          siteEditorMessages.importInvalid(Object.keys(outcome.fieldErrors).length || 1),
          false,
        );
        return;
      case 'visits':
        toast(outcome.error, false);
        return;
      default:
        toastNotPublished(outcome, {
          noAnswer: siteEditorMessages.importFailed,
          serverError: siteEditorMessages.importServerError,
        });
        return;
    }
  };

  const errorPaths = checked ? Object.keys(checked.errors) : [];
  const changeCount =
    checked && checked.content && editor.base && errorPaths.length === 0
      ? diffDocs(editor.base.content, checked.content).length
      : 0;
  return (
    <Stack gap="md">
      <SectionCard title="Export" align="flex-start">
        <Text size="sm">
          The live site content as one JSON file: a backup, or a way to move it to another install.
          Unpublished edits are not in it.
        </Text>
        {/* Its label takes two lines on a 320 px phone rather than widening the page. */}
        <Button
          component="a"
          href={siteContentApi.export}
          download
          variant="default"
          className="cfgd-wrap-button"
        >
          Download the site content (JSON)
        </Button>
      </SectionCard>
      <SectionCard title="Import" align="flex-start">
        <Text size="sm">
          Publishes a JSON file exported from this site. It is checked like any publish first; the
          version it replaces stays in the history.
        </Text>
        <FileButton onChange={(file) => void read(file)} accept="application/json,.json">
          {(props) => (
            <Button {...props} variant="default">
              Choose a JSON file
            </Button>
          )}
        </FileButton>
        {checked && checked.content === null ? (
          <Alert color="red" role="alert" w="100%">
            {`${checked.fileName}: ${siteEditorMessages.importInvalidJson}`}
          </Alert>
        ) : null}
        {checked && checked.content !== null && errorPaths.length > 0 ? (
          <Alert
            color="red"
            role="alert"
            w="100%"
            title={siteEditorMessages.importInvalid(errorPaths.length)}
            data-testid="import-errors"
          >
            <List size="sm" spacing={2}>
              {errorPaths.slice(0, 50).map((path) => (
                <List.Item key={path}>
                  <Text size="sm" component="span" fw={600}>
                    {`${path} (${describePath(path)})`}
                  </Text>
                  {`: ${checked.errors[path] ?? ''}`}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {checked && checked.content !== null && errorPaths.length === 0 ? (
          <Stack gap="xs">
            <Text size="sm">
              {`${checked.fileName} is valid: ${changeCount} field(s) differ from the live site.`}
            </Text>
            <Group>
              <ConfirmButton
                title="Import this file"
                question={`Publish the content of ${checked.fileName} as the live site?`}
                loading={busy}
                onConfirm={() => void publishFile()}
              >
                Import and publish
              </ConfirmButton>
            </Group>
          </Stack>
        ) : null}
      </SectionCard>
    </Stack>
  );
});
