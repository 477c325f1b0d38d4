import { Alert, Stack, Text } from '@mantine/core';
import { siteEditorMessages as copy } from '#app/lib/site-editor-messages.ts';
import type { SimilarTownPair } from '#app/lib/town-similarity.ts';

/**
 * Town pages that read alike: one warning, in the Cities section while the owner writes and in
 * the publish review before the pages go live.
 */
export function SimilarTownsAlert({
  pairs,
  ...marks
}: {
  pairs: readonly SimilarTownPair[];
  /** The data attributes that find it (tests, the page's script). */
  [mark: `data-${string}`]: string;
}) {
  return (
    <Alert color="yellow" title="Town pages that read alike" {...marks}>
      <Stack gap={4}>
        {pairs.map((w) => (
          <Text size="sm" key={`${w.slug} ${w.otherSlug}`}>
            {copy.townSimilar(w.label, w.otherLabel, Math.round(w.score * 100))}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
