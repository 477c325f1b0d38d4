import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { limits } from '#app/lib/limits.ts';
import { PlainTextarea } from '../plain-input.tsx';
import { ScrollArea } from '../scroll-area.tsx';
import { ToggleButtons } from '../toggle-buttons.tsx';
import { useLoadErrorToast, useResultToast } from '../use-result-toast.ts';
import { INTENT_FIELD } from '#app/lib/admin-intents.ts';
import { templateScreen } from '#app/components/admin/email-templates/email-templates-intents.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { emailTemplateMessages } from '#app/lib/messages/email-templates.ts';
import { ConfirmButton } from '../confirm-button.tsx';
import { ScreenFrame, busyWith } from '../screen-frame.tsx';

/** A token as written in a template (`{{lead.phone}}`) and what it stands for. */
export interface TemplateTokenEntry {
  token: string;
  label: string;
}

export interface TemplateEditorProps {
  template: string | null;
  /** The tokens the owner may insert, from the server's list (the mail's own filler). */
  tokens: readonly TemplateTokenEntry[];
  /** The saved template filled with the preview values (rendered by the server's mail code). */
  previewHtml: string;
  /** Whose values fill the preview: the samples, or a lead's. */
  previewOf: { leadId: number; name: string } | null;
  /** Where the live preview is rendered (POST { template, lead }). */
  previewUrl: string;
  loadError: string | null;
  /** The editor's label and help; the customer confirmation's unless given (review e-mail). */
  label?: string;
  description?: string;
}

type TemplateResult = AdminActionResult & { template?: string };

/** The form's three submit buttons, each posting its intent (only Save is the primary one). */
const FORM_ACTIONS: ReadonlyArray<{ intent: string; label: string; variant?: 'default' }> = [
  { intent: templateScreen.intents.save, label: 'Save Template' },
  { intent: templateScreen.intents.reset, label: 'Reset to Default', variant: 'default' },
  { intent: templateScreen.intents.test, label: 'Send test e-mail', variant: 'default' },
];

const TOKEN_CHIP = { label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } } as const;

