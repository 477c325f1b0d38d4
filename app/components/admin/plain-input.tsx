import {
  useId,
  type CSSProperties,
  type InputHTMLAttributes,
  type MouseEvent,
  type Ref,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/**
 * Fields drawn as Mantine's TextInput, Textarea and NativeSelect draw them (size sm, default
 * variant, label, description and error in Mantine's order, the same ids tying them to the
 * input), with Mantine's classes so its stylesheet styles them, but as plain elements: each
 * Mantine field is an InputWrapper, an Input, a label, a description and an error component,
 * each resolving its props, styles and ids, and its id hook draws the field a second time once
 * mounted. Screens with dozens of fields (Settings, the Site editor) spent most of their first
 * render on a phone there (issue 28). plain-input.dom.test.tsx renders both and fails when
 * Mantine's markup moves away from this one (an upgrade renaming its classes).
 *
 * What is left out: Mantine's sections other than a select's chevron and a text box's left
 * section, sizes and variants other than the defaults the admin uses, and Mantine's id hook
 * that swaps the server's id for a random one after hydration (the ids here are React's, the
 * same on the server and the client).
 */

/** The Mantine component whose markup (and static class names) a plain field copies. */
export type PlainKind = 'TextInput' | 'Textarea' | 'NativeSelect';

/** The frame around a control: label, description and error, as Mantine's InputWrapper draws them. */
export interface PlainFrameProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown under the control in Mantine's error style; the control is marked invalid. */
  error?: ReactNode;
  /** An asterisk after the label and `required` on the control. */
  required?: boolean;
  /** On the outer element, as Mantine puts a field's `style`. */
  style?: CSSProperties;
}

/** `rem(2)` as Mantine writes it: the description and the error are 2 px smaller than the label. */
const SMALLER = 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';
const LABEL_VARS = { '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties;
const DESCRIPTION_VARS = { '--input-description-size': SMALLER } as CSSProperties;
const ERROR_VARS = { '--input-error-size': SMALLER } as CSSProperties;

/** Mantine's static class names of one part: its module class, then InputWrapper's or Input's, then the kind's. */
function classes(kind: PlainKind, part: keyof typeof PART_CLASS): string {
  const [hash, owner] = PART_CLASS[part];
  return `${hash} mantine-${owner}-${part} mantine-${kind}-${part}`;
}

/** Input.module.css's class of each part (Mantine 9), with the component that names it. */
const PART_CLASS = {
  root: ['m_46b77525', 'InputWrapper'],
  label: ['m_8fdc1311', 'InputWrapper'],
  required: ['m_78a94662', 'InputWrapper'],
  description: ['m_fe47ce59', 'InputWrapper'],
  error: ['m_8f816625', 'InputWrapper'],
  wrapper: ['m_6c018570', 'Input'],
  input: ['m_8fb7ebe7', 'Input'],
  section: ['m_82577fc2', 'Input'],
} as const;

/** A double click on a label selects no text (Mantine's label does the same). */
function keepSelection(event: MouseEvent<HTMLLabelElement>): void {
  if (event.detail > 1) event.preventDefault();
}

/** `data-*` flags as Mantine's `mod` writes them: only the true ones. */
function flags(values: Record<string, boolean>): Record<string, true> {
  const out: Record<string, true> = {};
  for (const [name, on] of Object.entries(values)) if (on) out[`data-${name}`] = true;
  return out;
}

/** What the control itself carries, and what its Input wrapper needs to know. */
interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
}

/**
 * Draws a field's frame and its Input wrapper from the field's props: the frame's own (label,
 * description, error, required, style) and `disabled` it reads here; `children` draws what
 * stands inside the wrapper (the control and its sections) from the rest, with the control's
 * id, ARIA ties and Mantine attributes.
 */
