import { notifications } from '@mantine/notifications';
import { siteEditorMessages } from '#app/lib/site-editor-messages.ts';

/** The Site editor's toast: green and short for a success, red and longer for a failure. */
export function toast(message: string, ok: boolean): void {
  notifications.show({
    color: ok ? 'green' : 'red',
    message,
    autoClose: ok ? 4000 : 8000,
    closeButtonProps: { 'aria-label': 'Dismiss' },
  });
}

/**
 * A publish (from the editor, or of an imported file) the server did not take, for a reason that
 * is not the content's: the session ended, someone published first, no answer (`failed.noAnswer`),
 * or an error answer such as a proxy's 502 page (`failed.serverError`: the server's trouble, not
 * the owner's connection), each in the action's own words.
 */
export function toastNotPublished(
  outcome: { kind: 'conflict' | 'signed-out' | 'failed'; status?: number | null },
  failed: { noAnswer: string; serverError: (status: number) => string },
): void {
  const { kind, status } = outcome;
  toast(
    kind === 'conflict'
      ? siteEditorMessages.conflict
      : kind === 'signed-out'
        ? siteEditorMessages.signedOut
        : typeof status === 'number' && status >= 400
          ? failed.serverError(status)
          : failed.noAnswer,
    false,
  );
}
