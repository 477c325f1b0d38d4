// @vitest-environment happy-dom
import { describe, expect, it, onTestFinished } from 'vitest';
import { estimateAdminMessages as m } from '#app/lib/messages/estimate-admin.ts';
import { renderAdmin } from '#tests/support/admin-render.tsx';
import { WaitingEstimates } from './waiting-estimates.tsx';

/** The inbox's list of estimates waiting for an answer (issue 39): whom to call, a tap away. */
describe('the estimates waiting for an answer', () => {
  it('names each with its customer and status, and opens its lead', async () => {
    const rendered = await renderAdmin(
      <WaitingEstimates
        estimates={[
          {
            id: 3,
            leadId: 41,
            number: 'E-0003',
            customerName: 'Pat Doe',
            status: 'viewed',
            sentOn: 'Dec 1, 2026',
            expiresOn: 'Dec 31, 2026',
          },
        ]}
      />,
    );
    onTestFinished(() => rendered.unmount());
    const text = rendered.container.textContent ?? '';
    expect(text).toContain(m.waiting(1));
    expect(text).toContain('E-0003 · Pat Doe');
    expect(text).toContain(m.status.viewed);
    expect(text).toContain(m.expires('Dec 31, 2026'));
    expect(rendered.container.querySelector('a')?.getAttribute('href')).toBe(
      '/admin/submissions?lead=41',
    );
  });
});
