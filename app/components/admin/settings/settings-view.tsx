import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { fieldError, type AdminActionResult } from '#app/lib/admin-action.ts';
import { limits } from '#app/lib/limits.ts';
import { intentField } from '#app/lib/admin-intents.ts';
import { settingsScreen } from '#app/components/admin/settings/settings-intents.ts';
import { settingsMessages } from '#app/lib/messages/settings.ts';
import { CurrentPasswordField, LoginEmailField, NewPasswordField } from '../credential-fields.tsx';
import { useLoadErrorToast, useResultToast } from '../use-result-toast.ts';
import { MantineChevron } from '../mantine-chevron.tsx';
import { PlainNativeSelect, PlainTextInput } from '../plain-input.tsx';
import { ScreenFrame } from '../screen-frame.tsx';

export interface SettingsViewProps {
  settings: { businessEmail: string; adminEmail: string; retentionMonths: number } | null;
  loadError: string | null;
}

const RETENTION_CHOICES = [0, 3, 6, 12, 18, 24, 36, 60];

/** The save form's fields, as the route's schema reads them. */
type SaveField = 'businessEmail' | 'adminEmail' | 'newPassword' | 'currentPassword';

/** A field of the save form: its name, and the last save's refusal of it (if any) as its error. */
function saveField(
  result: AdminActionResult | undefined,
  name: SaveField,
): { name: SaveField; error: string | undefined } {
  return { name, error: fieldError(result, name) };
}

/**
 * Settings tab: notification e-mail, login credentials (AUTH), retention. Its fields are plain
 * elements drawn as Mantine's (plain-input.tsx) but the password fields (issue 28).
 */
export function SettingsView({ settings, loadError }: SettingsViewProps) {
  useLoadErrorToast(loadError);
  const save = useFetcher<AdminActionResult>();
  const retention = useFetcher<AdminActionResult>();
  useResultToast(save.data);
  useResultToast(retention.data);
  const formRef = useRef<HTMLFormElement>(null);
  const result = save.data;
  useEffect(() => {
    // Passwords never stay on screen after a save that used them.
    if (result?.ok && formRef.current) {
      for (const name of ['newPassword', 'currentPassword'] satisfies SaveField[]) {
        const input = formRef.current.elements.namedItem(name);
        if (input instanceof HTMLInputElement) input.value = '';
      }
    }
  }, [result]);
  const retentionChoices = settings
    ? [...new Set([...RETENTION_CHOICES, settings.retentionMonths])].sort((a, b) => a - b)
    : RETENTION_CHOICES;

  return (
    <ScreenFrame title="Settings" loadError={loadError}>
      {settings ? (
        <>
          <Paper withBorder p="md" radius="md">
            <save.Form method="post" ref={formRef} noValidate>
              <input {...intentField(settingsScreen.intents.save)} />
              <Stack gap="sm">
                <PlainTextInput
                  {...saveField(result, 'businessEmail')}
                  type="email"
                  label="Business notification e-mail"
                  description="New quote requests are sent here."
                  defaultValue={settings.businessEmail}
                  maxLength={limits.email.max}
                  autoComplete="email"
                  required
                />
                <LoginEmailField
                  {...saveField(result, 'adminEmail')}
                  label="Admin login e-mail"
                  defaultValue={settings.adminEmail}
                  key={settings.adminEmail}
                  required
                />
                <NewPasswordField
                  {...saveField(result, 'newPassword')}
                  label="New admin password"
                  description="Leave empty to keep the current password. 8 to 128 characters with an upper-case letter, a lower-case letter and a number."
                />
                <CurrentPasswordField
                  {...saveField(result, 'currentPassword')}
                  label="Current password"
                  description="Needed to change the login e-mail or password."
                />
                <Button type="submit" loading={save.state !== 'idle'}>
                  {settingsMessages.save}
                </Button>
              </Stack>
            </save.Form>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <retention.Form method="post">
              <input {...intentField(settingsScreen.intents.retention)} />
              <Stack gap="sm">
                <Title order={3} size="h4">
                  Data retention
                </Title>
                <Text size="sm">
                  Closed and spam leads older than this are deleted automatically, once a day. New,
                  contacted and quoted leads are always kept.
                </Text>
                <PlainNativeSelect
                  name="retentionMonths"
                  label="Delete closed and spam leads after"
                  defaultValue={String(settings.retentionMonths)}
                  options={retentionChoices.map((m) => ({
                    value: String(m),
                    label: m === 0 ? 'Never (keep every lead)' : `${m} months`,
                  }))}
                  chevron={<MantineChevron />}
                />
                <Button type="submit" variant="default" loading={retention.state !== 'idle'}>
                  Save retention
                </Button>
              </Stack>
            </retention.Form>
          </Paper>
        </>
      ) : null}
    </ScreenFrame>
  );
}
