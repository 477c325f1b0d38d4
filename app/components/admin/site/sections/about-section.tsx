import { Button, Fieldset, Group, Paper, Stack, Title } from '@mantine/core';
import { siteContentLimits } from '#app/lib/limits.ts';
import { ListError, TextAreaField, TextField, TextListField } from '../fields.tsx';
import { useSiteEditor } from '../site-editor.tsx';

const caps = siteContentLimits;

/** The About page: the family's story and the values list. */
export function AboutSection() {
  const { get, set } = useSiteEditor();
  const value = get(['about', 'values']);
  const values = Array.isArray(value) ? (value as unknown[]) : [];
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Our story
          </Title>
          <TextListField
            path={['about', 'story']}
            label="Story"
            itemWord="Paragraph"
            rows={10}
            max={caps.paragraph * caps.paragraphsMax}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Values
          </Title>
          <ListError path={['about', 'values']} />
          {values.map((_, i) => (
            <Fieldset key={i} legend={`Value ${i + 1}`} variant="filled" p="sm">
              <Stack gap="xs">
                <TextField
                  path={['about', 'values', i, 'title']}
                  label={`Value ${i + 1} title`}
                  max={caps.short}
                />
                <TextAreaField
                  path={['about', 'values', i, 'text']}
                  label={`Value ${i + 1} text`}
                  rows={3}
                />
                <Group justify="flex-end">
                  <Button
                    size="compact-sm"
                    variant="default"
                    disabled={values.length <= 1}
                    onClick={() =>
                      set(
                        ['about', 'values'],
                        values.filter((__, j) => j !== i),
                      )
                    }
                  >
                    {`Remove value ${i + 1}`}
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          ))}
          <Group>
            <Button
              size="compact-sm"
              variant="light"
              disabled={values.length >= caps.valuesMax}
              onClick={() => set(['about', 'values'], [...values, { title: '', text: '' }])}
            >
              Add a value
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
