import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { postEditorMessages as m } from '#app/lib/messages/post-editor.ts';
import { uploadSrcSet } from '#app/lib/upload-urls.ts';
import { LazyModal } from '../lazy/modal.tsx';
import { PlainTextInput } from '../plain-input.tsx';
import { whatHappened } from '../network-guard.ts';
import type { PhotoInsert } from './rich-text/commands.ts';

/** An image of the site's library as the picker shows it. */
export interface LibraryPhoto {
  name: string;
  path: string;
  width: number;
  height: number;
}

export interface PhotoPickerProps {
  opened: boolean;
  onClose: () => void;
  library: readonly LibraryPhoto[];
  /** Where a new photo is posted (multipart `file`): the site's upload pipeline. */
  uploadUrl: string;
  onInsert: (photo: PhotoInsert) => void;
}

/** The upload pipeline's answer (201 or 200 for the same bytes), or its refusal. */
interface UploadAnswer {
  name?: string;
  path?: string;
  width?: number;
  height?: number;
  error?: string;
}

/**
 * Adds a photo to the body: one from the site's image library, or one taken with the phone's
 * camera (or chosen from its gallery) sent through the upload pipeline, which strips its EXIF
 * and makes its variants. The photo goes in only with alt text: the button refuses without it.
 */
export function PhotoPicker(props: PhotoPickerProps) {
  const [chosen, setChosen] = useState<LibraryPhoto | null>(null);
  const [uploaded, setUploaded] = useState<LibraryPhoto[]>([]);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const photos = [
    ...uploaded,
    ...props.library.filter((p) => !uploaded.some((u) => u.name === p.name)),
  ];

  function close() {
    setChosen(null);
    setAlt('');
    setError(null);
    props.onClose();
  }

  async function upload(file: File) {
    setUploading(true);
    setError(null);
    try {
      const body = new FormData();
      body.set('file', file);
      const response = await fetch(props.uploadUrl, { method: 'POST', body });
      const answer = (await response.json().catch(() => ({}))) as UploadAnswer;
      if (!response.ok || !answer.name || !answer.path) {
        setError(m.photoUploadFailed(answer.error ?? `the server answered ${response.status}.`));
        return;
      }
      const photo = {
        name: answer.name,
        path: answer.path,
        width: answer.width ?? 0,
        height: answer.height ?? 0,
      };
      setUploaded((list) => [photo, ...list.filter((p) => p.name !== photo.name)]);
      setChosen(photo);
    } catch (caught) {
      setError(m.photoUploadFailed(whatHappened(caught)));
    } finally {
      setUploading(false);
    }
  }

  function insert() {
    if (!chosen) return setError(m.photoChooseFirst);
    if (alt.trim() === '') return setError(m.photoAltRequired);
    props.onInsert({
      src: chosen.path,
      alt: alt.trim(),
      width: chosen.width || null,
      height: chosen.height || null,
    });
    close();
  }

  return (
    <LazyModal opened={props.opened} onClose={close} title={m.photoDialog} size="lg">
      <Stack gap="sm">
        <label className="post-photo-upload">
          <Text component="span" size="sm" fw={500}>
            {m.photoUpload}
          </Text>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={uploading}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
        {uploading ? <Text size="sm">{m.photoUploading}</Text> : null}
        <Text size="sm" fw={500} id="post-photo-library">
          {m.photoLibrary}
        </Text>
        {photos.length === 0 ? (
          <Text size="sm">{m.photoLibraryEmpty}</Text>
        ) : (
          <div className="post-photo-grid" role="listbox" aria-labelledby="post-photo-library">
            {photos.map((photo) => (
              <UnstyledButton
                key={photo.name}
                role="option"
                aria-selected={chosen?.name === photo.name}
                aria-label={photo.name}
                className="post-photo-option"
                onClick={() => {
                  setChosen(photo);
                  setError(null);
                }}
              >
                <img
                  src={photo.path}
                  srcSet={uploadSrcSet(photo.name, photo.width)}
                  sizes="120px"
                  alt=""
                  loading="lazy"
                  width={120}
                  height={90}
                />
              </UnstyledButton>
            ))}
          </div>
        )}
        <PlainTextInput
          label={m.photoAlt}
          description={m.photoAltHint}
          required
          value={alt}
          onChange={(event) => {
            setAlt(event.currentTarget.value);
            setError(null);
          }}
        />
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {m.photoCancel}
          </Button>
          <Button onClick={insert} disabled={uploading}>
            {m.photoInsert}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
