import { Fieldset, UnstyledButton } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { errorsUnder, pathKey, type PathPart } from './doc-path.ts';
import { summaryLine } from './item-summary.ts';
import { useDocFields } from './site-editor.tsx';

/**
 * One item of a long list (a testimonial, a gallery item, a service's FAQ) drawn as a summary
 * row; its fields are rendered only when opened. Issue 28: the first render of a list's dozens
 * of controlled Mantine inputs at once blocked a phone's main thread for 250-550 ms.
 *
 * The row is a button in the fieldset's legend, so Enter or Space opens it and its accessible
 * name is the item's (with what it holds while closed). An item with an error opens by itself and
 * stays open while the owner fixes it, so every message is at its field, as before.
 */
export function ItemDisclosure({
  path,
  legend,
  summary,
  initiallyOpen = false,
  variant,
  testId,
  children,
}: {
  path: readonly PathPart[];
  legend: string;
  /** What the closed row shows of the item: its name, its title, the first words of its text. */
  summary: ReadonlyArray<unknown>;
  /** An item just added opens at once. */
  initiallyOpen?: boolean;
  variant?: 'filled';
  testId?: string | undefined;
  children: ReactNode;
}) {
  const { errors } = useDocFields();
  const [open, setOpen] = useState(initiallyOpen);
  const hasError = errorsUnder(errors, pathKey(path)).length > 0;
  // State derived while rendering (React's documented pattern): no effect, no second paint.
  if (hasError && !open) setOpen(true);
  const bodyId = useId();
  return (
    <Fieldset
      variant={variant}
      p="sm"
      data-testid={testId}
      data-open={open}
      legend={
        <UnstyledButton
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={() => setOpen((was) => !was)}
          className="cfgd-item-toggle"
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          <span>{legend}</span>
          {open ? null : <span className="cfgd-item-summary">{summaryLine(summary)}</span>}
        </UnstyledButton>
      }
    >
      {open ? <div id={bodyId}>{children}</div> : null}
    </Fieldset>
  );
}
