import { Button } from '@mantine/core';

export interface ToggleOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A choice of two or three as toggle buttons (`aria-pressed`), the chosen one filled. Used
 * instead of Mantine's SegmentedControl: its sliding indicator measures the page when it mounts
 * (a forced layout inside a slowed phone's hydration, issue 28) and was most of a tab's own
 * JavaScript (issue 13). `onChange` is called only when the choice changes.
 */
export function ToggleButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
}: {
  label: string;
  options: ReadonlyArray<ToggleOption<T>>;
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <Button.Group aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.value}
          size="xs"
          variant={value === option.value ? 'filled' : 'default'}
          aria-pressed={value === option.value}
          disabled={disabled}
          onClick={() => {
            if (option.value !== value) onChange(option.value);
          }}
        >
          {option.label}
        </Button>
      ))}
    </Button.Group>
  );
}
