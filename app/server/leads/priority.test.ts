import { expect, it } from 'vitest';
import { leadPriority } from './priority.ts';

it('marks emergencies and stuck, trapped or broken-spring messages urgent', () => {
  expect(leadPriority({ service: 'emergency', message: null })).toBe('urgent');
  for (const message of [
    'Door is STUCK open',
    'my car is trapped in the garage',
    'the spring broke this morning',
    'broken torsion spring',
    "door won't open",
  ]) {
    expect(leadPriority({ service: 'repair', message }), message).toBe('urgent');
  }
  expect(leadPriority({ service: 'installation', message: 'quote for a new door please' })).toBe(
    'normal',
  );
});
