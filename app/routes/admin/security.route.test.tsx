// @vitest-environment happy-dom
/**
 * The Security route in the browser's DOM (React Router's `createRoutesStub`, its server stubbed):
 * two-step setup as the owner does it on the phone that holds the authenticator app (issue 37).
 */
import { describe, expect, it } from 'vitest';
import { INTENT_FIELD } from '#app/lib/admin-intents.ts';
import { securityScreen } from '#app/components/admin/security/security-intents.ts';
import { authMessages } from '#app/lib/messages/auth.ts';
import { clickButton, field, toastTexts, typeInto, waitFor } from '#tests/support/admin-render.tsx';
import { adminRouteStub } from '#tests/support/admin-route-stub.ts';
import * as route from './security.tsx';

const { intents } = securityScreen;
const URI =
  'otpauth://totp/Carolina%20Family%20Garage%20Doors:owner%40example.com?secret=JBSWY3DPEHPK3PXP';

const enrolling = {
  email: 'owner@example.com',
  totpEnabled: false,
  enrollment: { secret: 'JBSWY3DPEHPK3PXP', uri: URI, qrDataUrl: 'data:image/png;base64,AA==' },
  recoveryCodesLeft: 0,
  audit: Array.from({ length: 40 }, (_, i) => ({
    id: i + 1,
    when: 'Dec 6, 2026, 9:00:00 AM',
    event: 'login_failed',
    email: 'someone@example.com',
    ip: '203.0.113.9',
    userAgent: 'Mozilla/5.0',
    detail: null,
  })),
};

// The screen keeps React Router's default revalidation.
const renderSecurity = adminRouteStub(
  { ...route, shouldRevalidate: () => true },
  '/admin/security',
  {
    loaderData: enrolling,
    ready: '[data-testid="totp-secret"]',
  },
);

/** How often `text` is on screen, in alerts and toasts alike. */
const shown = (text: string) => document.body.textContent!.split(text).length - 1;

describe('Security route: two-step setup on a phone', () => {
  it('offers the otpauth link, so the phone that shows the QR code need not scan it', async () => {
    const { container } = await renderSecurity(() => ({ intent: '', ok: true, message: '' }));
    const link = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === authMessages.totpAddToApp,
    );
    expect(link?.getAttribute('href')).toBe(URI);
  });

  it('says a wrong code once, beside the form, not also in a toast', async () => {
    const { container, posted } = await renderSecurity(() => ({
      intent: intents.totpConfirm,
      ok: false,
      message: authMessages.totpInvalidCode,
    }));
    await typeInto(field(container, 'Code from the app'), '123456');
    await typeInto(field(container, 'Current password'), 'Owner-Door-1');
    await clickButton(container, 'Confirm');
    await waitFor(() => shown(authMessages.totpInvalidCode) > 0, 'the wrong-code message');
    expect(posted[0]!.get(INTENT_FIELD)).toBe(intents.totpConfirm);
    // Turning it on asks for the password, as turning it off does.
    expect(posted[0]!.get('currentPassword')).toBe('Owner-Door-1');
    // Give a toast the time it would take to appear.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown(authMessages.totpInvalidCode)).toBe(1);
    expect(toastTexts()).toEqual([]);
  });

  it('gives the recovery codes a copy button', async () => {
    const codes = ['aaaa-bbbb', 'cccc-dddd'];
    const { container } = await renderSecurity(
      () =>
        ({
          intent: intents.totpConfirm,
          ok: true,
          message: authMessages.totpEnabled,
          recoveryCodes: codes,
        }) as never,
    );
    await typeInto(field(container, 'Code from the app'), '654321');
    await typeInto(field(container, 'Current password'), 'Owner-Door-1');
    await clickButton(container, 'Confirm');
    await waitFor(() => container.querySelector('[data-testid="recovery-codes"]'), 'the codes');
    const copy = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === authMessages.recoveryCodesCopy,
    );
    expect(copy).toBeDefined();
  });

  it('puts the push-alerts card before the audit log, however long the log', async () => {
    const { container } = await renderSecurity(() => ({ intent: '', ok: true, message: '' }));
    const push = container.querySelector('[data-testid="push-state"]');
    const audit = [...container.querySelectorAll('h3')].find((h) => h.textContent === 'Audit log');
    expect(push).not.toBeNull();
    expect(audit).toBeDefined();
    // The card comes first in the document: DOCUMENT_POSITION_FOLLOWING from its point of view.
    expect(push!.compareDocumentPosition(audit!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
