// @vitest-environment happy-dom
/**
 * A lead card's first render (issue 28): its status dropdown is a plain select drawn as
 * Mantine's NativeSelect (plain-input.tsx), named "Status" by its label, and changing it posts
 * the card's status intent; a closed lead's job value is a plain box too.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submissionsScreen } from '#app/components/admin/submissions/submissions-intents.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { statusLabels } from '#app/lib/lead-display.ts';
import { leadStatuses } from '#app/lib/limits.ts';
import { countMantine, renderAdmin, type Rendered } from '#tests/support/admin-render.tsx';
import { leadCardView } from '#tests/support/lead-card-view.ts';
import { LeadCard } from './lead-card.tsx';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const lead = leadCardView();

describe('LeadCard: first render', () => {
  it('draws its status dropdown without a Mantine field', async () => {
    rendered = await renderAdmin(<LeadCard lead={lead} />);
    expect(countMantine(rendered.container).fields).toEqual({});
    const select = rendered.container.querySelector('select');
    if (!select) throw new Error('no status select');
    const label = rendered.container.querySelector(`label[for="${CSS.escape(select.id)}"]`);
    expect(label?.textContent).toBe('Status');
    expect(select.value).toBe('contacted');
    expect([...select.options].map((option) => option.text)).toEqual(
      leadStatuses.map((status) => statusLabels[status]),
    );
  });

  it("draws a closed lead's job value without a Mantine field", async () => {
    rendered = await renderAdmin(
      <LeadCard lead={{ ...lead, status: 'closed', jobValueCents: 124950 }} />,
    );
    expect(countMantine(rendered.container).fields).toEqual({});
    const box = rendered.container.querySelector<HTMLInputElement>('input[name="jobValue"]');
    if (!box) throw new Error('no job value box');
    const label = rendered.container.querySelector(`label[for="${CSS.escape(box.id)}"]`);
    expect(label?.textContent).toBe(bookingMessages.jobValueLabel);
    expect(box.value).toBe('1,249.50');
  });

  it('posts the status intent when a status is chosen, and shows the stored one until then', async () => {
    const posted: FormData[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    rendered = await renderAdmin(<LeadCard lead={lead} />, {
      action: async ({ request }) => {
        posted.push(await request.formData());
        await answered;
        return { intent: submissionsScreen.intents.status, ok: true, message: 'Status updated.' };
      },
    });
    const select = rendered.container.querySelector('select');
    if (!select) throw new Error('no status select');
    await act(async () => {
      select.value = 'closed';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(Object.fromEntries(posted[0]!)).toEqual({
      id: '7',
      intent: submissionsScreen.intents.status,
      status: 'closed',
    });
    // Disabled while the card's own change is on its way.
    expect(select.disabled).toBe(true);
    await act(async () => {
      answer();
      await answered;
    });
    await vi.waitFor(() => expect(select.disabled).toBe(false));
    // Controlled by the stored status: the card shows the new one once the list reloads it.
    expect(select.value).toBe('contacted');
  });
});
