import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { PlainFrameProps } from './plain-input.tsx';

/**
 * Mantine's Switch as plain elements (see plain-input.tsx for why; plain-input.dom.test.tsx
 * compares the markup). A module of its own: only the Site editor draws switches.
 */

export type PlainSwitchProps = Omit<PlainFrameProps, 'required' | 'style' | 'error'> &
  Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'className' | 'size' | 'style' | 'type' | 'role' | 'checked'
  > & {
    error?: string | undefined;
    checked: boolean;
    'data-path'?: string;
  };

/**
 * Mantine's Switch (default size, label on the right, no track labels or thumb icon), as plain
 * elements: a checkbox with the switch role inside the label that is its body, then the track.
 */
export function PlainSwitch({
  label,
  description,
  error,
  checked,
  disabled,
  ...input
}: PlainSwitchProps) {
  const id = useId();
  const hasError = Boolean(error);
  const describedBy =
    [description ? `${id}-description` : '', hasError ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const off = disabled ? { 'data-disabled': true } : {};
  return (
    <div
      className="m_5f93f3bb mantine-Switch-root m_5f75b09e"
      data-checked={checked}
      data-label-position="right"
    >
      <label className="m_5f6e695e mantine-Switch-body" htmlFor={id}>
        <input
          {...input}
          checked={checked}
          disabled={disabled}
          data-checked={checked}
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={describedBy}
          className="m_926b4011 mantine-Switch-input"
        />
        <span
          aria-hidden="true"
          className="m_9307d992 mantine-Switch-track"
          // Mantine writes the message itself into the flag.
          data-error={error || undefined}
          data-label-position="right"
          data-without-labels="true"
        >
          <span
            className="m_93039a1d mantine-Switch-thumb"
            data-reduce-motion="true"
            data-with-thumb-indicator="true"
          />
          <span className="m_8277e082 mantine-Switch-trackLabel" />
        </span>
        <div className="m_d3ea56bb mantine-Switch-labelWrapper" {...off}>
          {label ? (
            <span className="m_8ee546b8 mantine-Switch-label" {...off}>
              {label}
            </span>
          ) : null}
          {description ? (
            <SwitchNote id={id} part="description">
              {description}
            </SwitchNote>
          ) : null}
          {hasError ? (
            <SwitchNote id={id} part="error">
              {error}
            </SwitchNote>
          ) : null}
        </div>
      </label>
    </div>
  );
}

/** Switch.module.css's class of each line under the label (Mantine 9), before InputWrapper's. */
const NOTE_CLASS = {
  description: 'm_328f68c0 m_fe47ce59',
  error: 'm_8e8a99cc m_8f816625',
} as const;

/** The description or the error under a switch's label, with the id the input points at. */
function SwitchNote({
  id,
  part,
  children,
}: {
  id: string;
  part: keyof typeof NOTE_CLASS;
  children: ReactNode;
}) {
  return (
    <p
      className={`${NOTE_CLASS[part]} mantine-InputWrapper-${part} mantine-Switch-${part}`}
      id={`${id}-${part}`}
    >
      {children}
    </p>
  );
}
