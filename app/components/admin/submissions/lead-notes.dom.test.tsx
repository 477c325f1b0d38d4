// @vitest-environment happy-dom
/**
 * A lead's note box (issue 37): what is typed is kept on this device until the note is added
 * or discarded, so closing Notes, reloading or a session that ended loses nothing; a long paste
 * is taken whole and counted, and refused past the limit instead of cut.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  noteKeyField,
  submissionsScreen,
} from '#app/components/admin/submissions/submissions-intents.ts';
import { limits } from '#app/lib/limits.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import {
  clickButton,
  field,
  renderAdmin,
  typeInto,
  waitFor,
  type Rendered,
} from '#tests/support/admin-render.tsx';
import { clearAllDeviceDrafts } from '../device-drafts.ts';
import { Notes } from './lead-card-sections.tsx';
import { listNoteDrafts, readNoteDraft } from './note-drafts.ts';

let rendered: Rendered | undefined;
beforeEach(() => localStorage.clear());
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

const note = submissionsScreen.intents.note;

function box(): HTMLTextAreaElement {
  return field<HTMLTextAreaElement>(rendered!.container, 'Add a note');
}

function shown(testId: string): HTMLElement | null {
  return rendered!.container.querySelector(`[data-testid="${testId}"]`);
}

async function renderNotes(answer: 'ok' | 'failed' = 'ok', posted: FormData[] = []) {
  rendered = await renderAdmin(<Notes leadId={7} name="Dan Rivers" notes={[]} />, {
    action: async ({ request }) => {
      posted.push(await request.formData());
      return answer === 'ok'
        ? { intent: note, ok: true, message: adminMessages.noteAdded }
        : { intent: note, ok: false, message: adminMessages.noteFailed };
    },
  });
  return posted;
}

describe('Notes: a note not yet added stays on this device', () => {
  it('is back in the box, said to be kept, when Notes is closed and opened again', async () => {
    await renderNotes('failed');
    await typeInto(box(), 'Wants the 16x7 insulated door');
    await clickButton(rendered!.container, 'Add note');
    await waitFor(() => document.querySelector('.mantine-Notification-root'), 'failure toast');
    // Notes closed (the section unmounts its body) and opened again.
    await rendered!.unmount();
    await renderNotes();
    expect(box().value).toBe('Wants the 16x7 insulated door');
    expect(shown('note-kept')?.textContent).toBe(adminMessages.noteKept);
    expect(readNoteDraft(7)).toMatchObject({
      body: 'Wants the 16x7 insulated door',
      name: 'Dan Rivers',
    });
  });

  it('is removed from the device once the note is added', async () => {
    const posted = await renderNotes('ok');
    await typeInto(box(), 'Quote Friday');
    expect(listNoteDrafts().map((d) => d.leadId)).toEqual([7]);
    await clickButton(rendered!.container, 'Add note');
    await waitFor(() => box().value === '', 'the box emptied');
    expect(posted[0]?.get('note')).toBe('Quote Friday');
    expect(readNoteDraft(7)).toBeNull();
  });

  it('Discard empties the box and the device', async () => {
    await renderNotes();
    await typeInto(box(), 'Never mind');
    await clickButton(rendered!.container, adminMessages.noteDiscard);
    expect(box().value).toBe('');
    expect(readNoteDraft(7)).toBeNull();
    await rendered!.unmount();
    await renderNotes();
    expect(box().value).toBe('');
    expect(shown('note-kept')).toBeNull();
  });

  it('signing out removes it', async () => {
    await renderNotes();
    await typeInto(box(), 'Private to the owner');
    clearAllDeviceDrafts();
    expect(localStorage.length).toBe(0);
  });
});

describe('Notes: the same note sent twice is one note', () => {
  it('sends a failed note again, after a reload too, under the same key; a new text or a stored note takes a new one', async () => {
    const posted = await renderNotes('failed');
    await typeInto(box(), 'Call back at 5');
    await clickButton(rendered!.container, 'Add note');
    await waitFor(() => posted.length === 1, 'the first send');
    const first = posted[0]?.get(noteKeyField);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    // The answer was lost: the page is reloaded and the kept note sent again.
    await rendered!.unmount();
    await renderNotes('ok', posted);
    await clickButton(rendered!.container, 'Add note');
    await waitFor(() => box().value === '', 'the box emptied');
    expect(posted[1]?.get(noteKeyField)).toBe(first);
    // The same words typed again are a new note.
    await typeInto(box(), 'Call back at 5');
    await clickButton(rendered!.container, 'Add note');
    await waitFor(() => posted.length === 3, 'the third send');
    expect(posted[2]?.get(noteKeyField)).not.toBe(first);
  });
});

describe('Notes: the length limit', () => {
  it('takes a long paste whole, counts it, and refuses it past the limit without cutting', async () => {
    const posted = await renderNotes();
    const max = limits.admin.noteMax;
    const pasted = 'x'.repeat(2600);
    await typeInto(box(), pasted);
    expect(box().value).toHaveLength(2600);
    expect(box().maxLength).toBeLessThan(0);
    expect(rendered!.container.textContent).toContain(adminMessages.noteLength(2600, max));
    expect(adminMessages.noteLength(2600, max)).toBe('2,600 / 2,000 characters: 600 too many');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    await clickButton(rendered!.container, 'Add note');
    expect(posted).toHaveLength(0);
    expect(box().value).toHaveLength(2600);

    // Near the limit the count shows; under it, it does not.
    await typeInto(box(), 'y'.repeat(limits.admin.noteCountFrom));
    expect(rendered!.container.textContent).toContain(
      adminMessages.noteLength(limits.admin.noteCountFrom, max),
    );
    expect(box().getAttribute('aria-invalid')).not.toBe('true');
    await typeInto(box(), 'short');
    expect(rendered!.container.textContent).not.toContain('characters');
  });
});
