import type { ContentSnapshot } from '#app/content/live.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { defineAdminScreen, intentField, noAnswer } from '#app/lib/admin-intents.ts';
import { messages } from '#app/lib/messages.ts';
import { intent, rowId, text } from '#app/server/admin-actions.ts';
import { dispatchIntent } from './admin-action.server.ts';
import type { AppServices } from '#app/server/services.ts';

const screen = defineAdminScreen(
  {
    rename: 'Failed to rename',
    remove: 'Failed to remove',
  },
  { defaultIntent: 'rename' },
);

const calls: unknown[] = [];
const handlers = {
  [screen.intents.rename]: intent(
    z.object({ id: rowId(), title: text(10) }),
    async ({ id, title }, { intent, fail }) => {
      calls.push({ id, title });
      if (id === null) return fail();
      return { intent, ok: true, message: `renamed ${id} to ${title}` };
    },
  ),
  [screen.intents.remove]: intent(z.object({ id: rowId() }), async ({ id }, { intent, fail }) =>
    id === null ? fail('no such row') : { intent, ok: true, message: `removed ${id}` },
  ),
};

const base = {
  services: {} as AppServices,
  admin: { userId: 1, email: 'owner@example.com', sessionId: 'x' },
  request: new Request('http://localhost/admin/x', { method: 'POST' }),
  meta: { ip: '203.0.113.9', userAgent: 'test' },
  content: {} as ContentSnapshot,
};

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

async function run(fields: Record<string, string>) {
  calls.length = 0;
  return dispatchIntent(screen, handlers, form(fields), base);
}

describe('dispatchIntent', () => {
  it('runs the named intent with its parsed fields', async () => {
    expect(await run({ intent: 'remove', id: '7' })).toEqual({
      intent: 'remove',
      ok: true,
      message: 'removed 7',
    });
    expect(await run({ intent: 'rename', id: '3', title: 'Door' })).toEqual({
      intent: 'rename',
      ok: true,
      message: 'renamed 3 to Door',
    });
  });

  it('answers 400 with a clear message for an intent the screen does not declare', async () => {
    const answer = await run({ intent: 'drop-table', id: '1' });
    expect(answer).toMatchObject({
      type: 'DataWithResponseInit',
      init: { status: 400 },
      data: { intent: 'drop-table', ok: false, message: messages.admin.unknownAction },
    });
    expect(calls).toEqual([]);
  });

  it('refuses a field over its cap with fieldErrors and the intent failure, unrun', async () => {
    const answer = (await run({ intent: 'rename', id: '3', title: 'x'.repeat(11) })) as
      AdminActionResult | undefined;
    expect(answer).toEqual({
      intent: 'rename',
      ok: false,
      message: 'Failed to rename',
      field: 'title',
      fieldErrors: { title: messages.admin.fieldTooLong(10) },
    });
    expect(calls).toEqual([]);
    // Exactly at the cap passes.
    expect(await run({ intent: 'rename', id: '3', title: 'x'.repeat(10) })).toMatchObject({
      ok: true,
    });
  });

  it('uses the default intent when the form names none, and missing fields are empty', async () => {
    expect(await run({ id: '5' })).toEqual({
      intent: 'rename',
      ok: true,
      message: 'renamed 5 to ',
    });
    expect(calls).toEqual([{ id: 5, title: '' }]);
  });

  it('gives a handler its own failure toast, or the message it names', async () => {
    expect(await run({ intent: 'rename', id: 'abc' })).toEqual({
      intent: 'rename',
      ok: false,
      message: 'Failed to rename',
    });
    expect(await run({ intent: 'remove', id: '-2' })).toEqual({
      intent: 'remove',
      ok: false,
      message: 'no such row',
    });
  });
});

describe('admin intents (isomorphic side)', () => {
  it('names a form field and answers the no-answer failure by intent', () => {
    expect(intentField(screen.intents.remove)).toEqual({
      type: 'hidden',
      name: 'intent',
      value: 'remove',
    });
    expect(noAnswer(screen)(form({ intent: 'remove' }))).toEqual({
      intent: 'remove',
      ok: false,
      message: 'Failed to remove',
    });
    // An unknown name gets the default intent's failure, never an empty toast.
    expect(noAnswer(screen)(form({ intent: 'nope' })).message).toBe('Failed to rename');
    // What happened follows the action's toast, as a sentence of its own.
    expect(noAnswer(screen)(form({ intent: 'remove' }), 'No answer.').message).toBe(
      'Failed to remove. No answer.',
    );
  });

  it('rejects unknown names at typecheck', () => {
    // @ts-expect-error -- not one of the screen's intents
    expect(screen.intents.rname).toBeUndefined();
  });
});
