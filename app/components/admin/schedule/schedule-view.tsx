import { Anchor, Button, CopyButton, Paper, Text, TextInput, Title } from '@mantine/core';
import { useState, type CSSProperties } from 'react';
import { useFetcher } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { scheduleScreen } from '#app/components/admin/schedule/schedule-intents.ts';
import {
  dayLabel,
  visitLabel,
  windowDate,
  windowLabel,
  type BookingWindow,
} from '#app/lib/booking.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { adminRoutes, directionsHref, phoneHref } from '#app/lib/urls.ts';
import { ConfirmButton } from '../confirm-button.tsx';
import { ScreenFrame } from '../screen-frame.tsx';
import { useResultToast } from '../use-result-toast.ts';
import { VisitButtons } from './visit-buttons.tsx';
import { WindowPicker } from './window-picker.tsx';

const copy = bookingMessages;
const { intents } = scheduleScreen;

/** One booked visit as the Schedule lists it (`listAgenda`). */
export interface ScheduleVisit {
  leadId: number;
  start: string;
  end: string;
  name: string;
  /** The service's name ("Garage Door Openers"), not its stored code. */
  serviceName: string;
  town: string | null;
  address: string | null;
  phone: string;
}

export interface ScheduleViewProps {
  visits: readonly ScheduleVisit[];
  /** Windows with a free slot: where a visit may move. */
  openWindows: readonly BookingWindow[];
  feedUrl: string | null;
  /**
   * Today's date ("YYYY-MM-DD") where the business is, by the server's booking clock: which day
   * is "Today". Worked out on the server: the browser would need Intl's time zones, and the first
   * Intl object costs a phone a long task while the screen opens (issue 28).
   */
  today: string;
  loadError: string | null;
}

/**
 * The Schedule tab (issue 30), phone first: the coming visits as an agenda, one day under the
 * other, each visit a card with its time, who, what and where, a link to its lead, and Move /
 * Cancel. Light on purpose: a move's window list is drawn only when the owner opens it.
 */
export function ScheduleView(props: ScheduleViewProps) {
  // One fetcher for every card's answer: a cancelled visit's card is gone when it lands.
  const fetcher = useFetcher<AdminActionResult>({ key: 'schedule' });
  useResultToast(fetcher.data);
  const days = byDay(props.visits);
  return (
    <ScreenFrame
      title={copy.scheduleTitle}
      loadError={props.loadError}
      busy={fetcher.state !== 'idle'}
      intro={<Text size="sm">{copy.scheduleIntro}</Text>}
    >
      {days.length === 0 && !props.loadError ? <Text>{copy.scheduleEmpty}</Text> : null}
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} className="cfgd-stack">
          <Title order={3} size="h4" id={`day-${day.date}`}>
            {day.date === props.today ? `${copy.today} · ` : ''}
            {dayLabel(day.date, 'long')}
          </Title>
          {day.visits.map((visit) => (
            <VisitCard
              key={visit.leadId}
              visit={visit}
              openWindows={props.openWindows}
              fetcher={fetcher}
            />
          ))}
        </section>
      ))}
      <CalendarFeed url={props.feedUrl} fetcher={fetcher} />
    </ScreenFrame>
  );
}

type ScheduleFetcher = ReturnType<typeof useFetcher<AdminActionResult>>;