function PlainFrame<P extends PlainFrameProps & { disabled?: boolean | undefined }>({
  kind,
  field,
  extra,
  children,
}: {
  kind: PlainKind;
  field: P;
  /** Flags of this field's Input wrapper beyond its kind's (a text box's left section). */
  extra?: Record<string, true>;
  children: (
    own: Omit<P, keyof PlainFrameProps>,
    control: ControlProps & ReturnType<typeof controlLook>,
  ) => ReactNode;
}) {
  const id = useId();
  const { label, description, error, required, style, ...own } = field;
  const disabled = field.disabled;
  const hasError = Boolean(error) && typeof error !== 'boolean';
  const hasDescription = Boolean(description);
  const describedBy =
    [hasError ? `${id}-error` : '', hasDescription ? `${id}-description` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div
      style={style}
      className={classes(kind, 'root')}
      data-size="sm"
      {...flags({ error: Boolean(error) })}
    >
      {label ? (
        // Not an interaction: the handler only keeps a double click from selecting the
        // label's text, as Mantine's label does; a click still goes to the control.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <label
          style={LABEL_VARS}
          className={classes(kind, 'label')}
          data-size="sm"
          {...flags({ required: required === true })}
          htmlFor={id}
          id={`${id}-label`}
          onMouseDown={keepSelection}
        >
          {label}
          {required ? (
            <span className={classes(kind, 'required')} aria-hidden="true">
              {' *'}
            </span>
          ) : null}
        </label>
      ) : null}
      {hasDescription ? (
        <p
          style={DESCRIPTION_VARS}
          className={classes(kind, 'description')}
          data-size="sm"
          id={`${id}-description`}
        >
          {description}
        </p>
      ) : null}
      <InputWrapper
        kind={kind}
        vars={wrapperVars({ top: hasDescription, bottom: hasError }, kind)}
        error={error}
        disabled={disabled}
        extra={{ ...KIND_FLAGS[kind], ...extra }}
      >
        {children(own, {
          id,
          'aria-describedby': describedBy,
          'aria-invalid': error ? true : undefined,
          required,
          ...controlLook(kind, error, disabled),
        })}
      </InputWrapper>
      {hasError ? (
        <p style={ERROR_VARS} className={classes(kind, 'error')} data-size="sm" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The Input wrapper's size variables, as Mantine's Input sets them for size sm. */
function wrapperVars(offsets: { top: boolean; bottom: boolean }, kind: PlainKind): CSSProperties {
  const half = 'calc(var(--mantine-spacing-xs) / 2)';
  return {
    ...(offsets.top ? { '--input-margin-top': half } : {}),
    ...(offsets.bottom ? { '--input-margin-bottom': half } : {}),
    '--input-height': 'var(--input-height-sm)',
    '--input-fz': 'var(--mantine-font-size-sm)',
    ...(kind === 'Textarea' ? { '--input-padding-y': 'var(--input-padding-y-sm)' } : {}),
    // A select's chevron lets clicks through to it (NativeSelect's default).
    ...(kind === 'NativeSelect' ? { '--input-right-section-pointer-events': 'none' } : {}),
  } as CSSProperties;
}

/** The control's own Mantine attributes: its class, variant and state flags. */
function controlLook(kind: PlainKind, error: ReactNode, disabled: boolean | undefined) {
  return {
    className: classes(kind, 'input'),
    'data-variant': 'default',
    ...flags({ disabled: disabled === true, error: Boolean(error) }),
  };
}

/** The flags each kind's Input wrapper carries, as Mantine's components set them. */
const KIND_FLAGS: Record<PlainKind, Record<string, true>> = {
  TextInput: {},
  Textarea: { 'data-multiline': true },
  NativeSelect: { 'data-pointer': true, 'data-with-right-section': true },
};

/** The Input wrapper around a control, with the flags Mantine's Input sets on it. */
function InputWrapper({
  kind,
  vars,
  error,
  disabled,
  extra,
  children,
}: {
  kind: PlainKind;
  vars: CSSProperties;
  error: ReactNode;
  disabled: boolean | undefined;
  extra: Record<string, true>;
  children: ReactNode;
}) {
  return (
    <div
      style={vars}
      className={classes(kind, 'wrapper')}
      data-variant="default"
      data-size="sm"
      {...flags({ error: Boolean(error), disabled: disabled === true })}
      {...extra}
    >
      {children}
    </div>
  );
}

/** Attributes of the control itself that the frame sets (id, ARIA, required, class). */
type FrameOwned = 'id' | 'className' | 'required' | 'size' | 'style';

export type PlainTextInputProps = PlainFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, FrameOwned> & {
    /** Drawn inside the box before the text (a "$"), as Mantine's `leftSection`. */
    leftSection?: ReactNode;
    'data-path'?: string;
  };

/** Mantine's TextInput (size sm, no right section), as plain elements. */
export function PlainTextInput(props: PlainTextInputProps) {
  return (
    <PlainFrame
      kind="TextInput"
      field={props}
      extra={props.leftSection ? { 'data-with-left-section': true } : {}}
    >
      {({ leftSection, ...input }, control) => (
        <>
          {leftSection ? (
            <div data-position="left" className={classes('TextInput', 'section')}>
              {leftSection}
            </div>
          ) : null}
          <input {...input} {...control} />
        </>
      )}
    </PlainFrame>
  );
}

export type PlainTextareaProps = PlainFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, FrameOwned> & {
    'data-path'?: string;
    ref?: Ref<HTMLTextAreaElement>;
    /** On the textarea itself (`style` is the outer element's, as Mantine puts it). */
    inputStyle?: CSSProperties;
  };

/** Mantine's Textarea (size sm, not autosized), as plain elements. */
export function PlainTextarea(props: PlainTextareaProps) {
  return (
    <PlainFrame kind="Textarea" field={props}>
      {({ inputStyle, ...textarea }, control) => (
        <textarea {...textarea} {...control} style={inputStyle} />
      )}
    </PlainFrame>
  );
}

/** A one-character chevron: Mantine's SVG weighs more, drawn on every card of the inbox. */
const TEXT_CHEVRON = <span aria-hidden="true">▾</span>;

export type PlainNativeSelectProps = PlainFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, FrameOwned | 'children'> & {
    options: ReadonlyArray<{ value: string; label: string }>;
    /** The right section: a one-character chevron unless given (mantine-chevron.tsx: Mantine's). */
    chevron?: ReactNode;
    'data-path'?: string;
  };

/** Mantine's NativeSelect (size sm), as plain elements. */
export function PlainNativeSelect(props: PlainNativeSelectProps) {
  return (
    <PlainFrame kind="NativeSelect" field={props}>
      {({ options, chevron = TEXT_CHEVRON, ...select }, control) => (
        <>
          <select {...select} {...control}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <div data-position="right" className={classes('NativeSelect', 'section')}>
            {chevron}
          </div>
        </>
      )}
    </PlainFrame>
  );
}
