import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import type { BookingWindow } from '#app/lib/booking.ts';
import { visitLabel } from '#app/lib/booking-labels.ts';
import { PlainNativeSelect } from '../plain-input.tsx';

/**
 * A visit's time, picked from the open windows: the Schedule's Move and a lead card's Book and
 * Move (issue 37) post what is chosen here. The labels are written from the windows' own ISO
 * times (`visitLabel`, no Intl: issue 28).
 */
export function WindowPicker(props: {
  windows: readonly BookingWindow[];
  /** The visit's own window, not offered again. */
  current?: string | undefined;
  label: string;
  submitLabel: string;
  /** What to say when no window is left to pick. */
  empty: string;
  busy: boolean;
  onPick: (start: string) => void;
}) {
  const choices = props.windows.filter((window) => window.start !== props.current);
  const [start, setStart] = useState(choices[0]?.start ?? '');
  if (choices.length === 0) return <Text size="sm">{props.empty}</Text>;
  return (
    <form
      className="cfgd-row"
      style={{ alignItems: 'flex-end' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (start) props.onPick(start);
      }}
    >
      {/* Plain elements drawn as Mantine's NativeSelect: the lead card loads no Mantine field. */}
      <PlainNativeSelect
        label={props.label}
        value={start}
        onChange={(event) => setStart(event.currentTarget.value)}
        options={choices.map((window) => ({ value: window.start, label: visitLabel(window) }))}
        style={{ minWidth: 220 }}
      />
      <Button type="submit" size="sm" loading={props.busy} className="cfgd-touch">
        {props.submitLabel}
      </Button>
    </form>
  );
}
