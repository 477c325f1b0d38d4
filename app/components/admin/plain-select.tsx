import type { ChangeEvent, CSSProperties } from 'react';

/**
 * A select drawn as Mantine's NativeSelect draws one (size sm, a ▾ in its right section, an
 * aria-label rather than a visible label), with its classes, so Mantine's stylesheet styles it,
 * but as four plain elements: the Images tab draws one per placeholder (66), and 66
 * NativeSelects (each an InputWrapper, an Input, their style and id hooks) were most of the
 * tab's first render on a phone (issue 28). plain-select.test.tsx renders both and fails when
 * Mantine's markup moves away from this one (an upgrade renaming its classes).
 */

/** The wrapper's size variables, as NativeSelect's size="sm" sets them. */
const WRAPPER_VARS = {
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
  '--input-right-section-pointer-events': 'none',
} as CSSProperties;

export function PlainSelect({
  ariaLabel,
  value,
  options,
  disabled = false,
  onChange,
  style,
}: {
  ariaLabel: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  style?: CSSProperties;
}) {
  const state = disabled ? { 'data-disabled': true } : {};
  return (
    <div
      style={style}
      className="m_46b77525 mantine-InputWrapper-root mantine-NativeSelect-root"
      data-size="sm"
    >
      <div
        style={WRAPPER_VARS}
        className="m_6c018570 mantine-Input-wrapper mantine-NativeSelect-wrapper"
        data-variant="default"
        data-size="sm"
        data-pointer="true"
        {...state}
        data-with-right-section="true"
      >
        <select
          className="m_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input"
          data-variant="default"
          {...state}
          aria-label={ariaLabel}
          value={value}
          disabled={disabled}
          onChange={onChange}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div
          data-position="right"
          className="m_82577fc2 mantine-Input-section mantine-NativeSelect-section"
        >
          <span aria-hidden="true">▾</span>
        </div>
      </div>
    </div>
  );
}
