import { Box, Notification, Stack } from '@mantine/core';
import { notifications, useNotifications, type NotificationData } from '@mantine/notifications';
import { useEffect, useRef } from 'react';

/** Mantine's default: a toast without its own `autoClose` goes after 4 s. */
const DEFAULT_AUTO_CLOSE_MS = 4000;

/**
 * The admin's toasts: the `notifications.show()` calls of every screen, drawn from
 * @mantine/notifications' store with Mantine's `Notification`. It replaces the package's
 * `<Notifications />`, whose swipe-to-dismiss and stacking animations (react-transition-group,
 * drag and scroll handlers, a portal) cost about 10 KB gzip on every admin screen's first load;
 * the toasts cannot be loaded lazily instead, since they must show when the connection has just
 * dropped. Kept: top-center place, Mantine's markup and close button, auto-close, and the timer
 * pausing while the pointer or focus is on the toast (time to read it, WCAG 2.2.1).
 *
 * The newest toast is on top, and a failure toast goes once a newer toast follows it (issue 27:
 * a failure the owner has since retried, or moved on from, stayed stacked over the answer to
 * what they did next).
 */
export function Notifications(_props: { position?: 'top-center' }) {
  const { notifications: shown } = useNotifications();
  const newest = shown.at(-1)?.id;
  useEffect(() => {
    for (const stale of supersededFailures(shown)) notifications.hide(stale);
    // Only a new toast makes the older failures stale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newest]);
  if (shown.length === 0) return null;
  return (
    <Box
      pos="fixed"
      top="var(--mantine-spacing-md)"
      left={0}
      right={0}
      px="md"
      style={{ zIndex: 'var(--mantine-z-index-max)', pointerEvents: 'none' }}
    >
      <Stack gap="xs" maw={440} mx="auto">
        {[...shown].reverse().map((data) => (
          <Toast key={data.id} data={data} />
        ))}
      </Stack>
    </Box>
  );
}

/** The ids of the failure toasts shown before the newest toast (the store keeps them in order). */
export function supersededFailures(shown: readonly NotificationData[]): string[] {
  return shown
    .slice(0, -1)
    .filter((data) => data.color === 'red' && data.id !== undefined)
    .map((data) => data.id ?? '');
}

function Toast({ data }: { data: NotificationData }) {
  const id = data.id ?? '';
  const {
    message,
    autoClose,
    allowClose,
    onOpen,
    // Store-only fields, not props of the Notification element.
    id: _id,
    position: _position,
    priority: _priority,
    onClose: _onClose,
    withAutoCloseProgress: _progress,
    renderNotification: _render,
    ...props
  } = data;
  const delay =
    autoClose === false ? null : typeof autoClose === 'number' ? autoClose : DEFAULT_AUTO_CLOSE_MS;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const start = () => {
    clearTimeout(timer.current);
    if (delay !== null) timer.current = setTimeout(() => notifications.hide(id), delay);
  };
  const pause = () => clearTimeout(timer.current);
  useEffect(() => {
    onOpen?.(data);
    start();
    return pause;
    // Once per toast: its id is its identity (the store keeps the object until it hides).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return (
    <Notification
      {...props}
      withCloseButton={allowClose !== false && props.withCloseButton !== false}
      onClose={() => notifications.hide(id)}
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={start}
      style={{ pointerEvents: 'auto' }}
    >
      {message}
    </Notification>
  );
}