function VisitCard(props: {
  visit: ScheduleVisit;
  openWindows: readonly BookingWindow[];
  fetcher: ScheduleFetcher;
}) {
  const { visit, fetcher } = props;
  const [moving, setMoving] = useState(false);
  const headingId = `visit-${visit.leadId}`;
  const busy = fetcher.state !== 'idle' && fetcher.formData?.get('leadId') === String(visit.leadId);
  const send = (fields: Record<string, string>) =>
    fetcher.submit({ leadId: String(visit.leadId), ...fields }, { method: 'post' });
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-labelledby={headingId}
      data-testid="visit"
    >
      <div className="cfgd-stack" style={{ '--cfgd-gap': '6px' } as CSSProperties}>
        <Title order={4} size="h5" id={headingId}>
          <time dateTime={visit.start}>{windowLabel(visit)}</time> · {visit.name}
        </Title>
        <p className="cfgd-text-sm">
          {visit.serviceName}
          {visit.town ? ` · ${visit.town}` : ''}
        </p>
        <VisitWhere visit={visit} />
        <div className="cfgd-row" style={{ alignItems: 'center' }}>
          <Anchor href={adminRoutes.lead(visit.leadId)} size="sm" className="cfgd-touch">
            {copy.openLead}
          </Anchor>
          <VisitButtons
            name={visit.name}
            when={visitLabel(visit)}
            moving={moving}
            cancelling={busy && fetcher.formData?.get('intent') === intents.cancel}
            onMove={() => setMoving((open) => !open)}
            onCancel={() => send({ intent: intents.cancel })}
          />
        </div>
        {moving ? (
          <WindowPicker
            windows={props.openWindows}
            current={visit.start}
            purpose="move"
            busy={busy}
            onPick={(start) => {
              send({ intent: intents.move, start });
              setMoving(false);
            }}
          />
        ) : null}
      </div>
    </Paper>
  );
}

/** Where the visit is, with directions, and the customer's number to call on the way. */
function VisitWhere({ visit }: { visit: ScheduleVisit }) {
  const call = phoneHref(visit.phone);
  // The town is added for the maps app unless the address already names it.
  const town = visit.town?.trim();
  const address = visit.address ?? '';
  const place =
    town && !address.toLowerCase().includes(town.toLowerCase()) ? `${address}, ${town}` : address;
  return (
    <div className="cfgd-row" style={{ alignItems: 'center' }}>
      {visit.address ? (
        <>
          <p className="cfgd-text-sm cfgd-detail" data-testid="visit-address">
            {visit.address}
          </p>
          <Anchor
            href={directionsHref(place)}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            className="cfgd-touch"
            aria-label={`${copy.directions}: ${place}`}
          >
            {copy.directions}
          </Anchor>
        </>
      ) : null}
      {call ? (
        <Anchor href={call} size="sm" className="cfgd-touch">
          {copy.callCustomer(visit.phone)}
        </Anchor>
      ) : null}
    </div>
  );
}

/** The private iCalendar feed: its URL to subscribe to, and a rotate button (old URL stops). */
function CalendarFeed(props: { url: string | null; fetcher: ScheduleFetcher }) {
  if (props.url === null) return null;
  const rotating =
    props.fetcher.state !== 'idle' && props.fetcher.formData?.get('intent') === intents.rotateFeed;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="calendar-feed">
      <div className="cfgd-stack">
        <Title order={3} size="h4" id="calendar-feed">
          {copy.feedTitle}
        </Title>
        <Text size="sm">{copy.feedHelp}</Text>
        <TextInput
          label={copy.feedUrlLabel}
          value={props.url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={props.url}>
          {({ copied, copy: copyUrl }) => (
            <Button
              variant="light"
              className="cfgd-touch"
              onClick={copyUrl}
              style={{ alignSelf: 'start' }}
            >
              {copied ? copy.feedCopied : copy.feedCopy}
            </Button>
          )}
        </CopyButton>
        <ConfirmButton
          variant="default"
          loading={rotating}
          title={copy.feedRotate}
          question={copy.feedRotateQuestion}
          onConfirm={() => props.fetcher.submit({ intent: intents.rotateFeed }, { method: 'post' })}
          style={{ alignSelf: 'start' }}
        >
          {copy.feedRotate}
        </ConfirmButton>
      </div>
    </Paper>
  );
}

/** The visits grouped by their local day, in time order (the loader's order). */
function byDay(visits: readonly ScheduleVisit[]) {
  const days: { date: string; visits: ScheduleVisit[] }[] = [];
  for (const visit of visits) {
    const date = windowDate(visit);
    const last = days.at(-1);
    if (last?.date === date) last.visits.push(visit);
    else days.push({ date, visits: [visit] });
  }
  return days;
}
