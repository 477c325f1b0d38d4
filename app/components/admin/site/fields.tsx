import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { siteContentLimits } from '#app/lib/limits.ts';
import { siteEditorMessages } from '#app/lib/site-editor-messages.ts';
import { errorsUnder, pathKey, type PathPart } from './doc-path.ts';
import { PlainNativeSelect, PlainTextarea, PlainTextInput } from '../plain-input.tsx';
import { PlainSwitch } from '../plain-switch.tsx';
import { ItemDisclosure } from './item-disclosure.tsx';
import { describePath } from './labels.ts';
import { useDocFields } from './site-editor.tsx';

/**
 * The editor's inputs, each bound to one path of the document. Every one has a visible label;
 * an error for its path (from the browser's check or the server's `fieldErrors`) is shown under
 * it, the input marked `aria-invalid` with `aria-describedby` pointing at the message. The boxes
 * and selects are plain elements drawn as Mantine's (../plain-input.tsx): a section of thirty
 * Mantine fields blocked a phone on its first render (issue 28).
 */

const caps = siteContentLimits;

/** The field's own error, or the first one below it (a list edited as one textarea). */
function useFieldError(path: readonly PathPart[], itemWord?: string): string | undefined {
  const { errors } = useDocFields();
  const key = pathKey(path);
  const own = errors[key];
  if (own) return own;
  const below = errorsUnder(errors, key)[0];
  if (!below) return undefined;
  const rest = below.slice(key.length + 1).split('.');
  const index = Number(rest[0]);
  return itemWord && Number.isInteger(index)
    ? `${itemWord} ${index + 1}: ${errors[below]}`
    : `${describePath(below)}: ${errors[below]}`;
}

function asText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * What every input bound to one path shares: its value and setter, and the props that tie it to
 * the path (the error under it; `data-path`, which the error summary scrolls to).
 */
function useBinding(path: readonly PathPart[], itemWord?: string) {
  const { get, set } = useDocFields();
  return {
    value: get(path),
    set: (next: unknown) => set(path, next),
    bound: { error: useFieldError(path, itemWord), 'data-path': pathKey(path) },
  };
}

/** useBinding for a box the owner types in: the value as text, and what is typed stored as is. */
function useTextBinding(path: readonly PathPart[]) {
  const { value, set, bound } = useBinding(path);
  return {
    value: asText(value),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(event.currentTarget.value),
    ...bound,
  };
}

export interface TextFieldProps {
  path: readonly PathPart[];
  label: string;
  description?: ReactNode;
  max?: number;
  type?: 'text' | 'email' | 'tel' | 'date' | 'time';
  autoComplete?: string;
  placeholder?: string;
}

/** Kinds of box whose text the owner writes (a date or a time has its own fixed length). */
const WRITTEN = new Set(['text', 'email', 'tel']);

/**
 * The description under a label with the box's count and limit ("120 / 300 characters"), red
 * once over. The box takes what is typed or pasted whole (issue 27: a 10,000-character paste
 * into a 300-character box was cut without a word); the rule's message then says to shorten it.
 */
function withCount(description: ReactNode, text: string, max: number): ReactNode {
  const over = text.length > max;
  return (
    <>
      {description}
      {description ? ' · ' : null}
      <Text
        component="span"
        size="xs"
        c={over ? 'red.8' : undefined}
        fw={over ? 700 : undefined}
        data-testid="char-count"
      >
        {siteEditorMessages.charCount(text.length, max)}
      </Text>
    </>
  );
}

export function TextField({
  path,
  label,
  description,
  max = caps.line,
  type = 'text',
  autoComplete = 'off',
  placeholder,
}: TextFieldProps) {
  const binding = useTextBinding(path);
  const written = WRITTEN.has(type);
  return (
    <PlainTextInput
      label={label}
      description={written ? withCount(description, binding.value, max) : description}
      type={type}
      maxLength={written ? undefined : max}
      autoComplete={autoComplete}
      placeholder={placeholder}
      {...binding}
    />
  );
}

export function TextAreaField({
  path,
  label,
  description,
  max = caps.paragraph,
  rows = 4,
}: Omit<TextFieldProps, 'type' | 'autoComplete' | 'placeholder'> & { rows?: number }) {
  const binding = useTextBinding(path);
  return (
    <PlainTextarea
      label={label}
      description={withCount(description, binding.value, max)}
      rows={rows}
      {...binding}
    />
  );
}

/**
 * A number typed as text: stored as a number when it reads as one, else as typed (the rule's
 * message then says what is expected; nothing the owner typed is thrown away).
 */
