import { Button, Fieldset, Group, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { serviceSlugs } from '#app/content/slugs.ts';
import { siteContentLimits } from '#app/lib/limits.ts';
import { ListError, TextAreaField, TextField, TextListField } from '../fields.tsx';
import { slugLabel } from '../labels.ts';
import { useSiteEditor } from '../site-editor.tsx';
import { FaqFields } from './faq-fields.tsx';

const caps = siteContentLimits;

/** The service in the URL (`?service=`), or the first. */
export function useChosen<T extends string>(param: string, list: readonly T[]): T {
  const [params] = useSearchParams();
  const wanted = params.get(param);
  return list.find((item) => item === wanted) ?? (list[0] as T);
}

export function ChoiceSelect<T extends string>({
  param,
  label,
  list,
  name,
}: {
  param: string;
  label: string;
  list: readonly T[];
  name: (item: T) => string;
}) {
  const [, setParams] = useSearchParams();
  const chosen = useChosen(param, list);
  return (
    <NativeSelect
      label={label}
      value={chosen}
      data={list.map((item) => ({ value: item, label: name(item) }))}
      onChange={(event) => setParams({ [param]: event.currentTarget.value }, { replace: true })}
      rightSection={<span aria-hidden="true">▾</span>}
    />
  );
}

interface SectionText {
  heading: string;
  paragraphs: string[];
  bullets: string[];
}

/** One service page at a time: title, subtitle, main text, the 8 benefits, the 4 FAQs. */
export function ServicesSection() {
  const { get, set } = useSiteEditor();
  const slug = useChosen('service', serviceSlugs);
  const title = (s: string) => {
    const t = get(['services', s, 'title']);
    return typeof t === 'string' && t !== '' ? t : slugLabel(s);
  };
  const base = ['services', slug] as const;
  const mainText = get([...base, 'mainText']);
  const sections = Array.isArray(mainText) ? (mainText as SectionText[]) : [];
  return (
    <Stack gap="md">
      <ChoiceSelect param="service" label="Service page" list={serviceSlugs} name={title} />
      {/* Keyed: another page's fields are new inputs, never this one's with other values. */}
      <Stack gap="md" key={slug}>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h4">
              Top of the page
            </Title>
            <TextField path={[...base, 'title']} label="Title" max={caps.short} />
            <TextAreaField path={[...base, 'subtitle']} label="Subtitle" max={caps.line} rows={2} />
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h4">
              Main text
            </Title>
            <ListError path={[...base, 'mainText']} />
            {sections.map((_, i) => (
              <Fieldset key={i} legend={`Section ${i + 1}`} variant="filled" p="sm">
                <Stack gap="xs">
                  <TextField
                    path={[...base, 'mainText', i, 'heading']}
                    label={`Section ${i + 1} heading`}
                    max={caps.line}
                  />
                  <TextListField
                    path={[...base, 'mainText', i, 'paragraphs']}
                    label={`Section ${i + 1} paragraphs`}
                    itemWord="Paragraph"
                    max={caps.paragraph * caps.paragraphsMax}
                  />
                  <TextListField
                    path={[...base, 'mainText', i, 'bullets']}
                    label={`Section ${i + 1} bullet points`}
                    description="One per line; none is fine."
                    itemWord="Bullet point"
                    perLine
                    rows={3}
                    max={caps.line * caps.bulletsMax}
                  />
                  <Group justify="flex-end">
                    <Button
                      size="compact-sm"
                      variant="default"
                      disabled={sections.length <= 2}
                      onClick={() =>
                        set(
                          [...base, 'mainText'],
                          sections.filter((__, j) => j !== i),
                        )
                      }
                    >
                      {`Remove section ${i + 1}`}
                    </Button>
                  </Group>
                </Stack>
              </Fieldset>
            ))}
            <Group>
              <Button
                size="compact-sm"
                variant="light"
                disabled={sections.length >= caps.sectionsMax}
                onClick={() =>
                  set(
                    [...base, 'mainText'],
                    [...sections, { heading: '', paragraphs: [''], bullets: [] }],
                  )
                }
              >
                Add a section
              </Button>
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h4">
              Benefits (exactly 8)
            </Title>
            <ListError path={[...base, 'benefits']} />
            {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
              <TextField
                key={i}
                path={[...base, 'benefits', i]}
                label={`Benefit ${i + 1}`}
                max={caps.line}
              />
            ))}
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h4">
              FAQs (exactly 4)
            </Title>
            <FaqFields path={[...base, 'faqs']} />
          </Stack>
        </Paper>
      </Stack>
    </Stack>
  );
}
