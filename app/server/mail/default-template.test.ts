import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { DEFAULT_CUSTOMER_TEMPLATE } from './default-template.ts';

/*
 * Owners compare their edited copy with this default and "Reset to Default" brings it back, so
 * building it from a shared e-mail shell must not change a byte. The hash is of the text as it
 * was before the shell existed; a deliberate edit of the default updates it here.
 */
it('keeps the customer confirmation default exactly as shipped', () => {
  expect(DEFAULT_CUSTOMER_TEMPLATE).toHaveLength(1877);
  expect(createHash('sha256').update(DEFAULT_CUSTOMER_TEMPLATE).digest('hex')).toBe(
    '3effbb5006690667aae7d2c38d6262a7c914d30e3e9744b95e9b805dd39d5927',
  );
});
