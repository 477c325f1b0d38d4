import {
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { limits } from '#app/lib/limits.ts';
import { intentField } from '#app/lib/admin-intents.ts';
import { imagesScreen } from '#app/components/admin/images/images-intents.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { uploadMessages } from '#app/lib/messages/upload.ts';
import { PlainSelect } from '../plain-select.tsx';
import { ScrollRegion } from '../scroll-region.tsx';
import { ConfirmButton } from '../confirm-button.tsx';
import { useLoadErrorToast, useResultToast } from '../use-result-toast.ts';
import { ScreenFrame, busyWith } from '../screen-frame.tsx';

export interface MappingRow {
  placeholderKey: string;
  placeholderIndex: number;
  objectPath: string | null;
  path: string | null;
  /** What the slot shows when nothing is mapped. */
  defaultSrc: string;
}

export interface UploadRow {
  name: string;
  path: string;
  width: number;
  height: number;
}

export interface ImagesViewProps {
  mappings: MappingRow[];
  uploads: UploadRow[];
  uploadCount: number;
  /** The last Populate Randomly, while it can still be undone. */
  /** The last Populate Randomly: how many slots, and when (written by the server). */
  undo: { takenAt: string; slots: number } | null;
  /** Where one image is posted (multipart `file`): the uploads pipeline. */
  uploadUrl: string;
  loadError: string | null;
}

const NONE = '';

/** A placeholder's preview, drawn like Mantine's Image with fit="cover" radius="sm". */
const PREVIEW_STYLE = {
  display: 'block',
  objectFit: 'cover',
  borderRadius: 'var(--mantine-radius-sm)',
} as const;

function MappingSelect({ row, uploads }: { row: MappingRow; uploads: UploadRow[] }) {
  const fetcher = useFetcher<AdminActionResult>();
  useResultToast(fetcher.data);
  const pending = fetcher.formData?.get('objectPath');
  const value = typeof pending === 'string' ? pending : (row.objectPath ?? NONE);
  return (
    <PlainSelect
      ariaLabel={`Image for ${row.placeholderKey}`}
      value={value}
      disabled={fetcher.state !== 'idle'}
      options={[
        { value: NONE, label: '(none)' },
        ...uploads.map((u) => ({ value: u.name, label: u.name })),
      ]}
      onChange={(event) =>
        fetcher.submit(
          {
            intent: imagesScreen.intents.assign,
            key: row.placeholderKey,
            objectPath: event.currentTarget.value,
          },
          { method: 'post' },
        )
      }
      style={{ minWidth: 160 }}
    />
  );
}

/**
 * One fetcher for every tile's delete, and its toast shown by ImagesView: a deleted image's tile
 * leaves the page with the same render that brings the answer, so a toast hooked to the tile
 * could be lost with it (it was, once in a CI run).
 */
const DELETE_IMAGE_FETCHER = 'image-delete';

function UploadTile({ upload }: { upload: UploadRow }) {
  const fetcher = useFetcher<AdminActionResult>({ key: DELETE_IMAGE_FETCHER });
  const deleting = fetcher.state !== 'idle' && fetcher.formData?.get('name') === upload.name;
  return (
    <Paper withBorder radius="md" className="cfgd-upload-tile" data-testid="upload-tile">
      <Image
        src={`${upload.path}?w=320`}
        alt={`Uploaded image ${upload.name}`}
        h={120}
        fit="cover"
        radius="md"
        loading="lazy"
      />
      <Box p={6}>
        <Text size="xs" truncate="end" title={upload.name}>
          {upload.name}
        </Text>
      </Box>
      <Box className="cfgd-upload-actions">
        <ConfirmButton
          size="compact-sm"
          color="red"
          title="Delete image"
          question={adminMessages.confirmDeleteImage}
          aria-label={`Delete image ${upload.name}`}
          loading={deleting}
          onConfirm={() =>
            fetcher.submit(
              { intent: imagesScreen.intents.delete, name: upload.name },
              { method: 'post' },
            )
          }
        >
          Delete
        </ConfirmButton>
      </Box>
    </Paper>
  );
}

async function postWithRetry(url: string, file: File): Promise<boolean> {
  for (let attempt = 1; attempt <= limits.upload.attempts; attempt++) {
    const body = new FormData();
    body.set('file', file);
    try {
      const response = await fetch(url, { method: 'POST', body });
      if (response.ok) return true;
      // A refusal (bad file, too large) will not change on a retry.
      if (response.status >= 400 && response.status < 500 && response.status !== 429) return false;
    } catch {
      // network error: retry
    }
    if (attempt < limits.upload.attempts) {
      await new Promise((resolve) => setTimeout(resolve, limits.upload.backoffMs * attempt));
    }
  }
  return false;
}

const POPULATE_TOAST = 'populate-result';

/**
 * Populate Randomly's answer: on success, the toast offers the undo right there (the button in
 * the toolbar stays until it is used or the next populate replaces it).
 */
function usePopulateToast(result: AdminActionResult | undefined, undo: () => void): void {
  useEffect(() => {
    if (!result || result.intent !== imagesScreen.intents.populate || !result.ok) return;
    notifications.show({
      id: POPULATE_TOAST,
      color: 'green',
      autoClose: 15_000,
      closeButtonProps: { 'aria-label': 'Dismiss' },
      message: (
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <span>{result.message}</span>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => {
              notifications.hide(POPULATE_TOAST);
              undo();
            }}
          >
            {adminMessages.populateUndo}
          </Button>
        </Group>
      ),
    });
    // Only a new answer shows a toast; `undo` is a fresh function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
}

/** Images tab: placeholders and their images, uploads, random fill. */
export function ImagesView(props: ImagesViewProps) {
  useLoadErrorToast(props.loadError);
  useResultToast(useFetcher<AdminActionResult>({ key: DELETE_IMAGE_FETCHER }).data);
  const fetcher = useFetcher<AdminActionResult>();
  const populateDone =
    fetcher.data?.intent === imagesScreen.intents.populate && fetcher.data.ok
      ? fetcher.data
      : undefined;
  // The successful populate has its own toast (with Undo); every other answer the usual one.
  useResultToast(populateDone ? undefined : fetcher.data);
  const undoPopulate = () =>
    fetcher.submit({ intent: imagesScreen.intents.undoPopulate }, { method: 'post' });
  usePopulateToast(populateDone, undoPopulate);
  const revalidator = useRevalidator();
  const [newKey, setNewKey] = useState('');
  const [uploading, setUploading] = useState(false);
  const added =
    fetcher.data?.intent === imagesScreen.intents.add && fetcher.data.ok ? fetcher.data : undefined;
  const [clearedFor, setClearedFor] = useState<AdminActionResult | undefined>(undefined);
  if (added && added !== clearedFor) {
    setClearedFor(added);
    setNewKey('');
  }

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setUploading(true);
    let done = 0;
    for (const file of files) {
      if (await postWithRetry(props.uploadUrl, file)) done += 1;
    }
    setUploading(false);
    if (done === files.length) {
      notifications.show({
        color: 'green',
        message: uploadMessages.success(done),
        closeButtonProps: { 'aria-label': 'Dismiss' },
      });
    } else {
      notifications.show({
        color: 'red',
        message: uploadMessages.failed,
        closeButtonProps: { 'aria-label': 'Dismiss' },
      });
    }
    void revalidator.revalidate();
  };

  const busy = (intent: string) => busyWith(fetcher, intent);

  return (
    <ScreenFrame title="Images" loadError={props.loadError}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <fetcher.Form method="post">
            <input {...intentField(imagesScreen.intents.add)} />
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                name="key"
                label="New placeholder key"
                placeholder="e.g. about.team_photo"
                value={newKey}
                onChange={(event) => setNewKey(event.currentTarget.value)}
                style={{ flex: '1 1 200px' }}
              />
              <Button type="submit" disabled={newKey.trim() === ''} loading={busy('add')}>
                Add
              </Button>
            </Group>
          </fetcher.Form>
          <Group gap="xs" wrap="wrap">
            <Button
              variant="default"
              onClick={() => void revalidator.revalidate()}
              loading={revalidator.state !== 'idle'}
            >
              Refresh
            </Button>
            {props.uploadCount > 0 ? (
              <ConfirmButton
                variant="default"
                loading={busy('populate')}
                title="Populate Randomly"
                question={adminMessages.confirmPopulate(props.mappings.length)}
                confirmLabel="Replace all images"
                onConfirm={() =>
                  fetcher.submit({ intent: imagesScreen.intents.populate }, { method: 'post' })
                }
              >
                Populate Randomly
              </ConfirmButton>
            ) : (
              // Nothing uploaded: nothing to confirm, the answer says there is nothing to use.
              <Button
                variant="default"
                loading={busy('populate')}
                onClick={() =>
                  fetcher.submit({ intent: imagesScreen.intents.populate }, { method: 'post' })
                }
              >
                Populate Randomly
              </Button>
            )}
            {props.undo ? (
              <Button
                variant="default"
                color="orange"
                loading={busy('undo-populate')}
                onClick={undoPopulate}
                title={`Puts back the ${props.undo.slots} image slots as they were before ${props.undo.takenAt}`}
                data-testid="undo-populate"
              >
                {adminMessages.undoPopulateLabel}
              </Button>
            ) : null}
            <FileButton onChange={(files) => void upload(files)} accept="image/*" multiple>
              {(buttonProps) => (
                <Button {...buttonProps} variant="default" loading={uploading}>
                  {uploading ? uploadMessages.submitting : 'Upload images'}
                </Button>
              )}
            </FileButton>
          </Group>
        </Stack>
      </Paper>

      <Box component="section" aria-labelledby="placeholders-title">
        <Title order={3} size="h4" id="placeholders-title" mb="xs">
          Placeholders ({props.mappings.length})
        </Title>
        <ScrollRegion label="Placeholders table">
          <Table miw={520} striped verticalSpacing="xs" data-testid="mappings-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Index</Table.Th>
                <Table.Th scope="col">Key</Table.Th>
                <Table.Th scope="col">Assigned image</Table.Th>
                <Table.Th scope="col">Preview</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.mappings.map((row) => (
                <Table.Tr key={row.placeholderKey} data-testid="mapping-row">
                  <Table.Td>{row.placeholderIndex}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.placeholderKey}</Table.Td>
                  <Table.Td>
                    <MappingSelect row={row} uploads={props.uploads} />
                  </Table.Td>
                  <Table.Td>
                    {/* Plain <img>: 66 rows of Mantine's Image were a good part of the tab's first render. */}
                    {row.path ? (
                      // The alt names the slot it fills, like the select beside it ("Image for home.hero").
                      // eslint-disable-next-line jsx-a11y/img-redundant-alt
                      <img
                        src={`${row.path}?w=320`}
                        alt={`Image for ${row.placeholderKey}`}
                        width={64}
                        height={48}
                        loading="lazy"
                        style={PREVIEW_STYLE}
                      />
                    ) : (
                      // eslint-disable-next-line jsx-a11y/img-redundant-alt
                      <img
                        src={row.defaultSrc}
                        alt={`Default image for ${row.placeholderKey}`}
                        width={64}
                        height={48}
                        loading="lazy"
                        style={PREVIEW_STYLE}
                        data-testid="default-preview"
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </Box>

      <Box component="section" aria-labelledby="uploads-title">
        <Title order={3} size="h4" id="uploads-title" mb="xs">
          Uploaded images (<span data-testid="upload-count">{props.uploadCount}</span>)
        </Title>
        {props.uploads.length === 0 ? (
          <Text size="sm">No uploaded images yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
            {props.uploads.map((u) => (
              <UploadTile key={u.name} upload={u} />
            ))}
          </SimpleGrid>
        )}
      </Box>
    </ScreenFrame>
  );
}
