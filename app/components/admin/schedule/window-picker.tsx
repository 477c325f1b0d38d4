import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import type { BookingWindow } from '#app/lib/booking.ts';
import { visitLabel } from '#app/lib/booking-labels.ts';
import { bookingMessages as copy } from '#app/lib/messages/booking.ts';
import { PlainNativeSelect } from '../plain-input.tsx';

/** The picker's words for each thing it does; `empty` is said when no window is left to pick. */
const WORDING = {
  move: { label: copy.moveTo, submit: copy.moveConfirm, empty: copy.noWindowsToMove },
  book: { label: copy.bookPick, submit: copy.bookConfirm, empty: copy.noWindowsToBook },
} as const;

/**
 * A visit's time, picked from the open windows: the Schedule's Move and a lead card's Book and
 * Move (issue 37) post what is chosen here. The labels are written from the windows' own ISO
 * times (`visitLabel`, no Intl: issue 28).
 */
export function WindowPicker(props: {
  windows: readonly BookingWindow[];
  /** The visit's own window, not offered again. */
  current?: string | undefined;
  /** Moving a booked visit, or booking one. */
  purpose: keyof typeof WORDING;
  busy: boolean;
  onPick: (start: string) => void;
}) {
  const words = WORDING[props.purpose];
  const choices = props.windows.filter((window) => window.start !== props.current);
  const [start, setStart] = useState(choices[0]?.start ?? '');
  if (choices.length === 0) return <Text size="sm">{words.empty}</Text>;
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
        label={words.label}
        value={start}
        onChange={(event) => setStart(event.currentTarget.value)}
        options={choices.map((window) => ({ value: window.start, label: visitLabel(window) }))}
        style={{ minWidth: 220 }}
      />
      <Button type="submit" size="sm" loading={props.busy} className="cfgd-touch">
        {words.submit}
      </Button>
    </form>
  );
}
