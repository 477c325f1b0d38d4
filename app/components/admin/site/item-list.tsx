import { Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PathPart } from './doc-path.ts';
import { ListError } from './fields.tsx';
import { useSiteEditor } from './site-editor.tsx';

/**
 * The Site editor's building blocks shared by its sections: a titled card, and a list of items
 * of the document edited one fieldset per item (remove under each, add below). Every list reads
 * the same way for the owner and for a screen reader because it is drawn by one component.
 */

/** One titled group of fields ("Our story", "Weekly hours"). */
export function SectionCard({
  title,
  align,
  children,
}: {
  title: ReactNode;
  align?: 'flex-start';
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm" align={align}>
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

interface ItemListProps<T> {
  path: readonly PathPart[];
  /** What a new item starts as. */
  blank: () => T;
  /** Fewer items than this and Remove is disabled (the rule would refuse the list anyway). */
  min: number;
  /** At this count Add is disabled. */
  max: number;
  /** The fieldset's legend; also names the item in its Remove button's accessible name. */
  legend: (item: T, index: number) => string;
  /** The Remove button's visible text (its accessible name when no `removeAriaLabel`). */
  removeText: (legend: string) => string;
  removeAriaLabel?: (legend: string) => string;
  addText: string;
  /** Shown when the list is empty. */
  emptyText?: string;
  /** Shown next to Add once the list is full. */
  fullText?: string;
  /** The fields of one item, at `[...path, index]`. */
  children: (index: number, item: T) => ReactNode;
  variant?: 'filled';
  testId?: string;
}

/** A list of the document edited in place: one fieldset per item, Remove in each, Add below. */
export function ItemList<T>({
  path,
  blank,
  min,
  max,
  legend,
  removeText,
  removeAriaLabel,
  addText,
  emptyText,
  fullText,
  children,
  variant,
  testId,
}: ItemListProps<T>) {
  const { get, set } = useSiteEditor();
  const value = get(path);
  const items = Array.isArray(value) ? (value as T[]) : [];
  const full = items.length >= max;
  return (
    <>
      <ListError path={path} />
      {emptyText !== undefined && items.length === 0 ? <Text size="sm">{emptyText}</Text> : null}
      {items.map((item, i) => {
        const name = legend(item, i);
        return (
          <Fieldset key={i} legend={name} variant={variant} p="sm" data-testid={testId}>
            <Stack gap="xs">
              {children(i, item)}
              <Group justify="flex-end">
                <Button
                  size="compact-sm"
                  variant="default"
                  disabled={min > 0 ? items.length <= min : undefined}
                  aria-label={removeAriaLabel?.(name)}
                  onClick={() =>
                    set(
                      path,
                      items.filter((_, j) => j !== i),
                    )
                  }
                >
                  {removeText(name)}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      <Group>
        <Button
          size="compact-sm"
          variant="light"
          disabled={full}
          onClick={() => set(path, [...items, blank()])}
        >
          {addText}
        </Button>
        {full && fullText !== undefined ? <Text size="sm">{fullText}</Text> : null}
      </Group>
    </>
  );
}
