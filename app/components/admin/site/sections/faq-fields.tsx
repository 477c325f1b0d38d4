import { Stack } from '@mantine/core';
import { siteContentLimits } from '#app/lib/limits.ts';
import type { PathPart } from '../doc-path.ts';
import { ListError, TextAreaField, TextField } from '../fields.tsx';
import { ItemDisclosure } from '../item-disclosure.tsx';
import { useDocFields } from '../site-editor.tsx';

const caps = siteContentLimits;

/** Exactly 4 questions and answers (a service page's, an FAQ tab's), each drawn closed. */
export function FaqFields({ path }: { path: readonly PathPart[] }) {
  const { get } = useDocFields();
  return (
    <Stack gap="sm">
      <ListError path={path} />
      {[0, 1, 2, 3].map((i) => (
        <ItemDisclosure
          key={i}
          path={[...path, i]}
          legend={`FAQ ${i + 1}`}
          summary={[get([...path, i, 'question'])]}
          variant="filled"
        >
          <Stack gap="xs">
            <TextField
              path={[...path, i, 'question']}
              label={`Question ${i + 1}`}
              max={caps.line}
            />
            <TextAreaField
              path={[...path, i, 'answer']}
              label={`Answer ${i + 1}`}
              max={caps.paragraph}
              rows={3}
            />
          </Stack>
        </ItemDisclosure>
      ))}
    </Stack>
  );
}
