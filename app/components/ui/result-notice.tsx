import type { JSX } from 'react';

/**
 * The answer to a form post above the page's content, on the pages that work without
 * JavaScript (the customer's estimate, the visit page): a success is a polite status, a
 * refusal an alert, so a screen reader speaks it in the same way on both.
 */
export function ResultNotice({
  result,
}: {
  result: { ok: boolean; message: string };
}): JSX.Element {
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={
        result.ok
          ? 'rounded border border-green-300 bg-green-50 p-3 text-green-900'
          : 'rounded border border-red-300 bg-red-50 p-3 text-red-900'
      }
    >
      {result.message}
    </p>
  );
}
