import { Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { siteContentLimits } from '#app/lib/limits.ts';
import { ItemList } from '../fields.tsx';
import { TestimonialFields } from './testimonial-fields.tsx';

const caps = siteContentLimits;

interface Testimonial {
  name: string;
  location: string;
  text: string;
  stars: number;
  date: string;
}
const MIN = 3;

// Memo: React Router draws the section's route again on every fetcher state (site.tsx).
/** The testimonials page (the home page shows the first 3): add, edit, remove. */
export const TestimonialsSection = memo(function TestimonialsSection() {
  return (
    <Stack gap="md">
      <Text size="sm">
        {`The home page shows the first 3. Keep between ${MIN} and ${caps.testimonialsMax}.`}
      </Text>
      <ItemList
        path={['testimonials']}
        blank={(): Testimonial => ({ name: '', location: '', text: '', stars: 5, date: '' })}
        min={MIN}
        max={caps.testimonialsMax}
        legend={(_, i) => `Testimonial ${i + 1}`}
        addText="Add a testimonial"
        testId="testimonial"
        summary={(item: Testimonial) => [item.name, item.location, item.text]}
      >
        {(i) => <TestimonialFields path={['testimonials', i]} prefix={`Testimonial ${i + 1}`} />}
      </ItemList>
    </Stack>
  );
});
