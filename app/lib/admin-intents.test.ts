import { describe, expect, it } from 'vitest';
import { defineAdminScreen, INTENT_FIELD, noAnswer } from './admin-intents.ts';

const screen = defineAdminScreen(
  { save: 'Save failed', priceAdd: 'Adding failed', signOutEverywhere: 'Sign-out failed' },
  { defaultIntent: 'save' },
);

function form(intent?: string): FormData {
  const data = new FormData();
  if (intent !== undefined) data.set(INTENT_FIELD, intent);
  return data;
}

describe('defineAdminScreen', () => {
  it('posts each key in kebab case', () => {
    expect(screen.intents).toEqual({
      save: 'save',
      priceAdd: 'price-add',
      signOutEverywhere: 'sign-out-everywhere',
    });
    expect(screen.has('price-add')).toBe(true);
    expect(screen.has('priceAdd')).toBe(false);
  });

  it("answers each name's failure, and the default intent's for a name it lacks", () => {
    expect(screen.failure('price-add')).toBe('Adding failed');
    expect(screen.failure('sign-out-everywhere')).toBe('Sign-out failed');
    expect(screen.failure('unknown')).toBe('Save failed');
  });

  it('reads the default intent from a form that names none', () => {
    expect(screen.read(form())).toBe('save');
    expect(screen.read(form('price-add'))).toBe('price-add');
    expect(noAnswer(screen)(form('price-add'), 'No answer.')).toEqual({
      intent: 'price-add',
      ok: false,
      message: 'Adding failed. No answer.',
    });
  });
});
