import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { siteContentLimits } from '#app/lib/limits.ts';
import { ListError } from '../fields.tsx';
import { useSiteEditor } from '../site-editor.tsx';
import { TestimonialFields } from './testimonial-fields.tsx';

const caps = siteContentLimits;
const MIN = 3;

/** The testimonials page (the home page shows the first 3): add, edit, remove. */
export function TestimonialsSection() {
  const { get, set } = useSiteEditor();
  const value = get(['testimonials']);
  const list = Array.isArray(value) ? (value as unknown[]) : [];
  return (
    <Stack gap="md">
      <Text size="sm">
        {`The home page shows the first 3. Keep between ${MIN} and ${caps.testimonialsMax}.`}
      </Text>
      <ListError path={['testimonials']} />
      {list.map((_, i) => (
        <Fieldset key={i} legend={`Testimonial ${i + 1}`} p="sm" data-testid="testimonial">
          <Stack gap="xs">
            <TestimonialFields path={['testimonials', i]} prefix={`Testimonial ${i + 1}`} />
            <Group justify="flex-end">
              <Button
                size="compact-sm"
                variant="default"
                disabled={list.length <= MIN}
                onClick={() =>
                  set(
                    ['testimonials'],
                    list.filter((__, j) => j !== i),
                  )
                }
              >
                {`Remove testimonial ${i + 1}`}
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      ))}
      <Group>
        <Button
          size="compact-sm"
          variant="light"
          disabled={list.length >= caps.testimonialsMax}
          onClick={() =>
            set(
              ['testimonials'],
              [...list, { name: '', location: '', text: '', stars: 5, date: '' }],
            )
          }
        >
          Add a testimonial
        </Button>
      </Group>
    </Stack>
  );
}
