import { Alert, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import { siteContentLimits } from '#app/lib/limits.ts';
import { siteEditorMessages } from '#app/lib/site-editor-messages.ts';
import { ListError, SelectField, TextAreaField, TextField } from '../fields.tsx';
import { ItemDisclosure } from '../item-disclosure.tsx';
import { loadUploads, type UploadedImage } from '../site-api.ts';
import { useDocFields } from '../site-editor.tsx';

const caps = siteContentLimits;
const ITEMS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

// Memo: React Router draws the section's route again on every fetcher state (site.tsx).
/**
 * The gallery's 10 items: title, description, and an image from the uploads (or the default),
 * each drawn closed with its title and image until opened.
 */
export const GallerySection = memo(function GallerySection() {
  const { get } = useDocFields();
  const [uploads, setUploads] = useState<UploadedImage[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void loadUploads().then((outcome) => {
      if (cancelled) return;
      if (outcome.kind === 'ok') setUploads(outcome.data);
      else setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <Stack gap="md">
      <Text size="sm">
        Exactly 10 items. Images come from the uploads (upload them in the Images tab); without one,
        an item shows its default picture.
      </Text>
      {failed ? (
        <Alert color="red" role="alert">
          {siteEditorMessages.uploadsFailed}
        </Alert>
      ) : null}
      <ListError path={['gallery']} />
      {ITEMS.map((i) => {
        const chosen = get(['gallery', i, 'image']);
        const name = typeof chosen === 'string' && chosen !== '' ? chosen : null;
        const upload = name ? uploads?.find((u) => u.name === name) : undefined;
        const choices = [
          { value: '', label: '(default image)' },
          ...(uploads ?? []).map((u) => ({ value: u.name, label: u.name })),
        ];
        // A chosen image not in the list (deleted, or the list did not load) stays choosable.
        if (name && !choices.some((c) => c.value === name)) {
          choices.push({ value: name, label: `${name} (not in the uploads)` });
        }
        return (
          <ItemDisclosure
            key={i}
            path={['gallery', i]}
            legend={`Gallery item ${i + 1}`}
            summary={[get(['gallery', i, 'title']), name ?? '(default image)']}
          >
            <Stack gap="xs">
              <TextField
                path={['gallery', i, 'title']}
                label={`Item ${i + 1} title`}
                max={caps.short}
              />
              <TextAreaField
                path={['gallery', i, 'description']}
                label={`Item ${i + 1} description`}
                rows={3}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <SelectField
                  path={['gallery', i, 'image']}
                  label={`Item ${i + 1} image`}
                  data={choices}
                  emptyValue={null}
                />
                {upload ? (
                  <Image
                    src={`${upload.path}?w=320`}
                    alt={`Chosen image for item ${i + 1}`}
                    h={90}
                    w={140}
                    fit="cover"
                    radius="sm"
                    loading="lazy"
                  />
                ) : null}
              </SimpleGrid>
            </Stack>
          </ItemDisclosure>
        );
      })}
    </Stack>
  );
});
