import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState, type ReactNode } from 'react';
import { Form, Link, useNavigation, type FormProps } from 'react-router';
import { AuditTable, type AuditView } from '#app/components/admin/audit/audit-table.tsx';
import { intentField } from '#app/lib/admin-intents.ts';
import { securityScreen } from '#app/components/admin/security/security-intents.ts';
import { authMessages } from '#app/lib/messages/auth.ts';
import { CurrentPasswordField, LoginEmailField, NewPasswordField } from '../credential-fields.tsx';
import { SecurityCard } from './security-card.tsx';

export interface SecurityPanelProps {
  email: string;
  totpEnabled: boolean;
  enrollment: { secret: string; uri: string; qrDataUrl: string } | null;
  recoveryCodesLeft: number;
  audit: AuditView[];
  /** Cards shown before the audit log, which grows long (issue 37: push alerts sat 6,700 px down). */
  beforeAudit?: ReactNode;
  result?:
    | {
        intent: string;
        ok: boolean;
        message: string;
        recoveryCodes?: string[] | undefined;
        confirm?: boolean | undefined;
      }
    | undefined;
}

const { intents } = securityScreen;
type SecurityIntent = (typeof intents)[keyof typeof intents];

/** The intents whose answer shows beside their form (a `Feedback`), and so is not toasted. */
const INLINE_FEEDBACK: ReadonlySet<string> = new Set([
  intents.totpStart,
  intents.totpConfirm,
  intents.totpDisable,
  intents.changeCredentials,
]);

/** A form of this screen: a POST to its action that names one of its intents. */
function IntentForm({
  intent,
  onSubmit,
  children,
}: {
  intent: SecurityIntent;
  onSubmit?: FormProps['onSubmit'];
  children: ReactNode;
}) {
  return (
    <Form method="post" onSubmit={onSubmit}>
      <input {...intentField(intent)} />
      {children}
    </Form>
  );
}

/** What turning two-step sign-in on or off and changing the credentials all ask for. */
function CurrentPassword() {
  return <CurrentPasswordField name="currentPassword" label="Current password" required />;
}

function Feedback({ result, intent }: { result: SecurityPanelProps['result']; intent: string }) {
  if (!result || result.intent !== intent) return null;
  return (
    <Alert color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'}>
      {result.message}
    </Alert>
  );
}

/**
 * Ends every session (this one too), every push subscription and every remembered device. Two
 * taps: the first only asks, so a stray tap on a phone signs nobody out.
 */
function SignOutEverywhere({ busy, asked }: { busy: boolean; asked: boolean }) {
  const [asking, setAsking] = useState(false);
  return (
    <SecurityCard
      title={authMessages.signOutEverywhereTitle}
      help={authMessages.signOutEverywhereHelp}
    >
      {asking || asked ? (
        <IntentForm intent={intents.signOutEverywhere}>
          <input type="hidden" name="confirm" value="yes" />
          <Stack gap="xs">
            <Text size="sm" fw={600} role="alert">
              {authMessages.signOutEverywhereConfirm}
            </Text>
            <Group>
              <Button type="submit" color="red" loading={busy}>
                {authMessages.signOutEverywhereYes}
              </Button>
              {/* A link, so that it also works before (or without) JavaScript. */}
              <Button
                component={Link}
                to="/admin/security"
                variant="subtle"
                onClick={() => setAsking(false)}
              >
                {authMessages.signOutEverywhereCancel}
              </Button>
            </Group>
          </Stack>
        </IntentForm>
      ) : (
        <IntentForm
          intent={intents.signOutEverywhere}
          onSubmit={(event) => {
            // With JavaScript the question shows at once; without, the server answers with it.
            event.preventDefault();
            setAsking(true);
          }}
        >
          <Button type="submit" color="red" variant="light">
            {authMessages.signOutEverywhereButton}
          </Button>
        </IntentForm>
      )}
    </SecurityCard>
  );
}

