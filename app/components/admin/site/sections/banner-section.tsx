import { Text } from '@mantine/core';
import { memo } from 'react';
import { siteContentLimits } from '#app/lib/limits.ts';
import { SwitchField, TextAreaField, TextField } from '../fields.tsx';
import { SectionCard } from '../site-editor.tsx';

const caps = siteContentLimits;

// Memo: React Router draws the section's route again on every fetcher state (site.tsx).
/** The emergency banner above every public page: on or off, its wide and narrow texts. */
export const BannerSection = memo(function BannerSection() {
  return (
    <SectionCard title="Emergency banner">
      <Text size="sm">The strip above every page. Phones show the short text.</Text>
      <SwitchField path={['banner', 'enabled']} label="Show the banner" />
      <TextAreaField
        path={['banner', 'long']}
        label="Long text (wide screens)"
        max={caps.line}
        rows={2}
      />
      <TextField path={['banner', 'short']} label="Short text (phones)" max={caps.short} />
    </SectionCard>
  );
});
