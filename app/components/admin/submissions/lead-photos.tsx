import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { adminRoutes } from '#app/lib/urls.ts';
import { LazyModal } from '../lazy/modal.tsx';

/**
 * The photos sent with a lead (issue 18): thumbnails, tap to see the photo full size. Both
 * come from the admin-only address (never /uploads/); the thumbnails are small WebPs made
 * once at upload, loaded lazily so a page of 25 cards stays light.
 */
export function LeadPhotos({ leadId, photoIds }: { leadId: number; photoIds: readonly number[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photoIds.length === 0) return null;
  return (
    <Box data-testid="lead-photos">
      <Text size="sm" fw={600}>
        Photos ({photoIds.length})
      </Text>
      <Group gap={6} mt={4}>
        {photoIds.map((photoId, index) => (
          <UnstyledButton
            key={photoId}
            onClick={() => setOpen(photoId)}
            aria-label={`Open photo ${index + 1} of ${photoIds.length}`}
            style={{ borderRadius: 4, overflow: 'hidden', lineHeight: 0 }}
          >
            <img
              src={adminRoutes.leadPhoto(leadId, photoId, true)}
              alt=""
              width={72}
              height={72}
              loading="lazy"
              data-testid="lead-photo-thumb"
              style={{ objectFit: 'cover', display: 'block' }}
            />
          </UnstyledButton>
        ))}
      </Group>
      <LazyModal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open === null ? '' : `Photo ${photoIds.indexOf(open) + 1} of ${photoIds.length}`}
        size="xl"
        centered
      >
        {open !== null ? (
          <img
            src={adminRoutes.leadPhoto(leadId, open)}
            alt={`Sent with this request (${photoIds.indexOf(open) + 1} of ${photoIds.length})`}
            data-testid="lead-photo-full"
            style={{ maxWidth: '100%', height: 'auto', display: 'block', margin: '0 auto' }}
          />
        ) : null}
      </LazyModal>
    </Box>
  );
}