/** Email Templates tab: the customer confirmation's HTML, its tokens, preview, test send. */
export function TemplateEditor(props: TemplateEditorProps) {
  useLoadErrorToast(props.loadError);
  const fetcher = useFetcher<TemplateResult>();
  useResultToast(fetcher.data);
  const [template, setTemplate] = useState(props.template ?? '');
  const [preview, setPreview] = useState(props.previewHtml);
  const [view, setView] = useState<'preview' | 'html'>('preview');
  const editor = useRef<HTMLTextAreaElement>(null);

  // Reset to Default answers with the default: the editor shows it (once per answer).
  const reset =
    fetcher.data?.intent === templateScreen.intents.reset && fetcher.data.ok
      ? fetcher.data
      : undefined;
  const [appliedReset, setAppliedReset] = useState<TemplateResult | undefined>(undefined);
  if (reset && reset !== appliedReset) {
    setAppliedReset(reset);
    if (reset.template !== undefined) setTemplate(reset.template);
  }

  // Live preview, rendered by the same server code that renders the real e-mail.
  const leadId = props.previewOf?.leadId;
  // What the preview on screen was rendered from: the page came with the saved template's, so
  // opening the screen asks the server for nothing and the frame does not draw the same e-mail
  // a second time while the phone is still hydrating.
  const previewed = useRef(
    props.previewHtml === '' ? undefined : { template: props.template ?? '', leadId },
  );
  useEffect(() => {
    if (previewed.current?.template === template && previewed.current.leadId === leadId) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const body = new FormData();
      body.set('template', template);
      if (leadId) body.set('lead', String(leadId));
      fetch(props.previewUrl, { method: 'POST', body, signal: controller.signal })
        .then((response) => (response.ok ? response.json() : null))
        .then((json: unknown) => {
          const html = (json as { html?: unknown } | null)?.html;
          if (typeof html !== 'string') return;
          previewed.current = { template, leadId };
          setPreview(html);
        })
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [template, leadId, props.previewUrl]);

  const insert = (token: string) => {
    const el = editor.current;
    const start = el?.selectionStart ?? template.length;
    const end = el?.selectionEnd ?? template.length;
    const next = template.slice(0, start) + token + template.slice(end);
    setTemplate(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const busy = (intent: string) => busyWith(fetcher, intent);

  return (
    <ScreenFrame title="Email Templates" loadError={props.loadError}>
      <Paper withBorder p="md" radius="md">
        <fetcher.Form method="post">
          <Stack gap="sm">
            <PlainTextarea
              ref={editor}
              name="template"
              label={props.label ?? 'Customer confirmation e-mail (HTML)'}
              description={
                props.description ??
                'Sent to every customer who asks for a quote. Values are HTML-escaped.'
              }
              value={template}
              onChange={(event) => setTemplate(event.currentTarget.value)}
              // A fixed height the owner can drag taller, not `autosize`: sizing to the text
              // measures it in a hidden copy on every render, and with an e-mail's HTML that was
              // 0.5 s of a slowed phone's main thread while the screen hydrated. A plain field
              // drawn as Mantine's: Mantine's swaps its id after hydration, a second render.
              rows={16}
              maxLength={limits.admin.templateMax}
              spellCheck={false}
              inputStyle={{
                resize: 'vertical',
                fontFamily: 'var(--mantine-font-family-monospace)',
                fontSize: 13,
              }}
            />
            <div>
              <Text size="sm" fw={600} id="tokens-label">
                {emailTemplateMessages.tokensHeading}
              </Text>
              <Text size="xs" c="dimmed" id="tokens-help">
                {emailTemplateMessages.tokensHelp}
              </Text>
              <Group
                gap={6}
                mt={4}
                role="group"
                aria-labelledby="tokens-label"
                aria-describedby="tokens-help"
              >
                {props.tokens.map(({ token, label }) => (
                  <Button
                    key={token}
                    size="compact-sm"
                    radius="xl"
                    variant="outline"
                    onClick={() => insert(token)}
                    aria-label={emailTemplateMessages.insertToken(token, label)}
                    // A token and its label can be wider than a phone: the chip wraps, and
                    // grows from a finger's 44 px there (mantine.css).
                    className="cfgd-touch"
                    styles={TOKEN_CHIP}
                  >
                    {token}: {label}
                  </Button>
                ))}
              </Group>
            </div>
            <Group gap="xs" wrap="wrap">
              {FORM_ACTIONS.map((action) =>
                action.intent === templateScreen.intents.reset ? (
                  // Replaces the saved template at once: asked first (issue 37).
                  <ConfirmButton
                    key={action.intent}
                    variant={action.variant}
                    loading={busy(action.intent)}
                    title={action.label}
                    question={adminMessages.confirmResetTemplate}
                    confirmLabel={adminMessages.confirmResetTemplateYes}
                    onConfirm={() =>
                      fetcher.submit({ [INTENT_FIELD]: action.intent }, { method: 'post' })
                    }
                  >
                    {action.label}
                  </ConfirmButton>
                ) : (
                  <Button
                    key={action.intent}
                    type="submit"
                    name="intent"
                    value={action.intent}
                    variant={action.variant}
                    loading={busy(action.intent)}
                  >
                    {action.label}
                  </Button>
                ),
              )}
            </Group>
          </Stack>
        </fetcher.Form>
      </Paper>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="preview-title">
        <Group justify="space-between" mb="xs" wrap="wrap">
          <Title order={3} size="h4" id="preview-title">
            Preview
          </Title>
          <ToggleButtons
            label="Preview as"
            options={[
              { value: 'preview', label: 'As the customer sees it' },
              { value: 'html', label: 'HTML' },
            ]}
            value={view}
            onChange={setView}
          />
        </Group>
        <Text size="sm" c="dimmed" mb="xs">
          {props.previewOf
            ? `With the values of ${props.previewOf.name}'s request (#${props.previewOf.leadId}).`
            : 'With sample values.'}
        </Text>
        {view === 'preview' ? (
          <iframe
            title="E-mail preview"
            srcDoc={preview}
            sandbox=""
            data-testid="template-preview"
            style={{ width: '100%', height: 480, border: '1px solid var(--mantine-color-gray-3)' }}
          />
        ) : (
          <ScrollArea h={480}>
            <Code block data-testid="template-preview-html">
              {preview}
            </Code>
          </ScrollArea>
        )}
      </Paper>
    </ScreenFrame>
  );
}
