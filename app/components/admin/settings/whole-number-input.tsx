import { PlainTextInput, type PlainTextInputProps } from '../plain-input.tsx';

/**
 * A whole number of a Settings card (a count, a number of days): the browser's number field with
 * the phone's digit keypad and steps of one, its bounds (`min`, `max`) the schema's so that the
 * browser names them first. Not Mantine's NumberInput: that one brings react-number-format
 * (~8 KB gzip) to the Settings tab's first load (issue 13).
 */
export function WholeNumberInput({
  name,
  ...props
}: Omit<PlainTextInputProps, 'type' | 'inputMode' | 'step'>) {
  // The attributes in the order the cards wrote them before, so the markup stays the same.
  return <PlainTextInput name={name} type="number" inputMode="numeric" {...props} step={1} />;
}
