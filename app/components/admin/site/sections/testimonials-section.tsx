import { Stack, Text } from '@mantine/core';
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

/** The testimonials page (the home page shows the first 3): add, edit, remove. */
export function TestimonialsSection() {
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
}
