import { Button, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { submissionsScreen } from '#app/components/admin/submissions/submissions-intents.ts';
import type { BookingWindow, OpenWindowsAnswer } from '#app/lib/booking.ts';
import type { LeadVisitView } from '#app/lib/dashboard-view.ts';
import { bookingMessages as copy } from '#app/lib/messages/booking.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { VisitButtons } from '../schedule/visit-buttons.tsx';
import { WindowPicker } from '../schedule/window-picker.tsx';
import { useResultToast } from '../use-result-toast.ts';

const { intents } = submissionsScreen;

type Windows =
  { state: 'loading' } | { state: 'ready'; windows: BookingWindow[] } | { state: 'failed' };

/** The windows with a free slot, from the server (the Schedule's rules). */
async function loadOpenWindows(): Promise<BookingWindow[]> {
  const response = await fetch(adminRoutes.openWindows, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`open windows: ${response.status}`);
  return ((await response.json()) as OpenWindowsAnswer).windows;
}

/**
 * The picker's windows: fetched each time it opens (they change as visitors book), not with the
 * inbox: a month of windows on every card would weigh on its first screen (issue 28). Null
 * while closed; an answer that arrives after the picker closed is dropped.
 */
function useWindowPicker() {
  const [windows, setWindows] = useState<Windows | null>(null);
  const request = useRef(0);
  const close = () => {
    request.current++;
    setWindows(null);
  };
  const toggle = () => {
    if (windows) return close();
    const mine = ++request.current;
    setWindows({ state: 'loading' });
    loadOpenWindows().then(
      (loaded) => request.current === mine && setWindows({ state: 'ready', windows: loaded }),
      () => request.current === mine && setWindows({ state: 'failed' }),
    );
  };
  return { windows, toggle, close };
}

/**
 * A lead's visit on its card (issue 37): when it is and whether it stands, with Move and Cancel
 * while it is coming, or "Book a visit" for a customer who phoned (none yet, cancelled or past).
 * They post the Schedule's own handlers under the card's intents; a spam lead has no visit.
 */
export function LeadVisit(props: { leadId: number; name: string; visit: LeadVisitView | null }) {
  const { leadId, visit } = props;
  const fetcher = useFetcher<AdminActionResult>({ key: `lead-visit-${leadId}` });
  useResultToast(fetcher.data);
  const picker = useWindowPicker();
  const windows = picker.windows;
  const picking = windows !== null;
  const live = visit?.status === 'booked' && !visit.past ? visit : null;
  const busy = fetcher.state !== 'idle';
  const send = (fields: Record<string, string>) =>
    fetcher.submit({ leadId: String(leadId), ...fields }, { method: 'post' });
  const status = !visit
    ? null
    : visit.status === 'cancelled'
      ? copy.visitCancelledStatus
      : visit.past
        ? copy.visitPast
        : copy.visitBooked;
  return (
    <div className="cfgd-stack" data-testid="lead-visit">
      {visit ? (
        <p className="cfgd-text-sm">
          <span className="cfgd-strong">{copy.visitHeading}:</span>{' '}
          <time dateTime={visit.start}>{visit.when}</time> · {status}
        </p>
      ) : null}
      <div className="cfgd-row">
        {live ? (
          <VisitButtons
            name={props.name}
            when={live.when}
            moving={picking}
            cancelling={busy && fetcher.formData?.get('intent') === intents.visitCancel}
            onMove={picker.toggle}
            onCancel={() => send({ intent: intents.visitCancel })}
          />
        ) : (
          <Button
            size="xs"
            variant="light"
            className="cfgd-touch"
            aria-expanded={picking}
            onClick={picker.toggle}
          >
            {copy.bookVisit}
          </Button>
        )}
      </div>
      {windows ? (
        windows.state === 'loading' ? (
          <Text size="sm">{copy.windowsLoading}</Text>
        ) : windows.state === 'failed' ? (
          <Text size="sm" role="alert">
            {copy.windowsFailed}
          </Text>
        ) : (
          <WindowPicker
            windows={windows.windows}
            current={live?.start}
            purpose={live ? 'move' : 'book'}
            busy={busy}
            onPick={(start) => {
              send({ intent: live ? intents.visitMove : intents.visitBook, start });
              picker.close();
            }}
          />
        )
      ) : null}
    </div>
  );
}
