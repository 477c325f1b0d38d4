import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { pushAlertsMessages } from '#app/lib/messages/push-alerts.ts';
import type { PushMode } from '#app/lib/push-alert.ts';
import { SecurityCard } from '../security/security-card.tsx';
import { ToggleButtons } from '../toggle-buttons.tsx';
import { limits } from '#app/lib/limits.ts';
import {
  changeMode,
  PushTimeout,
  readDeviceState,
  sendTest,
  turnOff,
  turnOn,
  withTimeout,
  type DeviceState,
} from './push-client.ts';

const m = pushAlertsMessages;

/**
 * Push alerts for this device (issue 17): turn on (the permission prompt comes only from
 * that tap), urgent-only or every lead, a test alert, turn off.
 */
export function PushAlertsCard() {
  const [state, setState] = useState<DeviceState>({ kind: 'checking' });
  const [mode, setMode] = useState<PushMode>('urgent');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    withTimeout(readDeviceState(), limits.push.deviceStepTimeoutMs)
      .then((next) => {
        setState(next);
        if (next.kind === 'on') setMode(next.mode);
      })
      .catch(() => setState({ kind: 'off' }));
  }, []);

  const run = async (work: () => Promise<DeviceState | void>, done?: string) => {
    setBusy(true);
    try {
      const next = await withTimeout(work(), limits.push.deviceStepTimeoutMs);
      if (next) setState(next);
      if (next?.kind === 'denied') notifications.show({ color: 'red', message: m.denied });
      else if (done) notifications.show({ color: 'green', message: done });
    } catch (error) {
      const message =
        error instanceof PushTimeout ? m.timedOut(Math.round(error.ms / 1000)) : m.failed;
      notifications.show({ color: 'red', message, autoClose: 8000 });
    } finally {
      setBusy(false);
    }
  };

  /** A button doing `work` for this device: loading while the card is busy, `done` if it worked. */
  const action = (work: () => Promise<DeviceState | void>, done: string) => ({
    loading: busy,
    onClick: () => void run(work, done),
  });

  const on = state.kind === 'on' ? state : undefined;
  return (
    <SecurityCard title={m.heading} help={m.intro}>
      {state.kind === 'unsupported' && <Alert color="yellow">{m.unsupported}</Alert>}
      {state.kind === 'denied' && <Alert color="red">{m.denied}</Alert>}
      <ToggleButtons
        label={m.modeLabel}
        options={[
          { value: 'urgent', label: m.modeUrgent },
          { value: 'all', label: m.modeAll },
        ]}
        value={mode}
        disabled={busy || state.kind === 'unsupported'}
        onChange={(next) => {
          setMode(next);
          if (on) void run(() => changeMode(on.endpoint, next));
        }}
      />
      <Text size="sm" role="status" data-testid="push-state">
        {on ? m.enabled : state.kind === 'off' ? m.disabled : ''}
      </Text>
      <Group>
        {!on && (
          <Button
            disabled={state.kind === 'unsupported' || state.kind === 'checking'}
            {...action(() => turnOn(mode), m.enabled)}
          >
            {m.enable}
          </Button>
        )}
        {on && (
          <>
            <Button variant="light" {...action(() => sendTest(on.endpoint), m.testQueued)}>
              {m.test}
            </Button>
            <Button variant="default" {...action(() => turnOff(on.endpoint), m.disabled)}>
              {m.disable}
            </Button>
          </>
        )}
      </Group>
    </SecurityCard>
  );
}
