import { Alert, NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { siteContentLimits } from '#app/lib/limits.ts';
import { errorsUnder, pathKey, type PathPart } from './doc-path.ts';
import { describePath } from './labels.ts';
import { useSiteEditor } from './site-editor.tsx';

/**
 * The editor's inputs, each bound to one path of the document. Every one has a visible label;
 * an error for its path (from the browser's check or the server's `fieldErrors`) is shown under
 * it by Mantine, which also sets `aria-invalid` and points `aria-describedby` at the message.
 */

const caps = siteContentLimits;

/** The field's own error, or the first one below it (a list edited as one textarea). */
function useFieldError(path: readonly PathPart[], itemWord?: string): string | undefined {
  const { errors } = useSiteEditor();
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

interface TextFieldProps {
  path: readonly PathPart[];
  label: string;
  description?: ReactNode;
  max?: number;
  type?: 'text' | 'email' | 'tel' | 'date' | 'time';
  autoComplete?: string;
  placeholder?: string;
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
  const { get, set } = useSiteEditor();
  return (
    <TextInput
      label={label}
      description={description}
      type={type}
      value={asText(get(path))}
      onChange={(event) => set(path, event.currentTarget.value)}
      error={useFieldError(path)}
      maxLength={max}
      autoComplete={autoComplete}
      placeholder={placeholder}
      data-path={pathKey(path)}
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
  const { get, set } = useSiteEditor();
  return (
    <Textarea
      label={label}
      description={description}
      value={asText(get(path))}
      onChange={(event) => set(path, event.currentTarget.value)}
      error={useFieldError(path)}
      maxLength={max}
      rows={rows}
      data-path={pathKey(path)}
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
  const { get, set } = useSiteEditor();
  return (
    <TextInput
      label={label}
      description={description}
      inputMode={decimal ? 'decimal' : 'numeric'}
      value={asText(get(path))}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const pattern = decimal ? /^\d+(\.\d+)?$/ : /^\d+$/;
        set(path, pattern.test(typed.trim()) ? Number(typed.trim()) : typed);
      }}
      error={useFieldError(path)}
      maxLength={12}
      data-path={pathKey(path)}
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
  const { get, set } = useSiteEditor();
  return (
    <Switch
      label={label}
      description={description}
      checked={get(path) === true}
      onChange={(event) => set(path, event.currentTarget.checked)}
      error={useFieldError(path)}
      data-path={pathKey(path)}
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
  const { get, set } = useSiteEditor();
  const value = get(path);
  const list = Array.isArray(value) ? value.map(asText) : [];
  const separator = perLine ? '\n' : '\n\n';
  return (
    <Textarea
      label={label}
      description={
        description ?? (perLine ? 'One per line.' : 'Leave an empty line between paragraphs.')
      }
      value={list.join(separator)}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        set(path, perLine ? typed.split('\n') : typed.split(/\n[ \t]*\n/));
      }}
      error={useFieldError(path, itemWord)}
      maxLength={max}
      rows={rows}
      data-path={pathKey(path)}
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
  const { get, set } = useSiteEditor();
  const current = get(path);
  return (
    <NativeSelect
      label={label}
      description={description}
      value={current === undefined || current === null ? '' : String(current)}
      data={data}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        set(path, chosen === '' ? emptyValue : chosen);
      }}
      error={useFieldError(path)}
      rightSection={<span aria-hidden="true">▾</span>}
      data-path={pathKey(path)}
    />
  );
}

/** The error of a whole list (a count rule), shown above its fields. */
export function ListError({ path }: { path: readonly PathPart[] }) {
  const { errors } = useSiteEditor();
  const message = errors[pathKey(path)];
  if (!message) return null;
  return (
    <Alert color="red" role="alert" data-path={pathKey(path)}>
      {message}
    </Alert>
  );
}