export function NumberField({
  path,
  label,
  description,
  decimal = false,
}: Omit<TextFieldProps, 'type' | 'max'> & { decimal?: boolean }) {
  const { value, set, bound } = useBinding(path);
  return (
    <PlainTextInput
      label={label}
      description={description}
      inputMode={decimal ? 'decimal' : 'numeric'}
      value={asText(value)}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        // Decimals may be negative (a longitude); whole numbers here never are.
        const pattern = decimal ? /^-?\d+(\.\d+)?$/ : /^\d+$/;
        set(pattern.test(typed.trim()) ? Number(typed.trim()) : typed);
      }}
      maxLength={12}
      {...bound}
    />
  );
}

export function SwitchField({
  path,
  label,
  description,
}: {
  path: readonly PathPart[];
  label: string;
  description?: string;
}) {
  const { value, set, bound } = useBinding(path);
  return (
    <PlainSwitch
      label={label}
      description={description}
      checked={value === true}
      onChange={(event) => set(event.currentTarget.checked)}
      {...bound}
    />
  );
}

/**
 * A list of texts edited in one box: paragraphs separated by an empty line, or one item per
 * line. The text is split as typed (an empty paragraph stays until the owner removes it, and
 * the rule says so).
 */
export function TextListField({
  path,
  label,
  description,
  itemWord,
  perLine = false,
  rows = 6,
  max,
}: {
  path: readonly PathPart[];
  label: string;
  description?: string;
  itemWord: string;
  perLine?: boolean;
  rows?: number;
  max: number;
}) {
  const { value, set, bound } = useBinding(path, itemWord);
  const list = Array.isArray(value) ? value.map(asText) : [];
  const separator = perLine ? '\n' : '\n\n';
  return (
    <PlainTextarea
      label={label}
      description={
        description ?? (perLine ? 'One per line.' : 'Leave an empty line between paragraphs.')
      }
      value={list.join(separator)}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        set(perLine ? typed.split('\n') : typed.split(/\n[ \t]*\n/));
      }}
      maxLength={max}
      rows={rows}
      {...bound}
    />
  );
}

export function SelectField({
  path,
  label,
  data,
  description,
  emptyValue,
}: {
  path: readonly PathPart[];
  label: string;
  data: Array<{ value: string; label: string }>;
  description?: string;
  /** What the empty choice stores (null or undefined: "none"). */
  emptyValue?: null;
}) {
  const { value, set, bound } = useBinding(path);
  return (
    <PlainNativeSelect
      label={label}
      description={description}
      value={asText(value)}
      options={data}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        set(chosen === '' ? emptyValue : chosen);
      }}
      {...bound}
    />
  );
}

/** The error of a whole list (a count rule), shown above its fields. */
export function ListError({ path }: { path: readonly PathPart[] }) {
  const { errors } = useDocFields();
  const message = errors[pathKey(path)];
  if (!message) return null;
  return (
    <Alert color="red" role="alert" data-path={pathKey(path)}>
      {message}
    </Alert>
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
  /** The Remove button's visible text ("Remove value 2" unless given; its accessible name when no `removeAriaLabel`). */
  removeText?: (legend: string) => string;
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
  /**
   * What a closed item shows of itself. Given, every item is drawn closed and its fields are
   * rendered only when opened (long lists: see item-disclosure.tsx); an item just added opens.
   */
  summary?: (item: T) => ReadonlyArray<unknown>;
}

/**
 * A list of the document edited in place: one fieldset per item, Remove in each, Add below.
 * Every list of the editor is drawn by this one component, so they read and behave alike.
 */
export function ItemList<T>({
  path,
  blank,
  min,
  max,
  legend,
  removeText = (legend) => `Remove ${legend.toLowerCase()}`,
  removeAriaLabel,
  addText,
  emptyText,
  fullText,
  children,
  variant,
  testId,
  summary,
}: ItemListProps<T>) {
  const { get, set, addItem } = useDocFields();
  // The place of the item Add just appended: it mounts open.
  const [added, setAdded] = useState<number | null>(null);
  const value = get(path);
  const items = Array.isArray(value) ? (value as T[]) : [];
  const full = items.length >= max;
  return (
    <>
      <ListError path={path} />
      {emptyText !== undefined && items.length === 0 ? <Text size="sm">{emptyText}</Text> : null}
      {items.map((item, i) => {
        const name = legend(item, i);
        const fields = (
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
        );
        return summary ? (
          <ItemDisclosure
            key={i}
            path={[...path, i]}
            legend={name}
            summary={summary(item)}
            initiallyOpen={i === added}
            variant={variant}
            testId={testId}
          >
            {fields}
          </ItemDisclosure>
        ) : (
          <Fieldset key={i} legend={name} variant={variant} p="sm" data-testid={testId}>
            {fields}
          </Fieldset>
        );
      })}
      <Group>
        <Button
          size="compact-sm"
          variant="light"
          disabled={full}
          onClick={() => {
            setAdded(items.length);
            addItem(path, blank());
          }}
        >
          {addText}
        </Button>
        {full && fullText !== undefined ? <Text size="sm">{fullText}</Text> : null}
      </Group>
    </>
  );
}
