// @vitest-environment happy-dom
/**
 * The Email Templates route in the browser's DOM through React Router's `createRoutesStub`: the
 * route's own component and `clientAction`, the server's loader, action and live preview
 * stubbed. Each button posts its intent with the typed HTML; Reset shows the default the server
 * answers; with no usable answer the spec's toast says the template was not saved and the draft
 * stays in the editor.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTENT_FIELD } from '#app/lib/admin-intents.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { emailTemplateMessages } from '#app/lib/messages/email-templates.ts';
import { clickButton, field, toastTexts, typeInto, waitFor } from '#tests/support/admin-render.tsx';
import {
  failingServer,
  adminRouteStub,
  type ServerAnswer,
} from '#tests/support/admin-route-stub.ts';
import * as route from './email-templates.tsx';

const LABEL = 'Customer confirmation e-mail (HTML)';
const SAVED = '<p>Thank you, {{lead.name}}!</p>';

const loaded = {
  kind: 'confirmation' as const,
  template: SAVED,
  tokens: [
    { token: '{{lead.name}}', label: "Customer's name" },
    { token: '{{business.phone}}', label: 'Business phone' },
  ],
  previewHtml: '<p>Thank you, Sam!</p>',
  previewOf: null,
  loadError: null,
};

beforeEach(() => {
  // The live preview's POST: the server renders what was typed.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = init?.body instanceof FormData ? String(init.body.get('template')) : '';
      return Response.json({
        html: body.replace('{{lead.name}}', 'Sam').replace('{{business.phone}}', '(704) 555-0134'),
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderRoute = adminRouteStub(route, '/admin/email-templates', {
  loaderData: loaded,
  ready: 'textarea',
});

async function renderEditor(answer: ServerAnswer) {
  const { container, posted } = await renderRoute(answer);
  return { container, editor: field<HTMLTextAreaElement>(container, LABEL), posted };
}

describe('Email Templates route', () => {
  it('Save posts the typed HTML under the save intent; the preview shows it rendered', async () => {
    const { container, editor, posted } = await renderEditor((form) => ({
      intent: String(form.get(INTENT_FIELD)),
      ok: true,
      message: adminMessages.templateSaved,
    }));
    expect(editor.value).toBe(SAVED);
    await typeInto(editor, '<p>Hello {{lead.name}}</p>');
    const preview = () => container.querySelector('iframe')?.getAttribute('srcdoc');
    await waitFor(() => preview() === '<p>Hello Sam</p>', 'the preview of the typed HTML');
    await clickButton(container, 'Save Template');
    await waitFor(() => toastTexts().length > 0, 'a toast');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.get(INTENT_FIELD)).toBe('save');
    expect(posted[0]!.get('template')).toBe('<p>Hello {{lead.name}}</p>');
    expect(toastTexts()).toEqual([adminMessages.templateSaved]);
  });

  it('opening the screen asks for no preview: the page came with the saved template rendered', async () => {
    const { container } = await renderEditor(() => ({
      intent: 'save',
      ok: true,
      message: adminMessages.templateSaved,
    }));
    const preview = () => container.querySelector('iframe')?.getAttribute('srcdoc');
    expect(preview()).toBe(loaded.previewHtml);
    // Longer than the preview's 250 ms wait after a change.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
    expect(preview()).toBe(loaded.previewHtml);
  });

  it('an edit, then the saved text again: each is previewed (the first preview is not reused)', async () => {
    const { container, editor } = await renderEditor(() => ({
      intent: 'save',
      ok: true,
      message: adminMessages.templateSaved,
    }));
    const preview = () => container.querySelector('iframe')?.getAttribute('srcdoc');
    await typeInto(editor, '<p>Hi {{lead.name}}</p>');
    await waitFor(() => preview() === '<p>Hi Sam</p>', 'the preview of the edit');
    await typeInto(editor, SAVED);
    await waitFor(() => preview() === '<p>Thank you, Sam!</p>', 'the saved text previewed again');
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2);
  });

  it('Reset to Default asks first, then shows the default the server answers', async () => {
    const { container, editor, posted } = await renderEditor(() => ({
      intent: 'reset',
      ok: true,
      message: adminMessages.templateReset,
      template: '<p>The default</p>',
    }));
    await clickButton(container, 'Reset to Default');
    const dialog = await waitFor(
      () => document.querySelector<HTMLElement>('[role="dialog"]'),
      'the confirmation dialog',
    );
    expect(dialog.textContent).toContain(adminMessages.confirmResetTemplate);
    // Nothing is replaced until the owner says so.
    expect(posted).toHaveLength(0);
    expect(editor.value).toBe(SAVED);
    await clickButton(dialog, adminMessages.confirmResetTemplateYes);
    await waitFor(() => editor.value === '<p>The default</p>', 'the default in the editor');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.get(INTENT_FIELD)).toBe('reset');
    expect(toastTexts()).toEqual([adminMessages.templateReset]);
  });

  it('Reset to Default, then Cancel: nothing is posted, the template stays', async () => {
    const { container, editor, posted } = await renderEditor(() => ({
      intent: 'reset',
      ok: true,
      message: adminMessages.templateReset,
      template: '<p>The default</p>',
    }));
    await typeInto(editor, '<p>Typed, not saved</p>');
    await clickButton(container, 'Reset to Default');
    const dialog = await waitFor(
      () => document.querySelector<HTMLElement>('[role="dialog"]'),
      'the confirmation dialog',
    );
    await clickButton(dialog, 'Cancel');
    await waitFor(() => !document.querySelector('[role="dialog"]'), 'the dialog closed');
    expect(posted).toHaveLength(0);
    expect(editor.value).toBe('<p>Typed, not saved</p>');
  });

  it('lists the tokens with their labels; a click inserts one where the cursor is', async () => {
    const { container, editor } = await renderEditor(() => ({
      intent: 'save',
      ok: true,
      message: adminMessages.templateSaved,
    }));
    const group = container.querySelector('[role="group"][aria-labelledby="tokens-label"]');
    const buttons = [...(group?.querySelectorAll('button') ?? [])];
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-label')])).toEqual([
      ["{{lead.name}}: Customer's name", "Insert {{lead.name}}: Customer's name"],
      ['{{business.phone}}: Business phone', 'Insert {{business.phone}}: Business phone'],
    ]);
    await typeInto(editor, '<p>Call </p>');
    editor.setSelectionRange(8, 8);
    await clickButton(container, '{{business.phone}}: Business phone');
    expect(editor.value).toBe('<p>Call {{business.phone}}</p>');
    const preview = () => container.querySelector('iframe')?.getAttribute('srcdoc');
    await waitFor(() => preview() === '<p>Call (704) 555-0134</p>', 'the token previewed');
  });

  it("an unknown token: the server's refusal is the toast, the draft stays", async () => {
    const refusal = emailTemplateMessages.unknownTokens(['{{phone}}']);
    const { container, editor, posted } = await renderEditor(() => ({
      intent: 'save',
      ok: false,
      message: refusal,
      field: 'template',
    }));
    await typeInto(editor, '<p>Call {{phone}}</p>');
    await clickButton(container, 'Save Template');
    await waitFor(() => toastTexts().length > 0, 'a toast');
    expect(posted).toHaveLength(1);
    expect(toastTexts()).toEqual([refusal]);
    expect(editor.value).toBe('<p>Call {{phone}}</p>');
  });

  it('no answer (the connection dropped): the spec toast says so, the draft stays', async () => {
    const { container, editor } = await renderEditor(failingServer('dropped'));
    await typeInto(editor, '<p>Draft written offline</p>');
    await clickButton(container, 'Save Template');
    await waitFor(() => toastTexts().length > 0, 'a toast');
    expect(toastTexts()).toEqual([
      `${adminMessages.templateSaveFailed}. ${adminMessages.failedNoAnswer}`,
    ]);
    expect(editor.value).toBe('<p>Draft written offline</p>');
  });

  it("a proxy's 502: the toast names the server error, the draft stays", async () => {
    const { container, editor } = await renderEditor(failingServer(502));
    await typeInto(editor, '<p>Draft written on the bus</p>');
    await clickButton(container, 'Save Template');
    await waitFor(() => toastTexts().length > 0, 'a toast');
    const [toast] = toastTexts();
    expect(toast).toContain(adminMessages.templateSaveFailed);
    expect(toast).toContain(adminMessages.failedServerError(502));
    expect(editor.value).toBe('<p>Draft written on the bus</p>');
  });
});