/** Security page: two-step sign-in, login credentials, signing out everywhere and the audit log. */
export function SecurityPanel(props: SecurityPanelProps) {
  const { result } = props;
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;

  useEffect(() => {
    // A result shown beside its form is not toasted too (issue 37: a wrong code showed twice).
    if (result && !result.confirm && !INLINE_FEEDBACK.has(result.intent)) {
      notifications.show({ color: result.ok ? 'green' : 'red', message: result.message });
    }
  }, [result]);

  return (
    <Stack gap="lg">
      <Title order={2}>Security</Title>

      <Paper withBorder p="md" radius="md">
        <Stack>
          <Group justify="space-between">
            <Title order={3} size="h4">
              Two-step sign-in
            </Title>
            <Badge color={props.totpEnabled ? 'green' : 'gray'}>
              {props.totpEnabled ? 'On' : 'Off'}
            </Badge>
          </Group>
          <Feedback result={result} intent={intents.totpStart} />
          <Feedback result={result} intent={intents.totpConfirm} />
          <Feedback result={result} intent={intents.totpDisable} />
          {result?.recoveryCodes ? (
            <Alert color="yellow" title="Your recovery codes">
              <Text size="sm">
                Each code signs you in once if you lose your phone. Save them somewhere safe now:
                they are not shown again.
              </Text>
              <List mt="xs" spacing={2} data-testid="recovery-codes">
                {result.recoveryCodes.map((code) => (
                  <List.Item key={code}>
                    <Code>{code}</Code>
                  </List.Item>
                ))}
              </List>
              <CopyButton value={result.recoveryCodes.join('\n')}>
                {({ copied, copy }) => (
                  <Button mt="sm" size="sm" variant="light" onClick={copy}>
                    {copied ? authMessages.recoveryCodesCopied : authMessages.recoveryCodesCopy}
                  </Button>
                )}
              </CopyButton>
            </Alert>
          ) : null}
          {props.totpEnabled ? (
            <>
              <Text size="sm">
                Sign-in asks for a code from your authenticator app. Recovery codes left:{' '}
                {props.recoveryCodesLeft}.
              </Text>
              <IntentForm intent={intents.totpDisable}>
                <Group align="end">
                  <CurrentPassword />
                  <Button
                    type="submit"
                    color="red"
                    variant="light"
                    loading={busy(intents.totpDisable)}
                  >
                    Turn off
                  </Button>
                </Group>
              </IntentForm>
            </>
          ) : props.enrollment ? (
            <>
              <Text size="sm">{authMessages.totpSetupHelp}</Text>
              <Button component="a" href={props.enrollment.uri} variant="light">
                {authMessages.totpAddToApp}
              </Button>
              <Image
                src={props.enrollment.qrDataUrl}
                alt="QR code to add this account to an authenticator app"
                w={200}
                h={200}
              />
              <Text size="sm">
                Or type this key: <Code data-testid="totp-secret">{props.enrollment.secret}</Code>
              </Text>
              <IntentForm intent={intents.totpConfirm}>
                <Group align="end">
                  <TextInput
                    name="code"
                    label="Code from the app"
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    required
                  />
                  <CurrentPassword />
                  <Button type="submit" loading={busy(intents.totpConfirm)}>
                    Confirm
                  </Button>
                  <Button type="submit" name="cancel" value="1" variant="subtle" formNoValidate>
                    Cancel
                  </Button>
                </Group>
              </IntentForm>
            </>
          ) : (
            <>
              <Text size="sm">
                Protect the dashboard with a code from your phone in addition to your password.
              </Text>
              <IntentForm intent={intents.totpStart}>
                <Button type="submit" loading={busy(intents.totpStart)}>
                  Turn on two-step sign-in
                </Button>
              </IntentForm>
            </>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="md" radius="md">
        <IntentForm intent={intents.changeCredentials}>
          <Stack>
            <Title order={3} size="h4">
              Login e-mail and password
            </Title>
            <Feedback result={result} intent={intents.changeCredentials} />
            <LoginEmailField
              name="newEmail"
              label="Admin login e-mail"
              defaultValue={props.email}
            />
            <NewPasswordField
              name="newPassword"
              label="New password"
              description="Leave empty to keep the current password"
            />
            <CurrentPassword />
            <Group>
              <Button type="submit" loading={busy(intents.changeCredentials)}>
                Save credentials
              </Button>
            </Group>
          </Stack>
        </IntentForm>
      </Paper>

      <SignOutEverywhere
        busy={busy(intents.signOutEverywhere)}
        asked={result?.intent === intents.signOutEverywhere && !!result.confirm}
      />

      {props.beforeAudit}

      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h4" mb="sm">
          Audit log
        </Title>
        <AuditTable rows={props.audit} />
      </Paper>
    </Stack>
  );
}
